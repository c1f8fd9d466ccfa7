/**
 * The value axis of the portal's charts (statistics, dashboards): it starts at zero, and a series
 * of zeros lies flat on the bottom instead of on a line across the middle (a domain of [0, 0]
 * would put zero in the middle of the chart). Negative values keep the axis' own lower bound.
 */
export const zeroBasedAxis = (values: readonly (number | null | undefined)[]): { min?: number; max?: number } => {
  const numbers = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (numbers.some((v) => v < 0)) return {};
  return numbers.some((v) => v > 0) ? { min: 0 } : { min: 0, max: 1 };
};
