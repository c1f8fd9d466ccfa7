import type { DataField, EntityDef } from '../schemas/core';
import { writableFields } from '../schemas/core';

type Row = Record<string, unknown>;

/** Whether a list's column is typed in place: a field a save writes, of a kind a cell holds (not a password, a structure or lines). */
export const editableInRow = (entity: EntityDef, source: string | undefined): DataField | undefined => {
  const field = source ? entity.fields[source] : undefined;
  if (!field || field.type === 'id' || field.readOnly) return undefined;
  return field.type === 'password' || field.type === 'json' || field.type === 'lines' || field.type === 'uuid' ? undefined : field;
};

/** What a row's save sends: a new record whole (but its id), a changed one only the fields the row changed, with the version it was read in. */
export const rowPayload = (entity: EntityDef, start: Row, values: Row, isNew: boolean): Row | null => {
  const writable = writableFields(entity).map(([key]) => key).filter((key) => key in values);
  if (isNew) return Object.fromEntries(writable.map((key) => [key, values[key]]));
  const changed = writable.filter((key) => JSON.stringify(values[key] ?? null) !== JSON.stringify(start[key] ?? null));
  if (changed.length === 0) return null;
  return { ...Object.fromEntries(changed.map((key) => [key, values[key]])), version: start.version };
};
