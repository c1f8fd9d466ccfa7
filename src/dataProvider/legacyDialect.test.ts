import { describe, expect, it } from 'vitest';
import type { HttpClient } from './httpClient';
import { createLegacyDataProvider } from './legacyDialect';

type Call = { path: string; method?: string; body?: unknown; query?: Record<string, unknown> };

/** A fake HTTP client that records calls and answers with a canned envelope. */
const fake = (responseData: unknown) => {
  const calls: Call[] = [];
  const http: HttpClient = async (path, init = {}) => {
    calls.push({ path, ...init });
    return { httpStatus: 200, responseData };
  };
  return { calls, provider: createLegacyDataProvider(http) };
};

describe('legacy dialect data provider', () => {
  it('getList asks the get-all path with paging, sort and a JSON filter', async () => {
    const { calls, provider } = fake({ rows: [{ id: 1 }], count: 31 });
    const result = await provider.getList('reclcatalogs/reclreasons', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'description', order: 'DESC' },
      filter: { q: 'uszk' },
    });
    expect(calls).toEqual([
      { path: '/getallreclamationreasons', method: 'GET', body: undefined, query: { page: 2, limit: 25, sort: 'description', order: 'DESC', filter: { q: 'uszk' } } },
    ]);
    expect(result).toEqual({ data: [{ id: 1 }], total: 31 });
  });

  it('getOne puts the id in the path', async () => {
    const { calls, provider } = fake({ id: 5 });
    await provider.getOne('reclcatalogs/deliverytypes', { id: 5 });
    expect(calls[0]).toMatchObject({ path: '/getdeliverytype/5', method: 'GET' });
  });

  it('update sends PUT with the id in the body for the verb dialect', async () => {
    const { calls, provider } = fake({ id: 3, description: 'x' });
    await provider.update('reclcatalogs/reclreasons', { id: 3, data: { description: 'x' }, previousData: { id: 3 } });
    expect(calls[0]).toEqual({ path: '/updatereclamationreason', method: 'PUT', body: { description: 'x', id: 3 }, query: undefined });
  });

  it('a change names the version it is made to: the form\'s, else the one the record was read in', async () => {
    const { calls, provider } = fake({ id: 3, version: 5 });
    await provider.update('reclcatalogs/reclreasons', { id: 3, data: { description: 'x', version: 4 }, previousData: { id: 3, version: 2 } });
    await provider.update('reclcatalogs/reclreasons', { id: 3, data: { description: 'y' }, previousData: { id: 3, version: 2 } });
    await provider.delete('reclcatalogs/reclreasons', { id: 3, previousData: { id: 3, version: 6 } });
    expect(calls.map((call) => (call as { version?: unknown }).version)).toEqual([4, 2, 6]);
  });

  it('delete posts the id, or uses DELETE /:id where the spec says so', async () => {
    const { calls, provider } = fake({ id: 3 });
    await provider.delete('reclcatalogs/reclreasons', { id: 3 });
    await provider.delete('reclcatalogs/costarticles', { id: 4 });
    expect(calls[0]).toEqual({ path: '/deletereclamationreason', method: 'POST', body: { id: 3 }, query: undefined });
    expect(calls[1]).toEqual({ path: '/deletereclamationcostarticle/4', method: 'DELETE', body: undefined, query: undefined });
  });

  it('getMany filters by ids and getManyReference by the target field', async () => {
    const { calls, provider } = fake({ rows: [], count: 0 });
    await provider.getMany('reclcatalogs/statusgroups', { ids: [1, 2] });
    await provider.getManyReference('reclcatalogs/reclstates', {
      target: 'statusGroupId',
      id: 2,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(calls[0]).toMatchObject({ path: '/getallreclamationstatusgroups', query: { page: 1, limit: 2, filter: { id: [1, 2] } } });
    expect(calls[1]).toMatchObject({ path: '/getallreclamationstatuses', query: { filter: { statusGroupId: 2 } } });
  });

  it('create posts the record', async () => {
    const { calls, provider } = fake({ id: 9, code: 'A' });
    const result = await provider.create('reclcatalogs/reclsubjects', { data: { code: 'A' } });
    expect(calls[0]).toEqual({ path: '/createreclamationsubject', method: 'POST', body: { code: 'A' }, query: undefined });
    expect(result.data).toEqual({ id: 9, code: 'A' });
  });
});
