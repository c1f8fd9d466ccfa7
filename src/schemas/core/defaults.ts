import type { EntityDef } from './defineEntity';
import { dataFields } from './defineEntity';
import type { DataField } from './fields';

const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/**
 * The record a create form opens with: every field's default from the schema ('today' and
 * 'now' resolved against `now`), nothing for fields without one.
 */
export const defaultRecord = (entity: EntityDef, now: Date = new Date()): Record<string, unknown> => defaultsOf(dataFields(entity), now);

/** The fields' defaults: a flag false unless said otherwise, a record's lines none. */
export const defaultsOf = (fields: readonly (readonly [string, DataField])[], now: Date = new Date()): Record<string, unknown> => {
  const record: Record<string, unknown> = {};
  for (const [key, field] of fields) {
    if (field.type === 'boolean') record[key] = field.default ?? false;
    else if (field.type === 'lines') record[key] = [];
    else if (field.type === 'date' && field.default === 'today') record[key] = localDate(now);
    else if (field.type === 'datetime' && field.default === 'now') record[key] = now.toISOString();
    else if ('default' in field && field.default !== undefined) record[key] = field.default;
  }
  return record;
};
