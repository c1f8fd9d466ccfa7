import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../src/schemas/entities/customer';
import { buildRecord, createRow } from '../support/entities';
import { setUpRoles } from '../support/roles';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';

type Refused = { id: number; code: string; message: string; errors: { path: string; code: string; message: string }[] };
type Answer = { changed: number; refused: Refused[] };

/**
 * Bulk changes from a list: one field of many records set to one value, or many records deleted,
 * in one transaction, each record as a single save would change it.
 */
describe('bulk changes (/api/bulk/{entity})', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let admin: Api;

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
    admin = roles.admin;
  });
  afterAll(() => t.close());

  const customers = async (count: number, extra: Record<string, unknown> = {}) => Promise.all(Array.from({ length: count }, async () => createRow(admin, customer, { ...(await buildRecord(admin, customer)), ...extra })));
  const read = async (id: number) => (await admin.get<OkBody<Row>>(`/api/customer/${id}`)).body.responseData;
  const bulk = async (as: Api, path: string, body: unknown) => {
    const res = await as.post<OkBody<Answer>>(path, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };

  it('sets one field of the records named, each a new version with its own audit entry', async () => {
    const made = await customers(3, { phone: '100000000' });
    expect(await bulk(admin, '/api/bulk/customer', { ids: made.map((c) => c.id), set: { phone: '222333444' } })).toEqual({ changed: 3, refused: [] });
    for (const c of made) {
      expect(await read(c.id)).toMatchObject({ phone: '222333444', version: 2 });
      const audit = await admin.get<OkBody<{ rows: { action: string; changes: { field: string; to: unknown }[] }[] }>>(`/api/audit?entity=customer&id=${c.id}`);
      expect(audit.body.responseData.rows[0]).toMatchObject({ action: 'update', changes: [{ field: 'phone', to: '222333444' }] });
    }
  });

  it('by filter: every record the list finds for the caller, a client user’s own customers only', async () => {
    const tag = `Hurt-${Date.now()}`;
    const made = await Promise.all([1, 2].map(async (n) => createRow(admin, customer, { ...(await buildRecord(admin, customer)), name: `${tag} ${n}` })));
    const other = await customers(1);
    const answer = await bulk(admin, '/api/bulk/customer', { filter: { q: tag }, set: { phone: '777888999' } });
    expect(answer).toEqual({ changed: 2, refused: [] });
    expect((await read(made[1].id)).phone).toBe('777888999');
    expect((await read(other[0].id)).phone).not.toBe('777888999');
    // A client user's filter finds its own customers only, however wide.
    const client = roles.as('client');
    expect(await bulk(client, '/api/bulk/customer', { filter: {}, set: { phone: '505505505' } })).toEqual({ changed: 1, refused: [] });
    expect((await read(roles.customerA.id)).phone).toBe('505505505');
    expect((await read(roles.customerB.id)).phone).not.toBe('505505505');
  });

  it('a record refused (not there for the caller, a taken value) stays as it was; the others change', async () => {
    const made = await customers(2, { phone: '300000000' });
    const client = roles.as('client');
    const answer = await bulk(client, '/api/bulk/customer', { ids: [roles.customerA.id, roles.customerB.id, 2147483647], set: { phone: '600700800' } });
    expect(answer.changed).toBe(1);
    expect(answer.refused.map((r) => [r.id, r.code])).toEqual([
      [roles.customerB.id, 'notFound'],
      [2147483647, 'notFound'],
    ]);
    expect(answer.refused[0].message).toBeTruthy();
    expect((await read(roles.customerB.id)).phone).not.toBe('600700800');
    expect((await read(made[0].id)).phone).toBe('300000000');
  });

  it('refuses a bad body with 400 and the entity’s missing right with 403, changing nothing', async () => {
    const [one] = await customers(1, { phone: '400000000' });
    for (const body of [
      { ids: [one.id], set: { noSuchField: 1 } },
      { ids: [one.id], set: { phone: '1', email: 'a@b.pl' } },
      { ids: [one.id], set: {} },
      { ids: [one.id], filter: {}, set: { phone: '1' } },
      { ids: [one.id], except: [one.id], set: { phone: '1' } },
      { set: { phone: '1' } },
      { ids: [], set: { phone: '1' } },
      { ids: [one.id], set: { customersGroup: 12 } },
      { ids: Array.from({ length: 10_001 }, (_, i) => i + 1), set: { phone: '1' } },
    ]) {
      const res = await admin.post<ErrorBody>('/api/bulk/customer', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect((await admin.post('/api/bulk/no_such_entity', { ids: [one.id], set: { phone: '1' } })).status).toBe(400);
    expect((await roles.as('readOnly').post('/api/bulk/customer', { ids: [one.id], set: { phone: '1' } })).status).toBe(403);
    expect((await roles.as('readOnly').post('/api/bulk/customer/delete', { ids: [one.id] })).status).toBe(403);
    expect((await read(one.id)).phone).toBe('400000000');
  });

  it('deletes all the records or, when any is used elsewhere, none, naming where it is used', async () => {
    const [used, free1, free2] = await customers(3);
    const order = await admin.post<OkBody<Row>>('/api/order', { customerId: used.id, reference: 'BULK', products: [] });
    expect(order.status).toBe(200);
    const refused = await bulk(admin, '/api/bulk/customer/delete', { ids: [free1.id, used.id, free2.id] });
    expect(refused.changed).toBe(0);
    expect(refused.refused).toHaveLength(1);
    expect(refused.refused[0]).toMatchObject({ id: used.id, code: 'inUse' });
    expect(refused.refused[0].message).toContain(`${used.name}:`);
    expect(refused.refused[0].message).toContain('Zamówienia klientów: 1');
    for (const c of [used, free1, free2]) expect((await admin.get(`/api/customer/${c.id}`)).status).toBe(200);
    // The others, on confirmation.
    expect(await bulk(admin, '/api/bulk/customer/delete', { ids: [free1.id, free2.id] })).toEqual({ changed: 2, refused: [] });
    expect((await admin.get(`/api/customer/${free1.id}`)).status).toBe(404);
    expect((await admin.get(`/api/customer/${used.id}`)).status).toBe(200);
  });

  it('by filter, all or none; then the others, the refused ones left out by `except`', async () => {
    const name = `Filtr ${Date.now()}`;
    const [used, free1, free2] = await customers(3, { name });
    expect((await admin.post<OkBody<Row>>('/api/order', { customerId: used.id, reference: 'BULK-F', products: [] })).status).toBe(200);
    const filter = { q: name };
    const refused = await bulk(admin, '/api/bulk/customer/delete', { filter });
    expect([refused.changed, refused.refused.map((refusal) => refusal.id)]).toEqual([0, [used.id]]);
    expect(await bulk(admin, '/api/bulk/customer/delete', { filter, except: [used.id] })).toEqual({ changed: 2, refused: [] });
    expect([(await admin.get(`/api/customer/${free1.id}`)).status, (await admin.get(`/api/customer/${free2.id}`)).status, (await admin.get(`/api/customer/${used.id}`)).status]).toEqual([404, 404, 200]);
  });
});
