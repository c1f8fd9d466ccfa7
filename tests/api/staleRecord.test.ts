import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../src/schemas/entities/customer';
import { product } from '../../src/schemas/entities/product';
import { buildRecord, createRow } from '../support/entities';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

type Stale = ErrorBody & { responseData: { current: Row & { version: number } } };

const PASSWORD = 'Stale-pass-123';
/** DD.MM.YYYY HH:mm, as the portal writes a moment. */
const MOMENT = /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/;

/**
 * No lost update: every record carries its version, a change may name the version it changes,
 * and a change of an older one is refused (409 `staleRecord`) with the record as it is now and
 * nothing written.
 */
describe('versions of records and stale changes', () => {
  let t: TestApp;
  let admin: Api;
  let jan: Api;
  let anna: Api;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await t.login());
    const person = async (name: string) => {
      const email = `${name.split(' ')[0].toLowerCase()}.${Date.now()}@example.pl`;
      const made = await admin.post<OkBody<Row>>('/api/adduser', { name, email, password: PASSWORD, user_status: 1, user_type: 1 });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      return { id: made.body.responseData.id, email };
    };
    const [first, second] = [await person('Jan Kowalski'), await person('Anna Nowak')];
    const group = await admin.post('/api/rolegroup', { description: 'Wszystko', settings: [{ key: '*', canRead: true, canModify: true }], users: [{ userId: first.id }, { userId: second.id }] });
    expect(group.status).toBe(200);
    jan = api(t.app, await t.login(first.email, PASSWORD), { headers: { 'accept-language': 'pl' } });
    anna = api(t.app, await t.login(second.email, PASSWORD), { headers: { 'accept-language': 'pl' } });
  });
  afterAll(() => t.close());

  const expectStale = (res: { status: number; body: unknown }, who: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    const body = res.body as Stale;
    expect(body.code).toBe('staleRecord');
    expect(body.message).toMatch(new RegExp(`^Rekord zmienił\\(a\\) ${who} ${MOMENT.source}$`));
    return body.responseData.current;
  };

  describe('a generated dictionary (customers)', () => {
    it('a record starts at version 1, sent as its ETag, and each change is the next version', async () => {
      const made = await createRow(jan, customer, await buildRecord(jan, customer));
      expect(made.version).toBe(1);
      const read = await jan.get<OkBody<Row>>(`/api/customer/${made.id}`);
      expect(read.headers.etag).toBe('"1"');
      const changed = await jan.put<OkBody<Row>>(`/api/customer/${made.id}`, { phone: '600100200' }, { 'if-match': '"1"' });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body.responseData.version).toBe(2);
      expect((await jan.get(`/api/customer/${made.id}`)).headers.etag).toBe('"2"');
      // The list's rows carry it too.
      const rows = (await jan.get<OkBody<Row[]>>('/api/customer')).body.responseData;
      expect(rows.find((row) => row.id === made.id)?.version).toBe(2);
    });

    it('the second of two people editing one record gets 409 naming the first, with the record as it is; nothing of theirs is written', async () => {
      const made = await createRow(jan, customer, await buildRecord(jan, customer));
      const opened = (await anna.get<OkBody<Row>>(`/api/customer/${made.id}`)).body.responseData;
      expect((await jan.put(`/api/customer/${made.id}`, { phone: '600111222', version: 1 })).status).toBe(200);
      const refused = await anna.put(`/api/customer/${made.id}`, { email: 'anna@example.pl', version: opened.version });
      const current = expectStale(refused, 'Jan Kowalski');
      expect(current).toMatchObject({ id: made.id, version: 2, phone: '600111222' });
      const stored = (await jan.get<OkBody<Row>>(`/api/customer/${made.id}`)).body.responseData;
      expect(stored).toMatchObject({ version: 2, phone: '600111222', email: made.email });
      // Sent again on the current version, the change goes through.
      const merged = await anna.put<OkBody<Row>>(`/api/customer/${made.id}`, { email: 'anna@example.pl', phone: '600111222', version: current.version });
      expect(merged.status).toBe(200);
      expect(merged.body.responseData).toMatchObject({ version: 3, phone: '600111222', email: 'anna@example.pl' });
    });

    it('a change that names no version changes the record as it is (older integrations); one that changes nothing keeps the version', async () => {
      const made = await createRow(jan, customer, await buildRecord(jan, customer));
      expect((await anna.put<OkBody<Row>>(`/api/customer/${made.id}`, { phone: '500500500' })).body.responseData.version).toBe(2);
      expect((await jan.put<OkBody<Row>>(`/api/customer/${made.id}`, { phone: '500500501' })).body.responseData.version).toBe(3);
      const same = await jan.put<OkBody<Row>>(`/api/customer/${made.id}`, { phone: '500500501' }, { 'if-match': '"3"' });
      expect(same.body.responseData.version).toBe(3);
    });

    it('a stale deletion is refused and the record stays; If-Match: * and a weak tag are understood; a malformed one is a 400', async () => {
      const made = await createRow(jan, customer, await buildRecord(jan, customer));
      expect((await jan.put(`/api/customer/${made.id}`, { phone: '700700700' }, { 'if-match': 'W/"1"' })).status).toBe(200);
      expectStale(await anna.delete(`/api/customer/${made.id}`, undefined, { 'if-match': '"1"' }), 'Jan Kowalski');
      expect((await jan.get(`/api/customer/${made.id}`)).status).toBe(200);
      const bad = await anna.put<ErrorBody>(`/api/customer/${made.id}`, { phone: '700700701' }, { 'if-match': 'two' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors[0]).toMatchObject({ path: 'If-Match', code: 'invalid' });
      expect((await jan.get<OkBody<Row>>(`/api/customer/${made.id}`)).body.responseData).toMatchObject({ version: 2, phone: '700700700' });
      expect((await anna.put<OkBody<Row>>(`/api/customer/${made.id}`, { phone: '700700702' }, { 'if-match': '*' })).body.responseData.version).toBe(3);
      expect((await anna.delete(`/api/customer/${made.id}`, undefined, { 'if-match': '"3"' })).status).toBe(200);
    });

    it('the message is in the caller\'s language', async () => {
      const made = await createRow(jan, customer, await buildRecord(jan, customer));
      await jan.put(`/api/customer/${made.id}`, { phone: '800800800' });
      const refused = await anna.put<ErrorBody>(`/api/customer/${made.id}`, { phone: '800800801', version: 1 }, { 'accept-language': 'en' });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(new RegExp(`^The record was changed by Jan Kowalski at ${MOMENT.source}$`));
    });
  });

  describe('an order with lines', () => {
    let customerId: number;
    let productId: number;
    beforeAll(async () => {
      customerId = (await createRow(admin, customer, { ...(await buildRecord(admin, customer)), customersGroup: 'HURT', priceCode: null })).id;
      productId = (await createRow(admin, product, await buildRecord(admin, product, 0))).id;
    });

    it('a change of its lines alone is its next version; a stale save of the lines is refused and the lines stay', async () => {
      const made = await jan.post<OkBody<Row & { products: Row[] }>>('/api/order', { customerId, reference: 'WERSJE', products: [{ productId, quantity: 1, price: 10 }] });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const order = made.body.responseData;
      expect(order.version).toBe(1);
      const first = await jan.put<OkBody<Row & { products: Row[] }>>(`/api/order/${order.id}`, { products: [{ productId, quantity: 2, price: 10 }] }, { 'if-match': '"1"' });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.responseData.version).toBe(2);
      const current = expectStale(await anna.put(`/api/order/${order.id}`, { products: [{ productId, quantity: 5, price: 10 }], version: 1 }), 'Jan Kowalski') as unknown as { products: Row[] };
      expect(current.products.map((line) => line.quantity)).toEqual([2]);
      const stored = (await jan.get<OkBody<Row & { products: Row[] }>>(`/api/order/${order.id}`)).body.responseData;
      expect(stored.version).toBe(2);
      expect(stored.products.map((line) => line.quantity)).toEqual([2]);
    });

    it('the deletion mark (a status move of its own) checks the version and moves it on', async () => {
      const order = (await jan.post<OkBody<Row>>('/api/order', { customerId, reference: 'ZNACZNIK', products: [] })).body.responseData;
      expectStale(await anna.post('/api/order/change_deletion_mark', { orderId: order.id, version: 7 }), 'Jan Kowalski');
      expect((await jan.get<OkBody<Row>>(`/api/order/${order.id}`)).body.responseData).toMatchObject({ markedToDelete: false, version: 1 });
      const marked = await anna.post<OkBody<Row>>('/api/order/change_deletion_mark', { orderId: order.id, version: 1 });
      expect(marked.status, JSON.stringify(marked.body)).toBe(200);
      expect(marked.body.responseData).toMatchObject({ markedToDelete: true, version: 2 });
    });
  });

  describe('a reclamation with positions', () => {
    let subjects: Row[];
    beforeAll(async () => {
      subjects = (await admin.get<OkBody<Row[]>>('/api/getallreclamationsubjects?sort=id&order=ASC')).body.responseData;
    });

    it('PUT /updatereclamation of an older version is refused with its positions as they are', async () => {
      const made = (await jan.post<OkBody<Row>>('/api/createreclamation', { possitions: [{ reclamation_subject: subjects[0].id }] })).body.responseData;
      expect(made.version).toBe(1);
      const changed = await jan.put<OkBody<Row>>('/api/updatereclamation', { id: made.id, possitions: [{ reclamation_subject: subjects[1].id }], version: 1 });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body.responseData.version).toBe(2);
      const current = expectStale(await anna.put('/api/updatereclamation', { id: made.id, possitions: [{ reclamation_subject: subjects[2].id }], version: 1 }), 'Jan Kowalski') as unknown as { possitions: Row[] };
      expect(current.possitions.map((p) => p.reclamation_subject)).toEqual([subjects[1].id]);
      // The legacy position calls count as changes of the reclamation too.
      expectStale(await anna.post('/api/createreclamationitem', { reclamation_id: made.id, reclamation_subject: subjects[2].id, version: 1 }), 'Jan Kowalski');
      expect((await anna.post('/api/createreclamationitem', { reclamation_id: made.id, reclamation_subject: subjects[2].id, version: 2 })).status).toBe(200);
      const stored = (await jan.get<OkBody<Row & { possitions: Row[] }>>(`/api/getreclamation/${made.id}`)).body.responseData;
      expect(stored.version).toBe(3);
      expect(stored.possitions.map((p) => p.reclamation_subject)).toEqual([subjects[1].id, subjects[2].id]);
    });

    it('a history event has its own version: a stale change or deletion of it is refused', async () => {
      const made = (await jan.post<OkBody<Row>>('/api/createreclamation', {})).body.responseData;
      const event = (await jan.post<OkBody<Row>>('/api/createreclamationhistoryevent', { reclamation_id: made.id, action_type: 1, description: 'Telefon' })).body.responseData;
      expect(event.version).toBe(1);
      const changed = await jan.put<OkBody<Row>>('/api/updatereclamationhistoryevent', { id: event.id, description: 'Telefon od klienta', version: 1 });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.body.responseData.version).toBe(2);
      const current = expectStale(await anna.post('/api/deletereclamationhistoryevent', { id: event.id, version: 1 }), 'Jan Kowalski');
      expect(current).toMatchObject({ id: event.id, description: 'Telefon od klienta' });
      expect((await jan.get(`/api/getreclamationhistoryevent/${event.id}`)).status).toBe(200);
      expect((await anna.post('/api/deletereclamationhistoryevent', { id: event.id, version: 2 })).status).toBe(200);
    });
  });

  describe('a task', () => {
    it('executing an older version is refused and the task stays as it was', async () => {
      const made = (await jan.post<OkBody<Row>>('/api/task', { name: 'Oddzwonić' })).body.responseData;
      expect((await jan.put(`/api/task/${made.id}`, { name: 'Oddzwonić do klienta' }, { 'if-match': '"1"' })).status).toBe(200);
      expectStale(await anna.put(`/api/execute_task/${made.id}`, { executionResult: 'Zrobione' }, { 'if-match': '"1"' }), 'Jan Kowalski');
      expect((await jan.get<OkBody<Row>>(`/api/task/${made.id}`)).body.responseData).toMatchObject({ executed: false, version: 2 });
      const executed = await anna.put<OkBody<Row>>(`/api/execute_task/${made.id}`, { executionResult: 'Zrobione' }, { 'if-match': '"2"' });
      expect(executed.status, JSON.stringify(executed.body)).toBe(200);
      expect(executed.body.responseData).toMatchObject({ executed: true });
      expect(Number(executed.body.responseData.version)).toBeGreaterThan(2);
    });
  });

  describe('hand-stored records', () => {
    it('an access group: a change of its members alone is its next version, and a stale save is refused', async () => {
      const made = (await admin.post<OkBody<Row>>('/api/rolegroup', { description: 'Magazyn' })).body.responseData;
      expect(made.version).toBe(1);
      expect((await jan.get(`/api/rolegroup/${made.id}`)).headers.etag).toBe('"1"');
      const members = await jan.put<OkBody<Row>>(`/api/rolegroup/${made.id}`, { settings: [{ key: 'customers', canRead: true }], version: 1 });
      expect(members.status, JSON.stringify(members.body)).toBe(200);
      expect(members.body.responseData.version).toBe(2);
      expectStale(await anna.put(`/api/rolegroup/${made.id}`, { description: 'Magazyn główny', version: 1 }), 'Jan Kowalski');
    });
  });
});
