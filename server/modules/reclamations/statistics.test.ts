import { describe, expect, it } from 'vitest';
import { isCalendarDay as isIsoDate } from '../../../src/schemas/core';
import { defaultPeriod, fillMonths, MAX_MONTHS, parsePeriod } from './statistics';

const today = new Date(2026, 10, 22); // 22.11.2026

describe('statistics helpers', () => {
  it('the default period is the last 12 months, from the 1st of the month 11 months ago to today', () => {
    expect(defaultPeriod(today)).toEqual({ dateFrom: '2025-12-01', dateTo: '2026-11-22' });
    expect(defaultPeriod(new Date(2026, 0, 31))).toEqual({ dateFrom: '2025-02-01', dateTo: '2026-01-31' });
  });

  it('recognises real calendar days only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '2026-1-01', '01.02.2026', '', 20260101, null]) expect(isIsoDate(bad)).toBe(false);
  });

  it('parses a period, filling missing bounds from the default', () => {
    expect(parsePeriod({}, today)).toEqual({ ok: true, period: { dateFrom: '2025-12-01', dateTo: '2026-11-22' } });
    expect(parsePeriod({ dateFrom: '2026-03-01', dateTo: '2026-03-31' }, today)).toEqual({ ok: true, period: { dateFrom: '2026-03-01', dateTo: '2026-03-31' } });
    expect(parsePeriod({ dateTo: '2026-06-15' }, today)).toEqual({ ok: true, period: { dateFrom: '2025-07-01', dateTo: '2026-06-15' } });
    expect(parsePeriod({ dateFrom: '2026-05-05' }, today)).toEqual({ ok: true, period: { dateFrom: '2026-05-05', dateTo: '2026-11-22' } });
    expect(parsePeriod({ dateFrom: '2026-05-05', dateTo: '2026-05-05' }, today).ok).toBe(true);
  });

  it('refuses bad dates, a reversed period and one that is too long', () => {
    expect(parsePeriod({ dateFrom: '2026-02-30' }, today)).toEqual({ ok: false, problems: [{ path: 'dateFrom', code: 'invalidDate' }] });
    expect(parsePeriod({ dateFrom: 'x', dateTo: '1.1.2026' }, today)).toMatchObject({ ok: false, problems: [{ path: 'dateFrom' }, { path: 'dateTo' }] });
    expect(parsePeriod({ dateFrom: '2026-05-02', dateTo: '2026-05-01' }, today)).toMatchObject({ ok: false, problems: [{ path: 'dateTo', code: 'invalid' }] });
    expect(parsePeriod({ dateFrom: '2000-01-01', dateTo: '2026-01-01' }, today).ok).toBe(false);
    const years = MAX_MONTHS / 12;
    expect(parsePeriod({ dateFrom: `${2026 - years}-02-01`, dateTo: '2026-01-31' }, today).ok).toBe(true);
  });

  it('fills every month of the period, the empty ones with zeros, across a year end', () => {
    const months = fillMonths({ dateFrom: '2025-11-15', dateTo: '2026-02-03' }, [{ month: '2026-01', count: 2, amount: 10.5, costs: 1 }]);
    expect(months).toEqual([
      { month: '2025-11', count: 0, amount: 0, costs: 0 },
      { month: '2025-12', count: 0, amount: 0, costs: 0 },
      { month: '2026-01', count: 2, amount: 10.5, costs: 1 },
      { month: '2026-02', count: 0, amount: 0, costs: 0 },
    ]);
    expect(fillMonths({ dateFrom: '2026-03-01', dateTo: '2026-03-31' }, [])).toHaveLength(1);
  });
});
