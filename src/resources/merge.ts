import type { EntityDef } from '../schemas/core';
import { writableFields } from '../schemas/core';

type Row = Record<string, unknown>;

/** A field both people changed, each to something else: the person saving picks which stays. */
export type MergeConflict = { field: string; mine: unknown; theirs: unknown };

/** A save refused because the record changed meanwhile, merged: what to save, and what to ask. */
export type Merge = { merged: Row; conflicts: MergeConflict[] };

/** A value as compared: a record's lines by their own values (not their ids, places or sums). */
const comparable = (entity: EntityDef, key: string, value: unknown): string => {
  const field = entity.fields[key];
  if (field?.type === 'lines') {
    const own = Object.entries(field.fields).filter(([, f]) => !f.readOnly).map(([k]) => k);
    return JSON.stringify(((value as Row[] | undefined) ?? []).map((line) => Object.fromEntries(own.map((k) => [k, line[k] ?? null]))));
  }
  return JSON.stringify(value ?? null);
};

/**
 * Merges my save of a record, refused as stale, with the record as another person saved it
 * (`theirs`), against the version both started from (`base`), field by field over the fields a
 * save writes: a field only I changed keeps my value, one only they changed keeps theirs, and one
 * both changed to different values is a conflict (kept as mine until the person picks). The merged
 * record names their version, so saving it again is a change of the record as it is now.
 */
export const mergeStale = (entity: EntityDef, base: Row, mine: Row, theirs: Row): Merge => {
  const merged: Row = { ...theirs };
  const conflicts: MergeConflict[] = [];
  for (const [key] of writableFields(entity)) {
    if (!(key in mine)) continue;
    const [b, m, t] = [base[key], mine[key], theirs[key]].map((value) => comparable(entity, key, value));
    const mineChanged = m !== b;
    if (!mineChanged) continue;
    if (t !== b && t !== m) conflicts.push({ field: key, mine: mine[key], theirs: theirs[key] });
    merged[key] = mine[key];
  }
  merged.version = theirs.version;
  return { merged, conflicts };
};

/** The merged record with each conflict resolved as picked: `true` takes theirs, otherwise mine stays. */
export const resolveMerge = ({ merged, conflicts }: Merge, takeTheirs: Readonly<Record<string, boolean>>): Row =>
  Object.fromEntries(Object.entries(merged).map(([key, value]) => [key, takeTheirs[key] ? conflicts.find((c) => c.field === key)?.theirs : value]));
