/**
 * The dashboards' calls (spec §7 "Dashboards"): an analysis and the records behind one of its
 * groups, the accounting KPIs and the records behind a month of their trend.
 */
import type { AccountingKpis, AnalysisAnswer, AnalysisDefinition, Dimension, DrillRecords, Period, TrendFigure } from '../schemas/analytics';
import { apiData } from './httpClient';

/** GET {definition.api}?dateFrom&dateTo&groupBy. */
export const fetchAnalysis = async (definition: AnalysisDefinition, period: Period, groupBy: Dimension): Promise<AnalysisAnswer> =>
  apiData<AnalysisAnswer>(definition.api, { query: { ...period, groupBy } });

/** The ids of the records behind a group (the drill-down). */
export const fetchRecords = async (definition: AnalysisDefinition, period: Period, groupBy: Dimension, key: string | null): Promise<DrillRecords> =>
  apiData<DrillRecords>(`${definition.api}/records`, { query: { ...period, groupBy, key: key ?? undefined } });

/** GET /api/dashboard/accounting. */
export const fetchAccountingKpis = async (): Promise<AccountingKpis> => apiData<AccountingKpis>('/dashboard/accounting');

/** The ids of the records behind a month of a KPI card's trend. */
export const fetchTrendRecords = async (figure: TrendFigure, month: string): Promise<DrillRecords> =>
  apiData<DrillRecords>('/dashboard/accounting/records', { query: { figure, month } });
