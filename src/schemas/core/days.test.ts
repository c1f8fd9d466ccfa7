import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './days';

describe('isCalendarDay', () => {
  it.each(['2026-02-28', '2024-02-29', '2026-12-31', '1900-01-01', '2999-12-31'])('accepts %s', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });

  it.each([
    ['the 30th of February', '2026-02-30'],
    ['the 29th of February of a common year', '2026-02-29'],
    ['the 29th of February of 1900 (not a leap year)', '1900-02-29'],
    ['a 13th month', '2026-13-01'],
    ['a month 00', '2026-00-10'],
    ['a day 00', '2026-01-00'],
    ['the 31st of April', '2026-04-31'],
    ['a year of two digits', '26-01-01'],
    ['a month of one digit', '2026-1-01'],
    ['a day as the forms show it', '01.02.2026'],
    ['a time after the day', '2026-01-01T10:00'],
    ['a space around it', ' 2026-01-01'],
    ['a year before 1900', '1899-12-31'],
    ['a year after 2999', '3000-01-01'],
    ['an empty text', ''],
  ])('refuses %s', (_, day) => {
    expect(isCalendarDay(day)).toBe(false);
  });

  it('refuses what is not a text', () => {
    for (const value of [20260101, null, undefined, new Date(2026, 0, 1), ['2026-01-01']]) expect(isCalendarDay(value)).toBe(false);
  });
});
