import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumnBuilderBase, PgTableWithColumns } from 'drizzle-orm/pg-core';
import { boolean, date, doublePrecision, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { DataField, EntityDef, LinesField } from '../../src/schemas/core';
import { columnFields, columnName, DEFAULT_MAX_LENGTH, selectIsNumeric } from '../../src/schemas/core';

// Drizzle's table type for a table whose columns are only known at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EntityTable = PgTableWithColumns<any>;

type Lookup = (name: string) => EntityTable;

const column = (key: string, field: Exclude<DataField, LinesField>, lookup: Lookup): PgColumnBuilderBase => {
  const name = columnName(key);
  switch (field.type) {
    case 'text': {
      const c = varchar(name, { length: field.maxLength ?? DEFAULT_MAX_LENGTH.text });
      return field.default !== undefined ? c.default(field.default) : c;
    }
    case 'longText':
      return field.default !== undefined ? text(name).default(field.default) : text(name);
    case 'nip':
      return varchar(name, { length: 10 });
    case 'number': {
      const c = field.integer ? integer(name) : doublePrecision(name);
      return field.default !== undefined ? c.default(field.default) : c;
    }
    case 'money': {
      const c = numeric(name, { precision: 14, scale: 2, mode: 'number' });
      return field.default !== undefined ? c.default(field.default) : c;
    }
    case 'boolean':
      return boolean(name).notNull().default(field.default ?? false);
    case 'date':
      return field.default === 'today' ? date(name, { mode: 'string' }).default(sql`CURRENT_DATE`) : date(name, { mode: 'string' });
    case 'datetime': {
      const c = timestamp(name, { withTimezone: true, mode: 'date' });
      return field.default === 'now' ? c.defaultNow() : c;
    }
    case 'select': {
      if (selectIsNumeric(field)) {
        const c = integer(name);
        return field.default !== undefined ? c.default(Number(field.default)) : c;
      }
      const c = varchar(name, { length: 50 });
      return field.default !== undefined ? c.default(String(field.default)) : c;
    }
    case 'reference': {
      const c = integer(name).references((): AnyPgColumn => lookup(field.target).id, { onDelete: field.onDelete ?? 'restrict' });
      return field.default !== undefined ? c.default(field.default) : c;
    }
    case 'uuid':
      return uuid(name).notNull().defaultRandom();
    case 'json':
      return jsonb(name).notNull().default([]);
    case 'password':
      throw new Error(`${key}: a password is only stored by an entity with hand-written storage`);
  }
};

/**
 * What every record's table has besides its fields, to keep saves of many people apart: the
 * record's `version` (1 when created; the `record_version` trigger adds one with every UPDATE of
 * the row, whatever code writes it) and who changed it last (`updated_by`, a user's id).
 */
export const recordStamp = () => ({
  version: integer('version').notNull().default(1),
  updatedBy: integer('updated_by'),
});

/**
 * The table of an entity: an identity `id`, one column per field (snake_case), `created_at`,
 * `updated_at` and the record stamp (recordStamp). Required fields are NOT NULL, `unique` fields get a unique constraint,
 * references a restricting foreign key with an index, and `indexed` fields an index.
 */
export const buildEntityTable = (entity: EntityDef, lookup: Lookup): EntityTable => {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  };
  for (const [key, field] of columnFields(entity)) {
    if (key === 'createdAt' || key === 'updatedAt') continue; // every table has them
    columns[key] = constrained(key, field, lookup);
  }
  columns.createdAt = timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
  columns.updatedAt = timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
  Object.assign(columns, recordStamp());
  const indexed = columnFields(entity).filter(([, f]) => f.type === 'reference' || f.indexed);
  return pgTable(entity.name, columns, (t) =>
    indexed.map(([key]) => index(`${entity.name}_${columnName(key)}_idx`).on(t[key])),
  );
};

/** A field's column with what the schema adds: NOT NULL when required, a unique constraint. */
const constrained = (key: string, field: Exclude<DataField, LinesField>, lookup: Lookup): PgColumnBuilderBase => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let c = column(key, field, lookup) as any;
  if (field.required && field.type !== 'boolean') c = c.notNull();
  if (field.unique) c = c.unique();
  return c;
};

/**
 * The table of a record's lines: an identity `id`, the record's id (the lines go with it), the
 * line's place and one column per line field. Indexed by record and place, and by each reference.
 */
export const buildLinesTable = (parent: EntityDef, field: LinesField, lookup: Lookup): EntityTable => {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    [field.parentKey]: integer(columnName(field.parentKey))
      .notNull()
      .references((): AnyPgColumn => lookup(parent.name).id, { onDelete: 'cascade' }),
    [field.orderKey]: integer(columnName(field.orderKey)).notNull().default(0),
  };
  for (const [key, line] of Object.entries(field.fields)) columns[key] = constrained(key, line, lookup);
  const references = Object.entries(field.fields).filter(([, f]) => f.type === 'reference');
  return pgTable(field.table, columns, (t) => [
    index(`${field.table}_${columnName(field.parentKey)}_idx`).on(t[field.parentKey], t[field.orderKey]),
    ...references.map(([key]) => index(`${field.table}_${columnName(key)}_idx`).on(t[key])),
  ]);
};
