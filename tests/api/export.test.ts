import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../src/schemas/entities/customer';
import { buildRecord, createRow } from '../support/entities';
import { setUpRoles } from '../support/roles';
import type { TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';

/**
 * A list as a file: what the list shows (its filter, sort and columns), values as the portal shows
 * them, and nothing a spreadsheet would run.
 */
describe('export of a list (/api/export/{entity}.xlsx and .csv)', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let tag: string;

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
    tag = `Eksport${Date.now()}`;
    const terms = await roles.admin.post<{ responseData: { id: number } }>('/api/termsOfPayment', { description: 'Przelew 14 dni', days: 14 });
    const cash = await roles.admin.post<{ responseData: { id: number } }>('/api/termsOfPayment', { description: 'Gotówka', days: 0 });
    for (const [name, extra] of [
      [`${tag} B`, { deliverySettings: '=HYPERLINK("http://zły.example","kliknij")', status: 'Active', termsOfPayment: terms.body.responseData.id }],
      [`${tag} A; "cudzysłów"`, { deliverySettings: '+48 600 700 800', status: 'Inactive', termsOfPayment: cash.body.responseData.id }],
      [`${tag} C`, { deliverySettings: '@SUM(A1)', status: 'Active', termsOfPayment: cash.body.responseData.id }],
    ] as const) {
      await createRow(roles.admin, customer, { ...(await buildRecord(roles.admin, customer)), name, ...extra });
    }
  });
  afterAll(() => t.close());

  const query = (columns: string, order = 'ASC') => `filter=${encodeURIComponent(JSON.stringify({ q: tag }))}&sort=name&order=${order}&columns=${columns}`;

  it('CSV: the filtered rows in the list order, the chosen columns headed by their labels, choices and references by name, no formula', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/export/customer.csv?${query('name,deliverySettings,status,termsOfPayment')}`, headers: { cookie: roles.cookies.admin! } });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="customer-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-total-count']).toBe('3');
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Nazwa;Ustawienia dostawy;Status;Termin płatności');
    expect(lines.slice(1)).toEqual([
      `"${tag} A; ""cudzysłów""";'+48 600 700 800;Nieaktywny;Gotówka`,
      `${tag} B;"'=HYPERLINK(""http://zły.example"",""kliknij"")";Aktywny;Przelew 14 dni`,
      `${tag} C;'@SUM(A1);Aktywny;Gotówka`,
    ]);
  });

  it('XLSX: the same rows as cells, a formula-looking text kept as the text it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/export/customer.xlsx?${query('name,deliverySettings', 'DESC')}`, headers: { cookie: roles.cookies.admin! } });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows = sheet.getSheetValues().slice(1).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Nazwa', 'Ustawienia dostawy']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([`${tag} C`, `${tag} B`, `${tag} A; "cudzysłów"`]);
    const cell = sheet.getRow(3).getCell(2);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
    // A string cell is never evaluated: the text stays exactly as it was typed.
    expect(cell.value).toBe('=HYPERLINK("http://zły.example","kliknij")');
  });

  it('refuses an unknown column or filter with 400, a list without the right with 403', async () => {
    const cookie = roles.cookies.admin!;
    for (const url of [`/api/export/customer.csv?columns=name,passwordHash`, `/api/export/customer.csv?columns=`, `/api/export/customer.csv?sort=noSuchField`, `/api/export/customer.xlsx?filter=notjson`, `/api/export/no_such.csv`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect([res.statusCode, url]).toEqual([400, url]);
      expect(JSON.parse(res.body).message).toBeTruthy();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/export/product.csv', headers: { cookie: roles.cookies.client! } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/export/customer.csv' })).statusCode).toBe(401);
  });

  it('a client user’s export holds its own customers only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/export/customer.csv?columns=name', headers: { cookie: roles.cookies.client! } });
    expect(res.statusCode).toBe(200);
    expect(res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n')).toEqual(['Nazwa', roles.customerA.name]);
  });
});
