import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../src/schemas/entities/customer';
import { product } from '../../src/schemas/entities/product';
import { buildRecord, createRow } from '../support/entities';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

type Line = { productId: number; quantity: number; price: number; sumNetto: number; sumBrutto: number };
type Document = Row & { number: string; prefix: string; status: string; baseDocument: number | null; customerId: number; sumNetto: number; sumBrutto: number; editable: boolean; products: Line[] };
type Exchange = Row & { objectType: string; objectId: number; objectNumber: string; action: string; status: string; payload: Row[] };

describe('delivery documents and the exchange queue', () => {
  let t: TestApp;
  let admin: Api;
  let customerId: number;
  let productId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await t.login());
    customerId = (await createRow(admin, customer, await buildRecord(admin, customer))).id;
    productId = (await createRow(admin, product, await buildRecord(admin, product))).id;
  });
  afterAll(() => t.close());

  const order = async () => {
    const res = await admin.post<OkBody<Row & { numberStr: string }>>('/api/order', { customerId, reference: 'Hala Leszno', products: [{ productId, quantity: 2, price: 150.5, vat: 23 }, { productId, quantity: 1, price: 99.99, vat: 8 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };
  const exchange = async () => (await admin.get<OkBody<Exchange[]>>('/api/exchange/all?sort=id&order=ASC')).body.responseData;

  it('confirming an order queues it for the ERP with the order as confirmed; the ERP takes it off the queue', async () => {
    const made = await order();
    expect(await exchange()).toEqual([]);
    await admin.put(`/api/order/${made.id}`, { status: 'CONFIRMED' });
    const queued = await exchange();
    expect(queued).toEqual([expect.objectContaining({ objectType: 'order', objectId: made.id, objectNumber: made.numberStr, action: 'confirmed', status: 'pending' })]);
    expect(queued[0].payload[0]).toMatchObject({ id: made.id, status: 'CONFIRMED', sumBrutto: made.sumBrutto });
    // Moving on from CONFIRMED queues nothing more.
    await admin.put(`/api/order/${made.id}`, { status: 'READY_FOR_PRODUCTION' });
    expect(await exchange()).toHaveLength(1);
    expect((await admin.delete(`/api/exchange/${queued[0].id}`)).status).toBe(200);
    const again = await admin.delete<ErrorBody>(`/api/exchange/${queued[0].id}`);
    expect(again.status).toBe(404);
    expect(await exchange()).toEqual([]);
  });

  it('a delivery document is made from a confirmed order only, with its lines, sums and link', async () => {
    const made = await order();
    const early = await admin.post<ErrorBody>(`/api/delivery_document/from_order/${made.id}`);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('notDeliverable');
    await admin.put(`/api/order/${made.id}`, { status: 'CONFIRMED' });
    const res = await admin.post<OkBody<Document>>(`/api/delivery_document/from_order/${made.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const doc = res.body.responseData;
    const now = new Date();
    expect(doc.number).toBe(`WZLC/0001/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}`);
    expect(doc).toMatchObject({ prefix: 'WZLC', status: 'NEW', baseDocument: made.id, customerId, reference: 'Hala Leszno', editable: true, sumNetto: made.sumNetto, sumBrutto: made.sumBrutto });
    expect(doc.products.map((l) => [l.quantity, l.price, l.sumNetto])).toEqual([
      [2, 150.5, 301],
      [1, 99.99, 99.99],
    ]);
  });

  it('an issued document is final: queued for the ERP, its content and deletion refused', async () => {
    const made = await admin.post<OkBody<Document>>('/api/delivery_document', { customerId, products: [{ productId, quantity: 3, price: 10 }] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.responseData.id;
    expect(made.body.responseData).toMatchObject({ status: 'NEW', packageMaterial: 'Karton', deliveryMethod: 'STANDARD', active: true, sumNetto: 30, sumBrutto: 36.9 });
    const issued = await admin.put<OkBody<Document>>(`/api/delivery_document/${id}`, { status: 'ISSUED' });
    expect(issued.body.responseData).toMatchObject({ status: 'ISSUED', editable: false });
    expect((await exchange()).filter((e) => e.objectType === 'delivery_document').map((e) => [e.objectId, e.action])).toEqual([[id, 'issued']]);
    const change = await admin.put<ErrorBody>(`/api/delivery_document/${id}`, { reference: 'Po wydaniu' });
    expect(change.status).toBe(409);
    expect(change.body.code).toBe('documentLocked');
    expect((await admin.put<ErrorBody>(`/api/delivery_document/${id}`, { status: 'NEW' })).status).toBe(400);
    expect((await admin.delete<ErrorBody>(`/api/delivery_document/${id}`)).status).toBe(409);
    expect((await admin.post<ErrorBody>('/api/delivery_document', { customerId, status: 'ISSUED' })).body.errors[0]).toMatchObject({ path: 'status', code: 'statusTransition' });
  });
});
