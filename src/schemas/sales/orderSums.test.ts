import { describe, expect, it } from 'vitest';
import { lineSums, orderSums } from './orderSums';

describe('lineSums', () => {
  it('0.1 × 3 is 0.30', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(lineSums({ price: 0.1, quantity: 3, vat: 0 })).toEqual({ gross: 0.3, discountSum: 0, sumNetto: 0.3, sumVat: 0, sumBrutto: 0.3 });
  });
  it('19.99 × 3 with 23% VAT', () => {
    expect(lineSums({ price: 19.99, quantity: 3, vat: 23 })).toEqual({ gross: 59.97, discountSum: 0, sumNetto: 59.97, sumVat: 13.79, sumBrutto: 73.76 });
  });
  it('2.5 × 33.33 is 83.33: 83.325 rounds half away from zero', () => {
    expect(Math.round(2.5 * 33.33 * 100) / 100).toBe(83.32);
    expect(lineSums({ price: 33.33, quantity: 2.5, vat: 23 })).toEqual({ gross: 83.33, discountSum: 0, sumNetto: 83.33, sumVat: 19.17, sumBrutto: 102.5 });
  });
  it('a discount of 12.5% of 10.01 is 1.25', () => {
    expect(lineSums({ price: 10.01, quantity: 1, discountPercent: 12.5, vat: 23 })).toEqual({ gross: 10.01, discountSum: 1.25, sumNetto: 8.76, sumVat: 2.01, sumBrutto: 10.77 });
  });
  it('no discount when it is null or absent', () => {
    expect(lineSums({ price: 10, quantity: 2, discountPercent: null, vat: 8 })).toEqual(lineSums({ price: 10, quantity: 2, vat: 8 }));
    expect(lineSums({ price: 10, quantity: 2, vat: 8 })).toEqual({ gross: 20, discountSum: 0, sumNetto: 20, sumVat: 1.6, sumBrutto: 21.6 });
  });
  it('a quantity with 3 decimals', () => {
    expect(lineSums({ price: 99.99, quantity: 0.125, vat: 5 })).toEqual({ gross: 12.5, discountSum: 0, sumNetto: 12.5, sumVat: 0.63, sumBrutto: 13.13 });
  });
  it('a million units near the largest amounts keep every grosz', () => {
    expect(lineSums({ price: 999_999.99, quantity: 1_000_000, vat: 23 })).toEqual({
      gross: 999_999_990_000,
      discountSum: 0,
      sumNetto: 999_999_990_000,
      sumVat: 229_999_997_700,
      sumBrutto: 1_229_999_987_700,
    });
  });
  it('refuses what is not a number', () => {
    expect(() => lineSums({ price: Number.NaN, quantity: 1, vat: 23 })).toThrow(RangeError);
    expect(() => lineSums({ price: 1, quantity: Number.POSITIVE_INFINITY, vat: 23 })).toThrow(RangeError);
  });
});

describe('orderSums', () => {
  it('no lines give zeros', () => {
    expect(orderSums([])).toEqual({ lines: [], total: { sumNetto: 0, sumVat: 0, sumBrutto: 0, discountSum: 0 } });
  });
  it('adds up the lines', () => {
    const { lines, total } = orderSums([
      { price: 19.99, quantity: 3, vat: 23 },
      { price: 10.01, quantity: 1, discountPercent: 12.5, vat: 23 },
      { price: 0.1, quantity: 3, vat: 8 },
    ]);
    expect(lines.map((line) => line.sumBrutto)).toEqual([73.76, 10.77, 0.32]);
    expect(total).toEqual({ sumNetto: 69.03, sumVat: 15.82, sumBrutto: 84.85, discountSum: 1.25 });
  });
  it('computes VAT per line, so the total VAT is the sum of the lines’ rounded VAT', () => {
    const line = { price: 0.02, quantity: 1, vat: 23 };
    expect(orderSums([line, line, line]).total).toEqual({ sumNetto: 0.06, sumVat: 0, sumBrutto: 0.06, discountSum: 0 });
  });
  it('a total near 999 999 999 999.99 keeps every grosz', () => {
    const { total } = orderSums([
      { price: 999_999_999_999.98, quantity: 1, vat: 23 },
      { price: 0.01, quantity: 1, vat: 23 },
    ]);
    expect(total).toEqual({ sumNetto: 999_999_999_999.99, sumVat: 230_000_000_000, sumBrutto: 1_229_999_999_999.99, discountSum: 0 });
  });
  it('1,000,000 lines of 999 999.99 add up without losing a grosz', () => {
    const lines = Array.from({ length: 1_000_000 }, () => ({ price: 999_999.99, quantity: 1, vat: 0 }));
    let floatSum = 0;
    for (const line of lines) floatSum += line.price;
    expect(floatSum).not.toBe(999_999_990_000);
    expect(orderSums(lines).total).toEqual({ sumNetto: 999_999_990_000, sumVat: 0, sumBrutto: 999_999_990_000, discountSum: 0 });
  }, 30_000);
  it('refuses a total beyond what a number holds to the grosz', () => {
    const line = { price: 999_999_999_999.99, quantity: 50, vat: 0 };
    expect(() => orderSums([line, line])).toThrow(RangeError);
  });
});
