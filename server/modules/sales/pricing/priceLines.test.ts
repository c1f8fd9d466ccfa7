import { describe, expect, it } from 'vitest';
import { calculatePriceLines, choosePriceList } from './priceLines';
import type { PriceListData, PriceListDiscount, PriceQuery, PriceResult } from './priceLines';

const PRODUCT = 7;

const list = (over: Partial<PriceListData> = {}): PriceListData => ({
  id: 1,
  priceCode: null,
  description: 'Cennik podstawowy',
  currency: 'PLN',
  validFrom: null,
  validTo: null,
  active: true,
  prices: [{ productId: PRODUCT, price: 100 }],
  surcharges: [],
  discounts: [],
  ...over,
});

const discount = (over: Partial<PriceListDiscount> = {}): PriceListDiscount => ({
  id: 1,
  customersGroup: null,
  productId: null,
  discountPercent: 10,
  maxDiscount: 20,
  discountPriority: 0,
  ...over,
});

const query = (over: Partial<PriceQuery> = {}): PriceQuery => ({
  productId: PRODUCT,
  productName: 'Okno PCV 1200×1500',
  quantity: 1,
  chosen: [],
  customer: { priceCode: 'HURT', customersGroup: 'dealerzy' },
  currency: 'PLN',
  today: '2026-05-15',
  ...over,
});

const linesOf = (result: PriceResult) => {
  if (!result.ok) throw new Error(`expected lines, got ${result.code}`);
  return result.lines;
};

const discountLine = (result: PriceResult) => linesOf(result).find((l) => l.priceType === 'discount');

describe('choosePriceList', () => {
  it("prefers the customer's price code over the base list", () => {
    const lists = [list({ id: 1 }), list({ id: 2, priceCode: 'HURT' }), list({ id: 3, priceCode: 'DETAL' })];
    expect(choosePriceList(lists, query())?.id).toBe(2);
  });

  it('falls back to a base list (null or empty code), never to another code', () => {
    const other = list({ id: 3, priceCode: 'DETAL', validFrom: '2026-05-01' });
    expect(choosePriceList([other, list({ id: 1 })], query())?.id).toBe(1);
    expect(choosePriceList([other, list({ id: 4, priceCode: '' })], query())?.id).toBe(4);
    expect(choosePriceList([other, list({ id: 1 })], query({ customer: null }))?.id).toBe(1);
    expect(choosePriceList([other], query())).toBeUndefined();
  });

  it("falls back to base when the customer's list has no price for the product", () => {
    const lists = [list({ id: 1 }), list({ id: 2, priceCode: 'HURT', prices: [{ productId: 99, price: 5 }] })];
    expect(choosePriceList(lists, query())?.id).toBe(1);
  });

  it('applies validity dates with both edge days inclusive', () => {
    const may = list({ validFrom: '2026-05-01', validTo: '2026-05-31' });
    expect(choosePriceList([may], query({ today: '2026-05-01' }))).toBe(may);
    expect(choosePriceList([may], query({ today: '2026-05-31' }))).toBe(may);
    expect(choosePriceList([may], query({ today: '2026-04-30' }))).toBeUndefined();
    expect(choosePriceList([may], query({ today: '2026-06-01' }))).toBeUndefined();
    expect(choosePriceList([list({ validFrom: null, validTo: '2026-05-15' })], query())).toBeDefined();
    expect(choosePriceList([list({ validFrom: '2026-05-15', validTo: null })], query())).toBeDefined();
  });

  it('skips inactive lists and lists in another currency', () => {
    const lists = [list({ id: 2, priceCode: 'HURT', active: false }), list({ id: 3, priceCode: 'HURT', currency: 'EUR' }), list({ id: 1 })];
    expect(choosePriceList(lists, query())?.id).toBe(1);
    expect(choosePriceList(lists, query({ currency: 'EUR' }))?.id).toBe(3);
    expect(choosePriceList(lists, query({ currency: 'USD' }))).toBeUndefined();
  });

  it('picks the latest validFrom (null earliest), then the highest id', () => {
    const open = list({ id: 9, validFrom: null });
    const april = list({ id: 5, validFrom: '2026-04-01' });
    const march = list({ id: 8, validFrom: '2026-03-01' });
    expect(choosePriceList([open, march, april], query())?.id).toBe(5);
    expect(choosePriceList([april, list({ id: 6, validFrom: '2026-04-01' }), march], query())?.id).toBe(6);
    expect(choosePriceList([list({ id: 2 }), open, list({ id: 4 })], query())?.id).toBe(9);
  });
});

describe('calculatePriceLines', () => {
  it('returns noPrice when no list applies', () => {
    expect(calculatePriceLines([], query())).toEqual({ ok: false, code: 'noPrice' });
    expect(calculatePriceLines([list({ prices: [{ productId: 99, price: 1 }] })], query())).toEqual({ ok: false, code: 'noPrice' });
  });

  it('builds the main line from the chosen list', () => {
    const result = calculatePriceLines([list({ id: 1 }), list({ id: 2, priceCode: 'HURT', description: 'Cennik hurtowy', prices: [{ productId: PRODUCT, price: 80 }] })], query({ quantity: 3 }));
    expect(result).toEqual({
      ok: true,
      maxDiscount: null,
      lines: [
        {
          priceDescription: 'Cennik hurtowy',
          priceType: 'main',
          description: 'Okno PCV 1200×1500',
          quantity: 3,
          price: 80,
          discountPercent: 0,
          discountSum: 0,
          sum: 240,
          vat: 0,
          sumNetto: 240,
          sumBrutto: 240,
          discountId: null,
          pricelistId: 2,
          priceCode: 'HURT',
          maxDiscount: null,
          discountPriority: 0,
        },
      ],
    });
  });

  it('adds surcharge lines in the order of the chosen values and skips values without one', () => {
    const surcharges = [
      { parameterValueId: 11, price: 50 },
      { parameterValueId: 12, price: 20.5 },
    ];
    const chosen = [
      { parameterValueId: 12, paramName: 'Kolor', valueLabel: 'Antracyt' },
      { parameterValueId: 13, paramName: 'Klamka', valueLabel: 'Standard' },
      { parameterValueId: 11, paramName: 'Szyba', valueLabel: 'Trzyszybowa' },
    ];
    const lines = linesOf(calculatePriceLines([list({ surcharges })], query({ quantity: 2, chosen })));
    expect(lines.map((l) => [l.priceType, l.description, l.price, l.sum])).toEqual([
      ['main', 'Okno PCV 1200×1500', 100, 200],
      ['surcharge', 'Kolor: Antracyt', 20.5, 41],
      ['surcharge', 'Szyba: Trzyszybowa', 50, 100],
    ]);
    expect(lines[1]).toMatchObject({ priceDescription: 'Cennik podstawowy', discountId: null, discountPercent: 0, discountSum: 0, maxDiscount: null, discountPriority: 0, pricelistId: 1 });
  });

  it('computes sums exactly', () => {
    const sumFor = (price: number, quantity: number) => linesOf(calculatePriceLines([list({ prices: [{ productId: PRODUCT, price }] })], query({ quantity })))[0].sum;
    expect(sumFor(0.1, 3)).toBe(0.3);
    expect(sumFor(1234.56, 2.5)).toBe(3086.4);
    expect(sumFor(0.07, 1.005)).toBe(0.07);
  });

  it('discounts the main and surcharge sums together, exactly', () => {
    const lists = [list({ prices: [{ productId: PRODUCT, price: 33.33 }], discounts: [discount({ id: 4, discountPercent: 12.5, maxDiscount: 30, discountPriority: 2 })] })];
    const result = calculatePriceLines(lists, query({ quantity: 3 }));
    expect(result).toMatchObject({ ok: true, maxDiscount: 30 });
    expect(discountLine(result)).toEqual({
      priceDescription: 'Cennik podstawowy',
      priceType: 'discount',
      description: 'Rabat 12.5%',
      quantity: 3,
      price: 0,
      discountPercent: 12.5,
      discountSum: 12.5,
      sum: -12.5,
      vat: 0,
      sumNetto: -12.5,
      sumBrutto: -12.5,
      discountId: 4,
      pricelistId: 1,
      priceCode: null,
      maxDiscount: 30,
      discountPriority: 2,
    });

    const withSurcharge = list({ surcharges: [{ parameterValueId: 11, price: 50 }], discounts: [discount({ discountPercent: 10 })] });
    const chosen = [{ parameterValueId: 11, paramName: 'Szyba', valueLabel: 'Trzyszybowa' }];
    expect(discountLine(calculatePriceLines([withSurcharge], query({ quantity: 2, chosen })))?.discountSum).toBe(30);
  });

  it("never limits a line below the discount the list itself gives (a limit left at 0 is the discount's own percent)", () => {
    const result = calculatePriceLines([list({ discounts: [discount({ discountPercent: 7.5, maxDiscount: 0 })] })], query());
    expect(result).toMatchObject({ ok: true, maxDiscount: 7.5 });
    expect(discountLine(result)).toMatchObject({ discountPercent: 7.5, maxDiscount: 7.5 });
  });

  it('matches discounts by customer group and product', () => {
    const calc = (d: PriceListDiscount, over: Partial<PriceQuery> = {}) => discountLine(calculatePriceLines([list({ discounts: [d] })], query(over)));
    expect(calc(discount({ customersGroup: 'dealerzy', productId: PRODUCT }))).toBeDefined();
    expect(calc(discount({ customersGroup: null, productId: null }), { customer: null })).toBeDefined();
    expect(calc(discount({ customersGroup: 'inwestorzy' }))).toBeUndefined();
    expect(calc(discount({ productId: 99 }))).toBeUndefined();
    expect(calc(discount({ customersGroup: 'dealerzy' }), { customer: null })).toBeUndefined();
    expect(calc(discount({ customersGroup: 'dealerzy' }), { customer: { priceCode: null, customersGroup: null } })).toBeUndefined();
    expect(calculatePriceLines([list({ discounts: [discount({ productId: 99 })] })], query())).toMatchObject({ ok: true, maxDiscount: null });
  });

  it('takes the highest priority, then the more specific discount, then the lower id', () => {
    const pick = (...discounts: PriceListDiscount[]) => discountLine(calculatePriceLines([list({ discounts })], query()))?.discountId;
    expect(pick(discount({ id: 1, discountPriority: 1, productId: PRODUCT, customersGroup: 'dealerzy' }), discount({ id: 2, discountPriority: 5 }))).toBe(2);
    expect(pick(discount({ id: 1 }), discount({ id: 2, productId: PRODUCT }))).toBe(2);
    expect(pick(discount({ id: 1 }), discount({ id: 2, customersGroup: 'dealerzy' }))).toBe(2);
    expect(pick(discount({ id: 1, customersGroup: 'dealerzy' }), discount({ id: 2, productId: PRODUCT }))).toBe(2);
    expect(pick(discount({ id: 2, productId: PRODUCT }), discount({ id: 3, productId: PRODUCT, customersGroup: 'dealerzy' }))).toBe(3);
    expect(pick(discount({ id: 5 }), discount({ id: 3 }), discount({ id: 4 }))).toBe(3);
  });

  it('gives every line vat 0 and equal net and gross sums', () => {
    const lists = [list({ prices: [{ productId: PRODUCT, price: 19.99 }], surcharges: [{ parameterValueId: 11, price: 7.77 }], discounts: [discount({ discountPercent: 7 })] })];
    const lines = linesOf(calculatePriceLines(lists, query({ quantity: 1.5, chosen: [{ parameterValueId: 11, paramName: 'Szyba', valueLabel: 'Ornament' }] })));
    expect(lines.map((l) => l.priceType)).toEqual(['main', 'surcharge', 'discount']);
    for (const l of lines) {
      expect(l.vat).toBe(0);
      expect(l.sumNetto).toBe(l.sum);
      expect(l.sumBrutto).toBe(l.sum);
    }
    // 19.99 × 1.5 = 29.985 → 29.99; 7.77 × 1.5 = 11.655 → 11.66; 7% of 41.65 = 2.9155 → 2.92
    expect(lines.map((l) => l.sum)).toEqual([29.99, 11.66, -2.92]);
  });

  it('throws a RangeError for a quantity that is not a finite number above 0', () => {
    for (const quantity of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => calculatePriceLines([list()], query({ quantity }))).toThrow(RangeError);
    }
  });
});
