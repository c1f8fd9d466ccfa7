import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../src/schemas/entities/customer';
import { priceList } from '../../src/schemas/entities/priceList';
import { product } from '../../src/schemas/entities/product';
import { buildRecord, createRow } from '../support/entities';
import { setUpRoles } from '../support/roles';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

type Line = Row & { productId: number; quantity: number; price: number; discountPercent: number; vat: number; discountSum: number; sumNetto: number; sumVat: number; sumBrutto: number };
type Order = Row & {
  numberStr: string;
  number: number;
  prefix: string;
  status: string;
  customerId: number;
  reference: string | null;
  markedToDelete: boolean;
  sumNetto: number;
  sumVat: number;
  sumBrutto: number;
  discountSum: number;
  editable: boolean;
  allowedStatuses: string[];
  products: Line[];
};
type Version = { id: number; version: number; action: string; changes: { field: string; from: unknown; to: unknown }[]; userName: string | null; data?: Order };
type PriceLine = { priceType: string; price: number; sum: number; discountPercent: number; discountSum: number; maxDiscount: number | null; vat: number; sumNetto: number; sumBrutto: number; pricelistId: number };

describe('customer orders', () => {
  let t: TestApp;
  let admin: Api;
  let customerId: number;
  let products: Row[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = api(t.app, await t.login());
    customerId = (await createRow(admin, customer, { ...(await buildRecord(admin, customer)), customersGroup: 'HURT', priceCode: null })).id;
    products = [];
    for (let i = 0; i < 3; i++) products.push(await createRow(admin, product, await buildRecord(admin, product, 0)));
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>) => {
    const res = await admin.post<OkBody<Order>>('/api/order', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };
  const line = (productId: number, rest: Record<string, unknown> = {}) => ({ productId, quantity: 1, price: 10, ...rest });
  const orders = async () => (await admin.get<OkBody<Order[]>>('/api/orders?sort=id&order=ASC')).body.responseData;
  const versions = async (id: number) => (await admin.get<OkBody<Version[]>>(`/api/object_version?objectType=order&objectId=${id}`)).body.responseData;

  it('a new order takes its number from the order numerator and its sums from the server, exactly', async () => {
    const made = await create({
      customerId,
      reference: 'REF-SUMS',
      products: [line(products[0].id, { quantity: 3, price: 19.99, vat: 23 }), line(products[1].id, { quantity: 3, price: 0.1, discountPercent: 10, vat: 8 }), line(products[2].id, { quantity: 2.5, price: 33.33, vat: 0 })],
    });
    expect(made.numberStr).toMatch(/^ZAM-\d{6}$/);
    expect(made.numberStr).toBe(`ZAM-${String(made.number).padStart(6, '0')}`);
    expect(made).toMatchObject({ prefix: 'ZAM', status: 'NEW', editable: true, allowedStatuses: ['CONFIRMED', 'CANCELED'], markedToDelete: false });
    // 19.99 × 3 = 59.97, VAT 13.79; 0.10 × 3 = 0.30 − 10 % = 0.27, VAT 0.02; 33.33 × 2.5 = 83.33 (83.325 rounded half up).
    expect(made.products.map((l) => [l.sumNetto, l.sumVat, l.sumBrutto, l.discountSum])).toEqual([
      [59.97, 13.79, 73.76, 0],
      [0.27, 0.02, 0.29, 0.03],
      [83.33, 0, 83.33, 0],
    ]);
    expect(made).toMatchObject({ sumNetto: 143.57, sumVat: 13.81, sumBrutto: 157.38, discountSum: 0.03 });
    const next = await create({ customerId });
    expect(next.number).toBe(made.number + 1);
    const own = await create({ customerId, numberStr: 'ZEW/2026/17' });
    expect(own.numberStr).toBe('ZEW/2026/17');
    expect(await versions(made.id)).toEqual([expect.objectContaining({ version: 1, action: 'created', userName: 'Administrator', changes: [] })]);
  });

  it('sums sent by a caller are ignored: the server computes them', async () => {
    const made = await create({ customerId, sumBrutto: 1, products: [{ ...line(products[0].id, { price: 100 }), sumNetto: 1, sumBrutto: 1 }] });
    expect(made.products[0]).toMatchObject({ sumNetto: 100, sumVat: 23, sumBrutto: 123 });
    expect(made.sumBrutto).toBe(123);
  });

  it('an order without a customer says "Customer not filled!" in the caller language', async () => {
    const before = await orders();
    const res = await admin.post<ErrorBody>('/api/order', { reference: 'bez klienta' }, { 'accept-language': 'en' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ path: 'customerId', code: 'customerRequired', message: 'Customer not filled!' });
    expect((await admin.post<ErrorBody>('/api/order', { reference: 'bez klienta' })).body.errors[0].message).toBe('Nie wybrano klienta!');
    expect(await orders()).toEqual(before);
  });

  it('bad lines are a 400 on the line and field, and nothing is written (not even a number)', async () => {
    const before = await orders();
    const numerator = (await admin.get<OkBody<Row[]>>('/api/getalldocumentnumerators')).body.responseData.find((n) => n.documentType === 'order');
    const refuse = async (lines: unknown[], path: string, code: string) => {
      const res = await admin.post<ErrorBody>('/api/order', { customerId, products: lines });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.errors.map((e) => [e.path, e.code])).toContainEqual([path, code]);
    };
    await refuse([line(products[0].id), line(2_000_000_000)], 'products.1.productId', 'unknownReference');
    await refuse([line(products[0].id, { quantity: -2 })], 'products.0.quantity', 'tooSmall');
    await refuse([line(products[0].id, { quantity: 1.2345 })], 'products.0.quantity', 'tooManyDecimals');
    await refuse([line(products[0].id, { discountPercent: 101 })], 'products.0.discountPercent', 'tooBig');
    await refuse([line(products[0].id, { vat: 7 })], 'products.0.vat', 'invalidChoice');
    await refuse([line(products[0].id, { prices: [{ priceType: 'bonus', description: 'x', quantity: 1, price: 1, sum: 1 }] })], 'products.0.prices', 'invalid');
    await refuse([line(products[0].id, { price: 999_999_999_999, quantity: 1000 })], 'products.0.price', 'tooBig');
    await refuse(Array.from({ length: 10_000 }, () => line(products[0].id)), 'products', 'tooManyItems');
    const inactive = await createRow(admin, product, { ...(await buildRecord(admin, product, 0)), status: 'Inactive' });
    await refuse([line(inactive.id)], 'products.0.productId', 'inactiveProduct');
    expect(await orders()).toEqual(before);
    const after = (await admin.get<OkBody<Row[]>>('/api/getalldocumentnumerators')).body.responseData.find((n) => n.documentType === 'order');
    expect(after?.lastNumber).toBe(numerator?.lastNumber);
  });

  it('a discount above the price list maxDiscount for the customer is refused; within it, it is kept', async () => {
    const priced = await createRow(admin, product, await buildRecord(admin, product, 0));
    await createRow(admin, priceList, {
      description: 'Cennik hurtowy',
      currency: 'PLN',
      prices: [{ productId: priced.id, price: 200 }],
      discounts: [{ customersGroup: 'HURT', productId: priced.id, discountPercent: 5, maxDiscount: 12, discountPriority: 1 }],
    });
    const refused = await admin.post<ErrorBody>('/api/order', { customerId, products: [line(priced.id, { price: 200, discountPercent: 12.5 })] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ path: 'products.0.discountPercent', code: 'discountAboveMax', message: 'Rabat może wynosić najwyżej 12%' });
    const priceLines = (await admin.post<OkBody<Row[]>>('/api/pricelist/calculate_prices', { productId: priced.id, quantity: 1, customerId })).body.responseData;
    const kept = await create({ customerId, products: [line(priced.id, { price: 200, discountPercent: 12, prices: priceLines })] });
    expect(kept.products[0]).toMatchObject({ discountSum: 24, sumNetto: 176 });
    expect((kept.products[0] as unknown as { prices: Row[] }).prices.map((p) => p.priceType)).toEqual(['main', 'discount']);
  });

  it('maxDiscount is null where no price-list discount applies, and any discount saves; where one applies it is its limit, above it refused, at it kept', async () => {
    const free = await createRow(admin, product, await buildRecord(admin, product, 0));
    const limited = await createRow(admin, product, await buildRecord(admin, product, 0));
    await createRow(admin, priceList, {
      description: 'Cennik z limitem rabatu',
      currency: 'PLN',
      prices: [{ productId: free.id, price: 50 }, { productId: limited.id, price: 80 }],
      // The customer is in HURT: only the second discount applies, and only to the limited product.
      discounts: [{ customersGroup: 'DETAL', productId: free.id, discountPercent: 3, maxDiscount: 4, discountPriority: 1 }, { customersGroup: 'HURT', productId: limited.id, discountPercent: 5, maxDiscount: 10, discountPriority: 1 }],
    });
    const calc = async (productId: number) => (await admin.post<OkBody<PriceLine[]>>('/api/pricelist/calculate_prices', { productId, quantity: 1, customerId })).body.responseData;
    const getPrice = async (productId: number) => (await admin.post<OkBody<{ maxDiscount: number | null }>>('/api/product/getPrice', { productId, customerId })).body.responseData.maxDiscount;

    const freeLines = await calc(free.id);
    expect(freeLines.map((l) => [l.priceType, l.maxDiscount])).toEqual([['main', null]]);
    expect(await getPrice(free.id)).toBeNull();
    const generous = await create({ customerId, products: [line(free.id, { price: 50, discountPercent: 50, prices: freeLines })] });
    expect(generous.products[0]).toMatchObject({ discountPercent: 50, discountSum: 25, sumNetto: 25 });

    const limitedLines = await calc(limited.id);
    expect(limitedLines.map((l) => [l.priceType, l.maxDiscount])).toEqual([['main', null], ['discount', 10]]);
    expect(await getPrice(limited.id)).toBe(10);
    const before = await orders();
    const refused = await admin.post<ErrorBody>('/api/order', { customerId, products: [line(limited.id, { price: 80, discountPercent: 15, prices: limitedLines })] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Rabat %: Rabat może wynosić najwyżej 10%', errors: [{ path: 'products.0.discountPercent', code: 'discountAboveMax', message: 'Rabat może wynosić najwyżej 10%' }] });
    expect(await orders()).toEqual(before);
    const atLimit = await create({ customerId, products: [line(limited.id, { price: 80, discountPercent: 10, prices: limitedLines })] });
    expect(atLimit.products[0]).toMatchObject({ discountPercent: 10, discountSum: 8, sumNetto: 72 });
  });

  it('the status moves only along the transition table; content changes only while OFERTA or NEW', async () => {
    const made = await create({ customerId, status: 'OFERTA', products: [line(products[0].id)] });
    expect(made.allowedStatuses).toEqual(['NEW', 'CANCELED']);
    const skip = await admin.put<ErrorBody>(`/api/order/${made.id}`, { status: 'CONFIRMED' });
    expect(skip.status).toBe(400);
    expect(skip.body.errors[0]).toMatchObject({ path: 'status', code: 'statusTransition' });
    expect(skip.body.message).toContain('OFERTA');
    expect((await admin.put<OkBody<Order>>(`/api/order/${made.id}`, { status: 'NEW', reference: 'Zmieniona' })).body.responseData).toMatchObject({ status: 'NEW', reference: 'Zmieniona' });
    const confirmed = (await admin.put<OkBody<Order>>(`/api/order/${made.id}`, { status: 'CONFIRMED' })).body.responseData;
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', editable: false, allowedStatuses: ['READY_FOR_PRODUCTION', 'CANCELED'] });
    const locked = await admin.put<ErrorBody>(`/api/order/${made.id}`, { reference: 'Po potwierdzeniu', products: [] });
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('orderLocked');
    expect((await admin.get<OkBody<Order>>(`/api/order/${made.id}`)).body.responseData).toEqual(confirmed);
    expect((await admin.put<OkBody<Order>>(`/api/order/${made.id}`, { status: 'CANCELED' })).status).toBe(200);
    expect((await admin.put<ErrorBody>(`/api/order/${made.id}`, { status: 'NEW' })).status).toBe(400);
    expect((await admin.post<ErrorBody>('/api/order', { customerId, status: 'CLOSED' })).body.errors[0]).toMatchObject({ path: 'status', code: 'statusTransition' });
    const log = await versions(made.id);
    expect(log.map((v) => v.action)).toEqual(['status', 'status', 'edited', 'created']);
    expect(log[2].changes).toEqual(expect.arrayContaining([{ field: 'status', from: 'OFERTA', to: 'NEW' }, { field: 'reference', from: null, to: 'Zmieniona' }]));
  });

  it('the deletion mark is reversible, freezes the order, and lets a confirmed order be deleted; the log outlives it', async () => {
    const made = await create({ customerId, products: [line(products[0].id)] });
    await admin.put(`/api/order/${made.id}`, { status: 'CONFIRMED' });
    const refused = await admin.delete<ErrorBody>(`/api/order/${made.id}`);
    expect(refused.status).toBe(409);
    const marked = await admin.post<OkBody<Order>>('/api/order/change_deletion_mark', { orderId: made.id });
    expect(marked.body.responseData).toMatchObject({ markedToDelete: true, editable: false, allowedStatuses: [] });
    expect((await admin.put<ErrorBody>(`/api/order/${made.id}`, { status: 'CANCELED' })).body.code).toBe('markedToDelete');
    const restored = await admin.post<OkBody<Order>>('/api/order/change_deletion_mark', { orderId: made.id });
    expect(restored.body.responseData.markedToDelete).toBe(false);
    await admin.post('/api/order/change_deletion_mark', { orderId: made.id });
    expect((await admin.delete<OkBody<Order>>(`/api/order/${made.id}`)).status).toBe(200);
    expect((await admin.get(`/api/order/${made.id}`)).status).toBe(404);
    const log = await versions(made.id);
    expect(log.map((v) => v.action)).toEqual(['deleted', 'markedToDelete', 'restored', 'markedToDelete', 'status', 'created']);
    const last = await admin.get<OkBody<Version>>(`/api/object_version/${log[0].id}`);
    expect(last.body.responseData.data).toMatchObject({ id: made.id, numberStr: made.numberStr, markedToDelete: true });
    expect((await admin.post<ErrorBody>('/api/order/change_deletion_mark', { orderId: made.id })).status).toBe(404);
    expect((await admin.post<ErrorBody>('/api/order/change_deletion_mark', { orderId: 'x' })).status).toBe(400);
  });

  it('check_double names the other order with the same reference, ignoring case, spaces and the order itself', async () => {
    const first = await create({ customerId, reference: 'Budowa Leszno 7' });
    const answer = await admin.post<OkBody<{ double: boolean; message: string | null; orders: { id: number; numberStr: string }[] }>>('/api/order/check_double', { reference: '  budowa LESZNO 7 ' }, { 'accept-language': 'en' });
    expect(answer.body.responseData).toEqual({ double: true, message: `An order with the same reference already exists (${first.numberStr})`, orders: [{ id: first.id, numberStr: first.numberStr }] });
    const self = await admin.post<OkBody<{ double: boolean }>>('/api/order/check_double', { reference: 'Budowa Leszno 7', id: first.id });
    expect(self.body.responseData).toMatchObject({ double: false, message: null });
    const data = await admin.post<OkBody<Row[]>>('/api/order/get_double_data', { reference: 'budowa leszno 7' });
    expect(data.body.responseData.map((r) => r.id)).toEqual([first.id]);
    expect((await admin.post<ErrorBody>('/api/order/check_double', {})).body.errors[0]).toMatchObject({ path: 'reference', code: 'required' });
  });

  it('check_double and get_double_data take a new, unsaved order: id 0, null or left out', async () => {
    const first = await create({ customerId, reference: 'Budowa Gniezno 12' });
    for (const id of [0, null, undefined]) {
      const check = await admin.post<OkBody<{ double: boolean; orders: { id: number }[] }>>('/api/order/check_double', { reference: 'budowa gniezno 12', id });
      expect(check.status, `id ${id}`).toBe(200);
      expect(check.body.responseData, `id ${id}`).toMatchObject({ double: true, orders: [{ id: first.id }] });
      const data = await admin.post<OkBody<Row[]>>('/api/order/get_double_data', { reference: 'Budowa Gniezno 12', id });
      expect(data.status, `id ${id}`).toBe(200);
      expect(data.body.responseData.map((r) => r.id), `id ${id}`).toEqual([first.id]);
    }
    // An id below 0 is refused in words that agree with the refusal.
    const negative = await admin.post<ErrorBody>('/api/order/check_double', { reference: 'Budowa Gniezno 12', id: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({ message: 'id: Wartość musi wynosić co najmniej 0', errors: [{ path: 'id', code: 'tooSmall' }] });
  });

  it('calculate_prices answers the main line and the customer discount line, VAT 0 and net equal to gross', async () => {
    const priced = await createRow(admin, product, await buildRecord(admin, product, 0));
    const post = (body: unknown) => admin.post<OkBody<Row>>('/api/pricelist', body);
    expect((await post({ description: 'Podstawowy', currency: 'PLN', prices: [{ productId: priced.id, price: 123.45 }], discounts: [{ customersGroup: 'HURT', discountPercent: 7.5, maxDiscount: 15, discountPriority: 2 }] })).status).toBe(200);
    const res = await admin.post<OkBody<PriceLine[]>>('/api/pricelist/calculate_prices', { productId: priced.id, quantity: 3, choosenParameters: [], customerId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [main, discount] = res.body.responseData;
    expect(main).toMatchObject({ priceType: 'main', price: 123.45, sum: 370.35, vat: 0, sumNetto: 370.35, sumBrutto: 370.35 });
    expect(discount).toMatchObject({ priceType: 'discount', discountPercent: 7.5, discountSum: 27.78, sum: -27.78, maxDiscount: 15, vat: 0 });
    const anonymous = await admin.post<OkBody<PriceLine[]>>('/api/pricelist/calculate_prices', { productId: priced.id, quantity: 1 });
    expect(anonymous.body.responseData.map((l) => l.priceType)).toEqual(['main']);
    const price = await admin.post<OkBody<{ price: number; maxDiscount: number }>>('/api/product/getPrice', { productId: priced.id, customerId });
    expect(price.body.responseData).toMatchObject({ price: 123.45, maxDiscount: 15 });
    const unpriced = await admin.post<ErrorBody>('/api/pricelist/calculate_prices', { productId: products[2].id, quantity: 1 });
    expect(unpriced.status).toBe(400);
    expect(unpriced.body.code).toBe('noPrice');
    expect((await admin.post<ErrorBody>('/api/pricelist/calculate_prices', { productId: 2_000_000_000, quantity: 1 })).body.errors[0]).toMatchObject({ path: 'productId', code: 'unknownReference' });
    expect((await admin.post<ErrorBody>('/api/pricelist/calculate_prices', { productId: priced.id, quantity: -1 })).body.errors[0]).toMatchObject({ path: 'quantity', code: 'tooSmall' });
  });

  it('a client user sees and writes only its customers orders', async () => {
    const roles = await setUpRoles(t);
    const own = await create({ customerId: roles.customerA.id, reference: 'Klient A' });
    const other = await create({ customerId: roles.customerB.id, reference: 'Klient B' });
    const client = roles.as('client');
    const list = (await client.get<OkBody<Order[]>>('/api/orders')).body.responseData;
    expect(list.map((o) => o.id)).toEqual([own.id]);
    expect((await client.get(`/api/order/${other.id}`)).status).toBe(404);
    expect((await client.post('/api/order', { customerId: roles.customerB.id })).status).toBe(403);
    expect((await client.get(`/api/object_version?objectType=order&objectId=${other.id}`)).status).toBe(404);
    const doubles = await client.post<OkBody<{ double: boolean }>>('/api/order/check_double', { reference: 'Klient B' });
    expect(doubles.body.responseData.double).toBe(false);
    expect((await client.put<OkBody<Order>>(`/api/order/${own.id}`, { reference: 'Poprawiona przez klienta' })).status).toBe(200);
  });
});
