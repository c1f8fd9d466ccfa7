import { describe, expect, it } from 'vitest';
import { reclamationStatus } from '../entities/reclamationStatus';
import { parseListQuery } from './listQuery';

describe('parseListQuery', () => {
  it('defaults to the whole list sorted by the entity default', () => {
    expect(parseListQuery(reclamationStatus, {})).toEqual({ ok: true, query: { page: undefined, sort: { field: 'id', order: 'ASC' }, conditions: [] } });
  });
  it('reads paging, sort and every filter kind', () => {
    const result = parseListQuery(reclamationStatus, {
      page: '2',
      limit: '25',
      sort: 'description',
      order: 'desc',
      filter: JSON.stringify({ q: ' nowa ', statusGroupId: [1, '2'], isFinal: 'false', id: 17 }),
    });
    expect(result).toEqual({
      ok: true,
      query: {
        page: { page: 2, limit: 25 },
        sort: { field: 'description', order: 'DESC' },
        conditions: [
          { kind: 'q', fields: ['description'], value: 'nowa' },
          { kind: 'eq', field: 'statusGroupId', values: [1, 2] },
          { kind: 'eq', field: 'isFinal', values: [false] },
          { kind: 'eq', field: 'id', values: [17] },
        ],
      },
    });
  });
  it('takes a field named as a query parameter of its own as an exact match (legacy calls)', () => {
    const result = parseListQuery(reclamationStatus, { statusGroupId: '2', lang: 'pl' });
    expect(result.ok && result.query.conditions).toEqual([{ kind: 'eq', field: 'statusGroupId', values: [2] }]);
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ limit: '5000' }, 'limit'],
    [{ page: 'x' }, 'page'],
    [{ sort: 'password' }, 'sort'],
    [{ order: 'up' }, 'order'],
    [{ filter: '{bad' }, 'filter'],
    [{ filter: '[1]' }, 'filter'],
    [{ filter: '{"nope":1}' }, 'filter.nope'],
    [{ filter: '{"statusGroupId":"abc"}' }, 'filter.statusGroupId'],
    [{ page: '1e300' }, 'page'],
    [{ limit: '1.5' }, 'limit'],
    [{ filter: '{"id":1.5}' }, 'filter.id'],
    [{ filter: '{"statusGroupId":1e20}' }, 'filter.statusGroupId'],
    [{ filter: '{"q":"a\\u0000b"}' }, 'filter.q'],
    [{ filter: '{"description":"a\\u0000b"}' }, 'filter.description'],
  ])('rejects %j', (query, path) => {
    const result = parseListQuery(reclamationStatus, query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.map((p) => p.path)).toContain(path);
  });
});
