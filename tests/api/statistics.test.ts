import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpRoles } from '../support/roles';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';

type Group = { id: number | null; label: string | null; color?: string | null; count: number; amount: number; costs: number };
type Stats = {
  period: { dateFrom: string; dateTo: string };
  byStatus: Group[];
  byType: Group[];
  byReason: Group[];
  byPerpetrator: Group[];
  byMonth: { month: string; count: number; amount: number; costs: number }[];
  total: { count: number; amount: number; costs: number };
};

describe('reclamation statistics', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let admin: Api;
  let types: Row[];
  let reasons: Row[];
  let perpetrators: Row[];

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
    admin = roles.admin;
    const all = async (path: string) => (await admin.get<OkBody<Row[]>>(`/api/${path}?sort=id&order=ASC`)).body.responseData;
    [types, reasons, perpetrators] = await Promise.all([all('getallreclamationtypes'), all('getallreclamationreasons'), all('getallreclamationperpetrators')]);
    const article = (await all('getallreclamationcostarticles'))[0];

    // 2019 is a year no other test writes to: five reclamations, two of customer A.
    const make = async (body: Record<string, unknown>) => {
      const res = await admin.post<OkBody<Row>>('/api/createreclamation', body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.responseData;
    };
    const a1 = await make({ input_date: '2019-01-01', status: 17, type: types[0].id, reason: reasons[0].id, customer: roles.customerA.id, amount: 100.5 });
    await make({ input_date: '2019-01-31', status: 17, type: types[0].id, reason: reasons[1].id, perpetrator: perpetrators[0].id, customer: roles.customerB.id, amount: 50 });
    await make({ input_date: '2019-03-15', status: 18, type: types[1].id, customer: roles.customerA.id, amount: 0.25 });
    await make({ input_date: '2019-03-31', status: 18, customer: roles.customerB.id, amount: 1000 });
    await make({ input_date: '2019-04-01', status: 17, type: types[0].id, customer: roles.customerB.id, amount: 7 }); // just outside Q1
    await make({ input_date: '2018-12-31', status: 17, customer: roles.customerA.id, amount: 9 }); // just before
    for (const amount of [10, 2.5]) {
      const cost = await admin.post('/api/reclamationcost', { reclamation_id: a1.id, cost_article: article.id, amount, quantity: 1, unit_price: amount });
      expect(cost.status, JSON.stringify(cost.body)).toBe(200);
    }
  });
  afterAll(() => t.close());

  const stats = async (client: Api, query: string) => {
    const res = await client.get<OkBody<Stats>>(`/api/reclamations/statistics?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };

  it('counts and sums per status, type, reason, perpetrator and month, bounds inclusive', async () => {
    const s = await stats(admin, 'dateFrom=2019-01-01&dateTo=2019-03-31');
    expect(s.period).toEqual({ dateFrom: '2019-01-01', dateTo: '2019-03-31' });
    expect(s.total).toEqual({ count: 4, amount: 1150.75, costs: 12.5 });
    expect(s.byStatus).toEqual([
      { id: 17, label: 'Zarejestrowana', color: '#1976d2', count: 2, amount: 150.5, costs: 12.5 },
      { id: 18, label: 'W analizie', color: '#ed6c02', count: 2, amount: 1000.25, costs: 0 },
    ]);
    expect(s.byType).toEqual([
      { id: types[0].id, label: types[0].description, count: 2, amount: 150.5, costs: 12.5 },
      { id: types[1].id, label: types[1].description, count: 1, amount: 0.25, costs: 0 },
      { id: null, label: null, count: 1, amount: 1000, costs: 0 },
    ]);
    expect(s.byReason.find((g) => g.id === null)).toMatchObject({ count: 2, amount: 1000.25 });
    expect(s.byReason.filter((g) => g.id !== null).map((g) => [g.id, g.count])).toEqual(
      expect.arrayContaining([
        [reasons[0].id, 1],
        [reasons[1].id, 1],
      ]),
    );
    expect(s.byPerpetrator).toEqual([
      { id: null, label: null, count: 3, amount: 1100.75, costs: 12.5 },
      { id: perpetrators[0].id, label: perpetrators[0].description, count: 1, amount: 50, costs: 0 },
    ]);
    expect(s.byMonth).toEqual([
      { month: '2019-01', count: 2, amount: 150.5, costs: 12.5 },
      { month: '2019-02', count: 0, amount: 0, costs: 0 },
      { month: '2019-03', count: 2, amount: 1000.25, costs: 0 },
    ]);
  });

  it('a one-day period counts the reclamations of that day only', async () => {
    expect((await stats(admin, 'dateFrom=2019-03-31&dateTo=2019-03-31')).total).toEqual({ count: 1, amount: 1000, costs: 0 });
    expect((await stats(admin, 'dateFrom=2019-04-01&dateTo=2019-04-01')).total.count).toBe(1);
  });

  it('an empty period has zero totals, empty groups and zero months', async () => {
    const s = await stats(admin, 'dateFrom=2017-01-01&dateTo=2017-02-28');
    expect(s.total).toEqual({ count: 0, amount: 0, costs: 0 });
    expect(s.byStatus).toEqual([]);
    expect(s.byMonth.map((m) => m.count)).toEqual([0, 0]);
  });

  it('without dates the period is the last 12 months', async () => {
    const s = await stats(admin, '');
    expect(s.byMonth).toHaveLength(12);
    expect(s.period.dateTo >= s.period.dateFrom).toBe(true);
    expect(s.period.dateFrom.endsWith('-01')).toBe(true);
  });

  it('a client user counts only the reclamations of its customers', async () => {
    const s = await stats(roles.as('client'), 'dateFrom=2019-01-01&dateTo=2019-03-31');
    expect(s.total).toEqual({ count: 2, amount: 100.75, costs: 12.5 });
    expect(s.byMonth.map((m) => m.count)).toEqual([1, 0, 1]);
    expect(s.byStatus.map((g) => [g.id, g.count])).toEqual([
      [17, 1],
      [18, 1],
    ]);
  });

  it.each([
    ['dateFrom=2019-02-30', 'dateFrom'],
    ['dateFrom=01.01.2019', 'dateFrom'],
    ['dateTo=2019-1-1', 'dateTo'],
    ['dateFrom=2019-05-01&dateTo=2019-04-30', 'dateTo'],
    ['dateFrom=1990-01-01&dateTo=2019-01-01', 'dateFrom'],
  ])('%s is refused with 400', async (query, path) => {
    const res = await admin.get<ErrorBody>(`/api/reclamations/statistics?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ path });
  });

  it('users without the reclamations right are refused', async () => {
    expect((await roles.as('noRights').get('/api/reclamations/statistics')).status).toBe(403);
    expect((await roles.as('anonymous').get('/api/reclamations/statistics')).status).toBe(401);
  });
});
