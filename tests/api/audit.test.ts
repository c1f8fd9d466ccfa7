import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../src/schemas/entities/customer';
import { product } from '../../src/schemas/entities/product';
import { buildRecord, createRow } from '../support/entities';
import { setUpRoles } from '../support/roles';
import type { Api, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

type Change = { field: string; from: unknown; to: unknown };
type Entry = { id: number; version: number; action: string; at: string; userId: number | null; userName: string | null; source: string; changes: Change[]; lines: { field: string; added: Row[]; removed: Row[]; changed: { line: number; changes: Change[] }[] }[] };
type Log = { rows: Entry[]; count: number };

/**
 * Every change of every record is on record: the database writes an audit entry in the change's
 * own transaction (who, when, from where, which fields from what to what, the lines added,
 * removed and changed), read newest first by whoever may read the record.
 */
describe('the audit of every record', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let admin: Api;
  /** The administrator as the portal's screens call: their changes come from the portal. */
  let portal: Api;

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
    admin = roles.admin;
    portal = api(t.app, roles.cookies.admin, { headers: { 'x-zaplecze-client': 'portal' } });
  });
  afterAll(() => t.close());

  const log = async (entity: string, id: number, as: Api = admin, query = '') => {
    const res = await as.get<OkBody<Log>>(`/api/audit?entity=${entity}&id=${id}${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };

  it('a dictionary record: its creation, each change with the fields from what to what, and its deletion, newest first, with who and from where', async () => {
    const made = await createRow(portal, customer, { ...(await buildRecord(portal, customer)), phone: '111222333' });
    const changed = await admin.put<OkBody<Row>>(`/api/customer/${made.id}`, { phone: '444555666', version: 1 });
    expect(changed.status).toBe(200);
    // A save that changes nothing is no change.
    await admin.put(`/api/customer/${made.id}`, { phone: '444555666' });
    const { rows, count } = await log('customer', made.id);
    expect(count).toBe(2);
    expect(rows.map((row) => [row.action, row.version, row.source])).toEqual([
      ['update', 2, 'api'],
      ['create', 1, 'portal'],
    ]);
    expect(rows[0].changes).toEqual([{ field: 'phone', from: '111222333', to: '444555666' }]);
    expect(rows[0].userName).toBe(rows[1].userName);
    expect(rows[0].userId).toEqual(expect.any(Number));
    expect(rows[1].changes).toContainEqual({ field: 'name', from: null, to: made.name });
    expect(Date.parse(rows[0].at)).toBeGreaterThanOrEqual(Date.parse(rows[1].at));

    expect((await portal.delete(`/api/customer/${made.id}`)).status).toBe(200);
    const after = await log('customer', made.id);
    expect(after.rows[0]).toMatchObject({ action: 'delete', version: 2, source: 'portal' });
    expect(after.rows[0].changes).toContainEqual({ field: 'phone', from: '444555666', to: null });
    // Pages, newest first.
    expect((await log('customer', made.id, admin, '&page=2&limit=1')).rows.map((row) => row.action)).toEqual(['update']);
  });

  it('an order: lines added, removed and changed, each by its own values', async () => {
    const customerId = (await createRow(admin, customer, { ...(await buildRecord(admin, customer)), customersGroup: 'HURT', priceCode: null })).id;
    const products = [await createRow(admin, product, await buildRecord(admin, product, 0)), await createRow(admin, product, await buildRecord(admin, product, 0))];
    const order = (await admin.post<OkBody<Row>>('/api/order', { customerId, reference: 'AUDYT', products: [{ productId: products[0].id, quantity: 1, price: 10 }, { productId: products[1].id, quantity: 2, price: 5 }] })).body.responseData;
    const saved = await admin.put<OkBody<Row>>(`/api/order/${order.id}`, { products: [{ productId: products[0].id, quantity: 3, price: 10 }, { productId: products[1].id, quantity: 2, price: 5 }, { productId: products[1].id, quantity: 1, price: 5 }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { rows } = await log('sales_order', Number(order.id));
    const [update, create] = rows;
    expect(create.lines).toEqual([{ field: 'products', added: [expect.objectContaining({ productId: products[0].id, quantity: 1 }), expect.objectContaining({ productId: products[1].id, quantity: 2 })], removed: [], changed: [] }]);
    expect(update.lines).toHaveLength(1);
    expect(update.lines[0].changed).toEqual([{ line: 1, changes: [expect.objectContaining({ field: 'quantity', from: 1, to: 3 })] }]);
    expect(update.lines[0].added).toEqual([expect.objectContaining({ productId: products[1].id, quantity: 1 })]);
    expect(update.lines[0].removed).toEqual([]);
    // The sums the server computes changed with the lines.
    expect(update.changes.map((change) => change.field)).toContain('sumBrutto');
    expect(update.version).toBe(saved.body.responseData.version);
  });

  it('a secret is shown as changed, never its value', async () => {
    const made = (await admin.post<OkBody<Row>>('/api/adduser', { name: 'Audyt', email: `audyt.${Date.now()}@example.pl`, password: 'Audyt-pass-123', user_status: 1, user_type: 1 })).body.responseData;
    expect((await admin.put('/api/edituser', { id: made.id, password: 'Inne-haslo-456' })).status).toBe(200);
    const { rows } = await log('user', Number(made.id));
    expect(rows[0].changes).toEqual([{ field: 'passwordHash', from: '***', to: '***' }]);
    expect(JSON.stringify(rows)).not.toMatch(/argon2/);
  });

  it('is read only by whoever may read the record; no route changes or deletes an entry', async () => {
    const own = await createRow(admin, customer, await buildRecord(admin, customer));
    expect((await roles.as('noRights').get(`/api/audit?entity=customer&id=${own.id}`)).status).toBe(403);
    expect((await roles.as('readOnly').get(`/api/audit?entity=customer&id=${own.id}`)).status).toBe(200);
    // A client user sees the log of its customers' records only.
    expect((await roles.as('client').get(`/api/audit?entity=customer&id=${own.id}`)).status).toBe(403);
    expect((await roles.as('client').get(`/api/audit?entity=customer&id=${roles.customerA.id}`)).status).toBe(200);
    expect((await admin.get('/api/audit?entity=nothing&id=1')).status).toBe(400);
    for (const method of ['PUT', 'DELETE', 'POST'] as const) expect((await admin.call(method, '/api/audit', { body: {} })).status).toBe(404);
  });
});
