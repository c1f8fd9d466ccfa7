/** The answer of GET /api/reclamations/statistics, shared by the server and the statistics screen. */

/** One bar / slice: a lookup value (null = not set) with its reclamations and their amounts. */
export type StatGroup = { id: number | null; label: string | null; color?: string | null; count: number; amount: number; costs: number };
export type StatMonth = { month: string; count: number; amount: number; costs: number };
export type ReclamationStatistics = {
  period: { dateFrom: string; dateTo: string };
  byStatus: StatGroup[];
  byType: StatGroup[];
  byReason: StatGroup[];
  byPerpetrator: StatGroup[];
  byMonth: StatMonth[];
  total: { count: number; amount: number; costs: number };
};
