import { describe, expect, it } from 'vitest';
import type { GroupValue } from '../../../../src/schemas/reports';
import type { LeafGroup } from './rollup';
import { groupLabel, rollUp, toCents } from './rollup';

/** The reclamation report's one sum. */
const SUMS = ['amount'];
const leaf = (values: GroupValue[], countRows: number, amount: string): LeafGroup => ({ values, countRows, amount });

describe('rollUp', () => {
  it('builds every level from the ordered deepest groups, each parent the sum of its children', () => {
    const { levels, total } = rollUp(
      [leaf([1, 10, 'a'], 2, '10.10'), leaf([1, 10, 'b'], 1, '0.20'), leaf([1, 11, 'a'], 3, '5.00'), leaf([2, 10, 'a'], 4, '1.05'), leaf([2, null, null], 1, '0.00')],
      3,
      SUMS,
    );
    expect(levels[0]).toEqual([
      { values: [1], countRows: 6, amount: 15.3 },
      { values: [2], countRows: 5, amount: 1.05 },
    ]);
    expect(levels[1].map((g) => [g.values, g.countRows, g.amount])).toEqual([
      [[1, 10], 3, 10.3],
      [[1, 11], 3, 5],
      [[2, 10], 4, 1.05],
      [[2, null], 1, 0],
    ]);
    expect(levels[2]).toHaveLength(5);
    expect(levels[2][1]).toEqual({ values: [1, 10, 'b'], countRows: 1, amount: 0.2 });
    expect(total).toEqual({ countRows: 11, amount: 16.35 });
  });

  it('starts a new parent when an upper value changes even if a lower one repeats', () => {
    const { levels } = rollUp([leaf([1, 7], 1, '1'), leaf([2, 7], 1, '1')], 2, SUMS);
    expect(levels[0].map((g) => g.values)).toEqual([[1], [2]]);
    expect(levels[1].map((g) => g.values)).toEqual([
      [1, 7],
      [2, 7],
    ]);
  });

  it('without keys gives only the total; with no rows, empty levels and a zero total', () => {
    expect(rollUp([leaf([], 40, '410.00')], 0, SUMS)).toEqual({ levels: [], total: { countRows: 40, amount: 410 } });
    expect(rollUp([], 2, SUMS)).toEqual({ levels: [[], []], total: { countRows: 0, amount: 0 } });
  });

  it('adds money exactly in grosze', () => {
    const many = Array.from({ length: 1000 }, (_, i) => leaf([i % 2], 1, '0.10'));
    const { levels, total } = rollUp(many, 1, SUMS);
    expect(total.amount).toBe(100);
    expect(levels[0].map((g) => g.amount)).toEqual(Array.from({ length: 1000 }, () => 0.1));
    expect(toCents('1234567.89')).toBe(123456789);
    expect(toCents(33.91)).toBe(3391);
  });
});

describe('groupLabel', () => {
  it('names a row by its own value, null for none, the value itself when the labels lack it', () => {
    const labels = { status: { '17': 'Zarejestrowana' }, customer: { '5': 'Firma' } };
    const groups = ['status', 'customer', 'year'];
    expect(groupLabel(labels, groups, { values: [17] })).toBe('Zarejestrowana');
    expect(groupLabel(labels, groups, { values: [17, 5] })).toBe('Firma');
    expect(groupLabel(labels, groups, { values: [17, null] })).toBeNull();
    expect(groupLabel(labels, groups, { values: [17, 5, 2025] })).toBe('2025');
  });
});

describe('rollUp with several sums', () => {
  it('adds each sum on its own, exactly, and gives every row all of them', () => {
    const sums = ['sumBrutto', 'sumVat', 'sumNetto'];
    const orders = (values: GroupValue[], countRows: number, netto: string, vat: string, brutto: string): LeafGroup => ({ values, countRows, sumNetto: netto, sumVat: vat, sumBrutto: brutto });
    const { levels, total } = rollUp([orders(['NEW', 'PLN'], 2, '0.30', '0.07', '0.37'), orders(['NEW', 'EUR'], 1, '100.00', '23.00', '123.00'), orders(['OFERTA', 'PLN'], 1, '0.10', '0.01', '0.11')], 2, sums);
    expect(levels[0]).toEqual([
      { values: ['NEW'], countRows: 3, sumNetto: 100.3, sumVat: 23.07, sumBrutto: 123.37 },
      { values: ['OFERTA'], countRows: 1, sumNetto: 0.1, sumVat: 0.01, sumBrutto: 0.11 },
    ]);
    expect(levels[1]).toEqual([
      { values: ['NEW', 'PLN'], countRows: 2, sumNetto: 0.3, sumVat: 0.07, sumBrutto: 0.37 },
      { values: ['NEW', 'EUR'], countRows: 1, sumNetto: 100, sumVat: 23, sumBrutto: 123 },
      { values: ['OFERTA', 'PLN'], countRows: 1, sumNetto: 0.1, sumVat: 0.01, sumBrutto: 0.11 },
    ]);
    expect(total).toEqual({ countRows: 4, sumNetto: 100.4, sumVat: 23.08, sumBrutto: 123.48 });
  });

  it('reads numeric text exactly, signs and the largest amount a column holds included', () => {
    expect(toCents('999999999999.99')).toBe(99_999_999_999_999);
    expect(toCents('-12.5')).toBe(-1250);
    expect(toCents('7')).toBe(700);
    expect(toCents('0.005')).toBe(1);
    const many = Array.from({ length: 100_000 }, () => ({ values: [] as GroupValue[], countRows: 1, amount: '0.01' }));
    expect(rollUp(many, 0, ['amount']).total.amount).toBe(1000);
  });
});
