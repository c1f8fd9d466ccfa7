import type { DetailRow as AnswerDetail, GroupLabels, GroupRow as AnswerGroup, GroupValue, ReportAnswer, ReportDefinition, ReportFilter } from '../../schemas/reports';
import { MAX_GROUPS } from '../../schemas/reports';

/**
 * The report screen's state and the pure steps around it, for any report definition: the settings
 * a user edits (and saves as a variant), the request body they become, the grouping levels and the
 * result tree. The server's request shape: server/modules/reports/report/spec.ts.
 */

export { MAX_GROUPS } from '../../schemas/reports';
export type { GroupValue } from '../../schemas/reports';

export type IdFilter = { inUse: boolean; value: (number | string)[] };
export type FlagFilter = { inUse: boolean; value: boolean };
export type PeriodFilter = { inUse: boolean; periodType: number; dateFrom: string; dateTo: string };
export type FilterState = IdFilter | FlagFilter | PeriodFilter;

/**
 * What the user edits and saves as a variant. `period`: the definition's first period filter (the
 * shape the reclamation report's saved variants have); every other filter under its key.
 */
export type ReportSettings = { period: PeriodFilter; filters: Record<string, FilterState>; groups: string[] };

/** The first period filter of a definition: the one kept as the settings' `period`. */
export const mainPeriod = (definition: ReportDefinition) => definition.filters.find((f) => f.kind === 'period');

/** The filters kept under `filters` (all but the main period). */
export const otherFilters = (definition: ReportDefinition): ReportFilter[] => {
  const main = mainPeriod(definition);
  return definition.filters.filter((f) => f !== main);
};

const emptyPeriod = (): PeriodFilter => ({ inUse: false, periodType: 1, dateFrom: '', dateTo: '' });
/** A flag filter starts at "no": the usual question is what is not marked (for deletion…). */
const emptyState = (filter: ReportFilter): FilterState => (filter.kind === 'period' ? emptyPeriod() : filter.kind === 'flag' ? { inUse: false, value: false } : { inUse: false, value: [] });

export const emptySettings = (definition: ReportDefinition): ReportSettings => ({
  period: emptyPeriod(),
  filters: Object.fromEntries(otherFilters(definition).map((f) => [f.key, emptyState(f)])),
  groups: [],
});

const periodFrom = (raw: unknown): PeriodFilter | undefined => {
  if (!raw || typeof raw !== 'object') return undefined;
  const p = raw as Partial<Record<keyof PeriodFilter, unknown>>;
  return { inUse: p.inUse === true, periodType: Number(p.periodType) === 0 ? 0 : 1, dateFrom: String(p.dateFrom ?? ''), dateTo: String(p.dateTo ?? '') };
};

/** A saved filter's state, if it fits the filter: ids of its kind (a select's own options), a flag's boolean. */
const stateFrom = (filter: ReportFilter, raw: unknown): FilterState | undefined => {
  if (filter.kind === 'period') return periodFrom(raw);
  if (!raw || typeof raw !== 'object') return undefined;
  const f = raw as { inUse?: unknown; value?: unknown };
  if (filter.kind === 'flag') return { inUse: f.inUse === true, value: f.value === true };
  const known = filter.source.kind === 'select' ? new Set(filter.source.options.map((o) => o.id)) : undefined;
  const fits = (v: unknown): v is number | string => (filter.value === 'int' ? Number.isInteger(v) : typeof v === 'string') && (!known || known.has(v as number | string));
  return { inUse: f.inUse === true, value: Array.isArray(f.value) ? f.value.filter(fits) : [] };
};

/** Settings read back from a saved variant: anything unknown or malformed falls back to empty. */
export const settingsFrom = (definition: ReportDefinition, raw: unknown): ReportSettings => {
  const base = emptySettings(definition);
  if (!raw || typeof raw !== 'object') return base;
  const source = raw as { period?: unknown; filters?: Record<string, unknown>; groups?: unknown };
  const period = periodFrom(source.period) ?? base.period;
  const filters = { ...base.filters };
  for (const filter of otherFilters(definition)) {
    const state = stateFrom(filter, source.filters?.[filter.key]);
    if (state) filters[filter.key] = state;
  }
  const keys = new Set(definition.groups.map((g) => g.key));
  const groups = Array.isArray(source.groups) ? [...new Set(source.groups.filter((g): g is string => typeof g === 'string' && keys.has(g)))].slice(0, MAX_GROUPS) : [];
  return { period, filters, groups };
};

const periodBody = (period: PeriodFilter, filter: Extract<ReportFilter, { kind: 'period' }>) => ({
  inUse: period.inUse,
  periodType: period.periodType,
  dateFrom: period.dateFrom || null,
  dateTo: period.dateTo || null,
  field: filter.fields[0],
});

/**
 * The body of POST /api/reports/<module>: every filter as it is (the server applies those in use
 * with a value); `within`: only one group's rows (the values of its keys, as a group row's `values`).
 */
export const requestBody = (definition: ReportDefinition, settings: ReportSettings, within?: readonly GroupValue[]) => {
  const filter: Record<string, unknown> = {};
  for (const f of definition.filters) {
    if (f.kind === 'period') {
      const state = f === mainPeriod(definition) ? settings.period : settings.filters[f.key];
      filter[f.key] = periodBody(isPeriod(state) ? state : emptyPeriod(), f);
    } else {
      filter[f.key] = settings.filters[f.key] ?? emptyState(f);
    }
  }
  return { filter, groups: settings.groups, ...(within ? { within: [...within] } : {}) };
};

/** Whether a filter's state is a period's. */
export const isPeriod = (state: FilterState | undefined): state is PeriodFilter => !!state && 'periodType' in state;
/** Whether a filter's state is a list of ids or options. */
export const isIds = (state: FilterState | undefined): state is IdFilter => !!state && 'value' in state && Array.isArray(state.value);
/** Whether a filter's state is a flag's yes or no. */
export const isFlag = (state: FilterState | undefined): state is FlagFilter => !!state && 'value' in state && typeof state.value === 'boolean';

/** The period is wrong when, in use as a range, it ends before it starts. */
export const periodInvalid = (period: PeriodFilter) => period.inUse && period.periodType !== 0 && !!period.dateFrom && !!period.dateTo && period.dateFrom > period.dateTo;

/** Whether any period of the settings is wrong (the report is then neither run nor exported). */
export const settingsInvalid = (settings: ReportSettings) => periodInvalid(settings.period) || Object.values(settings.filters).some((f) => isPeriod(f) && periodInvalid(f));

// Grouping levels: add, remove, move.
export const addGroup = (groups: readonly string[], key: string): string[] => (groups.includes(key) || groups.length >= MAX_GROUPS ? [...groups] : [...groups, key]);
export const removeGroup = (groups: readonly string[], index: number): string[] => groups.filter((_, i) => i !== index);
export const moveGroup = (groups: readonly string[], index: number, by: -1 | 1): string[] => {
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
