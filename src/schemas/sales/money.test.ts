import { describe, expect, it } from 'vitest';
import { formatMoney, fromGrosze, multiply, percentOf, toGrosze } from './money';

const NBSP = '\u00a0';

describe('toGrosze', () => {
  it.each([
    [12.34, 1234],
    [0, 0],
    [0.01, 1],
    [-12.34, -1234],
    [0.1 + 0.2, 30],
    [0.7 + 0.1, 80],
    [1.1 * 3, 330],
    [1.005, 101],
    [12.345, 1235],
    [-12.345, -1235],
    [12.3449, 1234],
    [999_999_999_999.99, 99_999_999_999_999],
    [-999_999_999_999.99, -99_999_999_999_999],
    [1e-7, 0],
  ])('%s → %s', (amount, grosze) => {
    expect(toGrosze(amount)).toBe(grosze);
  });
  it('never answers -0', () => {
    expect(Object.is(toGrosze(-0.001), 0)).toBe(true);
  });
  it('refuses what is not an amount or does not fit a safe integer', () => {
    expect(() => toGrosze(Number.NaN)).toThrow(RangeError);
    expect(() => toGrosze(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toGrosze(1e14)).toThrow(RangeError);
  });
});

describe('fromGrosze', () => {
  it.each([
    [1234, 12.34],
    [30, 0.3],
    [1, 0.01],
    [-5, -0.05],
    [99_999_999_999_999, 999_999_999_999.99],
  ])('%s → %s', (grosze, amount) => {
    expect(fromGrosze(grosze)).toBe(amount);
  });
  it('round-trips every grosz of a range', () => {
    for (let g = -20_000; g <= 20_000; g++) expect(toGrosze(fromGrosze(g))).toBe(g);
    for (let g = 99_999_999_999_999 - 20_000; g <= 99_999_999_999_999; g++) expect(toGrosze(fromGrosze(g))).toBe(g);
  });
  it('refuses fractions of a grosz', () => {
    expect(() => fromGrosze(1.5)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('writes Polish notation by default, grouping thousands with a no-break space', () => {
    expect(formatMoney(1234.56)).toBe(`1${NBSP}234,56`);
    expect(formatMoney(999_999_999_999.99)).toBe(`999${NBSP}999${NBSP}999${NBSP}999,99`);
    expect(formatMoney(-1234.5)).toBe(`-1${NBSP}234,50`);
  });
  it('always writes 2 decimals, rounded half away from zero', () => {
    expect(formatMoney(0)).toBe('0,00');
    expect(formatMoney(12)).toBe('12,00');
    expect(formatMoney(1.005)).toBe('1,01');
    expect(formatMoney(0.1 + 0.2)).toBe('0,30');
    expect(formatMoney(-0.001)).toBe('0,00');
  });
  it('follows another locale', () => {
    expect(formatMoney(1234.5, 'en')).toBe('1,234.50');
  });
});

describe('multiply', () => {
  it('is exact where floats are not', () => {
    expect(multiply(10, 3)).toBe(30);
    expect(0.1 * 3).not.toBe(0.3);
    expect(multiply(3333, 2.5)).toBe(8333);
    expect(Math.round(33.33 * 2.5 * 100)).toBe(8332);
  });
  it('rounds half away from zero', () => {
    expect(multiply(100, 0.125)).toBe(13);
    expect(multiply(-100, 0.125)).toBe(-13);
    expect(multiply(3333, -2.5)).toBe(-8333);
    expect(multiply(1, 0.4)).toBe(0);
  });
  it('keeps every grosz of products beyond 2^53 thousandths', () => {
    expect(multiply(99_999_999, 1_000_000)).toBe(99_999_999_000_000);
    expect(multiply(99_999_999_999_999, 1)).toBe(99_999_999_999_999);
    expect(multiply(1_234_567_891, 12_345.678)).toBe(15_241_577_651_425);
  });
  it('refuses a result beyond a safe integer and a price that is not whole grosze', () => {
    expect(() => multiply(99_999_999_999_999, 1000)).toThrow(RangeError);
    expect(() => multiply(12.5, 2)).toThrow(RangeError);
    expect(() => multiply(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('is exact and rounds half away from zero', () => {
    expect(percentOf(1001, 12.5)).toBe(125);
    expect(percentOf(-1001, 12.5)).toBe(-125);
    expect(percentOf(5997, 23)).toBe(1379);
    expect(percentOf(50, 1)).toBe(1);
    expect(percentOf(49, 1)).toBe(0);
    expect(percentOf(10_000, 8.75)).toBe(875);
    expect(percentOf(1234, 0)).toBe(0);
  });
  it('keeps every grosz of large amounts', () => {
    expect(percentOf(99_999_999_999_999, 23)).toBe(23_000_000_000_000);
    expect(percentOf(99_999_999_999_999, 99.99)).toBe(99_989_999_999_999);
  });
});
