import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../dataProvider/httpClient';
import type { AccountingKpis, AnalysisAnswer, AnalysisDefinition, Dimension, DrillRecords, Period, TrendFigure } from '../../schemas/analytics';
import { periodProblems } from '../../schemas/analytics';

/** GET the analysis for a valid period (nothing is asked for an invalid one). */
export const useAnalysis = (definition: AnalysisDefinition, period: Period, groupBy: Dimension) =>
  useQuery({
    queryKey: ['analysis', definition.screen, period.dateFrom, period.dateTo, groupBy],
    enabled: periodProblems(period).length === 0,
    queryFn: async () => ((await httpClient(definition.api, { query: { ...period, groupBy } })) as { responseData: AnalysisAnswer }).responseData,
  });

/** The ids of the records behind a group (the drill-down). */
export const fetchRecords = async (definition: AnalysisDefinition, period: Period, groupBy: Dimension, key: string | null): Promise<DrillRecords> =>
  ((await httpClient(`${definition.api}/records`, { query: { ...period, groupBy, key: key ?? undefined } })) as { responseData: DrillRecords }).responseData;

/** GET /api/dashboard/accounting. */
export const useAccountingKpis = () =>
  useQuery({
    queryKey: ['accountingKpis'],
    queryFn: async () => ((await httpClient('/dashboard/accounting')) as { responseData: AccountingKpis }).responseData,
  });

/** The ids of the records behind a month of a KPI card's trend. */
export const fetchTrendRecords = async (figure: TrendFigure, month: string): Promise<DrillRecords> =>
  ((await httpClient('/dashboard/accounting/records', { query: { figure, month } })) as { responseData: DrillRecords }).responseData;
