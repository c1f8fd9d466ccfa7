import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../src/schemas/entities/product';
import { buildRecord, createRow, uniqueToken } from '../support/entities';
import { pdfTitle } from '../support/pdf';
import { setUpRoles } from '../support/roles';
import type { OkBody, Row, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';

type Order = Row & { numberStr: string; createdAt: string; status: string; currency: string; reference: string | null; sumNetto: number; sumVat: number; sumBrutto: number };

/** DD.MM.YYYY of a moment, in Poland (spec §9). */
const polishDate = (iso: string) => new Date(iso).toLocaleDateString('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric' });
/** The calendar day of a moment in Poland, as the workbook holds it (midnight UTC). */
const warsawDay = (iso: string) => new Date(`${new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' })}T00:00:00Z`);

describe('order documents: the confirmation PDF and the list export', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let own: Order;
  let foreign: Order;
  let token: string;
  let products: Row[];

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const create = async (body: Record<string, unknown>): Promise<Order> => {
    const res = await roles.admin.post<OkBody<Order>>('/api/order', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };
  const xlsx = async (query: Record<string, unknown>, cookie = roles.cookies.admin) => {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    const res = await get(`/api/orders/xlsx?${params.toString()}`, cookie);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Zamówienia');
    if (!sheet) throw new Error('no sheet "Zamówienia"');
    return { res, rows: sheet.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1)) };
  };

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
    token = `Dok${uniqueToken()}`;
    products = [];
    for (let i = 0; i < 2; i++) products.push(await createRow(roles.admin, product, await buildRecord(roles.admin, product, 0)));
    const terms = (await roles.admin.get<OkBody<Row[]>>('/api/termsOfPayment')).body.responseData;
    own = await create({
      customerId: roles.customerA.id,
      reference: `${token} budowa`,
      project: 'Osiedle Łąkowe',
      termsOfPayment: terms[0].id,
      deliveryDate: '2026-04-15',
      // 19.99 × 3 = 59.97 + 23 % = 73.76; 1000 × 2.5 = 2500 − 10 % = 2250 + 8 % = 2430: 2503.76 gross.
      products: [
        { productId: products[0].id, quantity: 3, price: 19.99, vat: 23, description: 'Kolor antracyt' },
        { productId: products[1].id, quantity: 2.5, price: 1000, discountPercent: 10, vat: 8 },
      ],
    });
    foreign = await create({ customerId: roles.customerB.id, reference: `${token} obcy`, products: [{ productId: products[0].id, quantity: 1, price: 10 }] });
  });
  afterAll(() => t.close());

  it('the confirmation is a real PDF, inline, titled with the number and the day of the order', async () => {
    expect(own.sumBrutto).toBe(2503.76);
    const res = await get(`/api/order/${own.id}/confirmation.pdf`, roles.cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="potwierdzenie-${own.numberStr}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = pdf.toString('latin1');
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto/);
    expect(pdfTitle(pdf)).toBe(`Potwierdzenie zamówienia Nr ${own.numberStr} od ${polishDate(own.createdAt)}`);
  });

  it('an unknown order is 404, a bad id 400; no session 401, no right 403', async () => {
    expect((await get('/api/order/999999/confirmation.pdf', roles.cookies.admin)).statusCode).toBe(404);
    expect((await get('/api/order/abc/confirmation.pdf', roles.cookies.admin)).statusCode).toBe(400);
    expect((await get(`/api/order/${own.id}/confirmation.pdf`)).statusCode).toBe(401);
    expect((await get(`/api/order/${own.id}/confirmation.pdf`, roles.cookies.noRights)).statusCode).toBe(403);
    expect((await get('/api/orders/xlsx')).statusCode).toBe(401);
    expect((await get('/api/orders/xlsx', roles.cookies.noRights)).statusCode).toBe(403);
  });

  it('a client user prints its own customers\u2019 orders only', async () => {
    expect((await get(`/api/order/${own.id}/confirmation.pdf`, roles.cookies.client)).statusCode).toBe(200);
    expect((await get(`/api/order/${foreign.id}/confirmation.pdf`, roles.cookies.client)).statusCode).toBe(404);
    expect((await get(`/api/order/${foreign.id}/confirmation.pdf`, roles.cookies.admin)).statusCode).toBe(200);
  });

  it('the export holds the filtered orders in the list order, with names and Polish statuses', async () => {
    const offer = await create({ customerId: roles.customerA.id, status: 'OFERTA', reference: `${token} oferta`, currency: 'EUR', products: [{ productId: products[1].id, quantity: 1, price: 99.99, vat: 23 }] });
    const { res, rows } = await xlsx({ sort: 'id', order: 'ASC', filter: { q: token } });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="zamowienia-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    expect(rows).toEqual([
      ['Numer', 'Data', 'Klient', 'Referencja', 'Status', 'Waluta', 'Wartość netto', 'VAT', 'Wartość brutto'],
      [own.numberStr, warsawDay(own.createdAt), roles.customerA.name, `${token} budowa`, 'Nowe', 'PLN', 2309.97, 193.79, 2503.76],
      [foreign.numberStr, warsawDay(foreign.createdAt), roles.customerB.name, `${token} obcy`, 'Nowe', 'PLN', 10, 2.3, 12.3],
      [offer.numberStr, warsawDay(offer.createdAt), roles.customerA.name, `${token} oferta`, 'Oferta', 'EUR', 99.99, 23, 122.99],
    ]);
    // The sort and a second filter apply; paging parameters do not (the export is the whole list).
    const offers = await xlsx({ sort: 'id', order: 'DESC', filter: { q: token, status: 'OFERTA' }, page: 2, limit: 1 });
    expect(offers.rows.slice(1).map((r) => r[0])).toEqual([offer.numberStr]);
    const newest = await xlsx({ sort: 'id', order: 'DESC', filter: { q: token } });
    expect(newest.rows.slice(1).map((r) => r[0])).toEqual([offer.numberStr, foreign.numberStr, own.numberStr]);
  });

  it('a client user exports only its customers\u2019 orders; a bad query is a 400 before any file', async () => {
    const { rows } = await xlsx({ sort: 'id', order: 'ASC', filter: { q: token } }, roles.cookies.client);
    expect(rows.slice(1).map((r) => r[2])).toEqual([roles.customerA.name, roles.customerA.name]);
    expect(rows.slice(1).map((r) => r[0])).not.toContain(foreign.numberStr);
    const bad = await get(`/api/orders/xlsx?sort=nope`, roles.cookies.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/json');
  });
});
