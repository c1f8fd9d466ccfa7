import type { FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { EntityDef, Operation } from '../src/schemas/core';
import { idInPath, labelText } from '../src/schemas/core';
import { listQuerySchema } from '../src/schemas/core/listQuery';
import { bodySchema } from '../src/schemas/core/validation';
import { SESSION_COOKIE } from './auth/sessions';
import { ApiError, badRequest, errorBody } from './http';
import { MAX_FILE_SIZE_TEXT, MAX_FILES } from './core/files/fileTypes';
import { idBody, recordIdSchema } from './core/recordId';
import type { ApiRoute } from './types';

/**
 * The OpenAPI document (`GET /api/openapi.json`), built from what each route declares in its
 * options — the same zod schemas its handler validates with, never a copy kept by hand:
 *
 * - `schema.body`, `schema.querystring`, `schema.params`: zod schemas of the JSON body, the query
 *   string and the path parameters (a path's `:id` is `recordIdSchema` unless the route says
 *   otherwise, any other path parameter a text);
 * - `schema.multipart`: the parts of a `multipart/form-data` body (the JSON `data` part or the
 *   plain form fields, and the file parts);
 * - `schema.answer`: what a success answers — `data`, the `responseData` of the envelope
 *   `{ httpStatus: 200, responseData }` (described generically when the route gives none); `json`,
 *   an answer of its own shape; `file`, bytes of the given content types;
 * - `schema.versioned`: the call changes a record and may name its version (`If-Match` or
 *   `version` in the body), answering 409 `staleRecord` when it is stale; `schema.tagged`: the
 *   answer sends the record's version as its `ETag`.
 *
 * Every route that writes (POST, PUT, PATCH) declares its body, or the server does not start: a
 * route that takes none declares `noBody`. Errors answer the shared envelope
 * `{ httpStatus, code, message, errors: [{ path, code, message }] }` (`ErrorEnvelope`), with an
 * example in the portal's default language.
 */

export type JsonSchema = { [key: string]: unknown };

/** The parts of a multipart body. */
export type MultipartBody = {
  /** The JSON object sent as the `data` part. */
  data?: z.ZodType;
  /** Plain form fields (each its own part). */
  fields?: z.ZodType;
  /** The file parts: the name they are sent under, whether at least one is needed, whether several may come. */
  files: { name: string; required: boolean; many: boolean };
};

/** What a route answers on success. */
export type RouteAnswer =
  | { data: z.ZodType | JsonSchema; description?: string }
  | { json: z.ZodType | JsonSchema; description?: string }
  | { file: readonly string[]; description?: string };

declare module 'fastify' {
  interface FastifySchema {
    multipart?: MultipartBody;
    answer?: RouteAnswer;
    /**
     * The call changes one record and may name the version it changes (`If-Match`, or `version`
     * in its JSON body): a stale one is refused with 409 `staleRecord`.
     */
    versioned?: boolean;
    /** The answer carries the record's version as `ETag: "<version>"`. */
    tagged?: boolean;
  }
}

/** The body of a call that takes none: an empty object, or nothing at all. */
export const noBody = z.object({}).meta({ description: 'No fields: an empty object (or no body).' });

const WRITES = new Set(['POST', 'PUT', 'PATCH']);


const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/**
 * Checks what an API route declares as it is registered: zod schemas for its input, and a body
 * for every route that writes. Answers the route as the document needs it.
 */
export const declaredRoute = (route: RouteOptions, method: string): ApiRoute => {
  const schema = route.schema ?? {};
  for (const part of ['body', 'querystring', 'params'] as const) {
    if (schema[part] !== undefined && !isZod(schema[part])) throw new Error(`Route ${method} ${route.url} declares its ${part} as something other than a zod schema`);
  }
  if (WRITES.has(method) && schema.body === undefined && schema.multipart === undefined) throw new Error(`Route ${method} ${route.url} declares no body (noBody when it takes none)`);
  return {
    method,
    url: route.url,
    schema: route.schema,
    access: route.config?.access ?? 'signedIn',
    rateLimited: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
    entity: route.config?.entity,
  };
};

const converted = new WeakMap<z.ZodType, Map<string, JsonSchema>>();

/** The JSON Schema (2020-12, as OpenAPI 3.1 reads it) of a zod schema: what a caller sends (`input`) or gets (`output`). */
export const jsonSchema = (schema: z.ZodType | JsonSchema, io: 'input' | 'output' = 'input'): JsonSchema => {
  if (!isZod(schema)) return schema;
  const known = converted.get(schema) ?? new Map<string, JsonSchema>();
  converted.set(schema, known);
  let json = known.get(io);
  if (!json) {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', cycles: 'throw', reused: 'inline' }) as JsonSchema;
    json = rest;
    known.set(io, json);
  }
  return json;
};

/** A value a schema accepts, for the document's examples: its own example, else one made from its type. */
export const sampleOf = (schema: JsonSchema, depth = 0): unknown => {
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return sampleOf(alternatives.find((a) => a.type !== 'null') ?? alternatives[0], depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      if (depth > 4) return {};
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required ?? []) as string[];
      // The fields it needs, or (where it needs none) its first few.
      const shown = required.length > 0 ? required : Object.keys(properties).slice(0, 3);
      return Object.fromEntries(shown.filter((key) => properties[key]).map((key) => [key, sampleOf(properties[key], depth + 1)]));
    }
    case 'array':
      return Number(schema.minItems ?? 0) > 0 && schema.items ? [sampleOf(schema.items as JsonSchema, depth + 1)] : [];
    case 'integer':
    case 'number': {
      const minimum = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
      const maximum = typeof schema.maximum === 'number' ? schema.maximum : Number.POSITIVE_INFINITY;
      return Math.min(Math.max(minimum, 1), maximum);
    }
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'email') return 'jan.kowalski@example.pl';
      if (schema.format === 'date') return '2026-01-31';
      if (schema.format === 'date-time') return '2026-01-31T12:00:00Z';
      if (schema.format === 'uuid') return '2f1c4b7e-8d3a-4c55-9a0e-6b1d2c3e4f50';
      if (schema.pattern === '^\\d+$') return '1';
      const text = 'Tekst';
      const min = Number(schema.minLength ?? 0);
      return min > text.length ? text.padEnd(min, 'x') : text;
    }
    default:
      return 'Tekst';
  }
};

const ENVELOPE_OK = (responseData: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['httpStatus', 'responseData'],
  properties: { httpStatus: { const: 200 }, responseData },
});

const GENERIC_DATA: JsonSchema = { description: "The call's data (see the route's description)." };

/** The record an entity's routes answer: its fields (and the server's own: id, read-only fields, lines' sums). */
const recordOf = (entity: EntityDef): JsonSchema => {
  // As a body gives them (a transform's output, such as a NIP's digits, has no JSON Schema of its own).
  const fields = jsonSchema(bodySchema(entity, 'update'));
  return {
    type: 'object',
    description: `A record of ${labelText(entity.label.many, 'en')}, with the server's own fields (read-only values, sums) besides these.`,
    required: ['id', 'version'],
    properties: {
      id: { type: 'integer', minimum: 1 },
      version: { type: 'integer', minimum: 1, description: 'The version of the record: 1 when created, one more with every change of it, its lines or its status. A change may name it (`If-Match` or `version`).' },
      ...(fields.properties as JsonSchema),
    },
    additionalProperties: true,
  };
};

/** The `responseData` of an entity's operation: a record, or a list (a page with its count when `page` is asked). */
export const recordAnswer = (entity: EntityDef, operation: Operation): { data: JsonSchema; description?: string } => {
  const record = recordOf(entity);
  if (operation !== 'list') return { data: record, description: operation === 'delete' ? 'The deleted record.' : 'The record.' };
  return {
    data: {
      anyOf: [
        { type: 'array', items: record, description: 'Every record (no `page` asked).' },
        { type: 'object', required: ['rows', 'count'], properties: { rows: { type: 'array', items: record }, count: { type: 'integer', minimum: 0 } }, description: 'One page and the count of all.' },
      ],
    },
  };
};

/** Why a route may refuse a call, with the example each shows. */
const ERROR_RESPONSES = {
  Unauthorized: { status: 401, error: new ApiError(401, 'unauthorized'), description: 'Not signed in (no or an expired session).' },
  Forbidden: { status: 403, error: new ApiError(403, 'forbidden'), description: 'No right to this call, or a write from another site.' },
  NotFound: { status: 404, error: new ApiError(404, 'notFound'), description: 'No such record, or one the caller may not see.' },
  PayloadTooLarge: { status: 413, error: new ApiError(413, 'bodyTooLarge', [], { max: '1 MB' }), description: `The body is too large (JSON 1 MB; a file ${MAX_FILE_SIZE_TEXT}, at most ${MAX_FILES} files).` },
  TooManyRequests: { status: 429, error: new ApiError(429, 'tooManyAttempts'), description: 'Too many attempts: try again in a minute.' },
  StaleRecord: {
    status: 409,
    error: new ApiError(409, 'staleRecord', [], { who: 'Jan Kowalski', when: new Date('2026-11-27T13:02:00Z') }, { current: { id: 3, version: 4 } }),
    description:
      'The call names a version of the record (`If-Match` or `version`) that is no longer its current one: nothing was written. The message names who changed the record last and when; `responseData.current` is the record as it is now (with its `version`), to merge with and send again.',
  },
  DatabaseUnavailable: { status: 503, error: new ApiError(503, 'databaseUnavailable'), description: 'The database is unavailable for a moment: try again shortly.' },
} as const;

const errorEnvelope: JsonSchema = {
  type: 'object',
  description: 'Every refusal: the status again, a message code, a message in the language of `Accept-Language` (Polish by default) and the problems by field.',
  required: ['httpStatus', 'code', 'message', 'errors'],
  properties: {
    httpStatus: { type: 'integer', minimum: 400, maximum: 599 },
    code: { type: 'string', description: 'The message code (badRequest, unauthorized, forbidden, notFound, databaseUnavailable, …).' },
    message: { type: 'string', description: 'What went wrong, in the caller\'s language; for one field, "<label>: <problem>".' },
    errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
    responseData: { type: 'object', description: 'What the refusal gives to act on: for `staleRecord`, `current`, the record as it is now.' },
  },
  example: errorBody(badRequest([{ path: 'title', code: 'required' }]), 'pl'),
};

const fieldError: JsonSchema = {
  type: 'object',
  required: ['path', 'code', 'message'],
  properties: {
    path: { type: 'string', description: 'The field, dotted for nested ones (`products.0.quantity`, `data.reclamationId`).' },
    code: { type: 'string', description: 'The problem\'s code (required, invalid, tooLong, …).' },
    message: { type: 'string' },
  },
};

/** The parts of the document every operation refers to. */
export const components = {
  securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie `POST /api/user/login` sets.' } },
  schemas: { ErrorEnvelope: errorEnvelope, FieldError: fieldError },
  responses: Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([name, { error, description }]) => [
      name,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' }, example: errorBody(error, 'pl') } } },
    ]),
  ),
};

const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

const pathNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]);

/** The object schema's properties as OpenAPI parameters. */
const parametersOf = (where: 'path' | 'query', schema: JsonSchema, names?: readonly string[]) => {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return (names ?? Object.keys(properties)).map((name) => {
    const { description, ...own } = properties[name] ?? { type: 'string' };
    return { name, in: where, required: where === 'path' || required.has(name), schema: own, ...(description ? { description } : {}) };
  });
};

/**
 * The example of a refused call, as the server answers it: the first field the call needs, left
 * out (named by its label on an entity's route), or else its id, wrong.
 */
const badRequestExample = (route: ApiRoute, body: JsonSchema | undefined, query: JsonSchema | undefined) => {
  const first = (schema: JsonSchema | undefined) => ((schema?.required ?? []) as string[])[0];
  const needed = first(body) ?? first(query);
  const field = needed && route.entity && Object.hasOwn(route.entity.fields, needed) ? route.entity.fields[needed] : undefined;
  const code = (field && 'requiredMessage' in field && field.requiredMessage) || 'required';
  const problem = needed ? { path: needed, code, label: field?.label } : pathNames(route.url).length > 0 ? { path: pathNames(route.url)[0], code: 'invalid' as const } : { path: '', code: 'badRequest' as const };
  return errorBody(badRequest([problem]), 'pl');
};

/** The OpenAPI operation of a declared route. */
const operationOf = (route: ApiRoute, operationId: string): JsonSchema => {
  const schema = route.schema ?? {};
  const names = pathNames(route.url);
  const params = schema.params ? jsonSchema(schema.params as z.ZodType) : undefined;
  const pathSchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, ((params?.properties as Record<string, JsonSchema> | undefined)?.[name]) ?? (name === 'id' ? jsonSchema(recordIdSchema) : { type: 'string' })])),
  };
  const query = schema.querystring ? jsonSchema(schema.querystring as z.ZodType) : undefined;
  const parameters = [...parametersOf('path', pathSchema, names), ...(query ? parametersOf('query', query) : [])];

  const operation: JsonSchema = {
    operationId,
    summary: schema.summary ?? `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`,
    tags: schema.tags ?? [route.url.split('/')[2] ?? 'api'],
    ...(schema.description ? { description: schema.description } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
  };
  if (route.access === 'public') operation.security = [];

  let body: JsonSchema | undefined;
  if (schema.body) {
    body = jsonSchema(schema.body as z.ZodType);
    if (schema.versioned && body.type === 'object') {
      body = { ...body, properties: { ...(body.properties as JsonSchema), version: { type: 'integer', minimum: 1, description: 'The version the call changes (instead of `If-Match`).' } } };
    }
    const empty = Object.keys((body.properties ?? {}) as object).length === 0 && body.type === 'object';
    operation.requestBody = { required: !empty, content: { 'application/json': { schema: body, example: sampleOf(body) } } };
  } else if (schema.multipart) {
    const { data, fields, files } = schema.multipart;
    const file = { type: 'string', format: 'binary' };
    const own = fields ? jsonSchema(fields) : undefined;
    body = data ? jsonSchema(data) : own;
    const properties: JsonSchema = {
      ...((own?.properties ?? {}) as JsonSchema),
      ...(data ? { data: { ...body, description: 'A JSON object, sent as the part `data` (content type application/json or text).' } } : {}),
      [files.name]: files.many ? { type: 'array', items: file, maxItems: MAX_FILES, description: `The files, each at most ${MAX_FILE_SIZE_TEXT}.` } : { ...file, description: `The file, at most ${MAX_FILE_SIZE_TEXT}.` },
    };
    const required = [...((own?.required ?? []) as string[]), ...(data ? ['data'] : []), ...(files.required ? [files.name] : [])];
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties, ...(required.length > 0 ? { required } : {}) },
          ...(data ? { encoding: { data: { contentType: 'application/json' } } } : {}),
        },
      },
    };
  }

  const answer = schema.answer ?? { data: GENERIC_DATA };
  const success =
    'file' in answer
      ? { description: answer.description ?? 'The bytes.', content: Object.fromEntries(answer.file.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) }
      : 'json' in answer
        ? { description: answer.description ?? 'The answer.', content: { 'application/json': { schema: jsonSchema(answer.json, 'output') } } }
        : { description: answer.description ?? 'Done: the envelope with the call\'s data.', content: { 'application/json': { schema: ENVELOPE_OK(jsonSchema(answer.data, 'output')) } } };

  if (schema.versioned) {
    operation.parameters = [
      ...((operation.parameters as JsonSchema[] | undefined) ?? []),
      { name: 'If-Match', in: 'header', required: false, schema: { type: 'string', example: '"4"' }, description: 'The version the call changes, as the ETag of the record (`"4"`); a call without it, or without `version` in its body, changes the record as it is.' },
    ];
  }
  if (schema.tagged) {
    (success as JsonSchema).headers = { ETag: { description: 'The version of the record, quoted (`"4"`): what `If-Match` names on a change.', schema: { type: 'string' } } };
  }

  const takesInput = Boolean(body || query || names.length > 0 || schema.multipart);
  const writes = WRITES.has(route.method) || route.method === 'DELETE';
  operation.responses = {
    200: success,
    ...(takesInput
      ? { 400: { description: 'Bad input: the problems by field.', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' }, example: badRequestExample(route, body, query) } } } }
      : {}),
    ...(route.access !== 'public' ? { 401: ref('Unauthorized') } : {}),
    ...(typeof route.access === 'object' || writes ? { 403: ref('Forbidden') } : {}),
    ...(names.length > 0 ? { 404: ref('NotFound') } : {}),
    ...(schema.body || schema.multipart ? { 413: ref('PayloadTooLarge') } : {}),
    ...(schema.versioned ? { 409: ref('StaleRecord') } : {}),
    ...(route.rateLimited ? { 429: ref('TooManyRequests') } : {}),
    503: ref('DatabaseUnavailable'),
  };
  return operation;
};

/** The document's paths, every declared route in the order it was registered. */
export const openApiPaths = (routes: readonly ApiRoute[]) => {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const ids = new Set<string>();
  for (const route of routes) {
    if (route.schema?.hide) continue;
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    let operationId = `${route.method.toLowerCase()}${path.replace(/^\/api/, '').replace(/[^A-Za-z0-9]+(\w?)/g, (_, c: string) => c.toUpperCase())}`;
    while (ids.has(operationId)) operationId += '_';
    ids.add(operationId);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route, operationId) };
  }
  return paths;
};

const updateWithId = new WeakMap<EntityDef, z.ZodObject>();

/**
 * What an entity's operation declares: the body its handler parses (`bodySchema`, with the id
 * where the endpoint takes it in the body: `idBody` for a delete), the list query, the record it
 * answers.
 */
export const entityRouteSchema = (entity: EntityDef, operation: Operation): FastifySchema => {
  const endpoint = entity.endpoints[operation];
  const title = labelText(entity.label.many, 'en');
  let body: z.ZodType | undefined;
  if (operation === 'create') body = bodySchema(entity, 'create');
  if (operation === 'update' && idInPath(endpoint)) body = bodySchema(entity, 'update');
  if (operation === 'update' && !idInPath(endpoint)) {
    body = updateWithId.get(entity) ?? bodySchema(entity, 'update').extend({ id: recordIdSchema });
    updateWithId.set(entity, body as z.ZodObject);
  }
  if (operation === 'delete' && !idInPath(endpoint)) body = idBody;
  return {
    tags: [title],
    summary: `${operation} — ${title}`,
    ...(body ? { body } : {}),
    ...(operation === 'list' ? { querystring: listQuerySchema(entity) } : {}),
    ...(operation === 'update' || operation === 'delete' ? { versioned: true } : {}),
    ...(operation === 'getOne' ? { tagged: true } : {}),
    answer: recordAnswer(entity, operation),
  };
};
