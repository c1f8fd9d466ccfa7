import { isCalendarDay } from '../core/days';

/**
 * Periods of the analytics: whole calendar days 'YYYY-MM-DD', both bounds included, read in the
 * company's calendar (Europe/Warsaw). Pure, shared by the server and the dashboards.
 */
export type Period = { dateFrom: string; dateTo: string };

/** The longest period one analysis may cover (ten years of days). */
export const MAX_PERIOD_DAYS = 3660;
const DAY_MS = 86_400_000;

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The day `days` after (or before, when negative) a day. */
export const shiftDay = (day: string, days: number): string => dayOf(utc(day) + days * DAY_MS);

/** The number of days of a period, both ends included. */
export const periodDays = (period: Period): number => Math.round((utc(period.dateTo) - utc(period.dateFrom)) / DAY_MS) + 1;

const lastOfMonth = (year: number, month: number) => dayOf(Date.UTC(year, month, 0));
const firstOfMonth = (year: number, month: number) => dayOf(Date.UTC(year, month - 1, 1));
const parts = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });

/** Whether a period is whole calendar months: from a month's first day to a month's last. */
export const isWholeMonths = (period: Period): boolean => {
  const to = parts(period.dateTo);
  return period.dateFrom.endsWith('-01') && period.dateTo === lastOfMonth(to.year, to.month);
};

/** The number of calendar months a period touches. */
export const monthSpan = (period: Period): number => {
  const from = parts(period.dateFrom);
  const to = parts(period.dateTo);
  return (to.year - from.year) * 12 + to.month - from.month + 1;
};

/**
 * The period of the same length just before: whole months give the same number of whole months
 * before (March → February, Q2 → Q1), any other period the same number of days before it.
 */
export const previousPeriod = (period: Period): Period => {
  if (isWholeMonths(period)) {
    const from = parts(period.dateFrom);
    const months = monthSpan(period);
    const start = new Date(Date.UTC(from.year, from.month - 1 - months, 1));
    return { dateFrom: dayOf(start.getTime()), dateTo: shiftDay(period.dateFrom, -1) };
  }
  const days = periodDays(period);
  return { dateFrom: shiftDay(period.dateFrom, -days), dateTo: shiftDay(period.dateFrom, -1) };
};

/** 'YYYY-MM' shifted by a number of months. */
export const shiftMonth = (month: string, months: number): string => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + months, 1));
  return d.toISOString().slice(0, 7);
};

/** Every month 'YYYY-MM' a period touches, in order. */
export const monthsOf = (period: Period): string[] => {
  const first = period.dateFrom.slice(0, 7);
  return Array.from({ length: monthSpan(period) }, (_, i) => shiftMonth(first, i));
};

/** A month 'YYYY-MM' as a period of its days. */
export const monthPeriod = (month: string): Period => {
  const { year, month: m } = parts(`${month}-01`);
  return { dateFrom: firstOfMonth(year, m), dateTo: lastOfMonth(year, m) };
};

/** The calendar day of an instant in Poland (a timestamp of 23:30 UTC on 31 January is 1 February there). */
export const warsawDay = (instant: Date): string => instant.toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/** How far Polish wall-clock time is ahead of UTC at an instant, in ms. */
const warsawOffset = (instant: number): number => {
  const wall = new Date(`${new Date(instant).toLocaleString('sv-SE', { timeZone: 'Europe/Warsaw' }).replace(' ', 'T')}Z`);
  return wall.getTime() - Math.floor(instant / 1000) * 1000;
};

/**
 * The instant a day begins in Poland (midnight Europe/Warsaw, winter or summer time), as an ISO
 * string. The offset is read at the midnight itself: on the days the clocks change, noon has the other one.
 */
export const warsawMidnight = (day: string): string => {
  const guess = utc(day) - warsawOffset(utc(day) + DAY_MS / 2);
  return new Date(utc(day) - warsawOffset(guess)).toISOString();
};

/** The calendar quarter of a day as a period. */
export const quarterPeriod = (day: string): Period => {
  const { year, month } = parts(day);
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  return { dateFrom: firstOfMonth(year, first), dateTo: lastOfMonth(year, first + 2) };
};

export type PeriodProblem = { path: 'dateFrom' | 'dateTo'; code: 'required' | 'invalidDate' | 'periodOrder' | 'periodTooLong' };

/** The problems of a period as a caller gave it (both days required, from ≤ to, at most MAX_PERIOD_DAYS). */
export const periodProblems = (input: { dateFrom?: unknown; dateTo?: unknown }): PeriodProblem[] => {
  const problems: PeriodProblem[] = [];
  for (const key of ['dateFrom', 'dateTo'] as const) {
    const value = input[key];
    if (value === undefined || value === '') problems.push({ path: key, code: 'required' });
    else if (!isCalendarDay(value)) problems.push({ path: key, code: 'invalidDate' });
  }
  if (problems.length > 0) return problems;
  const period = input as Period;
  if (period.dateFrom > period.dateTo) return [{ path: 'dateTo', code: 'periodOrder' }];
  if (periodDays(period) > MAX_PERIOD_DAYS) return [{ path: 'dateFrom', code: 'periodTooLong' }];
  return [];
};
