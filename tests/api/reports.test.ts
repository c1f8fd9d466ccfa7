import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { setUpRoles } from '../support/roles';
import { setUpRoles as makeRoles } from '../support/roles';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';

type GroupRow = { values: (number | string | null)[]; countRows: number; amount: number };
type Report = {
  recordsDetail: (Row & { lineNumber: number; number: string; status: number; customer: number; _status: string; _customer: string; groupValues: unknown[] })[];
  group0: GroupRow[];
  group1: GroupRow[];
  group2: GroupRow[];
  group3: GroupRow[];
  group4: GroupRow[];
  group5: GroupRow[];
  group6: GroupRow[];
  labels: Record<string, Record<string, string>>;
  total: { countRows: number; amount: number };
  truncated: boolean;
};

const DAYS = ['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06'];

describe('reports: the reclamation report', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let admin: Api;
  let statuses: Row[];
  /** What was seeded: status, customer and day of each reclamation. */
  const seeded: { status: number; customer: number; day: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    roles = await makeRoles(t);
    admin = roles.admin;
    statuses = (await admin.get<OkBody<Row[]>>('/api/getallreclamationstatuses?sort=id&order=ASC')).body.responseData.slice(0, 4);
    const customers = [roles.customerA.id, roles.customerB.id];
    for (let i = 0; i < 40; i++) {
      // 25 for A and 15 for B; statuses and days spread unevenly so counts differ.
      const row = { status: Number(statuses[i % 3 === 0 ? 0 : i % 4].id), customer: customers[i % 8 < 5 ? 0 : 1], day: DAYS[i % DAYS.length] };
      const res = await admin.post<OkBody<Row>>('/api/createreclamation', { status: row.status, customer: row.customer, input_date: row.day, amount: 10.25 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      seeded.push(row);
    }
  });
  afterAll(() => t.close());

  const run = async (client: Api, body: unknown) => {
    const res = await client.post<OkBody<Report>>('/api/reports/reclamations', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };

  it('groups by status then customer: every level adds up to the detail rows, each child to its parent', async () => {
    const report = await run(admin, { filter: {}, groups: ['status', 'customer'] });
    expect(report.recordsDetail).toHaveLength(40);
    expect(report.total.countRows).toBe(40);
    expect(report.total.amount).toBeCloseTo(410, 2);
    expect(report.group0.reduce((s, g) => s + g.countRows, 0)).toBe(40);
    expect(report.group1.reduce((s, g) => s + g.countRows, 0)).toBe(40);
    for (const parent of report.group0) {
      const children = report.group1.filter((g) => g.values[0] === parent.values[0]);
      expect(children.length).toBeGreaterThan(0);
      expect(children.reduce((s, g) => s + g.countRows, 0)).toBe(parent.countRows);
      expect(parent.countRows).toBe(seeded.filter((r) => r.status === parent.values[0]).length);
      expect(parent.values).toHaveLength(1);
      expect(report.labels.status[String(parent.values[0])]).toBe(statuses.find((s) => s.id === parent.values[0])?.description);
    }
    // Each label once, for the values present.
    expect(report.labels.customer).toEqual({ [String(roles.customerA.id)]: roles.customerA.name, [String(roles.customerB.id)]: roles.customerB.name });
    expect(Object.keys(report.labels.status).sort()).toEqual(report.group0.map((g) => String(g.values[0])).sort());
    for (const g of report.group1) expect(g.countRows).toBe(seeded.filter((r) => r.status === g.values[0] && r.customer === g.values[1]).length);
    for (const level of [report.group2, report.group3, report.group4, report.group5, report.group6]) expect(level).toEqual([]);
    // Detail rows follow the groups (status label, customer label) and carry the spec's columns.
    expect(report.recordsDetail.map((r) => r.lineNumber)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    const order = report.recordsDetail.map((r) => `${r._status}|${r._customer}`);
    const seen: string[] = [];
    for (const key of order) if (seen[seen.length - 1] !== key) seen.push(key);
    expect(new Set(seen).size).toBe(seen.length); // each group's rows are together
    // … in the same order as the groups.
    expect(seen).toEqual(report.group1.map((g) => `${report.labels.status[String(g.values[0])]}|${report.labels.customer[String(g.values[1])]}`));
    expect(report.group1.map((g) => g.amount).reduce((a, b) => a + b, 0)).toBeCloseTo(410, 2);
    expect(Object.keys(report.recordsDetail[0])).toEqual(
      expect.arrayContaining(['lineNumber', 'number', 'input_date', 'execution_term', 'delivery_term', '_status', '_doc_type', '_customer', 'email', 'sales_order', 'sales_request', 'sales_reference', 'doc_group', 'possitions_description', '_execution_type', '_reclamation_reason', '_decision', '_responsible', 'countRows']),
    );
    expect(report.recordsDetail[0]._doc_type).toBe('Reklamacja');
  });

  it('within one group: only that group\'s rows and groups, whatever the other filters say', async () => {
    const full = await run(admin, { groups: ['status', 'customer'] });
    const group = full.group1[full.group1.length - 1];
    const within = await run(admin, { groups: ['status', 'customer'], within: group.values });
    expect(within.total.countRows).toBe(group.countRows);
    expect(within.recordsDetail).toHaveLength(group.countRows);
    expect(within.recordsDetail.every((r) => r.status === group.values[0] && r.customer === group.values[1])).toBe(true);
    expect(within.group1).toEqual([expect.objectContaining({ values: group.values, countRows: group.countRows })]);
    // A first-level group, and "none": nobody is responsible for any of them.
    const top = await run(admin, { groups: ['status', 'responsible'], within: [full.group0[0].values[0]] });
    expect(top.total.countRows).toBe(full.group0[0].countRows);
    const none = await run(admin, { groups: ['responsible'], within: [null] });
    expect(none.total.countRows).toBe(40);
    // A value of the wrong kind or a deeper level than chosen is refused, not sent to the database.
    expect((await admin.post('/api/reports/reclamations', { groups: ['status'], within: ['2025-03'] })).status).toBe(400);
    expect((await admin.post('/api/reports/reclamations', { groups: ['status'], within: [1, 2] })).status).toBe(400);
  });

  it('without groups every group list is empty and the detail is ordered by number', async () => {
    const report = await run(admin, {});
    expect(report.recordsDetail).toHaveLength(40);
    expect(report.group0).toEqual([]);
    const numbers = report.recordsDetail.map((r) => r.number);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('filters apply only when in use and having a value', async () => {
    const first = Number(statuses[0].id);
    const only = await run(admin, { filter: { status: { inUse: true, value: [first] } }, groups: ['status'] });
    expect(only.recordsDetail).toHaveLength(seeded.filter((r) => r.status === first).length);
    expect(only.group0).toHaveLength(1);
    const notInUse = await run(admin, { filter: { status: { inUse: false, value: [first] } } });
    expect(notInUse.recordsDetail).toHaveLength(40);
    const emptyValue = await run(admin, { filter: { status: { inUse: true, value: [] }, customer: { inUse: true, value: null } } });
    expect(emptyValue.recordsDetail).toHaveLength(40);
    const both = await run(admin, { filter: { status: { inUse: true, value: [first] }, customer: { inUse: true, value: [roles.customerB.id] } } });
    expect(both.recordsDetail).toHaveLength(seeded.filter((r) => r.status === first && r.customer === roles.customerB.id).length);
  });

  it('period type 0 is a single day, any other a range', async () => {
    const day = await run(admin, { filter: { period: { inUse: true, periodType: 0, dateFrom: DAYS[1], dateTo: DAYS[3] } } });
    expect(day.recordsDetail).toHaveLength(seeded.filter((r) => r.day === DAYS[1]).length);
    expect(day.recordsDetail.every((r) => r.input_date === DAYS[1])).toBe(true);
    const range = await run(admin, { filter: { period: { inUse: true, periodType: 1, dateFrom: DAYS[1], dateTo: DAYS[2] } }, groups: ['month', 'year'] });
    expect(range.recordsDetail).toHaveLength(seeded.filter((r) => r.day === DAYS[1] || r.day === DAYS[2]).length);
    expect(range.group0).toEqual([expect.objectContaining({ values: ['2025-03'], countRows: range.recordsDetail.length })]);
    expect(range.group1).toEqual([expect.objectContaining({ values: ['2025-03', 2025] })]);
    const openEnd = await run(admin, { filter: { period: { inUse: true, periodType: 1, dateFrom: DAYS[3] } } });
    expect(openEnd.recordsDetail).toHaveLength(seeded.filter((r) => r.day === DAYS[3]).length);
    const unused = await run(admin, { filter: { period: { inUse: false, periodType: 0, dateFrom: DAYS[0] } } });
    expect(unused.recordsDetail).toHaveLength(40);
  });

  it('refuses more than 7 groups, unknown or repeated groups, bad dates and unknown filters', async () => {
    const bad = async (body: unknown) => {
      const res = await admin.post<ErrorBody>('/api/reports/reclamations', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      return res.body;
    };
    await bad({ groups: ['status', 'customer', 'type', 'reason', 'perpetrator', 'execution_type', 'decision', 'responsible'] });
    const unknown = await bad({ groups: ['status', 'password_hash'] });
    expect(unknown.errors[0].path).toBe('groups.1');
    await bad({ groups: ['status', 'status'] });
    await bad({ filter: { period: { inUse: true, periodType: 1, dateFrom: '2025-02-30' } } });
    await bad({ filter: { period: { inUse: true, periodType: 1, dateFrom: '2025-03-05', dateTo: '2025-03-01' } } });
    await bad({ filter: { number: { inUse: true, value: [1] } } });
    await bad({ filter: { status: { inUse: true, value: ['1; DROP TABLE reclamation'] } } });
    // Seven levels are fine, and the levels beyond the chosen ones stay empty.
    const seven = await run(admin, { groups: ['status', 'customer', 'type', 'reason', 'perpetrator', 'decision', { key: 'year' }] });
    const levels = [seven.group0, seven.group1, seven.group2, seven.group3, seven.group4, seven.group5, seven.group6];
    for (const level of levels) expect(level.reduce((s, g) => s + g.countRows, 0)).toBe(40);
    // Reason, perpetrator and decision were left empty: one "none" group each, with no label.
    expect(seven.group3.every((g) => g.values[3] === null)).toBe(true);
    expect(seven.labels.reason).toEqual({});
    expect(seven.group6.every((g) => g.values.length === 7 && g.values[6] === 2025)).toBe(true);
    expect(seven.labels.year).toEqual({ '2025': '2025' });
  });

  it('a client user only counts its own customer’s reclamations', async () => {
    const client = roles.as('client');
    const report = await run(client, { groups: ['customer'] });
    const mine = seeded.filter((r) => r.customer === roles.customerA.id).length;
    expect(report.recordsDetail).toHaveLength(mine);
    expect(report.group0).toEqual([expect.objectContaining({ values: [roles.customerA.id], countRows: mine })]);
    const other = await run(client, { filter: { customer: { inUse: true, value: [roles.customerB.id] } } });
    expect(other.recordsDetail).toHaveLength(0);
    expect((await roles.as('noRights').post('/api/reports/reclamations', {})).status).toBe(403);
  });

  it('the xlsx is a real spreadsheet with the detail rows and the groups', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/reclamations/xlsx',
      headers: { cookie: roles.cookies.admin ?? '', 'content-type': 'application/json' },
      payload: JSON.stringify({ groups: ['status', 'customer'] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="raport-reklamacji-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const detail = workbook.getWorksheet('Reklamacje');
    expect(detail?.rowCount).toBe(41);
    expect(detail?.getRow(1).getCell(2).value).toBe('Numer');
    expect(detail?.getRow(2).getCell(3).value).toBeInstanceOf(Date);
    expect(detail?.getRow(2).getCell(19).numFmt).toBe('#,##0.00');
    const groups = workbook.getWorksheet('Grupy');
    const report = await run(admin, { groups: ['status', 'customer'] });
    expect(groups?.rowCount).toBe(1 + report.group0.length + report.group1.length + 1);
    const bad = await t.app.inject({ method: 'POST', url: '/api/reports/reclamations/xlsx', headers: { cookie: roles.cookies.admin ?? '', 'content-type': 'application/json' }, payload: '{"groups":["nope"]}' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('reports: saved variants', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;

  beforeAll(async () => {
    t = await createTestApp();
    roles = await makeRoles(t);
  });
  afterAll(() => t.close());

  it('a user creates, lists, renames and deletes its own variants', async () => {
    const me = roles.as('readOnly');
    const settings = { filter: { status: { inUse: true, value: [17] } }, groups: ['status', 'customer'] };
    const made = await me.post<OkBody<Row & { name: string; settings: unknown }>>('/api/reports/reclamations/variants', { name: 'Moje statusy', settings });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.responseData).toMatchObject({ name: 'Moje statusy', settings, report_module: 'reclamations' });
    const id = made.body.responseData.id;
    expect((await me.post('/api/reports/reclamations/variants', { name: 'Moje statusy', settings: {} })).status).toBe(409);
    expect((await me.post('/api/reports/reclamations/variants', { name: '', settings: {} })).status).toBe(400);
    expect((await me.post('/api/reports/reclamations/variants', { name: 'x', settings: 'no' })).status).toBe(400);
    const list = await me.get<OkBody<Row[]>>('/api/reports/reclamations/variants');
    expect(list.body.responseData.map((v) => v.name)).toEqual(['Moje statusy']);
    // Another module's list is separate.
    expect((await me.get<OkBody<Row[]>>('/api/reports/orders/variants')).body.responseData).toEqual([]);
    const renamed = await me.put<OkBody<Row>>(`/api/reports/reclamations/variants/${id}`, { name: 'Statusy', settings: { groups: ['year'] } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.responseData).toMatchObject({ id, name: 'Statusy', settings: { groups: ['year'] } });
    expect((await me.delete(`/api/reports/reclamations/variants/${id}`)).status).toBe(200);
    expect((await me.delete(`/api/reports/reclamations/variants/${id}`)).status).toBe(404);
  });

  it('another user’s variant does not exist for you', async () => {
    const mine = await roles.admin.post<OkBody<Row>>('/api/reports/reclamations/variants', { name: 'Admina', settings: { groups: [] } });
    const id = mine.body.responseData.id;
    const other = roles.as('client');
    expect((await other.get<OkBody<Row[]>>('/api/reports/reclamations/variants')).body.responseData).toEqual([]);
    expect((await other.put(`/api/reports/reclamations/variants/${id}`, { name: 'Przejęty', settings: {} })).status).toBe(404);
    expect((await other.delete(`/api/reports/reclamations/variants/${id}`)).status).toBe(404);
    // The same name is free for another user.
    expect((await other.post('/api/reports/reclamations/variants', { name: 'Admina', settings: {} })).status).toBe(200);
    const still = await roles.admin.get<OkBody<Row[]>>('/api/reports/reclamations/variants');
    expect(still.body.responseData).toEqual([expect.objectContaining({ id, name: 'Admina' })]);
    expect((await roles.as('noRights').get('/api/reports/reclamations/variants')).status).toBe(403);
    expect((await roles.admin.get('/api/reports/bad%20module/variants')).status).toBe(400);
  });
});
