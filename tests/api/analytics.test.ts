import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountingKpis, AnalysisAnswer } from '../../src/schemas/analytics';
import { monthPeriod, previousPeriod, quarterPeriod, shiftDay, warsawDay } from '../../src/schemas/analytics';
import { product } from '../../src/schemas/entities/product';
import { buildRecord, createRow } from '../support/entities';
import { setUpRoles } from '../support/roles';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';

/**
 * The Dashboards section's analyses and KPIs (GET /api/enova/…, /api/dashboard/accounting) over
 * orders, reclamation costs and delivery documents this file makes, in March 2024 and around it:
 * exact figures, groupings, the previous period, month boundaries in Poland, 400s and 403s.
 */

type Order = Row & { numberStr: string; sumNetto: number; status: string };
const MARCH = 'dateFrom=2024-03-01&dateTo=2024-03-31';

describe('analytics', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let admin: Api;
  let p1: Row;
  let p2: Row;
  const orders: Record<string, Order> = {};
  const reclamations: Record<string, Row> = {};
  let articles: Row[];
  let points: Row[];

  const makeOrder = async (name: string, body: Record<string, unknown>, status: string | null, createdAt: string) => {
    const res = await admin.post<OkBody<Order>>('/api/order', { status: 'NEW', ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    let order = res.body.responseData;
    if (status) {
      const moved = await admin.put<OkBody<Order>>(`/api/order/${order.id}`, { status });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      order = moved.body.responseData;
    }
    await t.db.execute(sql`UPDATE sales_order SET created_at = ${createdAt}::timestamptz WHERE id = ${order.id}`);
    orders[name] = order;
    return order;
  };
  const addCost = async (reclamation: Row, article: Row, amount: number, date: string) => {
    const res = await admin.post('/api/reclamationcost', { reclamation_id: reclamation.id, cost_article: article.id, amount, quantity: 1, unit_price: amount, cost_date: date });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
    admin = roles.admin;
    p1 = await createRow(admin, product, { ...(await buildRecord(admin, product, 0)), code: 'AN-P1', name: 'Okno testowe' });
    p2 = await createRow(admin, product, { ...(await buildRecord(admin, product, 1)), code: 'AN-P2', name: 'Parapet testowy', status: 'Active' });
    const A = roles.customerA.id;
    const B = roles.customerB.id;
    // March: A buys 2 × 100.00 and 1 × 50.50 less 10 % (45.45 net, 5.05 discount).
    await makeOrder('march', { customerId: A, products: [{ productId: p1.id, quantity: 2, price: 100, vat: 23 }, { productId: p2.id, quantity: 1, price: 50.5, discountPercent: 10, vat: 23 }] }, 'CONFIRMED', '2024-03-10T10:00:00Z');
    // 22:30 UTC on 31 March is 00:30 on 1 April in Warsaw (summer time): April's.
    await makeOrder('april', { customerId: B, products: [{ productId: p1.id, quantity: 1, price: 100, vat: 23 }] }, 'CONFIRMED', '2024-03-31T22:30:00Z');
    // 22:59 UTC on 29 February is 23:59 in Warsaw (winter time): still February's.
    await makeOrder('february', { customerId: B, products: [{ productId: p2.id, quantity: 3, price: 10, vat: 23 }] }, 'CONFIRMED', '2024-02-29T22:59:00Z');
    // A new order and an EUR order are no sales in PLN.
    await makeOrder('new', { customerId: A, products: [{ productId: p1.id, quantity: 5, price: 100, vat: 23 }] }, null, '2024-03-12T10:00:00Z');
    await makeOrder('eur', { customerId: A, currency: 'EUR', products: [{ productId: p1.id, quantity: 7, price: 100, vat: 23 }] }, 'CONFIRMED', '2024-03-13T10:00:00Z');

    // The March order leaves on an issued delivery document.
    const made = await admin.post<OkBody<Row>>(`/api/delivery_document/from_order/${orders.march.id}`);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((await admin.put(`/api/delivery_document/${made.body.responseData.id}`, { status: 'ISSUED' })).status).toBe(200);
    await t.db.execute(sql`UPDATE delivery_document SET created_at = '2024-03-15T10:00:00Z' WHERE id = ${made.body.responseData.id}`);

    const all = async (path: string) => (await admin.get<OkBody<Row[]>>(`/api/${path}?sort=id&order=ASC`)).body.responseData;
    [articles, points] = await Promise.all([all('getallreclamationcostarticles'), all('getallreclamationsalespoints')]);
    const reclamation = async (name: string, body: Record<string, unknown>) => {
      const res = await admin.post<OkBody<Row>>('/api/createreclamation', body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      reclamations[name] = res.body.responseData;
    };
    await reclamation('open', { input_date: '2024-03-01', status: 17, customer: A, sales_point: points[0].id });
    await reclamation('closed', { input_date: '2024-03-02', status: 21, customer: B });
    await addCost(reclamations.open, articles[0], 10.1, '2024-03-05');
    await addCost(reclamations.open, articles[1], 5, '2024-03-20');
    await addCost(reclamations.closed, articles[0], 2.5, '2024-03-31');
    await addCost(reclamations.closed, articles[0], 7, '2024-04-01');
    await addCost(reclamations.closed, articles[1], 1.25, '2024-02-10');
  });
  afterAll(() => t.close());

  const analysis = async (path: string, query: string, client = admin) => {
    const res = await client.get<OkBody<AnalysisAnswer>>(`/api/enova/${path}?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };
  const figures = (answer: AnalysisAnswer, keys: string[]) => answer.rows.map((r) => [r.label, ...keys.map((k) => r.values[k]), ...keys.map((k) => r.previous[k])]);

  it('sales analysis: sales of confirmed PLN orders per customer, against the month before', async () => {
    const s = await analysis('sales/salesanalize', `${MARCH}&groupBy=customer`);
    expect(s.period).toEqual({ dateFrom: '2024-03-01', dateTo: '2024-03-31' });
    expect(s.previousPeriod).toEqual({ dateFrom: '2024-02-01', dateTo: '2024-02-29' });
    expect(s.rows.map((r) => [r.key, r.values, r.previous])).toEqual([
      [String(roles.customerA.id), { netto: 245.45, brutto: 301.9, quantity: 3, orders: 1, averageOrder: 245.45 }, { netto: 0, brutto: 0, quantity: 0, orders: 0, averageOrder: null }],
      [String(roles.customerB.id), { netto: 0, brutto: 0, quantity: 0, orders: 0, averageOrder: null }, { netto: 30, brutto: 36.9, quantity: 3, orders: 1, averageOrder: 30 }],
    ]);
    expect(s.total).toEqual({
      values: { netto: 245.45, brutto: 301.9, quantity: 3, orders: 1, averageOrder: 245.45 },
      previous: { netto: 30, brutto: 36.9, quantity: 3, orders: 1, averageOrder: 30 },
    });
  });

  it('groups by product and by month; a month starts at midnight in Warsaw', async () => {
    const byProduct = await analysis('sales/salesanalize', `${MARCH}&groupBy=product`);
    expect(figures(byProduct, ['netto', 'orders'])).toEqual([
      ['AN-P1 – Okno testowe', 200, 1, 0, 0],
      ['AN-P2 – Parapet testowy', 45.45, 1, 30, 1],
    ]);
    // One order in both product groups is one order in the total.
    expect(byProduct.total.values.orders).toBe(1);
    const byMonth = await analysis('sales/salesanalize', 'dateFrom=2024-03-01&dateTo=2024-04-30&groupBy=month');
    expect(byMonth.previousPeriod).toEqual({ dateFrom: '2024-01-01', dateTo: '2024-02-29' });
    expect(figures(byMonth, ['netto'])).toEqual([
      ['2024-03', 245.45, 0],
      ['2024-04', 100, 30],
    ]);
  });

  it('any other period is compared with as many days before it', async () => {
    const s = await analysis('sales/salesanalize', 'dateFrom=2024-03-10&dateTo=2024-04-01');
    expect(s.previousPeriod).toEqual({ dateFrom: '2024-02-16', dateTo: '2024-03-09' });
    expect(s.total.values.netto).toBe(345.45);
    expect(s.total.previous.netto).toBe(30);
  });

  it('cost distribution: reclamation costs by cost type and sales point, reclamations counted once', async () => {
    const byArticle = await analysis('production/costs_distribution', MARCH);
    expect(byArticle.groupBy).toBe('costArticle');
    expect(figures(byArticle, ['costs', 'reclamations', 'average'])).toEqual([
      [articles[0].description, 12.6, 2, 6.3, 0, 0, null],
      [articles[1].description, 5, 1, 5, 1.25, 1, 1.25],
    ]);
    expect(byArticle.total.values).toEqual({ costs: 17.6, reclamations: 2, average: 8.8 });
    const byPoint = await analysis('production/costs_distribution', `${MARCH}&groupBy=salesPoint`);
    expect(byPoint.rows.map((r) => [r.key, r.label, r.values.costs])).toEqual([
      [String(points[0].id), points[0].name, 15.1],
      [null, null, 2.5],
    ]);
  });

  it('sales cost calculation: net sales against costs per customer, the cost share in percent', async () => {
    const s = await analysis('production/costs_calculation', MARCH);
    expect(s.rows.map((r) => [r.key, r.values])).toEqual([
      [String(roles.customerA.id), { netto: 245.45, costs: 15.1, result: 230.35, costShare: 6.15 }],
      [String(roles.customerB.id), { netto: 0, costs: 2.5, result: -2.5, costShare: null }],
    ]);
  });

  it('sales adjustments, production costs and finished-goods turnover', async () => {
    const adjustments = await analysis('sales/getProductsSalesAdjustments', MARCH);
    expect(figures(adjustments, ['beforeDiscount', 'discount', 'netto', 'discountShare'])[0]).toEqual(['AN-P2 – Parapet testowy', 50.5, 5.05, 45.45, 10, 30, 0, 30, 0]);
    const production = await analysis('sales/productionCostsAnalize', 'dateFrom=2024-03-01&dateTo=2024-03-31&groupBy=month');
    expect(figures(production, ['costs', 'quantity', 'costPerUnit'])).toEqual([['2024-03', 17.6, 3, 5.87, 1.25, 3, 0.42]]);
    const turnover = await analysis('production/productionturnovers', MARCH);
    expect(figures(turnover, ['ordered', 'delivered', 'balance', 'deliveredNetto'])).toEqual([
      ['AN-P1 – Okno testowe', 2, 2, 0, 200, 0, 0, 0, 0],
      ['AN-P2 – Parapet testowy', 1, 1, 0, 45.45, 3, 0, 3, 0],
    ]);
  });

  it('drills down to the records behind a group', async () => {
    const records = async (path: string, query: string) => {
      const res = await admin.get<OkBody<{ ids: number[]; truncated: boolean }>>(`/api/enova/${path}/records?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.responseData;
    };
    expect(await records('sales/salesanalize', `${MARCH}&groupBy=customer&key=${roles.customerA.id}`)).toEqual({ ids: [orders.march.id], truncated: false });
    expect(await records('sales/salesanalize', `dateFrom=2024-03-01&dateTo=2024-04-30&groupBy=month&key=2024-04`)).toEqual({ ids: [orders.april.id], truncated: false });
    expect(await records('sales/salesanalize', `${MARCH}&groupBy=product&key=${p1.id}`)).toEqual({ ids: [orders.march.id], truncated: false });
    // No key: the records without the value (a reclamation of no sales point).
    expect(await records('production/costs_distribution', `${MARCH}&groupBy=salesPoint`)).toEqual({ ids: [reclamations.closed.id], truncated: false });
    // The lists the screen opens take those ids as their filter.
    const both = await records('production/costs_distribution', `${MARCH}&groupBy=costArticle&key=${articles[0].id}`);
    expect(both.ids).toEqual([reclamations.closed.id, reclamations.open.id]);
    const list = await admin.get<OkBody<{ rows: Row[]; count: number }>>(`/api/getallreclamations?page=1&limit=10&filter=${encodeURIComponent(JSON.stringify({ id: both.ids }))}`);
    expect(list.body.responseData.rows.map((r) => r.id).sort()).toEqual([...both.ids].sort());
    const delivered = await records('production/productionturnovers', `${MARCH}&groupBy=product&key=${p1.id}`);
    expect(delivered.ids).toHaveLength(1);
    const documents = await admin.get<OkBody<{ rows: Row[]; count: number }>>(`/api/delivery_document?page=1&limit=10&filter=${encodeURIComponent(JSON.stringify({ id: delivered.ids }))}`);
    expect(documents.body.responseData.count).toBe(1);
  });

  it('exports the table as a workbook', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/enova/sales/salesanalize/xlsx?${MARCH}&groupBy=customer`, headers: { cookie: roles.cookies.admin ?? '' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="analiza-sprzedazy-2024-03-01-2024-03-31.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Analiza sprzedaży');
    expect(sheet?.getRow(3).getCell(1).value).toBe('Klient');
    expect(sheet?.getRow(3).getCell(2).value).toBe('Sprzedaż netto');
    expect(sheet?.getRow(4).getCell(2).value).toBe(245.45);
    expect(sheet?.getRow(4).getCell(2).numFmt).toBe('#,##0.00');
    expect(sheet?.getRow(6).getCell(1).value).toBe('Razem');
    expect(sheet?.getRow(6).getCell(3).value).toBe(30);
  });

  it('refuses bad periods and groupings with a 400 in the caller’s language', async () => {
    const bad = async (query: string, path: string, code: string, language = 'pl') => {
      const res = await admin.get<ErrorBody>(`/api/enova/sales/salesanalize?${query}`, { 'accept-language': language });
      expect(res.status, query).toBe(400);
      expect(res.body.errors[0], query).toMatchObject({ path, code });
      return res.body;
    };
    await bad('dateTo=2024-03-31', 'dateFrom', 'required');
    await bad('dateFrom=2024-02-30&dateTo=2024-03-31', 'dateFrom', 'invalidDate');
    const order = await bad('dateFrom=2024-04-01&dateTo=2024-03-31', 'dateTo', 'periodOrder');
    expect(order.message).toBe('dateTo: Data końcowa okresu nie może być wcześniejsza niż początkowa');
    const long = await bad('dateFrom=2000-01-01&dateTo=2024-03-31', 'dateFrom', 'periodTooLong', 'en');
    expect(long.message).toBe('dateFrom: The period may span at most 3660 days');
    await bad(`${MARCH}&groupBy=salesPoint`, 'groupBy', 'invalidChoice');
    expect((await admin.get(`/api/enova/sales/salesanalize/xlsx?dateFrom=x&dateTo=2024-03-31`)).status).toBe(400);
  });

  it('needs the dashboards right: 401 signed out, 403 without it and for client users', async () => {
    for (const path of ['/api/enova/sales/salesanalize?' + MARCH, '/api/dashboard/accounting']) {
      expect((await roles.as('anonymous').get(path)).status).toBe(401);
      expect((await roles.as('noRights').get(path)).status).toBe(403);
      expect((await roles.as('client').get(path)).status).toBe(403);
      expect((await roles.as('readOnly').get(path)).status).toBe(200);
    }
  });

  it('the default dashboard answers every KPI in one call', async () => {
    const today = warsawDay(new Date());
    const month = monthPeriod(today.slice(0, 7));
    const lastMonth = previousPeriod(month);
    // This month: a confirmed order of 40.00 and an offer (not counted); last month: a new one (counted, no sale).
    await makeOrder('now', { customerId: roles.customerA.id, products: [{ productId: p1.id, quantity: 4, price: 10, vat: 23 }] }, 'CONFIRMED', new Date().toISOString());
    await makeOrder('offer', { customerId: roles.customerA.id, status: 'OFERTA', products: [{ productId: p1.id, quantity: 1, price: 10, vat: 23 }] }, null, new Date().toISOString());
    await makeOrder('lastMonth', { customerId: roles.customerB.id, products: [{ productId: p1.id, quantity: 1, price: 10, vat: 23 }] }, null, `${lastMonth.dateFrom}T12:00:00Z`);
    await addCost(reclamations.open, articles[2], 99.99, today);
    const overdue = await admin.post<OkBody<Row>>('/api/task', { name: 'Po terminie', executionPeriod: new Date(Date.now() - 86_400_000).toISOString() });
    expect(overdue.status, JSON.stringify(overdue.body)).toBe(200);
    expect((await admin.post('/api/task', { name: 'W terminie', executionPeriod: new Date(Date.now() + 86_400_000).toISOString() })).status).toBe(200);

    const res = await admin.get<OkBody<AccountingKpis>>('/api/dashboard/accounting');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const k = res.body.responseData;
    const age = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse('2024-03-01T00:00:00Z')) / 86_400_000);
    expect(k.today).toBe(today);
    expect(k.openReclamations).toEqual({ count: 1, averageAgeDays: age, statuses: [17, 18, 19, 20] });
    expect(k.orders).toEqual({ month, previousMonth: lastMonth, count: 1, previousCount: 1, netto: 40, previousNetto: 0 });
    expect(k.overdueTasks.count).toBe(1);
    expect(k.reclamationCosts).toEqual({ quarter: quarterPeriod(today), amount: 99.99 });
    expect(shiftDay(k.reclamationCosts.quarter.dateTo, 1).slice(8)).toBe('01');
  });
});
