import { describe, expect, it } from 'vitest';
import { costAmount, nextProductionOrderNumber, subjectChoices } from './costsAndOrders';

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
