import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityTable } from '../../server/db/tables';
import type { KpiCaller } from '../../server/modules/dashboards/analytics/kpi';
import { accountingKpis, trendRecords } from '../../server/modules/dashboards/analytics/kpi';
import type { AccountingKpis, TrendFigure, TrendPoint, DrillRecords } from '../../src/schemas/analytics';
import { monthPeriod, quarterPeriod, shiftMonth, trendMonths, warsawDay, warsawMidnight } from '../../src/schemas/analytics';
import { product } from '../../src/schemas/entities/product';
import { buildRecord, createRow } from '../support/entities';
import { ROLE_PASSWORD, setUpRoles } from '../support/roles';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

/**
 * The default dashboard's trends (GET /api/dashboard/accounting, `trends`) and the records behind
 * a point (GET /api/dashboard/accounting/records) over records this file places in the last 12
 * months (M0 is this month in Poland, M1 the one before, …): exact values per month, months with
 * nothing 0, nothing before the 12 months or after this one, the caller's tasks and a client
 * user's customers, 400s and 403s.
 */

const today = warsawDay(new Date());
const months = trendMonths(today);
/** The month `k` months before this one. */
const M = (k: number) => shiftMonth(today.slice(0, 7), -k);
const DAY_MS = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const quarter = quarterPeriod(today);

/** A series as { month: value } for the months that are not 0 (or null). */
const nonZero = (points: readonly TrendPoint[]) => Object.fromEntries(points.filter((p) => p.value !== 0 && p.value !== null).map((p) => [p.month, p.value]));

describe('dashboard trends', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let admin: Api;
  let clerk: Api;
  let A: number;
  let B: number;
  const reclamations: Record<string, Row & { input_date: string }> = {};
  const orders: Record<string, Row> = {};
  const tasks: Record<string, Row> = {};

  const reclamation = async (name: string, input_date: string, status: number, customer: number) => {
    const res = await admin.post<OkBody<Row>>('/api/createreclamation', { input_date, status, customer });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    reclamations[name] = { ...res.body.responseData, input_date };
  };
  const order = async (name: string, body: Record<string, unknown>, status: string | null, createdAt: string) => {
    const res = await admin.post<OkBody<Row>>('/api/order', { status: 'NEW', ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (status) expect((await admin.put(`/api/order/${res.body.responseData.id}`, { status })).status).toBe(200);
    await t.db.execute(sql`UPDATE sales_order SET created_at = ${createdAt}::timestamptz WHERE id = ${res.body.responseData.id}`);
    orders[name] = res.body.responseData;
  };
  const task = async (name: string, as: Api, due: string, executedAt?: string) => {
    const res = await as.post<OkBody<Row>>('/api/task', { name, executionPeriod: due });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (executedAt) {
      const table = entityTable('task');
      await t.db.update(table).set({ executed: true, executionDate: new Date(executedAt) }).where(eq(table.id, res.body.responseData.id));
    }
    tasks[name] = res.body.responseData;
  };
  const costs: { amount: number; date: string }[] = [];
  let article: Row;
  const cost = async (of: Row, amount: number, date: string) => {
    const res = await admin.post('/api/reclamationcost', { reclamation_id: of.id, cost_article: article.id, amount, quantity: 1, unit_price: amount, cost_date: date });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    costs.push({ amount, date });
  };
  const kpis = async (as = admin) => {
    const res = await as.get<OkBody<AccountingKpis>>('/api/dashboard/accounting');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };
  const records = async (figure: TrendFigure, month: string, as = admin) => {
    const res = await as.get<OkBody<DrillRecords>>(`/api/dashboard/accounting/records?figure=${figure}&month=${month}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.responseData.truncated).toBe(false);
    return res.body.responseData.ids;
  };

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
    admin = roles.admin;
    A = roles.customerA.id;
    B = roles.customerB.id;
    const item = await createRow(admin, product, { ...(await buildRecord(admin, product, 0)), code: 'TR-P1', name: 'Okno trendu' });
    const line = (quantity: number, price: number) => ({ productId: item.id, quantity, price, vat: 23 });

    // Reclamations, in the order of their ids: 17 and 18 are open statuses, 21 a final one.
    await reclamation('older', `${M(13)}-10`, 17, A);
    await reclamation('a3', `${M(3)}-10`, 17, A);
    await reclamation('b3', `${M(3)}-15`, 18, B);
    await reclamation('closed3', `${M(3)}-20`, 21, A);
    await reclamation('a1', `${M(1)}-05`, 17, A);

    // Orders: two counted in M2 (a confirmed sale of 100.00 and a new one, no sale), an offer and
    // one marked for deletion that count nowhere; a sale in EUR this month (an order, no sale in PLN).
    await order('sale2', { customerId: A, products: [line(2, 50)] }, 'CONFIRMED', `${M(2)}-10T10:00:00Z`);
    await order('new2', { customerId: B, products: [line(1, 50)] }, null, `${M(2)}-11T10:00:00Z`);
    await order('offer2', { customerId: A, status: 'OFERTA', products: [line(1, 20)] }, null, `${M(2)}-12T10:00:00Z`);
    await order('deleted2', { customerId: A, products: [line(1, 999)] }, 'CONFIRMED', `${M(2)}-13T10:00:00Z`);
    expect((await admin.post('/api/order/change_deletion_mark', { orderId: orders.deleted2.id })).status).toBe(200);
    await order('eur0', { customerId: A, currency: 'EUR', products: [line(1, 70)] }, 'CONFIRMED', new Date().toISOString());
    await order('sale5', { customerId: B, products: [line(1, 30)] }, 'CONFIRMED', `${M(5)}-10T10:00:00Z`);
    await order('sale12', { customerId: A, products: [line(1, 10)] }, 'CONFIRMED', `${M(12)}-10T10:00:00Z`);
    // A minute before midnight in Warsaw that starts M6 is M7's; midnight itself is M6's.
    const m6 = Date.parse(warsawMidnight(`${M(6)}-01`));
    await order('late7', { customerId: A, products: [line(1, 5)] }, 'CONFIRMED', new Date(m6 - 60_000).toISOString());
    await order('early6', { customerId: A, products: [line(1, 7)] }, 'CONFIRMED', new Date(m6).toISOString());

    // Tasks: a staff user who may read the dashboards and tasks, but not every task.
    const email = `trendy.${Date.now()}@zaplecze.test`;
    const user = await admin.post<OkBody<Row>>('/api/adduser', { name: 'Księgowa', email, password: ROLE_PASSWORD, user_status: 1, user_type: 1 });
    expect(user.status).toBe(200);
    const group = await admin.post('/api/rolegroup', { description: 'Pulpit i zadania', settings: [{ key: 'dashboards', canRead: true }, { key: 'internalTasks', canRead: true, canModify: true }], users: [{ userId: user.body.responseData.id }] });
    expect(group.status).toBe(200);
    clerk = api(t.app, await t.login(email, ROLE_PASSWORD));
    await task('open4', admin, `${M(4)}-10T10:00:00Z`);
    await task('late4', admin, `${M(4)}-12T10:00:00Z`, `${M(4)}-15T10:00:00Z`);
    await task('onTime4', admin, `${M(4)}-14T10:00:00Z`, `${M(4)}-13T10:00:00Z`);
    const monthStart = Date.parse(warsawMidnight(`${M(0)}-01`));
    await task('open0', admin, new Date(Math.max(monthStart, Date.now() - 60_000)).toISOString());
    await task('future', admin, new Date(Date.now() + 40 * DAY_MS).toISOString());
    await task('open12', admin, `${M(12)}-10T10:00:00Z`);
    await task('deleted2', admin, `${M(2)}-10T10:00:00Z`);
    const table = entityTable('task');
    await t.db.update(table).set({ markedToDelete: true }).where(eq(table.id, tasks.deleted2.id));
    await task('clerk3', clerk, `${M(3)}-10T10:00:00Z`);

    [article] = (await admin.get<OkBody<Row[]>>('/api/getallreclamationcostarticles?sort=id&order=ASC')).body.responseData;
    // Costs by their date: two in M3 of A's reclamation, one in M1 of B's, one this month of a closed one, one before the 12 months.
    await cost(reclamations.a3, 10.1, `${M(3)}-05`);
    await cost(reclamations.a3, 5, `${M(3)}-25`);
    await cost(reclamations.b3, 7, `${M(1)}-28`);
    await cost(reclamations.closed3, 2.5, `${M(0)}-01`);
    await cost(reclamations.older, 1.25, `${M(12)}-15`);
    // Dated the quarter's last day: this month's, or a later month's the card counts and the trend does not show yet.
    await cost(reclamations.closed3, 0.4, quarter.dateTo);
  });
  afterAll(() => t.close());

  it('answers twelve months up to this one for every figure: exact values, empty months 0', async () => {
    const k = await kpis();
    for (const series of Object.values(k.trends)) expect(series.map((p) => p.month)).toEqual(months);
    expect(months[11]).toBe(today.slice(0, 7));
    expect(months[0]).toBe(M(11));
    const quarterEndsNow = quarter.dateTo.slice(0, 7) === M(0);

    // Registered in M3 and still open: two (the closed one is not); before the 12 months: not shown.
    expect(nonZero(k.trends.openReclamations)).toEqual({ [M(3)]: 2, [M(1)]: 1 });
    expect(k.trends.openReclamations.find((p) => p.month === M(2))?.value).toBe(0);
    expect(nonZero(k.trends.orders)).toEqual({ [M(7)]: 1, [M(6)]: 1, [M(5)]: 1, [M(2)]: 2, [M(0)]: 1 });
    expect(nonZero(k.trends.sales)).toEqual({ [M(7)]: 5, [M(6)]: 7, [M(5)]: 30, [M(2)]: 100 });
    expect(nonZero(k.trends.overdueTasks)).toEqual({ [M(4)]: 2, [M(3)]: 1, [M(0)]: 1 });
    expect(nonZero(k.trends.reclamationCosts)).toEqual({ [M(3)]: 15.1, [M(1)]: 7, [M(0)]: quarterEndsNow ? 2.9 : 2.5 });

    // The cards are the same readings: this month's and last month's points, all open ones, the quarter's months.
    expect(k.orders).toMatchObject({ count: 1, previousCount: 0, netto: 0, previousNetto: 0 });
    expect(k.openReclamations.count).toBe(4);
    expect(k.overdueTasks.count).toBe(4);
    const inQuarter = costs.filter((c) => c.date >= quarter.dateFrom && c.date <= quarter.dateTo);
    expect(k.reclamationCosts.amount).toBe(Math.round(inQuarter.reduce((s, c) => s + c.amount * 100, 0)) / 100);
  });

  it('the average age of the open reclamations at each month’s end: the current month’s is the card’s', async () => {
    const k = await kpis();
    const open = [reclamations.older, reclamations.a3, reclamations.b3, reclamations.a1];
    const expected = months.map((month) => {
      const lastDay = monthPeriod(month).dateTo;
      const end = lastDay < today ? lastDay : today;
      const registered = open.filter((r) => r.input_date <= lastDay);
      return { month, value: Math.round((10 * registered.reduce((s, r) => s + days(r.input_date, end), 0)) / registered.length) / 10 };
    });
    expect(k.trends.reclamationAge).toEqual(expected);
    // Before M3 only the older one was open: its age at M4's end in whole days.
    expect(k.trends.reclamationAge[7]).toEqual({ month: M(4), value: days(`${M(13)}-10`, monthPeriod(M(4)).dateTo) });
    expect(k.trends.reclamationAge[11].value).toBe(k.openReclamations.averageAgeDays);
  });

  it('counts only the tasks the caller sees', async () => {
    const k = await kpis(clerk);
    expect(nonZero(k.trends.overdueTasks)).toEqual({ [M(3)]: 1 });
    expect(k.overdueTasks.count).toBe(1);
    // The other figures are the company's.
    expect(nonZero(k.trends.orders)).toEqual(nonZero((await kpis()).trends.orders));
    expect(await records('overdueTasks', M(4), clerk)).toEqual([]);
    expect(await records('overdueTasks', M(3), clerk)).toEqual([tasks.clerk3.id]);
  });

  it('a client user’s customers only, as every figure of the portal', async () => {
    const caller: KpiCaller = { today, now: new Date(), tasks: undefined, customers: [A] };
    const k = await accountingKpis(t.db, caller);
    expect(nonZero(k.trends.openReclamations)).toEqual({ [M(3)]: 1, [M(1)]: 1 });
    expect(k.openReclamations.count).toBe(3);
    expect(nonZero(k.trends.orders)).toEqual({ [M(7)]: 1, [M(6)]: 1, [M(2)]: 1, [M(0)]: 1 });
    expect(nonZero(k.trends.sales)).toEqual({ [M(7)]: 5, [M(6)]: 7, [M(2)]: 100 });
    expect(k.trends.reclamationCosts.find((p) => p.month === M(1))?.value).toBe(0);
    expect(await trendRecords(t.db, caller, 'openReclamations', M(3))).toEqual({ ids: [reclamations.a3.id], truncated: false });
    expect(await trendRecords(t.db, caller, 'reclamationCosts', M(1))).toEqual({ ids: [], truncated: false });
    // A client user of no customer sees nothing.
    const none = await accountingKpis(t.db, { ...caller, customers: [] });
    expect(none.openReclamations).toMatchObject({ count: 0, averageAgeDays: null });
    expect([...none.trends.orders, ...none.trends.sales, ...none.trends.reclamationCosts, ...none.trends.openReclamations].every((p) => p.value === 0)).toBe(true);
    expect(none.trends.reclamationAge.every((p) => p.value === null)).toBe(true);
  });

  it('lists the records behind a point, newest first, as the lists take them', async () => {
    expect(await records('openReclamations', M(3))).toEqual([reclamations.b3.id, reclamations.a3.id]);
    expect(await records('reclamationAge', M(3))).toEqual([reclamations.b3.id, reclamations.a3.id, reclamations.older.id]);
    expect(await records('reclamationAge', M(1))).toEqual([reclamations.a1.id, reclamations.b3.id, reclamations.a3.id, reclamations.older.id]);
    expect(await records('orders', M(2))).toEqual([orders.new2.id, orders.sale2.id]);
    expect(await records('sales', M(2))).toEqual([orders.sale2.id]);
    expect(await records('orders', M(7))).toEqual([orders.late7.id]);
    expect(await records('overdueTasks', M(4))).toEqual([tasks.late4.id, tasks.open4.id]);
    expect(await records('reclamationCosts', M(3))).toEqual([reclamations.a3.id]);
    expect(await records('reclamationCosts', M(0))).toEqual([reclamations.closed3.id]);
    // A month with nothing, a month after this one.
    expect(await records('orders', M(8))).toEqual([]);
    expect(await records('overdueTasks', shiftMonth(M(0), 1))).toEqual([]);

    const tasksList = await admin.get<OkBody<{ rows: Row[]; count: number }>>(`/api/task?page=1&limit=10&filter=${encodeURIComponent(JSON.stringify({ id: await records('overdueTasks', M(4)) }))}`);
    expect(tasksList.body.responseData.rows.map((r) => r.id).sort()).toEqual([tasks.open4.id, tasks.late4.id].sort());
  });

  it('refuses a bad figure or month with a 400 in the caller’s language', async () => {
    const bad = async (query: string, path: string, code: string, language = 'pl') => {
      const res = await admin.get<ErrorBody>(`/api/dashboard/accounting/records?${query}`, { 'accept-language': language });
      expect(res.status, query).toBe(400);
      expect(res.body.errors, query).toEqual([expect.objectContaining({ path, code })]);
      return res.body.errors[0].message;
    };
    expect(await bad(`figure=profit&month=${M(0)}`, 'figure', 'invalidChoice')).toBe('Wybierz wartość z listy');
    expect(await bad(`month=${M(0)}`, 'figure', 'invalidChoice')).toBe('Wybierz wartość z listy');
    expect(await bad('figure=orders&month=2026-13', 'month', 'invalidMonth')).toBe('Podaj miesiąc w formacie RRRR-MM');
    expect(await bad('figure=orders&month=2026-1', 'month', 'invalidMonth', 'en')).toBe('Give a month as YYYY-MM');
    await bad('figure=orders&month=2026-01-01', 'month', 'invalidMonth');
    await bad('figure=orders', 'month', 'required');
    // Repeated or overlong parameters are no values either.
    await bad(`figure=orders&figure=sales&month=${M(0)}`, 'figure', 'invalidChoice');
    await bad(`figure=orders&month=${M(0)}&month=${M(1)}`, 'month', 'invalid');
    await bad(`figure=orders&month=${'9'.repeat(5000)}`, 'month', 'invalidMonth');
  });

  it('needs the dashboards right: 401 signed out, 403 without it and for client users', async () => {
    const path = `/api/dashboard/accounting/records?figure=orders&month=${M(2)}`;
    expect((await roles.as('anonymous').get(path)).status).toBe(401);
    expect((await roles.as('noRights').get(path)).status).toBe(403);
    expect((await roles.as('client').get(path)).status).toBe(403);
    expect((await roles.as('readOnly').get(path)).status).toBe(200);
  });
});
