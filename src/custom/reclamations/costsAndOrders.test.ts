import { describe, expect, it } from 'vitest';
import { costAmount, costsTotal, formatMoney, nextProductionOrderNumber, subjectChoices } from './costsAndOrders';

describe('reclamation costs', () => {
  it('amount = quantity × unit price, rounded to 2 decimals', () => {
    expect(costAmount(3, 12.5)).toBe(37.5);
    expect(costAmount(1.005, 1)).toBe(1.01);
    expect(costAmount(0.333, 10)).toBe(3.33);
    expect(costAmount('2', '0.125')).toBe(0.25);
    expect(costAmount(null, 5)).toBe(0);
    expect(costAmount(2, '')).toBe(0);
    expect(costAmount('x', 5)).toBe(0);
  });

  it('the total adds amounts in cents', () => {
    expect(costsTotal([{ amount: 0.1 }, { amount: 0.2 }])).toBe(0.3);
    expect(costsTotal([{ amount: 100 }, { amount: '23.45' }, { amount: null }, {}])).toBe(123.45);
    expect(costsTotal(undefined)).toBe(0);
  });

  it('money reads with 2 decimals', () => {
    expect(formatMoney(12.5, 'en')).toBe('12.50');
    expect(formatMoney(12345.5, 'pl').replace(/\s/g, ' ')).toBe('12 345,50');
    expect(formatMoney(undefined, 'en')).toBe('0.00');
  });
});

describe('production orders', () => {
  it('proposes <reclamation number>/ZP/<n>', () => {
    expect(nextProductionOrderNumber('REK/00001/2026', [])).toBe('REK/00001/2026/ZP/1');
    expect(nextProductionOrderNumber('REK/00001/2026', ['REK/00001/2026/ZP/1', 'REK/00001/2026/ZP/4'])).toBe('REK/00001/2026/ZP/5');
    expect(nextProductionOrderNumber('REK/00001/2026', ['INNE-1', 'INNE-2'])).toBe('REK/00001/2026/ZP/3');
    expect(nextProductionOrderNumber(undefined, [])).toBe('ZP/ZP/1');
  });

  it('offers each subject of the positions once', () => {
    expect(
      subjectChoices([
        { reclamation_subject: 3, code: 'OKNO' },
        { reclamation_subject: 5, code: 'DRZWI' },
        { reclamation_subject: 3, code: 'OKNO' },
      ]),
    ).toEqual([
      { id: 3, name: 'OKNO' },
      { id: 5, name: 'DRZWI' },
    ]);
    expect(subjectChoices(undefined)).toEqual([]);
  });
});
