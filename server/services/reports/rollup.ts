import type { GroupLabels, GroupRow, GroupValue } from '../../../src/schemas/reports';

/**
 * Rolling the deepest grouping level up into every level above it. Pure; the report's SQL returns
 * only the deepest groups, already in the report's order, so every group's sub-groups are
 * contiguous and one pass builds all the levels.
 */

/** A deepest-level group as the database returns it: its values, its row count and its amount (numeric as text). */
export type LeafGroup = { values: GroupValue[]; countRows: number; amount: string | number };

/** Money as integer grosze, so that sums of many amounts stay exact. */
export const toCents = (amount: string | number): number => Math.round(Number(amount) * 100);

export type RolledUp = { levels: GroupRow[][]; total: { countRows: number; amount: number } };

/**
 * Every level from the deepest one. `leaves` must be in the report's order (sub-groups of one
 * group next to each other).
 */
export const rollUp = (leaves: Iterable<LeafGroup>, depth: number): RolledUp => {
  const levels: GroupRow[][] = Array.from({ length: depth }, () => []);
  const open: (GroupRow | undefined)[] = new Array<GroupRow | undefined>(depth);
  const openCents: number[] = new Array<number>(depth).fill(0);
  let totalRows = 0;
  let totalCents = 0;
  const close = (level: number) => {
    const row = open[level];
    if (row) row.amount = openCents[level] / 100;
  };
  for (const leaf of leaves) {
    const amount = toCents(leaf.amount);
    totalRows += leaf.countRows;
    totalCents += amount;
    let same = true;
    for (let level = 0; level < depth; level++) {
      const value = leaf.values[level] ?? null;
      const last = level === depth - 1;
      if (last || !same || open[level]?.values[level] !== value) {
        same = false;
        close(level);
        const row: GroupRow = { values: leaf.values.slice(0, level + 1), countRows: 0, amount: 0 };
        levels[level].push(row);
        open[level] = row;
        openCents[level] = 0;
      }
      (open[level] as GroupRow).countRows += leaf.countRows;
      openCents[level] += amount;
    }
  }
  for (let level = 0; level < depth; level++) close(level);
  return { levels, total: { countRows: totalRows, amount: totalCents / 100 } };
};

/** The level of a group row: 0 for the first grouping key. */
export const levelOf = (row: Pick<GroupRow, 'values'>): number => row.values.length - 1;

/** The label of a group row's own value; null for "none" (no value). */
export const groupLabel = (labels: GroupLabels, groups: readonly string[], row: Pick<GroupRow, 'values'>): string | null => {
  const level = levelOf(row);
  const value = row.values[level] ?? null;
  return value === null ? null : (labels[groups[level]]?.[String(value)] ?? String(value));
};
