import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../src/schemas/entities/customer';
import { seedDemoData } from '../../server/demo';
import { entityTable } from '../../server/db/tables';
import type { NumeratorSettings } from '../../server/core/numbering';
import { formatNumber } from '../../server/core/numbering';
import { MAX_TAKEN_IN_A_ROW, NUMBERED_DOCUMENTS } from '../../server/core/numerators';
import { warsawToday } from '../../server/core/today';
import { buildRecord, createRow } from '../support/entities';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

type Numerator = Row & NumeratorSettings & { documentType: string; lastNumber: number };

const numerators = async (admin: Api) => (await admin.get<OkBody<Numerator[]>>('/api/getalldocumentnumerators')).body.responseData;
const numeratorOf = async (admin: Api, documentType: string) => (await numerators(admin)).find((n) => n.documentType === documentType)!;

/** Makes a document of each numbered kind through the API, the way a person does: its answer's number. */
const makers = (admin: Api, customerId: number): Record<string, () => Promise<{ status: number; number: string | undefined }>> => {
  const made = async (url: string, body: unknown, field = 'number') => {
    const res = await admin.post<OkBody<Row> | ErrorBody>(url, body);
    return { status: res.status, number: 'responseData' in res.body ? (res.body.responseData[field] as string) : undefined };
  };
  return {
    reclamation: () => made('/api/createreclamation', { customer: customerId }),
    order: () => made('/api/order', { customerId }, 'numberStr'),
    customer_request: () => made('/api/customer_request', { customerId, title: 'Okna do biura' }),
    delivery_document: () => made('/api/delivery_document', { customerId, products: [] }),
    task: () => made('/api/task', { name: 'Telefon do klienta' }),
  };
};

describe('numbers on the demo data', () => {
  let t: TestApp;
  let admin: Api;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db);
    admin = api(t.app, await t.login());
  });
  afterAll(() => t.close());

  // First, before the other test makes documents of its own (a new reclamation starts the demo's process, whose task is due days ahead).
  it('no demo date is after the day it was seeded', async () => {
    const columns = await t.db.execute<{ table_name: string; column_name: string; data_type: string }>(sql`
      SELECT table_name, column_name, data_type FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('date', 'timestamp with time zone', 'timestamp without time zone')
        AND column_name <> 'expires_at'`);
    expect(columns.rows.length).toBeGreaterThan(20);
    const today = warsawToday();
    const late: string[] = [];
    for (const { table_name: table, column_name: column, data_type: type } of columns.rows) {
      const after = type === 'date' ? sql`${sql.identifier(column)} > ${today}::date` : sql`${sql.identifier(column)} > now()`;
      const found = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${after}`);
      if (found.rows[0].n > 0) late.push(`${table}.${column}: ${found.rows[0].n}`);
    }
    expect(late).toEqual([]);
  });

  it('a delivery document made by hand on a fresh install gets a number no demo document holds, and so does every numbered document', async () => {
    const held = async (documentType: string) => {
      const { entity, field } = NUMBERED_DOCUMENTS[documentType];
      const table = entityTable(entity);
      return new Set((await t.db.select({ number: table[field] }).from(table)).map((r) => r.number));
    };
    const seeded = await held('delivery_document');
    expect(seeded.size).toBeGreaterThan(0);
    const customerId = (await admin.get<OkBody<Row[]>>('/api/customer')).body.responseData[0].id;
    const document = await admin.post<OkBody<Row & { number: string }>>('/api/delivery_document', { customerId, products: [] });
    expect(document.status, JSON.stringify(document.body)).toBe(200);
    const [year, month] = warsawToday().split('-');
    expect(document.body.responseData.number).toMatch(new RegExp(`^WZLC/\\d{4}/${month}/${year}$`));
    expect(seeded.has(document.body.responseData.number)).toBe(false);

    for (const [documentType, make] of Object.entries(makers(admin, customerId))) {
      const before = await held(documentType);
      const made = await make();
      expect(made.status, documentType).toBe(200);
      expect(before.has(made.number), `${documentType} ${made.number}`).toBe(false);
    }
  });
});

describe('a number some document already holds', () => {
  let t: TestApp;
  let admin: Api;
  let customerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await t.login());
    customerId = (await createRow(admin, customer, await buildRecord(admin, customer))).id;
    if (!(await numerators(admin)).some((n) => n.documentType === 'task')) {
      expect((await admin.post('/api/createdocumentnumerator', { description: 'Zadania', documentType: 'task', prefix: 'ZAD', format: '{prefix}/{number}/{year}', padding: 5 })).status).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('every kind of numbered document the numerators give is listed where its numbers are checked', async () => {
    const kinds = (await numerators(admin)).map((n) => n.documentType).sort();
    expect(Object.keys(NUMBERED_DOCUMENTS).sort()).toEqual(expect.arrayContaining(kinds));
  });

  it('typed by hand on an order ahead of the numerator, is stepped over by the next order the numerator numbers', async () => {
    const make = makers(admin, customerId).order;
    const first = await make();
    const numerator = await numeratorOf(admin, 'order');
    const ahead = formatNumber(numerator, numerator.lastNumber + 2, new Date());
    const typed = await admin.post<OkBody<Row & { numberStr: string }>>('/api/order', { customerId, numberStr: ahead });
    expect(typed.body.responseData.numberStr).toBe(ahead);
    // The typed order used up the counter after the first; the next one would be the typed number.
    const next = await make();
    expect(next.status).toBe(200);
    expect([first.number, ahead]).not.toContain(next.number);
    expect(next.number).toBe(formatNumber(numerator, numerator.lastNumber + 3, new Date()));
    expect((await numeratorOf(admin, 'order')).lastNumber).toBe(numerator.lastNumber + 3);
  });

  it.each(['reclamation', 'customer_request', 'delivery_document', 'task'])('imported into %s ahead of the numerator, is stepped over; the numerator goes on after it', async (documentType) => {
    const make = makers(admin, customerId)[documentType];
    expect((await make()).status).toBe(200);
    const numerator = await numeratorOf(admin, documentType);
    const imported = [1, 2].map((step) => formatNumber(numerator, numerator.lastNumber + step, new Date()));
    const { entity, field } = NUMBERED_DOCUMENTS[documentType];
    const table = entityTable(entity);
    const required: Record<string, Record<string, unknown>> = {
      reclamation: {},
      customer_request: { customerId, title: 'Import' },
      delivery_document: { customerId },
      task: { name: 'Import' },
    };
    await t.db.insert(table).values(imported.map((number) => ({ ...required[documentType], [field]: number })));

    const next = await make();
    expect(next.status).toBe(200);
    expect(next.number).toBe(formatNumber(numerator, numerator.lastNumber + 3, new Date()));
    expect((await numeratorOf(admin, documentType)).lastNumber).toBe(numerator.lastNumber + 3);
    const after = await make();
    expect(after.number).toBe(formatNumber(numerator, numerator.lastNumber + 4, new Date()));
  });

  it(`gives up with a 409 naming the numerator, and writes nothing, when the next ${MAX_TAKEN_IN_A_ROW} numbers are all taken`, async () => {
    const numerator = await numeratorOf(admin, 'customer_request');
    // A format without the counter gives one number, whatever the counter: once held, every next one is taken.
    const update = await admin.put('/api/updatedocumentnumerator', { id: numerator.id, format: 'ZO/STAŁY' });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const make = makers(admin, customerId).customer_request;
    expect(await make()).toEqual({ status: 200, number: 'ZO/STAŁY' });
    const count = async () => (await admin.get<OkBody<{ count: number }>>('/api/customer_request?page=1&limit=1')).body.responseData.count;
    const before = await count();
    const refused = await admin.post<ErrorBody>('/api/customer_request', { customerId, title: 'Jeszcze jedno' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'numbersTaken', message: `Numerator dokumentu customer_request nie znalazł wolnego numeru: kolejne ${MAX_TAKEN_IN_A_ROW} numerów jest już zajętych. Zmień jego ostatni numer lub wzór` });
    expect(await count()).toBe(before);
    expect((await numeratorOf(admin, 'customer_request')).lastNumber).toBe(numerator.lastNumber + 1);
    expect((await admin.put('/api/updatedocumentnumerator', { id: numerator.id, format: numerator.format })).status).toBe(200);
  });
});
