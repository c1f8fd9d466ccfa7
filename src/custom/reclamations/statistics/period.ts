/** Periods of the statistics page; pure so they are tested without a browser. */
import { isCalendarDay } from '../../../schemas/core';

export type Period = { dateFrom: string; dateTo: string };
export type Preset = 'thisMonth' | 'last3' | 'last12' | 'thisYear';
export const PRESETS: readonly Preset[] = ['thisMonth', 'last3', 'last12', 'thisYear'];

const pad = (n: number) => String(n).padStart(2, '0');
/** A calendar day as 'YYYY-MM-DD' (local time). */
export const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const firstOfMonth = (today: Date, monthsBack: number) => isoDay(new Date(today.getFullYear(), today.getMonth() - monthsBack, 1));

/** A preset as dates; the last N months include the current one and end today (as the server's default). */
export const presetPeriod = (preset: Preset, today: Date): Period => {
  const dateTo = isoDay(today);
  switch (preset) {
    case 'thisMonth':
      return { dateFrom: firstOfMonth(today, 0), dateTo };
    case 'last3':
      return { dateFrom: firstOfMonth(today, 2), dateTo };
    case 'last12':
      return { dateFrom: firstOfMonth(today, 11), dateTo };
    case 'thisYear':
      return { dateFrom: `${today.getFullYear()}-01-01`, dateTo };
  }
};

/** Which preset a period is, if any (to highlight its button). */
export const presetOf = (period: Period, today: Date): Preset | undefined =>
  PRESETS.find((p) => {
    const candidate = presetPeriod(p, today);
    return candidate.dateFrom === period.dateFrom && candidate.dateTo === period.dateTo;
  });

/** A period the server accepts: two real calendar days, from ≤ to. */
export const isValidPeriod = (period: Partial<Period>): period is Period => isCalendarDay(period.dateFrom) && isCalendarDay(period.dateTo) && period.dateFrom <= period.dateTo;

/** '2026-01' as the locale's short month and year ("sty 2026"). */
export const monthLabel = (month: string, locale: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric' }).format(new Date(y, m - 1, 1));
};
