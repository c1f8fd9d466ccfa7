/**
 * Document numbers from a numerator's settings (pure; the database part is in numerators.ts).
 * `format` places `{prefix}`, `{number}` (padded to `padding` digits), `{year}` and `{month}`.
 */
export type NumeratorSettings = {
  prefix: string | null;
  format: string;
  padding: number;
  resetPeriod: 'never' | 'year' | 'month' | null;
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The period a counter runs in: it starts again from 1 when this changes. */
export const periodOf = (resetPeriod: NumeratorSettings['resetPeriod'], date: Date): string => {
  if (resetPeriod === 'year') return String(date.getFullYear());
  if (resetPeriod === 'month') return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}`;
  return '';
};

/**
 * The counter value after `last` in `period`, given the period of the last number. With no
 * period recorded yet, `last` is what an administrator set as the starting point: count on.
 */
export const nextCounter = (last: number, lastPeriod: string | null, period: string): number =>
  lastPeriod === null || lastPeriod === period ? last + 1 : 1;

export const formatNumber = (settings: NumeratorSettings, counter: number, date: Date): string =>
  settings.format
    .replaceAll('{prefix}', settings.prefix ?? '')
    .replaceAll('{number}', String(counter).padStart(settings.padding, '0'))
    .replaceAll('{year}', String(date.getFullYear()))
    .replaceAll('{month}', pad2(date.getMonth() + 1));
