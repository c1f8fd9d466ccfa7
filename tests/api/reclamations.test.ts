import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

type Reclamation = Row & {
  number: string;
  status: number;
  possitions: { reclamation_subject: number; code: string; possitionIndex: number }[];
  possitions_description: string;
  history: { action_type: number; description: string; user_name: string | null }[];
};

describe('reclamations', () => {
  let t: TestApp;
  let admin: Api;
  let subjects: Row[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await t.login());
    subjects = (await admin.get<OkBody<Row[]>>('/api/getallreclamationsubjects?sort=id&order=ASC')).body.responseData;
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) => {
    const res = await admin.post<OkBody<Reclamation>>('/api/createreclamation', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };

  it('a new reclamation gets the spec defaults, a number from the numerator and a registration entry', async () => {
    const year = new Date().getFullYear();
    const made = await create({ client_name: 'Jan', client_surname: 'Kowalski', possitions: [{ reclamation_subject: subjects[1].id }, { reclamation_subject: subjects[0].id }] });
    expect(made).toMatchObject({ status: 17, doc_type: 1, amount: 0, guaranty_card: false, inv_address: false, editPossitions: true });
    expect(made.number).toMatch(new RegExp(`^REK/\\d{5}/${year}$`));
    expect(made.possitions.map((p) => p.reclamation_subject)).toEqual([subjects[1].id, subjects[0].id]);
    expect(made.possitions_description).toBe(`${subjects[1].code}, ${subjects[0].code}`);
    expect(made.history).toEqual([expect.objectContaining({ action_type: 1, description: 'Rejestracja: Zarejestrowana', user_name: 'Administrator' })]);
  });

  it('the list computes the position descriptions for every row of a page', async () => {
    const made = await create({ possitions: [{ reclamation_subject: subjects[2].id }, { reclamation_subject: subjects[3].id }] });
    const page = await admin.get<OkBody<{ rows: Reclamation[]; count: number }>>(`/api/getallreclamations?page=1&limit=10&filter=${encodeURIComponent(JSON.stringify({ id: made.id }))}`);
    expect(page.body.responseData.rows[0].possitions_description).toBe(`${subjects[2].code}, ${subjects[3].code}`);
    const legacy = await admin.get<OkBody<Reclamation[]>>('/api/getallreclamations');
    expect(Array.isArray(legacy.body.responseData)).toBe(true);
    expect(legacy.body.responseData.find((r) => r.id === made.id)?.possitions_description).toBe(`${subjects[2].code}, ${subjects[3].code}`);
  });

  it('the list filters by status group through the status, and refuses a bad group', async () => {
    const open = await create({});
    const closed = await create({ status: 21 });
    const list = async (filter: object) => {
      const res = await admin.get<OkBody<{ rows: Reclamation[]; count: number }>>(`/api/getallreclamations?page=1&limit=1000&filter=${encodeURIComponent(JSON.stringify(filter))}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.responseData.rows.map((r) => r.id);
    };
    // Seeded groups: 1 Otwarte (status 17), 3 Zamknięte (statuses 21, 22).
    expect(await list({ status_group: 1 })).toContain(open.id);
    expect(await list({ status_group: 1 })).not.toContain(closed.id);
    expect(await list({ status_group: [3], id: [open.id, closed.id] })).toEqual([closed.id]);
    expect((await admin.get(`/api/getallreclamations?filter=${encodeURIComponent('{"status_group":"x"}')}`)).status).toBe(400);
  });

  it('a production order made from a reclamation is written to its history', async () => {
    const made = await create({});
    const order = await admin.post('/api/reclamationproductionorder', { reclamation_id: made.id, number: `${made.number}/ZP/1`, quantity: 1 });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const events = await admin.get<OkBody<{ action_type: number; description: string }[]>>(`/api/getallreclamationhistoryevents?reclamation_id=${made.id}`);
    expect(events.body.responseData[0]).toMatchObject({ action_type: 5, description: `Zlecenie produkcyjne: ${made.number}/ZP/1` });
  });

  it('a status change and a decision are written to the history', async () => {
    const made = await create({});
    const decisions = (await admin.get<OkBody<Row[]>>('/api/getallreclamationdecisions')).body.responseData;
    const res = await admin.put<OkBody<Reclamation>>('/api/updatereclamation', { id: made.id, status: 18, decision: decisions[0].id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const types = res.body.responseData.history.map((h) => h.action_type);
    expect(types).toEqual(expect.arrayContaining([1, 4, 1]));
    expect(res.body.responseData.history.find((h) => h.action_type === 1 && h.description.startsWith('Status'))?.description).toBe('Status: Zarejestrowana → W analizie');
    const events = await admin.get<OkBody<Row[]>>(`/api/getallreclamationhistoryevents?reclamation_id=${made.id}`);
    expect(events.body.responseData).toHaveLength(3);
  });

  it('a save that fails half way leaves the previous positions and fields intact', async () => {
    const made = await create({ sales_order: 'ZS/1', possitions: [{ reclamation_subject: subjects[0].id }, { reclamation_subject: subjects[1].id }] });
    const res = await admin.put<ErrorBody>('/api/updatereclamation', {
      id: made.id,
      sales_order: 'ZS/2',
      status: 18,
      possitions: [{ reclamation_subject: subjects[2].id }, { reclamation_subject: 999999 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ path: 'possitions', code: 'unknownReference' });
    const after = (await admin.get<OkBody<Reclamation>>(`/api/getreclamation/${made.id}`)).body.responseData;
    expect(after.possitions.map((p) => p.reclamation_subject)).toEqual([subjects[0].id, subjects[1].id]);
    expect(after).toMatchObject({ sales_order: 'ZS/1', status: 17 });
    expect(after.history).toHaveLength(1);
  });

  it('50 concurrent creates get 50 distinct numbers', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, () => admin.post<OkBody<Reclamation>>('/api/createreclamation', {})));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const numbers = results.map((r) => r.body.responseData.number);
    expect(new Set(numbers).size).toBe(50);
    const counters = numbers.map((n) => Number(n.split('/')[1])).sort((a, b) => a - b);
    expect(counters.at(-1)! - counters[0]).toBe(49);
  });

  it('the legacy sequence update → delete all items → create items still works', async () => {
    const made = await create({ possitions: [{ reclamation_subject: subjects[0].id }] });
    expect((await admin.put('/api/updatereclamation', { id: made.id, comment: 'Nowy opis' })).status).toBe(200);
    const removed = await admin.post<OkBody<{ deleted: number }>>('/api/deleteallreclamationitems', { reclamation_id: made.id });
    expect(removed.body.responseData.deleted).toBe(1);
    for (const [index, subject] of [subjects[3], subjects[4]].entries()) {
      const item = await admin.post('/api/createreclamationitem', { reclamation_id: made.id, reclamation_subject: subject.id, possitionIndex: index });
      expect(item.status).toBe(200);
    }
    const items = await admin.get<OkBody<{ reclamation_subject: number }[]>>(`/api/getallreclamationitems?reclamation_id=${made.id}`);
    expect(items.body.responseData.map((i) => i.reclamation_subject)).toEqual([subjects[3].id, subjects[4].id]);
    const one = await admin.get<OkBody<Reclamation>>(`/api/getreclamation/${made.id}`);
    expect(one.body.responseData).toMatchObject({ comment: 'Nowy opis', possitions_description: `${subjects[3].code}, ${subjects[4].code}` });
  });

  it('bad positions and bad history events get 400 and change nothing', async () => {
    const made = await create({});
    expect((await admin.post('/api/createreclamation', { possitions: [{ reclamation_subject: 'x' }] })).status).toBe(400);
    expect((await admin.post('/api/createreclamation', { possitions: 'none' })).status).toBe(400);
    expect((await admin.post('/api/createreclamationitem', { reclamation_id: made.id })).status).toBe(400);
    expect((await admin.post('/api/createreclamationitem', { reclamation_id: 999999, reclamation_subject: subjects[0].id })).status).toBe(404);
    expect((await admin.post('/api/createreclamationhistoryevent', { reclamation_id: made.id, action_type: 9 })).status).toBe(400);
    expect((await admin.get('/api/getallreclamationitems?reclamation_id=abc')).status).toBe(400);
    const after = (await admin.get<OkBody<Reclamation>>(`/api/getreclamation/${made.id}`)).body.responseData;
    expect(after.possitions).toEqual([]);
    expect(after.history).toHaveLength(1);
  });

  it('the positions are the schema\'s lines: replaced in the order sent, kept when left out, bounded, a bad line named', async () => {
    const made = await create({ possitions: [{ reclamation_subject: subjects[0].id, quantity: 2 }, { reclamation_subject: subjects[1].id }] });
    expect(made.possitions.map((p) => [p.reclamation_subject, p.possitionIndex])).toEqual([
      [subjects[0].id, 0],
      [subjects[1].id, 1],
    ]);
    const update = (body: Record<string, unknown>) => admin.put<OkBody<Reclamation> & ErrorBody>('/api/updatereclamation', { id: made.id, ...body });

    // Reordered and one removed: stored in the new order, numbered from 0 again; a line's old index is ignored.
    const reordered = await update({ possitions: [{ reclamation_subject: subjects[2].id, possitionIndex: 7 }, { reclamation_subject: subjects[0].id, quantity: 5 }] });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(reordered.body.responseData.possitions.map((p) => [p.reclamation_subject, p.possitionIndex])).toEqual([
      [subjects[2].id, 0],
      [subjects[0].id, 1],
    ]);
    expect(reordered.body.responseData.possitions_description).toBe(`${subjects[2].code}, ${subjects[0].code}`);

    // An update without positions keeps them.
    expect((await update({ comment: 'Bez pozycji w treści' })).body.responseData.possitions).toHaveLength(2);

    // A bad line is named by its place and its field's label; too many lines name the field; nothing changes.
    const bad = await update({ possitions: [{ reclamation_subject: subjects[0].id }, { reclamation_subject: subjects[1].id, quantity: 0 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: 'possitions.1.quantity', code: 'tooSmall' })]);
    expect(bad.body.message).toBe('Ilość: Wartość musi wynosić co najmniej 1');
    const tooMany = await update({ possitions: Array.from({ length: 501 }, () => ({ reclamation_subject: subjects[0].id })) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([expect.objectContaining({ path: 'possitions', code: 'tooManyItems' })]);
    const after = (await admin.get<OkBody<Reclamation>>(`/api/getreclamation/${made.id}`)).body.responseData;
    expect(after.possitions.map((p) => p.reclamation_subject)).toEqual([subjects[2].id, subjects[0].id]);
  });
});
