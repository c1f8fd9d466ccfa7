import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product } from '../../src/schemas/entities/product';
import { buildRecord, createRow } from '../support/entities';
import { pdfTitle } from '../support/pdf';
import { setUpRoles } from '../support/roles';
import type { OkBody, Row, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';

type Document = Row & { number: string; createdAt: string; baseDocument: number | null };

/** DD.MM.YYYY of a moment, in Poland (spec §9). */
const polishDate = (iso: string) => new Date(iso).toLocaleDateString('pl-PL', { timeZone: 'Europe/Warsaw', day: '2-digit', month: '2-digit', year: 'numeric' });

describe('the printed delivery document (WZ)', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let own: Document;
  let foreign: Document;

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const pdfOf = (id: number, cookie?: string) => get(`/api/delivery_document/${id}/document.pdf`, cookie);

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
    const made = await createRow(roles.admin, product, await buildRecord(roles.admin, product, 0));
    // The usual way a WZ comes to be: from a confirmed order, which it then names.
    const order = await roles.admin.post<OkBody<Row>>('/api/order', { customerId: roles.customerA.id, products: [{ productId: made.id, quantity: 2.5, price: 100, vat: 23 }] });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    await roles.admin.put(`/api/order/${order.body.responseData.id}`, { status: 'CONFIRMED' });
    const fromOrder = await roles.admin.post<OkBody<Document>>(`/api/delivery_document/from_order/${order.body.responseData.id}`);
    expect(fromOrder.status, JSON.stringify(fromOrder.body)).toBe(200);
    own = fromOrder.body.responseData;
    const other = await roles.admin.post<OkBody<Document>>('/api/delivery_document', { customerId: roles.customerB.id, products: [] });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    foreign = other.body.responseData;
  });
  afterAll(() => t.close());

  it('is a real PDF, inline, titled with the number and the day of the document', async () => {
    expect(own.baseDocument).not.toBeNull();
    const res = await pdfOf(Number(own.id), roles.cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="wz-${own.number.replace(/\//g, '_')}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdfTitle(pdf)).toBe(`Wydanie zewnętrzne WZ Nr ${own.number} od ${polishDate(own.createdAt)}`);
  });

  it('a document without lines or an order prints too', async () => {
    const res = await pdfOf(Number(foreign.id), roles.cookies.admin);
    expect(res.statusCode).toBe(200);
    expect(pdfTitle(res.rawPayload)).toBe(`Wydanie zewnętrzne WZ Nr ${foreign.number} od ${polishDate(foreign.createdAt)}`);
  });

  it('an unknown document is 404, a bad id 400; no session 401, no right 403', async () => {
    expect((await get('/api/delivery_document/999999/document.pdf', roles.cookies.admin)).statusCode).toBe(404);
    expect((await get('/api/delivery_document/abc/document.pdf', roles.cookies.admin)).statusCode).toBe(400);
    expect((await pdfOf(Number(own.id))).statusCode).toBe(401);
    expect((await pdfOf(Number(own.id), roles.cookies.noRights)).statusCode).toBe(403);
    expect((await pdfOf(Number(own.id), roles.cookies.readOnly)).statusCode).toBe(200);
  });

  it('a client user prints its own customers\u2019 documents only', async () => {
    expect((await pdfOf(Number(own.id), roles.cookies.client)).statusCode).toBe(200);
    const refused = await pdfOf(Number(foreign.id), roles.cookies.client);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toContain('application/json');
  });
});
