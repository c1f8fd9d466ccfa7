import { periodDays, shiftMonth } from './period';

/**
 * The trends of the default dashboard's figures: one series per figure over the last
 * TREND_MONTHS calendar months in Poland (the current one last), and the list a point opens with
 * the records behind it. Pure, shared by the server and the dashboard.
 *
 * - `openReclamations`: reclamations registered (`input_date`) in the month whose status is not
 *   final now. A reclamation's past statuses are not kept as data (its history stores texts), so
 *   "open at the month's end" cannot be read back; the months add up to the card's count, but for
 *   the reclamations registered before the first month.
 * - `reclamationAge`: the average age in days, at the month's end (today for the current month),
 *   of the reclamations registered by then that are open now; the current month's is the card's.
 * - `orders`: orders created in the month, all but offers and canceled ones, not marked for deletion.
 * - `sales`: the net value of the month's confirmed, in-production and closed orders in PLN not
 *   marked for deletion (the card's and the analyses' sales).
 * - `overdueTasks`: the caller's tasks (as the task list shows them) due in the month and overdue:
 *   due before now and still open, or executed after their due moment.
 * - `reclamationCosts`: the reclamation costs dated in the month.
 */
export const TREND_FIGURES = ['openReclamations', 'reclamationAge', 'orders', 'sales', 'overdueTasks', 'reclamationCosts'] as const;
export type TrendFigure = (typeof TREND_FIGURES)[number];

/** How many months a trend covers, the current one included. */
export const TREND_MONTHS = 12;

/** A month 'YYYY-MM' and its figure: counts and money (PLN) are 0 for a month with nothing; an average is null then. */
export type TrendPoint = { month: string; value: number | null };
export type Trends = Record<TrendFigure, TrendPoint[]>;

/** The list a point of each figure opens, filtered by the ids of the records behind it. */
export const TREND_LISTS: Record<TrendFigure, string> = {
  openReclamations: 'reclamations',
  reclamationAge: 'reclamations',
  orders: 'sales/sales-orders',
  sales: 'sales/sales-orders',
  overdueTasks: 'tasks',
  reclamationCosts: 'reclamations',
};

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** True for a month written 'YYYY-MM' between 1900 and 2999. */
export const isMonth = (value: unknown): value is string => typeof value === 'string' && MONTH.test(value) && value >= '1900-01' && value <= '2999-12';

/** The last TREND_MONTHS months 'YYYY-MM' up to today's, oldest first. */
export const trendMonths = (today: string): string[] => Array.from({ length: TREND_MONTHS }, (_, i) => shiftMonth(today.slice(0, 7), i - TREND_MONTHS + 1));

/** A series of sums by month over the months, 0 where a month has none. */
export const monthSeries = (months: readonly string[], byMonth: ReadonlyMap<string, number>): TrendPoint[] => months.map((month) => ({ month, value: byMonth.get(month) ?? 0 }));

/** The days from one day to a later one (0 for the same day). */
const daysBetween = (from: string, to: string): number => periodDays({ dateFrom: from, dateTo: to }) - 1;

/** a / b rounded to one decimal, half away from zero; null when b is 0. */
export const averageOfTenths = (sum: number, count: number): number | null => {
  if (count === 0) return null;
  const tenths = (sum * 10) / count;
  return (Math.sign(tenths) * Math.round(Math.abs(tenths))) / 10;
};

/** Open reclamations registered in one month: how many, and the sum of their ages today in days. */
export type AgeBucket = { month: string; count: number; ageDays: number };

/**
 * The average age at each month's end (today for the current month) of the open reclamations
 * registered by then, from the open ones by the month they were registered in: a reclamation of
 * age `a` today was `a − (today − end)` days old at an earlier month's end.
 */
export const ageSeries = (months: readonly string[], today: string, buckets: readonly AgeBucket[]): TrendPoint[] =>
  months.map((month) => {
    const next = `${shiftMonth(month, 1)}-01`;
    const sinceEnd = next <= today ? daysBetween(next, today) + 1 : 0;
    const registered = buckets.filter((b) => b.month <= month);
    const count = registered.reduce((n, b) => n + b.count, 0);
    const ageDays = registered.reduce((n, b) => n + b.ageDays, 0);
    return { month, value: averageOfTenths(ageDays - count * sinceEnd, count) };
  });
