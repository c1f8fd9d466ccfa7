import type { Period } from '../../schemas/analytics';
import { monthPeriod, previousPeriod, quarterPeriod, shiftMonth } from '../../schemas/analytics';

export type Preset = 'thisMonth' | 'lastMonth' | 'last3' | 'thisQuarter' | 'thisYear';
export const PRESETS: readonly Preset[] = ['thisMonth', 'lastMonth', 'last3', 'thisQuarter', 'thisYear'];

/** A quick period as days, from today in Poland ('YYYY-MM-DD'); the current ones end today. */
export const presetPeriod = (preset: Preset, today: string): Period => {
  const month = today.slice(0, 7);
  switch (preset) {
    case 'thisMonth':
      return { dateFrom: `${month}-01`, dateTo: today };
    case 'lastMonth':
      return previousPeriod(monthPeriod(month));
    case 'last3':
      return { dateFrom: `${shiftMonth(month, -2)}-01`, dateTo: today };
    case 'thisQuarter':
      return { dateFrom: quarterPeriod(today).dateFrom, dateTo: today };
    case 'thisYear':
      return { dateFrom: `${today.slice(0, 4)}-01-01`, dateTo: today };
  }
};

/** Which quick period a period is, if any (its button is shown pressed). */
export const presetOf = (period: Period, today: string): Preset | undefined =>
  PRESETS.find((p) => {
    const candidate = presetPeriod(p, today);
    return candidate.dateFrom === period.dateFrom && candidate.dateTo === period.dateTo;
  });
