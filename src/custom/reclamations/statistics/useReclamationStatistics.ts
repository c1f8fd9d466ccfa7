import { useQuery } from '@tanstack/react-query';
import { fetchReclamationStatistics } from '../../../dataProvider/reclamations';
import type { ReclamationStatistics } from '../../../schemas/statistics';
import type { Period } from './period';
import { isValidPeriod } from './period';

export type { StatGroup, StatMonth } from '../../../schemas/statistics';
export type Statistics = ReclamationStatistics;

/** GET /api/reclamations/statistics for a valid period (nothing is asked for an invalid one). */
export const useReclamationStatistics = (period: Partial<Period>) =>
  useQuery({
    queryKey: ['reclamationStatistics', period.dateFrom, period.dateTo],
    enabled: isValidPeriod(period),
    queryFn: () => fetchReclamationStatistics(period),
  });
