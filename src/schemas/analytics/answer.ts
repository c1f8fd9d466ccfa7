import type { Dimension } from './definition';
import type { Period } from './period';
import type { Trends } from './trends';

/** Figures of a row by measure key, in display units (12.34 PLN, 2.5 pieces, 12.5 %); null where a ratio has nothing to divide by. */
export type Figures = Record<string, number | null>;

/** One group: its key (an id, or 'YYYY-MM' for a month; null for records without the value) and label. */
export type AnalysisRow = { key: string | null; label: string | null; values: Figures; previous: Figures };

/** The answer of an analysis call. */
export type AnalysisAnswer = {
  screen: string;
  groupBy: Dimension;
  period: Period;
  previousPeriod: Period;
  rows: AnalysisRow[];
  total: { values: Figures; previous: Figures };
  /** More groups than MAX_ANALYSIS_ROWS: the smallest were left out (the total counts them). */
  truncated: boolean;
};

export const MAX_ANALYSIS_ROWS = 1000;

/** The answer of GET /api/dashboard/accounting: the default dashboard's KPI cards and each figure's trend over the last 12 months. */
export type AccountingKpis = {
  today: string;
  openReclamations: { count: number; averageAgeDays: number | null; statuses: number[] };
  orders: { month: Period; previousMonth: Period; count: number; previousCount: number; netto: number; previousNetto: number };
  overdueTasks: { count: number; now: string };
  reclamationCosts: { quarter: Period; amount: number };
  trends: Trends;
};

/**
 * The answer of a drill-down (an analysis' `…/records`, `GET /api/dashboard/accounting/records`):
 * the ids of the records behind a group or a month, newest first, and whether there were more.
 */
export type DrillRecords = { ids: number[]; truncated: boolean };
