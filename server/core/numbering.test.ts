import { describe, expect, it } from 'vitest';
import { formatNumber, nextCounter, periodOf } from './numbering';

const nov = new Date(2026, 10, 22);

describe('numbering', () => {
  it('formats prefix, padded number, year and month', () => {
    expect(formatNumber({ prefix: 'REK', format: '{prefix}/{number}/{year}', padding: 5, resetPeriod: 'year' }, 42, nov)).toBe('REK/00042/2026');
    expect(formatNumber({ prefix: 'WZLC', format: '{prefix}/{number}/{month}/{year}', padding: 4, resetPeriod: 'month' }, 7, nov)).toBe('WZLC/0007/11/2026');
    expect(formatNumber({ prefix: null, format: '{number}', padding: 0, resetPeriod: 'never' }, 1234567, nov)).toBe('1234567');
  });
  it('names the period of each reset kind', () => {
    expect(periodOf('year', nov)).toBe('2026');
    expect(periodOf('month', new Date(2026, 0, 5))).toBe('2026-01');
    expect(periodOf('never', nov)).toBe('');
    expect(periodOf(null, nov)).toBe('');
  });
  it('counts on within a period and starts again in a new one', () => {
    expect(nextCounter(41, '2026', '2026')).toBe(42);
    expect(nextCounter(41, '2025', '2026')).toBe(1);
    expect(nextCounter(0, null, '')).toBe(1);
    expect(nextCounter(500, null, '2026')).toBe(501);
    expect(nextCounter(9, '', '')).toBe(10);
  });
});
