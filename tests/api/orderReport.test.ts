import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../src/schemas/entities/product';
import { buildRecord, createRow } from '../support/entities';
import type { setUpRoles } from '../support/roles';
import { ROLE_PASSWORD, setUpRoles as makeRoles } from '../support/roles';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

/**
 * The order-list report: the second definition of the grouped-report engine, over customer orders
 * (POST /api/reports/orders and …/xlsx), with its sums exact to the grosz.
 */

type Value = number | string | null;
type Sums = { sumNetto: number; sumVat: number; sumBrutto: number };
type GroupRow = Sums & { values: Value[]; countRows: number };
type Detail = Row & Sums & { lineNumber: number; number: string; createdAt: string; customer: number; _customer: string; author: number; _author: string; currency: string; status: string; groupValues: Value[] };
type Report = {
  recordsDetail: Detail[];
  group0: GroupRow[];
  group1: GroupRow[];
  group2: GroupRow[];
  group3: GroupRow[];
  labels: Record<string, Record<string, string>>;
  total: Sums & { countRows: number };
  truncated: boolean;
};
type Order = Sums & { id: number; numberStr: string; status: string; customerId: number; currency: string; markedToDelete: boolean; deliveryDate: string | null; createdAt: string };

/** What each order was made with, as the report should see it. */
type Seeded = Sums & { id: number; number: string; customer: number; status: string; currency: string; day: string; month: string; deliveryDate: string | null; marked: boolean; author: number };

const grosze = (amount: number) => Math.round(amount * 100);
/** The sums of some seeded orders, added in grosze as the report must. */
const sumsOf = (orders: readonly Seeded[]): Sums => ({
  sumNetto: orders.reduce((s, o) => s + grosze(o.sumNetto), 0) / 100,
  sumVat: orders.reduce((s, o) => s + grosze(o.sumVat), 0) / 100,
  sumBrutto: orders.reduce((s, o) => s + grosze(o.sumBrutto), 0) / 100,
});

/** Creation times in UTC and the month they fall in in Poland: the last one is 1 February 00:30 in Warsaw. */
const CREATED = [
  { at: '2025-01-15T10:00:00Z', day: '2025-01-15', month: '2025-01' },
  { at: '2025-02-10T08:00:00Z', day: '2025-02-10', month: '2025-02' },
  { at: '2025-01-31T23:30:00Z', day: '2025-02-01', month: '2025-02' },
];

describe('reports: the order-list report', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let admin: Api;
  let adminId: number;
  const seeded: Seeded[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    roles = await makeRoles(t);
    admin = roles.admin;
    const products = [await createRow(admin, product, await buildRecord(admin, product, 0)), await createRow(admin, product, await buildRecord(admin, product, 0))];
    const customers = [roles.customerA.id, roles.customerB.id];
    for (let i = 0; i < 18; i++) {
      // Prices with grosze that a float sum would get wrong (0.1 × 3, 19.99 × 3), spread unevenly.
      const lines = [
        { productId: products[0].id, quantity: 3, price: 19.99 + i, vat: 23 },
        { productId: products[1].id, quantity: 3, price: 0.1, discountPercent: i % 3 === 0 ? 10 : 0, vat: i % 2 === 0 ? 8 : 23 },
      ];
      const body = {
        customerId: customers[i % 3 === 0 ? 1 : 0],
        status: i % 4 === 0 ? 'OFERTA' : 'NEW',
        currency: i % 5 === 0 ? 'EUR' : 'PLN',
        termsOfPayment: i % 2 === 0 ? 1 : null,
        deliveryDate: i % 3 === 1 ? '2025-03-10' : '2025-03-20',
        products: lines,
      };
      const res = await admin.post<OkBody<Order>>('/api/order', body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      let order = res.body.responseData;
      if (i % 6 === 5) order = (await admin.put<OkBody<Order>>(`/api/order/${order.id}`, { status: 'CONFIRMED' })).body.responseData;
      if (i % 7 === 3) order = (await admin.post<OkBody<Order>>('/api/order/change_deletion_mark', { orderId: order.id })).body.responseData;
      const created = CREATED[i % CREATED.length];
      await t.db.execute(sql`UPDATE sales_order SET created_at = ${created.at}::timestamptz WHERE id = ${order.id}`);
      seeded.push({
        id: order.id,
        number: order.numberStr,
        customer: body.customerId,
        status: order.status,
        currency: body.currency,
        day: created.day,
        month: created.month,
        deliveryDate: body.deliveryDate,
        marked: order.markedToDelete,
        author: 0,
        sumNetto: order.sumNetto,
        sumVat: order.sumVat,
        sumBrutto: order.sumBrutto,
      });
    }
    adminId = Number((await t.db.execute<{ id: number }>(sql`SELECT author AS id FROM sales_order WHERE id = ${seeded[0].id}`)).rows[0].id);
    for (const order of seeded) order.author = adminId;
    // One order the client user made itself, for its customer.
    const own = await roles.as('client').post<OkBody<Order>>('/api/order', { customerId: roles.customerA.id, products: [{ productId: products[0].id, quantity: 1, price: 100, vat: 23 }] });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    await t.db.execute(sql`UPDATE sales_order SET created_at = '2025-02-20T12:00:00Z' WHERE id = ${own.body.responseData.id}`);
    const o = own.body.responseData;
    seeded.push({ id: o.id, number: o.numberStr, customer: roles.customerA.id, status: o.status, currency: 'PLN', day: '2025-02-20', month: '2025-02', deliveryDate: null, marked: false, author: roles.users.client.id, sumNetto: o.sumNetto, sumVat: o.sumVat, sumBrutto: o.sumBrutto });
  });
  afterAll(() => t.close());

  const run = async (client: Api, body: unknown) => {
    const res = await client.post<OkBody<Report>>('/api/reports/orders', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };
  const sums = (row: Sums): Sums => ({ sumNetto: row.sumNetto, sumVat: row.sumVat, sumBrutto: row.sumBrutto });
  const valuesOf = (order: Seeded, keys: readonly ('customer' | 'status' | 'currency' | 'month' | 'author')[]) => keys.map((k) => order[k]);

  it('groups by customer, status and currency: every group counts and sums its orders exactly, to the grosz', async () => {
    const keys = ['customer', 'status', 'currency'] as const;
    const report = await run(admin, { groups: keys });
    expect(report.total).toEqual({ countRows: seeded.length, ...sumsOf(seeded) });
    const levels = [report.group0, report.group1, report.group2];
    levels.forEach((level, depth) => {
      expect(level.reduce((s, g) => s + g.countRows, 0)).toBe(seeded.length);
      for (const group of level) {
        const mine = seeded.filter((o) => JSON.stringify(valuesOf(o, keys.slice(0, depth + 1))) === JSON.stringify(group.values));
        expect(group.countRows, JSON.stringify(group.values)).toBe(mine.length);
        expect(sums(group), JSON.stringify(group.values)).toEqual(sumsOf(mine));
      }
    });
    // Each parent is the sum of its children.
    for (const parent of report.group1) {
      const children = report.group2.filter((g) => JSON.stringify(g.values.slice(0, 2)) === JSON.stringify(parent.values));
      expect(children.reduce((s, g) => s + grosze(g.sumBrutto), 0)).toBe(grosze(parent.sumBrutto));
    }
    expect(report.group3).toEqual([]);
    // Labels once per value: customers by name, statuses and currencies by their options.
    expect(report.labels.customer).toEqual({ [String(roles.customerA.id)]: roles.customerA.name, [String(roles.customerB.id)]: roles.customerB.name });
    expect(report.labels.status).toMatchObject({ OFERTA: 'Oferta', NEW: 'Nowe', CONFIRMED: 'Potwierdzone' });
    expect(report.labels.currency).toEqual({ PLN: 'PLN', EUR: 'EUR' });
    // Statuses in the order an order moves through them, within each customer.
    const statusOrder = ['OFERTA', 'NEW', 'CONFIRMED', 'READY_FOR_PRODUCTION', 'CLOSED', 'CANCELED'];
    for (const customer of report.group0) {
      const statuses = report.group1.filter((g) => g.values[0] === customer.values[0]).map((g) => statusOrder.indexOf(String(g.values[1])));
      expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    }
    // Detail rows: the spec's columns (number = numberStr), numbered in the groups' order.
    expect(report.recordsDetail).toHaveLength(seeded.length);
    expect(report.recordsDetail.map((r) => r.lineNumber)).toEqual(seeded.map((_, i) => i + 1));
    const first = report.recordsDetail[0];
    expect(Object.keys(first)).toEqual(expect.arrayContaining(['lineNumber', 'number', 'createdAt', 'customer', '_customer', 'author', '_author', 'currency', 'sumBrutto', 'sumVat', 'sumNetto', 'groupValues']));
    const made = seeded.find((o) => o.id === first.id);
    expect(first).toMatchObject({ number: made?.number, customer: made?.customer, currency: made?.currency, ...sums(made as Seeded) });
    const keyOrder = report.recordsDetail.map((r) => JSON.stringify(r.groupValues));
    expect([...new Set(keyOrder)]).toEqual(report.group2.map((g) => JSON.stringify(g.values)));
  });

  it('groups by the month created in Poland, by author and by terms of payment', async () => {
    const report = await run(admin, { groups: ['month', 'author', 'termsOfPayment'] });
    expect(report.group0.map((g) => [g.values[0], g.countRows])).toEqual([
      ['2025-01', seeded.filter((o) => o.month === '2025-01').length],
      ['2025-02', seeded.filter((o) => o.month === '2025-02').length],
    ]);
    // 31 January 23:30 UTC is 1 February in Warsaw, and the detail shows its local time.
    const late = report.recordsDetail.find((r) => r.id === seeded[2].id);
    expect(late?.createdAt).toBe('2025-02-01T00:30:00');
    expect(late?.groupValues[0]).toBe('2025-02');
    expect(report.labels.author).toEqual({ [String(adminId)]: 'Administrator', [String(roles.users.client.id)]: 'Klient Portalu' });
    expect(report.group2.some((g) => g.values[2] === null)).toBe(true);
    expect(report.group2.reduce((s, g) => s + g.countRows, 0)).toBe(seeded.length);
  });

  it('filters by status, customer, currency, the dates and the deletion mark, only when in use and filled', async () => {
    const count = async (filter: unknown) => (await run(admin, { filter })).total.countRows;
    expect(await count({ status: { inUse: true, value: ['NEW'] } })).toBe(seeded.filter((o) => o.status === 'NEW').length);
    expect(await count({ status: { inUse: true, value: ['NEW', 'CONFIRMED'] }, currency: { inUse: true, value: 'EUR' } })).toBe(
      seeded.filter((o) => (o.status === 'NEW' || o.status === 'CONFIRMED') && o.currency === 'EUR').length,
    );
    expect(await count({ status: { inUse: false, value: ['NEW'] } })).toBe(seeded.length);
    expect(await count({ customer: { inUse: true, value: [roles.customerB.id] } })).toBe(seeded.filter((o) => o.customer === roles.customerB.id).length);
    // A local day: 1 February in Poland holds the order made at 23:30 UTC the day before.
    expect(await count({ createdAt: { inUse: true, periodType: 0, dateFrom: '2025-02-01' } })).toBe(seeded.filter((o) => o.day === '2025-02-01').length);
    expect(await count({ createdAt: { inUse: true, periodType: 1, dateTo: '2025-01-31' } })).toBe(seeded.filter((o) => o.day <= '2025-01-31').length);
    expect(await count({ createdAt: { inUse: true, periodType: 1, dateFrom: '2025-01-01', dateTo: '2025-01-31' } })).toBe(seeded.filter((o) => o.month === '2025-01').length);
    expect(await count({ createdAt: { inUse: true, periodType: 1, dateFrom: '2025-02-01' } })).toBe(seeded.filter((o) => o.month === '2025-02').length);
    expect(await count({ deliveryDate: { inUse: true, periodType: 0, dateFrom: '2025-03-10', dateTo: '2025-03-20' } })).toBe(seeded.filter((o) => o.deliveryDate === '2025-03-10').length);
    expect(await count({ deliveryDate: { inUse: true, periodType: 1, dateFrom: '2025-03-11', dateTo: '2025-03-31' } })).toBe(seeded.filter((o) => o.deliveryDate === '2025-03-20').length);
    const marked = seeded.filter((o) => o.marked).length;
    expect(marked).toBeGreaterThan(0);
    expect(await count({ markedToDelete: { inUse: true, value: true } })).toBe(marked);
    expect(await count({ markedToDelete: { inUse: true, value: false } })).toBe(seeded.length - marked);
    expect(await count({ markedToDelete: { inUse: false, value: true } })).toBe(seeded.length);
    // The sums follow the filter.
    const only = await run(admin, { filter: { status: { inUse: true, value: ['OFERTA'] } }, groups: ['status'] });
    expect(only.group0).toEqual([{ values: ['OFERTA'], countRows: seeded.filter((o) => o.status === 'OFERTA').length, ...sumsOf(seeded.filter((o) => o.status === 'OFERTA')) }]);
  });

  it('within one group: only its rows, at any level, "none" included', async () => {
    const keys = ['customer', 'status', 'currency'] as const;
    const full = await run(admin, { groups: keys });
    const group = full.group2[full.group2.length - 1];
    const within = await run(admin, { groups: keys, within: group.values });
    expect(within.total).toEqual({ countRows: group.countRows, ...sums(group) });
    expect(within.recordsDetail.every((r) => r.customer === group.values[0] && r.status === group.values[1] && r.currency === group.values[2])).toBe(true);
    expect(within.group2).toEqual([group]);
    const top = await run(admin, { groups: ['month', 'status'], within: ['2025-02'] });
    expect(top.total.countRows).toBe(seeded.filter((o) => o.month === '2025-02').length);
    const none = await run(admin, { groups: ['termsOfPayment'], within: [null] });
    const withoutTerms = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM sales_order WHERE terms_of_payment IS NULL`);
    expect(none.total.countRows).toBe(withoutTerms.rows[0].n);
    expect(none.total.countRows).toBeGreaterThan(0);
    // A value of the wrong kind for its key, or deeper than the levels chosen, is refused.
    for (const body of [{ groups: ['status'], within: [17] }, { groups: ['customer'], within: ['NEW'] }, { groups: ['month'], within: ['2025-2'] }, { groups: ['status'], within: ['NEW', 'PLN'] }]) {
      expect((await admin.post('/api/reports/orders', body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("a client user only counts and sums its own customers' orders", async () => {
    const client = roles.as('client');
    const mine = seeded.filter((o) => o.customer === roles.customerA.id);
    const report = await run(client, { groups: ['customer', 'author'] });
    expect(report.total).toEqual({ countRows: mine.length, ...sumsOf(mine) });
    expect(report.group0).toEqual([{ values: [roles.customerA.id], countRows: mine.length, ...sumsOf(mine) }]);
    expect(report.recordsDetail.every((r) => r.customer === roles.customerA.id)).toBe(true);
    expect((await run(client, { filter: { customer: { inUse: true, value: [roles.customerB.id] } } })).recordsDetail).toEqual([]);
    expect((await roles.as('noRights').post('/api/reports/orders', {})).status).toBe(403);
    expect((await api(t.app, undefined).post('/api/reports/orders', {})).status).toBe(401);
  });

  it('refuses an unknown group key or filter, a status that is no option, and the other report’s keys', async () => {
    const bad = async (body: unknown) => {
      const res = await admin.post<ErrorBody>('/api/reports/orders', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      return res.body;
    };
    expect((await bad({ groups: ['customer', 'password_hash'] })).errors[0].path).toBe('groups.1');
    await bad({ groups: ['type'] });
    await bad({ groups: ['status', 'status'] });
    expect((await bad({ filter: { number: { inUse: true, value: [1] } } })).errors[0].path).toBe('filter');
    await bad({ filter: { period: { inUse: true, dateFrom: '2025-01-01' } } });
    await bad({ filter: { status: { inUse: true, value: ['DROPPED'] } } });
    await bad({ filter: { customer: { inUse: true, value: ['1; DROP TABLE sales_order'] } } });
    await bad({ filter: { markedToDelete: { inUse: true, value: 'yes' } } });
    await bad({ filter: { createdAt: { inUse: true, periodType: 1, dateFrom: '2025-03-05', dateTo: '2025-03-01' } } });
    await bad({ filter: { deliveryDate: { inUse: true, dateFrom: '2025-02-30' } } });
    await bad({ groups: ['customer', 'status', 'currency', 'author', 'month', 'year', 'termsOfPayment', 'deliveryMethod'] });
    const xlsx = await t.app.inject({ method: 'POST', url: '/api/reports/orders/xlsx', headers: { cookie: roles.cookies.admin ?? '', 'content-type': 'application/json' }, payload: '{"groups":["nope"]}' });
    expect(xlsx.statusCode).toBe(400);
  });

  it('the xlsx has the order columns and the groups with their three sums', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/orders/xlsx',
      headers: { cookie: roles.cookies.admin ?? '', 'content-type': 'application/json' },
      payload: JSON.stringify({ groups: ['customer', 'status'] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="raport-zamowien-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const detail = workbook.getWorksheet('Zamówienia klientów');
    expect(detail?.rowCount).toBe(seeded.length + 1);
    expect((detail?.getRow(1).values as unknown[]).slice(1)).toEqual(['Lp.', 'Numer', 'Data utworzenia', 'Klient', 'Autor', 'Waluta', 'Wartość brutto', 'VAT', 'Wartość netto']);
    expect(detail?.getRow(2).getCell(3).value).toBeInstanceOf(Date);
    expect(detail?.getRow(2).getCell(7).numFmt).toBe('#,##0.00');
    const groups = workbook.getWorksheet('Grupy');
    expect((groups?.getRow(1).values as unknown[]).slice(1)).toEqual(['Grupa', 'Poziom', 'Liczba', 'Wartość brutto', 'VAT', 'Wartość netto']);
    const last = groups?.getRow(groups.rowCount);
    expect([last?.getCell(1).value, last?.getCell(3).value, last?.getCell(4).value]).toEqual(['Razem', seeded.length, sumsOf(seeded).sumBrutto]);
  });

  it('variants of the order report need the orders right, not the reclamations one', async () => {
    const email = `orders.only.${Date.now()}@example.pl`;
    const user = await admin.post<OkBody<Row>>('/api/adduser', { name: 'Tylko zamówienia', email, password: ROLE_PASSWORD, user_status: 1, user_type: 1 });
    expect(user.status).toBe(200);
    const group = await admin.post('/api/rolegroup', { description: 'Zamówienia', settings: [{ key: 'orders', canRead: true }], users: [{ userId: user.body.responseData.id }] });
    expect(group.status).toBe(200);
    const orders = api(t.app, await t.login(email, ROLE_PASSWORD));
    const saved = await orders.post<OkBody<Row>>('/api/reports/orders/variants', { name: 'Po kliencie', settings: { groups: ['customer'] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await orders.get<OkBody<Row[]>>('/api/reports/orders/variants')).body.responseData.map((v) => v.name)).toEqual(['Po kliencie']);
    expect((await orders.post('/api/reports/orders', { groups: ['status'] })).status).toBe(200);
    expect((await orders.get('/api/reports/reclamations/variants')).status).toBe(403);
    expect((await orders.post('/api/reports/reclamations', {})).status).toBe(403);
    expect((await orders.get('/api/reports/invoices/variants')).status).toBe(404);
  });
});
