import type { DetailRow as AnswerDetail, GroupKey, GroupLabels, GroupRow as AnswerGroup, GroupValue, IdFilterKey, ReportAnswer } from '../../schemas/reports';
import { GROUP_KEYS, ID_FILTERS, MAX_GROUPS } from '../../schemas/reports';

/**
 * The reclamation report screen's state and the pure steps around it: the settings a user edits
 * (and saves as a variant), the request body they become, the grouping levels and the result tree.
 * The server's request shape: server/services/reports/spec.ts.
 */

export { GROUP_KEYS, MAX_GROUPS } from '../../schemas/reports';
export type { GroupKey, GroupValue } from '../../schemas/reports';

/** The filters the screen offers: the report's id filters. */
export const FILTER_KEYS = ID_FILTERS;
export type FilterKey = IdFilterKey;

/** Where the values of a filter come from: a react-admin resource and its label field. */
export const FILTER_SOURCES: Record<Exclude<FilterKey, 'doc_type'>, { resource: string; label: string }> = {
  status: { resource: 'reclcatalogs/reclstates', label: 'description' },
  customer: { resource: 'customers', label: 'name' },
  type: { resource: 'reclcatalogs/recltypes', label: 'description' },
  reason: { resource: 'reclcatalogs/reclreasons', label: 'description' },
  perpetrator: { resource: 'reclcatalogs/reclperpetrators', label: 'description' },
  execution_type: { resource: 'reclcatalogs/reclexecution', label: 'description' },
  decision: { resource: 'reclcatalogs/decisionslist', label: 'description' },
  responsible: { resource: 'administration/users-access/users', label: 'name' },
  sales_point: { resource: 'reclcatalogs/salespoints', label: 'name' },
};

export type IdFilter = { inUse: boolean; value: number[] };
export type PeriodFilter = { inUse: boolean; periodType: number; dateFrom: string; dateTo: string };
export type ReportSettings = { period: PeriodFilter; filters: Record<FilterKey, IdFilter>; groups: GroupKey[] };

export const emptySettings = (): ReportSettings => ({
  period: { inUse: false, periodType: 1, dateFrom: '', dateTo: '' },
  filters: Object.fromEntries(FILTER_KEYS.map((k): [FilterKey, IdFilter] => [k, { inUse: false, value: [] }])) as Record<FilterKey, IdFilter>,
  groups: [],
});

/** Settings read back from a saved variant: anything unknown or malformed falls back to empty. */
export const settingsFrom = (raw: unknown): ReportSettings => {
  const base = emptySettings();
  if (!raw || typeof raw !== 'object') return base;
  const source = raw as Partial<ReportSettings>;
  const p = source.period;
  const period: PeriodFilter =
    p && typeof p === 'object'
      ? { inUse: p.inUse === true, periodType: Number(p.periodType) === 0 ? 0 : 1, dateFrom: String(p.dateFrom ?? ''), dateTo: String(p.dateTo ?? '') }
      : base.period;
  const filters = { ...base.filters };
  for (const key of FILTER_KEYS) {
    const f = source.filters?.[key];
    if (f && typeof f === 'object') filters[key] = { inUse: f.inUse === true, value: Array.isArray(f.value) ? f.value.filter((v): v is number => Number.isInteger(v)) : [] };
  }
  const groups = Array.isArray(source.groups) ? [...new Set(source.groups.filter((g): g is GroupKey => (GROUP_KEYS as readonly string[]).includes(g)))].slice(0, MAX_GROUPS) : [];
  return { period, filters, groups };
};

/**
 * The body of POST /api/reports/reclamations: every filter as it is (the server applies those in
 * use with a value); `within`: only one group's rows (the values of its keys, as a group row's `values`).
 */
export const requestBody = (settings: ReportSettings, within?: readonly GroupValue[]) => ({
  filter: {
    period: { inUse: settings.period.inUse, periodType: settings.period.periodType, dateFrom: settings.period.dateFrom || null, dateTo: settings.period.dateTo || null, field: 'input_date' },
    ...settings.filters,
  },
  groups: settings.groups,
  ...(within ? { within: [...within] } : {}),
});

/** The period is wrong when, in use as a range, it ends before it starts. */
export const periodInvalid = (period: PeriodFilter) => period.inUse && period.periodType !== 0 && !!period.dateFrom && !!period.dateTo && period.dateFrom > period.dateTo;

// Grouping levels: add, remove, move.
export const addGroup = (groups: readonly GroupKey[], key: GroupKey): GroupKey[] => (groups.includes(key) || groups.length >= MAX_GROUPS ? [...groups] : [...groups, key]);
export const removeGroup = (groups: readonly GroupKey[], index: number): GroupKey[] => groups.filter((_, i) => i !== index);
export const moveGroup = (groups: readonly GroupKey[], index: number, by: -1 | 1): GroupKey[] => {
  const to = index + by;
  if (to < 0 || to >= groups.length) return [...groups];
  const next = [...groups];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
};

// The result.
/** A group as the screen shows it: the answer's row with its level and the label of its own value (null: none). */
export type GroupRow = AnswerGroup & { level: number; label: string | null };
export type DetailRow = AnswerDetail & { id: number };
export type ReportResult = Omit<ReportAnswer<GroupRow, DetailRow>, 'labels'>;

/**
 * The answer of the report call made ready for the screen: each group row gets its level and the
 * label of its own value from `labels` (null for "none"; the value itself when no label came).
 */
export const withLabels = (answer: ReportResult & { labels?: GroupLabels }): ReportResult => {
  const labels = answer.labels ?? {};
  [answer.group0, answer.group1, answer.group2, answer.group3, answer.group4, answer.group5, answer.group6].forEach((rows, level) => {
    const names = labels[answer.groups[level]] ?? {};
    for (const row of rows) {
      const value = row.values[level] ?? null;
      row.level = level;
      row.label = value === null ? null : (names[String(value)] ?? String(value));
    }
  });
  return answer;
};

/** A node of the result tree: a group with its sub-groups, or (on the last level) its detail rows. */
export type TreeNode = { id: string; row: GroupRow; children: TreeNode[]; details: DetailRow[] };

const keyOf = (values: readonly GroupValue[]) => JSON.stringify(values);

/**
 * The groups as a tree, the detail rows under the groups of the last level. `loaded`: detail rows
 * of last-level groups fetched on their own (by node id), in place of those the report carried.
 */
export const buildTree = (result: ReportResult, loaded: ReadonlyMap<string, DetailRow[]> = new Map()): TreeNode[] => {
  const levels = [result.group0, result.group1, result.group2, result.group3, result.group4, result.group5, result.group6].slice(0, result.groups.length);
  const details = new Map<string, DetailRow[]>();
  for (const row of result.recordsDetail) {
    const key = keyOf(row.groupValues);
    const list = details.get(key);
    if (list) list.push(row);
    else details.set(key, [row]);
  }
  const byParent = levels.map((rows) => {
    const map = new Map<string, GroupRow[]>();
    for (const row of rows) {
      const key = keyOf(row.values.slice(0, -1));
      const siblings = map.get(key);
      if (siblings) siblings.push(row);
      else map.set(key, [row]);
    }
    return map;
  });
  const nodes = (level: number, parent: readonly GroupValue[]): TreeNode[] =>
    (byParent[level]?.get(keyOf(parent)) ?? []).map((row) => {
      const last = level === levels.length - 1;
      const id = keyOf(row.values);
      return { id, row, children: last ? [] : nodes(level + 1, row.values), details: last ? (loaded.get(id) ?? details.get(id) ?? []) : [] };
    });
  return levels.length === 0 ? [] : nodes(0, []);
};

/** Every node id of a tree (to expand it all). */
export const allNodeIds = (nodes: readonly TreeNode[]): string[] => nodes.flatMap((n) => [n.id, ...allNodeIds(n.children)]);

/** The file name of a Content-Disposition header, or the fallback. */
export const fileNameOf = (header: string | null, fallback: string): string => /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;

/** A line of the result table: a group, a detail row, or the note that a group has more rows than shown. */
export type VisibleRow =
  | { kind: 'group'; node: TreeNode; depth: number; open: boolean }
  | { kind: 'detail'; row: DetailRow; depth: number }
  | { kind: 'more'; id: string; shown: number; count: number; depth: number; node?: TreeNode }
  | { kind: 'loading'; id: string; depth: number };

/** The lines of the table for the expanded groups; at most `cap` detail rows under one group. */
export const visibleRows = (nodes: readonly TreeNode[], expanded: ReadonlySet<string>, cap: number, depth = 0, loading: ReadonlySet<string> = new Set()): VisibleRow[] =>
  nodes.flatMap((node): VisibleRow[] => {
    const open = expanded.has(node.id);
    if (!open) return [{ kind: 'group', node, depth, open }];
    const details: VisibleRow[] = node.details.slice(0, cap).map((row) => ({ kind: 'detail', row, depth: depth + 1 }));
    // A last-level group has countRows rows; the screen shows up to `cap` of those it has.
    const count = node.children.length === 0 ? Math.max(node.details.length, node.row.countRows) : 0;
    const shown = Math.min(node.details.length, cap);
    if (loading.has(node.id)) details.push({ kind: 'loading', id: node.id, depth: depth + 1 });
    else if (count > shown) details.push({ kind: 'more', id: node.id, shown, count, depth: depth + 1, node });
    return [{ kind: 'group', node, depth, open }, ...visibleRows(node.children, expanded, cap, depth + 1, loading), ...details];
  });

/**
 * Whether an opened last-level group lacks detail rows the screen would show: the report carried
 * only its first rows (it was cut), and this group got fewer than it has (up to `cap`).
 */
export const needsDetails = (result: ReportResult, node: TreeNode, cap: number): boolean =>
  result.truncated && node.children.length === 0 && node.row.level === result.groups.length - 1 && node.details.length < Math.min(node.row.countRows, cap);

/** The rows of all the last-level groups before a group, in the report's order: its rows' line numbers start after them. */
export const rowsBefore = (result: ReportResult, values: readonly GroupValue[]): number => {
  const levels = [result.group0, result.group1, result.group2, result.group3, result.group4, result.group5, result.group6];
  const last = levels[result.groups.length - 1] ?? [];
  const key = keyOf(values);
  let before = 0;
  for (const row of last) {
    if (keyOf(row.values) === key) return before;
    before += row.countRows;
  }
  return before;
};
