import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, OPERATIONS } from '../../src/schemas/core';
import { registry } from '../../src/schemas/registry';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { seedDemoData } from '../../server/db/seed';
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
  it('seeds customers, 40 products (3 configurable) and numbered reclamations with positions, in one transaction', async () => {
    const t = await createTestApp();
    try {
      await seedDemoData(t.db);
      const client = api(t.app, await t.login());
      const list = await client.get<OkBody<{ rows: { number: string; possitions_description: string; customer: number }[]; count: number }>>(
        '/api/getallreclamations?page=1&limit=10&sort=id&order=ASC',
      );
      expect(list.body.responseData.count).toBe(5);
      expect(list.body.responseData.rows.map((r) => r.number.split('/')[1])).toEqual(['00001', '00002', '00003', '00004', '00005']);
      expect(list.body.responseData.rows[0].possitions_description).toBe('OKNO, OKUCIA');
      const customers = await client.get<OkBody<{ id: number }[]>>('/api/customer');
      expect(customers.body.responseData).toHaveLength(4);
      const products = await client.get<OkBody<{ code: string; unitOfMeasure: string; status: string; configProduct: boolean }[]>>('/api/product');
      expect(products.body.responseData).toHaveLength(40);
      expect(products.body.responseData.filter((p) => p.configProduct).map((p) => p.code).sort()).toEqual(['DRZWI-ZEW', 'OKNO-PCV', 'ROLETA-ZEW']);
      expect(products.body.responseData.find((p) => p.code === 'PIANKA-750')).toMatchObject({ unitOfMeasure: 'szt.', status: 'Active' });
    } finally {
      await t.close();
    }
  });
});
