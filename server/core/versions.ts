import { and, eq, sql } from 'drizzle-orm';
import type { EntityDef, LinesField } from '../../src/schemas/core';
import type { Db } from '../db/connection';
import type { FieldChange, VersionAction } from '../db/tables';
import { objectVersions } from '../db/tables';

type Row = Record<string, unknown>;

/** A line's own values (its writable fields), without its id, place or computed sums. */
export const lineOwnValues = (field: LinesField, line: Row): Row =>
  Object.fromEntries(
    Object.entries(field.fields)
      .filter(([, f]) => !f.readOnly)
      .map(([key]) => [key, line[key] ?? null]),
  );

/** The fields that changed between two states of a record; for its lines, how many there were and are. */
export const changesBetween = (entity: EntityDef, before: Row, after: Row): FieldChange[] => {
  const changes: FieldChange[] = [];
  for (const [key, field] of Object.entries(entity.fields)) {
    if (field.type === 'id' || key === 'createdAt') continue;
    if (field.type === 'lines') {
      const [from, to] = [before, after].map((r) => ((r[key] as Row[] | undefined) ?? []).map((line) => lineOwnValues(field, line)));
      if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field: key, from: from.length, to: to.length });
      continue;
    }
    const [from, to] = [before[key] ?? null, after[key] ?? null];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field: key, from, to });
  }
  return changes;
};

/**
 * Stores a record's state after an action as its next version (spec §7 `GET /object_version`):
 * the change log of orders and offer requests reads the same rows. Numbered per record inside the
 * caller's transaction, which holds the record's row lock, so two saves never share a number.
 */
export const recordVersion = async (tx: Db, objectType: string, objectId: number, data: Row, action: VersionAction, changes: FieldChange[], userId: number | undefined) => {
  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(${objectVersions.version}), 0)::int` })
    .from(objectVersions)
    .where(and(eq(objectVersions.object_type, objectType), eq(objectVersions.object_id, objectId)));
  await tx.insert(objectVersions).values({ object_type: objectType, object_id: objectId, version: last + 1, action, data, changes, user_id: userId ?? null });
};
