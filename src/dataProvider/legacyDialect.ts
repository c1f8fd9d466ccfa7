/**
 * react-admin calls -> the portal's API, for every entity in the registry. The resource is the
 * route path of the entity's list screen (e.g. `reclcatalogs/reclreasons`); its endpoints come
 * from the schema:
 *
 *   getList / getMany / getManyReference  GET  {list}?page&limit&sort&order&filter=JSON
 *   getOne                                GET  {getOne with :id}
 *   create                                POST {create}               body: data
 *   update / updateMany                   PUT  {update[:id]}          body: data (+ id when not in path)
 *   delete / deleteMany                   POST {delete} body {id}  |  DELETE {delete with :id}
 *
 * An update or delete names the version of the record it changes (`If-Match`): the one the form
 * holds, else the one it was read in. A stale one is refused with 409 `staleRecord`.
 * Every answer is `{ httpStatus, responseData }`; paged lists carry `{ rows, count }`.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { Endpoint, EntityDef } from '../schemas/core';
import { idInPath } from '../schemas/core';
import { entityByResource } from '../schemas/registry';
import type { HttpClient } from './httpClient';

type Envelope<T> = { httpStatus: number; responseData: T };

const entityOf = (resource: string): EntityDef => {
  const entity = entityByResource(resource);
  if (!entity) throw new Error(`No entity for resource ${resource}`);
  return entity;
};

const withId = (endpoint: Endpoint, id: Identifier) => endpoint.path.replace(':id', encodeURIComponent(String(id)));

export const createLegacyDataProvider = (http: HttpClient): DataProvider => {
  const call = async <T>(endpoint: Endpoint, options: { id?: Identifier; body?: unknown; query?: Record<string, unknown>; version?: unknown } = {}) => {
    const path = options.id !== undefined && idInPath(endpoint) ? withId(endpoint, options.id) : endpoint.path;
    const body = options.id !== undefined && !idInPath(endpoint) && endpoint.method !== 'GET' ? { ...(options.body as object), id: options.id } : options.body;
    const result = (await http(path, { method: endpoint.method, body, query: options.query, version: options.version })) as Envelope<T>;
    return result.responseData;
  };

  const list = (resource: string, params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string }; filter?: object }) => {
    const entity = entityOf(resource);
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    return call<{ rows: RaRecord[]; count: number }>(entity.endpoints.list, {
      query: { page, limit: perPage, sort: params.sort?.field, order: params.sort?.order, filter: params.filter ?? {} },
    });
  };

  return {
    getList: async (resource, params) => {
      const { rows, count } = await list(resource, params);
      return { data: rows, total: count };
    },
    getOne: async (resource, params) => ({ data: await call<RaRecord>(entityOf(resource).endpoints.getOne, { id: params.id }) }),
    getMany: async (resource, params) => {
      const { rows } = await list(resource, { pagination: { page: 1, perPage: Math.max(params.ids.length, 1) }, filter: { id: params.ids } });
      return { data: rows };
    },
    getManyReference: async (resource, params) => {
      const { rows, count } = await list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
      return { data: rows, total: count };
    },
    create: async (resource, params) => ({ data: await call(entityOf(resource).endpoints.create, { body: params.data }) }),
    update: async (resource, params) => ({
      data: await call(entityOf(resource).endpoints.update, { id: params.id, body: params.data, version: (params.data as { version?: unknown }).version ?? params.previousData?.version }),
    }),
    updateMany: async (resource, params) => {
      for (const id of params.ids) await call(entityOf(resource).endpoints.update, { id, body: params.data });
      return { data: params.ids };
    },
    delete: async (resource, params) => ({ data: await call(entityOf(resource).endpoints.delete, { id: params.id, version: params.previousData?.version }) }),
    deleteMany: async (resource, params) => {
      for (const id of params.ids) await call(entityOf(resource).endpoints.delete, { id });
      return { data: params.ids };
    },
  } as DataProvider;
};
