/**
 * The answer of every grouped report (spec §7 "Reports": `recordsDetail` and `group0` … `group6`),
 * shared by the server that computes it (server/modules/reports/report) and the screen that shows it
 * (src/custom/reports). What a report groups, filters and sums is its definition (./definition.ts).
 */

/** group0 … group6. */
export const MAX_GROUPS = 7;

/** A grouped value: an id, an option's id, a month 'YYYY-MM' or a year; null for "none". */
export type GroupValue = string | number | null;

/**
 * The sums of a group or of the whole report, by the definition's sum keys (`amount` for the
 * reclamation report; `sumBrutto`, `sumVat`, `sumNetto` for the order list): numbers exact to the
 * grosz, added up in integer grosze. Read one with `sumOf`.
 */
export type Sums = { [sum: string]: unknown };

/**
 * A group of the answer: the values of the grouping keys down to it (one for the first level,
 * two for the second…), its row count and its sums. Labels are in the answer's `labels`.
 */
export type GroupRow = { values: GroupValue[]; countRows: number; [sum: string]: unknown };

/** Labels of the grouped values by key and value (as JSON keys): `labels.status['17']`; each label once. */
export type GroupLabels = Partial<Record<string, Record<string, string>>>;

/** A detail row: the definition's columns, its line number and the values of its groups. */
export type DetailRow = Record<string, unknown> & { lineNumber: number; groupValues: GroupValue[] };

/** The answer of POST /api/reports/<module>; the screen gives its rows more (level, label). */
export type ReportAnswer<Group extends GroupRow = GroupRow, Detail extends DetailRow = DetailRow> = {
  recordsDetail: Detail[];
  group0: Group[];
  group1: Group[];
  group2: Group[];
  group3: Group[];
  group4: Group[];
  group5: Group[];
  group6: Group[];
  /** The grouping keys of the levels, in order. */
  groups: string[];
  labels: GroupLabels;
  total: { countRows: number } & Sums;
  /** recordsDetail holds at most `detailLimit` rows; true when the filtered rows were more. */
  truncated: boolean;
  detailLimit: number;
};

/** A sum of a group or a total as a number (0 when the answer lacks it). */
export const sumOf = (row: Sums, key: string): number => {
  const value = row[key];
  return typeof value === 'number' ? value : Number(value ?? 0) || 0;
};
