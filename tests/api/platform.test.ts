import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, OPERATIONS } from '../../src/schemas/core';
import { registry } from '../../src/schemas/registry';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { seedDemoData } from '../../server/demo';
import type { ErrorBody, OkBody, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

type OpenApi = { openapi: string; paths: Record<string, Record<string, unknown>> };

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/health answers that the server and its database are up', async () => {
    const res = await api(t.app).get<OkBody<{ status: string; database: string }>>('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ httpStatus: 200, responseData: { status: 'ok', database: 'ok' } });
  });

  it('GET /api/openapi.json lists every endpoint of every entity', async () => {
    const res = await api(t.app).get<OpenApi>('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = res.body.paths;
    expect(paths['/api/getallreclamationreasons']?.get).toBeDefined();
    expect(paths['/api/deletedeliverytype/{id}']?.delete).toBeDefined();
    for (const entity of registry) {
      for (const operation of OPERATIONS) {
        const endpoint = entity.endpoints[operation];
        const documented = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
        expect(paths[documented]?.[endpoint.method.toLowerCase()], `${entity.name} ${operation}: ${endpoint.method} ${documented}`).toBeDefined();
      }
    }
  });

  it('an unknown /api path answers 404 in the error envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['POST', '/api/getallreclamationreasons'],
    ] as const) {
      const res = await api(t.app).call<ErrorBody>(method, url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ httpStatus: 404, code: 'routeNotFound', message: formatMessage('routeNotFound', 'pl'), errors: [] });
    }
    const en = await api(t.app).get<ErrorBody>('/api/no-such-thing', { 'accept-language': 'en' });
    expect(en.body.message).toBe('No such API path');
  });

  it('refuses an /api route that declares no access', async () => {
    // buildApp takes no extra plugins, but its onRoute guard stays on the instance it returns
    // (until that is ready), so a route added there is checked the same way as its own routes.
    const fresh = await buildApp({ db: t.db, config: readConfig({ NODE_ENV: 'test' }), logger: false });
    try {
      const attempt = async () => {
        fresh.get('/api/declares-nothing', async () => 'open');
        await fresh.ready();
      };
      await expect(attempt()).rejects.toThrow('Route GET /api/declares-nothing declares no access');
    } finally {
      await fresh.close().catch(() => {});
    }
  });
});

describe('demo data', () => {
  it('seeds customers, 12 employees, 40 products (3 configurable), numbered reclamations with positions and costs, price lists, 200 orders with their delivery documents and 60 offer requests, in one transaction', async () => {
    const t = await createTestApp();
    try {
      await seedDemoData(t.db);
      const client = api(t.app, await t.login());
      const list = await client.get<OkBody<{ rows: { number: string; possitions_description: string; customer: number }[]; count: number }>>(
        '/api/getallreclamations?page=1&limit=100&sort=id&order=ASC',
      );
      // 14 of the last half year, then the 5 of the last fortnight, numbered in that order.
      expect(list.body.responseData.count).toBe(19);
      expect(new Set(list.body.responseData.rows.map((r) => r.number)).size).toBe(19);
      expect(list.body.responseData.rows.slice(0, 5).map((r) => r.number.split('/')[1])).toEqual(['00001', '00002', '00003', '00004', '00005']);
      expect(list.body.responseData.rows[14].possitions_description).toBe('OKNO, OKUCIA');
      // The dashboards have costs to show: every past reclamation and three recent ones have some.
      const costs = await t.db.execute<{ reclamations: number; points: number }>(
        sql`SELECT count(DISTINCT c.reclamation_id)::int AS reclamations, count(DISTINCT r.sales_point)::int AS points FROM reclamation_cost c JOIN reclamation r ON r.id = c.reclamation_id`,
      );
      expect(costs.rows[0]).toEqual({ reclamations: 17, points: 2 });
      const customers = await client.get<OkBody<{ id: number; name: string }[]>>('/api/customer');
      expect(customers.body.responseData).toHaveLength(4);
      const employees = await client.get<OkBody<{ firstName: string; lastName: string; position: string; email: string; active: boolean }[]>>('/api/employee');
      expect(employees.body.responseData).toHaveLength(12);
      expect(employees.body.responseData.every((e) => e.active && e.position !== '' && /^[a-z]+\.[a-z]+@zaplecze\.example\.pl$/.test(e.email))).toBe(true);
      expect(employees.body.responseData.find((e) => e.lastName === 'Jabłoński')).toMatchObject({ firstName: 'Łukasz', email: 'lukasz.jablonski@zaplecze.example.pl' });
      const products = await client.get<OkBody<{ code: string; unitOfMeasure: string; status: string; configProduct: boolean }[]>>('/api/product');
      expect(products.body.responseData).toHaveLength(40);
      expect(products.body.responseData.filter((p) => p.configProduct).map((p) => p.code).sort()).toEqual(['DRZWI-ZEW', 'OKNO-PCV', 'ROLETA-ZEW']);
      expect(products.body.responseData.find((p) => p.code === 'PIANKA-750')).toMatchObject({ unitOfMeasure: 'szt.', status: 'Active' });
      const orders = await client.get<OkBody<{ rows: { numberStr: string; status: string; sumNetto: number; sumBrutto: number }[]; count: number }>>('/api/orders?page=1&limit=200&sort=id&order=ASC');
      expect(orders.body.responseData.count).toBe(200);
      expect(orders.body.responseData.rows[0].numberStr).toBe('ZAM-000001');
      expect(new Set(orders.body.responseData.rows.map((o) => o.status))).toEqual(new Set(['OFERTA', 'NEW', 'CONFIRMED', 'READY_FOR_PRODUCTION', 'CLOSED', 'CANCELED']));
      // Every order's gross is its net plus 23 % VAT, computed like the server's own saves.
      for (const o of orders.body.responseData.rows) expect(o.sumBrutto).toBeGreaterThan(o.sumNetto);
      const closed = orders.body.responseData.rows.filter((o) => o.status === 'CLOSED').length;
      const documents = await client.get<OkBody<{ status: string; number: string }[]>>('/api/delivery_document');
      expect(documents.body.responseData).toHaveLength(closed);
      expect(documents.body.responseData.every((d) => d.status === 'ISSUED' && d.number.startsWith('WZLC/'))).toBe(true);
      const requests = await client.get<OkBody<{ rows: { orderId: number | null }[]; count: number }>>('/api/customer_request?page=1&limit=100');
      expect(requests.body.responseData.count).toBe(60);
      expect(requests.body.responseData.rows.filter((r) => r.orderId !== null).length).toBeGreaterThan(0);
      const lists = await client.get<OkBody<{ description: string; priceCode: string | null }[]>>('/api/pricelist');
      expect(lists.body.responseData.map((l) => l.priceCode)).toEqual(expect.arrayContaining([null, 'DEALER']));
      const okno = products.body.responseData.find((p) => p.code === 'OKNO-PCV') as unknown as { id: number };
      // Budmax is in the HURT group: the base list's 5 % discount applies.
      const price = await client.post<OkBody<{ priceType: string }[]>>('/api/pricelist/calculate_prices', { productId: okno.id, quantity: 1, customerId: customers.body.responseData.find((c) => c.name.startsWith('Budmax'))?.id });
      expect(price.body.responseData.map((l) => l.priceType)).toEqual(['main', 'discount']);
    } finally {
      await t.close();
    }
  });
});
