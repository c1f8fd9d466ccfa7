/**
 * The reclamation report's vocabulary and the shape of its answer, shared by the server that
 * computes it (server/services/reports, which also validates the request) and the screen that
 * shows it (src/custom/reports).
 */

/** Grouping keys, in no particular order; a request picks up to MAX_GROUPS of them, in its order. */
export const GROUP_KEYS = ['status', 'customer', 'type', 'reason', 'perpetrator', 'execution_type', 'decision', 'responsible', 'doc_type', 'sales_point', 'month', 'year'] as const;
export type GroupKey = (typeof GROUP_KEYS)[number];

/** group0 … group6. */
export const MAX_GROUPS = 7;

/** Filters on a reference (or select) column: a list of ids. */
export const ID_FILTERS = ['status', 'customer', 'type', 'reason', 'perpetrator', 'execution_type', 'decision', 'responsible', 'doc_type', 'sales_point'] as const;
export type IdFilterKey = (typeof ID_FILTERS)[number];

/** A grouped value: an id, a month 'YYYY-MM' or a year; null for "none". */
export type GroupValue = string | number | null;

/**
 * A group of the answer: the values of the grouping keys down to it (one for the first level,
 * two for the second…), its row count and its amount. Labels are in the answer's `labels`.
 */
export type GroupRow = { values: GroupValue[]; countRows: number; amount: number };

/** Labels of the grouped values by key and value (as JSON keys): `labels.status['17']`; each label once. */
export type GroupLabels = Partial<Record<string, Record<string, string>>>;

/** A detail row: the spec's report columns, its line number and the values of its groups. */
export type DetailRow = Record<string, unknown> & { lineNumber: number; groupValues: GroupValue[] };

/** The answer of POST /api/reports/reclamations; the screen gives its rows more (level, label). */
export type ReportAnswer<Group extends GroupRow = GroupRow, Detail extends DetailRow = DetailRow> = {
  recordsDetail: Detail[];
  group0: Group[];
  group1: Group[];
  group2: Group[];
  group3: Group[];
  group4: Group[];
  group5: Group[];
  group6: Group[];
  groups: GroupKey[];
  labels: GroupLabels;
  total: { countRows: number; amount: number };
  /** recordsDetail holds at most `detailLimit` rows; true when the filtered rows were more. */
  truncated: boolean;
  detailLimit: number;
};
