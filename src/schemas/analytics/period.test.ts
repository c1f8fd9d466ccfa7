import { describe, expect, it } from 'vitest';
import { monthPeriod, monthsOf, periodDays, periodProblems, previousPeriod, quarterPeriod, shiftMonth, warsawDay, warsawMidnight } from './period';

describe('analytics periods', () => {
  it('counts the days of a period, both ends included', () => {
    expect(periodDays({ dateFrom: '2026-03-01', dateTo: '2026-03-01' })).toBe(1);
    // Across the change to summer time (29 March 2026) a day is still one day.
    expect(periodDays({ dateFrom: '2026-03-01', dateTo: '2026-03-31' })).toBe(31);
    expect(periodDays({ dateFrom: '2024-01-01', dateTo: '2024-12-31' })).toBe(366);
  });

  it('takes whole months before whole months', () => {
    expect(previousPeriod({ dateFrom: '2026-03-01', dateTo: '2026-03-31' })).toEqual({ dateFrom: '2026-02-01', dateTo: '2026-02-28' });
    expect(previousPeriod({ dateFrom: '2026-01-01', dateTo: '2026-01-31' })).toEqual({ dateFrom: '2025-12-01', dateTo: '2025-12-31' });
    expect(previousPeriod({ dateFrom: '2026-04-01', dateTo: '2026-06-30' })).toEqual({ dateFrom: '2026-01-01', dateTo: '2026-03-31' });
    expect(previousPeriod({ dateFrom: '2024-03-01', dateTo: '2024-03-31' })).toEqual({ dateFrom: '2024-02-01', dateTo: '2024-02-29' });
  });

  it('takes the same number of days before any other period', () => {
    expect(previousPeriod({ dateFrom: '2026-01-10', dateTo: '2026-01-19' })).toEqual({ dateFrom: '2025-12-31', dateTo: '2026-01-09' });
    expect(previousPeriod({ dateFrom: '2026-03-15', dateTo: '2026-03-15' })).toEqual({ dateFrom: '2026-03-14', dateTo: '2026-03-14' });
    // From the 2nd of a month it is not whole months: 30 days before.
    expect(previousPeriod({ dateFrom: '2026-03-02', dateTo: '2026-03-31' })).toEqual({ dateFrom: '2026-01-31', dateTo: '2026-03-01' });
  });

  it('lists and shifts months', () => {
    expect(monthsOf({ dateFrom: '2025-11-15', dateTo: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-01', -13)).toBe('2024-12');
    expect(monthPeriod('2024-02')).toEqual({ dateFrom: '2024-02-01', dateTo: '2024-02-29' });
    expect(quarterPeriod('2026-05-17')).toEqual({ dateFrom: '2026-04-01', dateTo: '2026-06-30' });
    expect(quarterPeriod('2026-12-31')).toEqual({ dateFrom: '2026-10-01', dateTo: '2026-12-31' });
  });

  it('places instants on the Polish calendar at month boundaries', () => {
    // 23:30 UTC on 31 January is 00:30 on 1 February in Warsaw (winter, UTC+1).
    expect(warsawDay(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
    expect(warsawDay(new Date('2026-01-31T22:59:59Z'))).toBe('2026-01-31');
    // Summer time (UTC+2): 22:30 UTC on 30 June is already 1 July.
    expect(warsawDay(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(warsawMidnight('2026-02-01')).toBe('2026-01-31T23:00:00.000Z');
    expect(warsawMidnight('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    // The day summer time begins starts at winter time's midnight.
    expect(warsawMidnight('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(warsawMidnight('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
  });

  it('names what is wrong with a period', () => {
    expect(periodProblems({ dateFrom: '2026-01-01', dateTo: '2026-01-31' })).toEqual([]);
    expect(periodProblems({})).toEqual([
      { path: 'dateFrom', code: 'required' },
      { path: 'dateTo', code: 'required' },
    ]);
    expect(periodProblems({ dateFrom: '2026-02-30', dateTo: '2026-03-01' })).toEqual([{ path: 'dateFrom', code: 'invalidDate' }]);
    expect(periodProblems({ dateFrom: '2026-01-01', dateTo: 20260131 })).toEqual([{ path: 'dateTo', code: 'invalidDate' }]);
    expect(periodProblems({ dateFrom: '2026-02-02', dateTo: '2026-02-01' })).toEqual([{ path: 'dateTo', code: 'periodOrder' }]);
    expect(periodProblems({ dateFrom: '2000-01-01', dateTo: '2026-02-01' })).toEqual([{ path: 'dateFrom', code: 'periodTooLong' }]);
  });
});
