import { describe, expect, it } from 'vitest';
import { ageSeries, averageOfTenths, isMonth, monthSeries, trendMonths } from './trends';

describe('dashboard trends', () => {
  it('covers the twelve months up to today’s, across a year', () => {
    const months = trendMonths('2026-02-14');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months.at(-1)).toBe('2026-02');
    expect(monthSeries(['2026-01', '2026-02'], new Map([['2026-02', 3]]))).toEqual([
      { month: '2026-01', value: 0 },
      { month: '2026-02', value: 3 },
    ]);
  });

  it('reads only real months', () => {
    expect(isMonth('2026-12')).toBe(true);
    expect(['2026-13', '2026-00', '2026-1', '2026-01-01', '1899-12', 202601, undefined].map(isMonth)).toEqual([false, false, false, false, false, false, false]);
  });

  it('rounds an average to tenths, half away from zero; nothing to average is null', () => {
    expect(averageOfTenths(5, 4)).toBe(1.3);
    expect(averageOfTenths(-5, 4)).toBe(-1.3);
    expect(averageOfTenths(10, 3)).toBe(3.3);
    expect(averageOfTenths(0, 0)).toBeNull();
  });

  it('ages the open reclamations to each month’s end, today for the current month', () => {
    // Today 2026-03-10: one registered 2026-01-11 (58 days old), two 2026-03-01 and 2026-03-05 (9 and 5 days).
    const buckets = [
      { month: '2026-01', count: 1, ageDays: 58 },
      { month: '2026-03', count: 2, ageDays: 14 },
    ];
    const series = ageSeries(['2025-12', '2026-01', '2026-02', '2026-03'], '2026-03-10', buckets);
    expect(series).toEqual([
      { month: '2025-12', value: null },
      // 2026-01-31: 20 days; 2026-02-28: 48 days.
      { month: '2026-01', value: 20 },
      { month: '2026-02', value: 48 },
      // Today: (58 + 9 + 5) / 3.
      { month: '2026-03', value: 24 },
    ]);
  });
});
