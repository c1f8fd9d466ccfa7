import type { GroupLabels, GroupRow, GroupValue } from '../../../../src/schemas/reports';

/**
 * Rolling the deepest grouping level up into every level above it. Pure; the report's SQL returns
 * only the deepest groups, already in the report's order, so every group's sub-groups are
 * contiguous and one pass builds all the levels.
 */

/** A deepest-level group as the database returns it: its values, its row count and its sums (numeric as text) by sum key. It becomes a row of the deepest level. */
export type LeafGroup = { values: GroupValue[]; countRows: number; [sum: string]: unknown };

/**
 * Money as integer grosze, so that sums of many amounts stay exact. A numeric with two decimals
 * read as a double and scaled is within a millionth of a grosz of its integer for every amount a
 * safe integer of grosze holds, so rounding recovers it exactly.
 */
export const toCents = (amount: string | number): number => Math.round(Number(amount) * 100);

const centsOf = (value: unknown): number => (typeof value === 'string' || typeof value === 'number' ? toCents(value) : 0);

export type RolledUp = { levels: GroupRow[][]; total: { countRows: number; [sum: string]: unknown } };

/**
 * Every level from the deepest one, each row with its count and the given sums. `leaves` must be
 * in the report's order (sub-groups of one group next to each other). A report has 400,000 leaves
 * and more, so the deepest level is the leaves themselves, their sums turned into numbers in
 * place, and the running sums of the levels above live in one flat array.
 */
export const rollUp = (leaves: Iterable<LeafGroup>, depth: number, sums: readonly string[]): RolledUp => {
  const n = sums.length;
  const levels: GroupRow[][] = Array.from({ length: depth }, () => []);
  const open: (GroupRow | undefined)[] = new Array<GroupRow | undefined>(depth);
  // Grosze of the open group of each level above the deepest (level * n + sum), and of the total (depth * n + sum).
  const cents = new Float64Array((depth + 1) * n);
  let totalRows = 0;
  const close = (level: number) => {
    const row = open[level];
    if (row) for (let i = 0; i < n; i++) row[sums[i]] = cents[level * n + i] / 100;
  };
  const last = depth - 1;
  for (const leaf of leaves) {
    totalRows += leaf.countRows;
    let same = true;
    for (let level = 0; level < last; level++) {
      if (!same || open[level]?.values[level] !== (leaf.values[level] ?? null)) {
        same = false;
        close(level);
        const row: GroupRow = { values: leaf.values.slice(0, level + 1), countRows: 0 };
        levels[level].push(row);
        open[level] = row;
        cents.fill(0, level * n, level * n + n);
      }
      (open[level] as GroupRow).countRows += leaf.countRows;
    }
    for (let i = 0; i < n; i++) {
      const c = centsOf(leaf[sums[i]]);
      for (let level = 0; level < last; level++) cents[level * n + i] += c;
      cents[depth * n + i] += c;
      if (depth > 0) leaf[sums[i]] = c / 100;
    }
    if (depth > 0) {
      if (leaf.values.length > depth) leaf.values = leaf.values.slice(0, depth);
      levels[last].push(leaf);
    }
  }
  for (let level = 0; level < last; level++) close(level);
  const total: RolledUp['total'] = { countRows: totalRows };
  for (let i = 0; i < n; i++) total[sums[i]] = cents[depth * n + i] / 100;
  return { levels, total };
};

/** The level of a group row: 0 for the first grouping key. */
export const levelOf = (row: Pick<GroupRow, 'values'>): number => row.values.length - 1;

/** The label of a group row's own value; null for "none" (no value). */
export const groupLabel = (labels: GroupLabels, groups: readonly string[], row: Pick<GroupRow, 'values'>): string | null => {
  const level = levelOf(row);
  const value = row.values[level] ?? null;
  return value === null ? null : (labels[groups[level]]?.[String(value)] ?? String(value));
};
