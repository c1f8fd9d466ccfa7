/**
 * The HTTP calls of an entity, as the specification names them (all under `/api`).
 * A path holding `:id` takes the id from the URL; otherwise the id travels in the body.
 *
 * @example verbEndpoints('reclamationreason')
 * // GET /getallreclamationreasons, GET /getreclamationreason/:id, POST /createreclamationreason,
 * // PUT /updatereclamationreason (id in body), POST /deletereclamationreason (id in body)
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Endpoint = { readonly method: HttpMethod; readonly path: string };
export type EndpointSet = {
  readonly list: Endpoint;
  readonly getOne: Endpoint;
  readonly create: Endpoint;
  readonly update: Endpoint;
  readonly delete: Endpoint;
};
export type Operation = keyof EndpointSet;
export const OPERATIONS: readonly Operation[] = ['list', 'getOne', 'create', 'update', 'delete'];

/** Whether the endpoint carries the record id in its path. */
export const idInPath = (endpoint: Endpoint): boolean => endpoint.path.includes(':id');

const plural = (base: string): string => (/(s|x|sh|ch)$/.test(base) ? `${base}es` : `${base}s`);

/**
 * The `getall…/get…/create…/update…/delete…` dialect of the reclamation dictionaries.
 * `deleteBy: 'DELETE'` gives `DELETE /delete{base}/:id` (cost articles, delivery types and the
 * catalogues of the same shape); the default is `POST /delete{base}` with `{ id }` in the body.
 */
export const verbEndpoints = (
  base: string,
  options: { plural?: string; deleteBy?: 'POST' | 'DELETE' } = {},
): EndpointSet => ({
  list: { method: 'GET', path: `/getall${options.plural ?? plural(base)}` },
  getOne: { method: 'GET', path: `/get${base}/:id` },
  create: { method: 'POST', path: `/create${base}` },
  update: { method: 'PUT', path: `/update${base}` },
  delete:
    options.deleteBy === 'DELETE'
      ? { method: 'DELETE', path: `/delete${base}/:id` }
      : { method: 'POST', path: `/delete${base}` },
});

/** The REST dialect: `GET /{base}`, `GET/PUT/DELETE /{base}/:id`, `POST /{base}`. */
export const restEndpoints = (base: string): EndpointSet => ({
  list: { method: 'GET', path: `/${base}` },
  getOne: { method: 'GET', path: `/${base}/:id` },
  create: { method: 'POST', path: `/${base}` },
  update: { method: 'PUT', path: `/${base}/:id` },
  delete: { method: 'DELETE', path: `/${base}/:id` },
});
