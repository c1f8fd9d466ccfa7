import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../../dataProvider/httpClient';
import type { Period } from './period';
import { isValidPeriod } from './period';

export type StatGroup = { id: number | null; label: string | null; color?: string | null; count: number; amount: number; costs: number };
export type StatMonth = { month: string; count: number; amount: number; costs: number };
export type Statistics = {
  period: Period;
  byStatus: StatGroup[];
  byType: StatGroup[];
  byReason: StatGroup[];
  byPerpetrator: StatGroup[];
  byMonth: StatMonth[];
  total: { count: number; amount: number; costs: number };
};

/** GET /api/reclamations/statistics for a valid period (nothing is asked for an invalid one). */
export const useReclamationStatistics = (period: Partial<Period>) =>
  useQuery({
    queryKey: ['reclamationStatistics', period.dateFrom, period.dateTo],
    enabled: isValidPeriod(period),
    queryFn: async () => {
      const body = (await httpClient('/reclamations/statistics', { query: { dateFrom: period.dateFrom, dateTo: period.dateTo } })) as { responseData: Statistics };
      return body.responseData;
    },
  });
