import { useQuery } from '@tanstack/react-query';
import { fetchAccountingKpis, fetchAnalysis } from '../../dataProvider/dashboards';
import type { AnalysisDefinition, Dimension, Period } from '../../schemas/analytics';
import { periodProblems } from '../../schemas/analytics';

/** GET the analysis for a valid period (nothing is asked for an invalid one). */
export const useAnalysis = (definition: AnalysisDefinition, period: Period, groupBy: Dimension) =>
  useQuery({
    queryKey: ['analysis', definition.screen, period.dateFrom, period.dateTo, groupBy],
    enabled: periodProblems(period).length === 0,
    queryFn: () => fetchAnalysis(definition, period, groupBy),
  });

/** GET /api/dashboard/accounting. */
export const useAccountingKpis = () =>
  useQuery({
    queryKey: ['accountingKpis'],
    queryFn: () => fetchAccountingKpis(),
  });
