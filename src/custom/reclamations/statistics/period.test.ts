import { describe, expect, it } from 'vitest';
import { isValidPeriod, monthLabel, presetOf, presetPeriod } from './period';

const today = new Date(2026, 1, 14); // 14.02.2026

describe('statistics periods', () => {
  it('turns presets into dates ending today', () => {
    expect(presetPeriod('thisMonth', today)).toEqual({ dateFrom: '2026-02-01', dateTo: '2026-02-14' });
    expect(presetPeriod('last3', today)).toEqual({ dateFrom: '2025-12-01', dateTo: '2026-02-14' });
    expect(presetPeriod('last12', today)).toEqual({ dateFrom: '2025-03-01', dateTo: '2026-02-14' });
    expect(presetPeriod('thisYear', today)).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-02-14' });
  });

  it('recognises a preset period', () => {
    expect(presetOf({ dateFrom: '2025-12-01', dateTo: '2026-02-14' }, today)).toBe('last3');
    expect(presetOf({ dateFrom: '2025-12-02', dateTo: '2026-02-14' }, today)).toBeUndefined();
  });

  it('accepts only two ordered dates', () => {
    expect(isValidPeriod({ dateFrom: '2026-01-01', dateTo: '2026-01-01' })).toBe(true);
    expect(isValidPeriod({ dateFrom: '2026-01-02', dateTo: '2026-01-01' })).toBe(false);
    expect(isValidPeriod({ dateFrom: '', dateTo: '2026-01-01' })).toBe(false);
    expect(isValidPeriod({ dateTo: '2026-01-01' })).toBe(false);
    expect(isValidPeriod({ dateFrom: '2026-02-30', dateTo: '2026-03-01' })).toBe(false);
  });

  it('names months in the locale', () => {
    expect(monthLabel('2026-01', 'en')).toBe('Jan 2026');
  });
});
