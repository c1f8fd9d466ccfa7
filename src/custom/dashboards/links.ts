import type { AccountingKpis, Period } from '../../schemas/analytics';
import { shiftDay, warsawMidnight } from '../../schemas/analytics';

/** A react-admin list with a filter in its address (the list reads `filter` as JSON). */
export const listLink = (list: string, filter: Record<string, unknown>): string => `/${list}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;

/** The records behind a group of an analysis or a month of a trend: their list, filtered by id. */
export const drillLink = (list: string, ids: readonly number[]): string => listLink(list, { id: ids });

/** An analysis screen for a period (and a grouping). */
export const analysisLink = (screen: string, period: Period, groupBy?: string): string =>
  `/${screen}?${new URLSearchParams({ dateFrom: period.dateFrom, dateTo: period.dateTo, ...(groupBy ? { groupBy } : {}) }).toString()}`;

/** A period of days as the bounds of a date-time filter: from its first midnight in Poland to the last millisecond before the next. */
export const instantRange = (period: Period) => ({
  gte: warsawMidnight(period.dateFrom),
  lte: new Date(Date.parse(warsawMidnight(shiftDay(period.dateTo, 1))) - 1).toISOString(),
});

/** Where each KPI card leads: the filtered list (or the analysis) behind its figure. */
export const kpiLinks = (kpis: Omit<AccountingKpis, 'trends'>, countedStatuses: readonly string[]) => {
  const month = instantRange(kpis.orders.month);
  return {
    openReclamations: listLink('reclamations', { status: kpis.openReclamations.statuses }),
    orders: listLink('sales/sales-orders', { status: countedStatuses, markedToDelete: false, createdAt_gte: month.gte, createdAt_lte: month.lte }),
    sales: analysisLink('salesanalize', kpis.orders.month),
    overdueTasks: listLink('tasks', { executed: false, markedToDelete: false, executionPeriod_lte: kpis.overdueTasks.now }),
    reclamationCosts: analysisLink('costdistribution', kpis.reclamationCosts.quarter),
  };
};
