import type { AnalysisRow, Dimension } from '../../schemas/analytics';
import { formatMonth } from './format';
import { useText } from './texts';

/** How a group is named on screen: a month in the user's language, a record by its name, "(not set)" for none. */
export const useRowLabel = (groupBy: Dimension) => {
  const { t: text, locale } = useText();
  return (row: AnalysisRow) => (row.key === null ? text('none') : groupBy === 'month' ? formatMonth(row.key, locale) : (row.label ?? text('none')));
};
