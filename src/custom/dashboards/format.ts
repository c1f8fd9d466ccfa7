import type { MeasureKind } from '../../schemas/analytics';
import { formatMoney } from '../../schemas/sales/money';

/** A figure as the dashboards show it: money with 2 decimals and PLN, quantities with up to 3, percent with 2; '—' for no value. */
export const formatFigure = (value: number | null | undefined, kind: MeasureKind, locale: string): string => {
  if (value === null || value === undefined) return '—';
  switch (kind) {
    case 'money':
      return `${formatMoney(value, locale)} PLN`;
    case 'percent':
      return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} %`;
    case 'quantity':
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
    case 'count':
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  }
};

/** The change from the previous period in percent, or null when there was nothing before (or either is missing). */
export const changePercent = (value: number | null | undefined, previous: number | null | undefined): number | null => {
  if (value === null || value === undefined || previous === null || previous === undefined || previous === 0) return null;
  return Math.round(((value - previous) / Math.abs(previous)) * 1000) / 10;
};

/** A day 'YYYY-MM-DD' as the portal writes dates (spec §9): DD.MM.YYYY. */
export const formatDay = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** A month 'YYYY-MM' as the locale's short month and year ("mar 2026"). */
export const formatMonth = (month: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric' }).format(new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));
