import type { SQL } from 'drizzle-orm';
import { inArray, or, sql } from 'drizzle-orm';
import type { DataField, EntityDef, FieldProblem, Locale } from '../../../src/schemas/core';
import { formatMessage } from '../../messages';
import { collectGarbage } from '../../memory';
import { parseBody } from '../../../src/schemas/core/validation';
import { entityByName } from '../../../src/schemas/registry';
import { CHUNK_ROWS } from '../../db/chunks';
import type { Db } from '../../db/connection';
import { entityTable } from '../../db/tables';
import { ApiError } from '../../http';
import type { CustomerScope } from '../entityStore';
import { entityStore } from '../entityStore';
import type { Sheet, SheetRow } from './sheet';
import type { RawCell } from './values';
import { cellValue, importableFields, importKey, lookupKey, mapColumns } from './values';

/**
 * What a spreadsheet's rows do to an entity's records: each row mapped, its references looked
 * up, its record found, validated as a create or an update, a thousand rows at a time.
 */

type Row = Record<string, unknown>;

/** One refused cell or row: its row as the spreadsheet numbers it, its column's header, its field. */
export type ImportError = { row: number; column: string; field: string; code: string; message: string };
/** A row the import will write: a new record, or a change of the record `id`. */
export type Planned = { row: number; action: 'create' | 'update'; id?: number; data: Row };

/** The texts of a field's cells that name records of its target, to their ids (`ambiguous` where two records answer to one). */
const referenceIds = async (db: Db, field: Extract<DataField, { type: 'reference' }>, texts: readonly string[]): Promise<Map<string, number | 'ambiguous'>> => {
  const target = entityByName(field.target);
  const table = entityTable(target.name);
  const code = 'code' in target.fields && 'code' in table ? 'code' : undefined;
  const name = target.recordRepresentation;
  const byCode = new Map<string, number | 'ambiguous'>();
  const byName = new Map<string, number | 'ambiguous'>();
  const add = (map: Map<string, number | 'ambiguous'>, text: unknown, id: number) => {
    if (text === null || text === undefined) return;
    const folded = lookupKey(String(text));
    map.set(folded, map.has(folded) && map.get(folded) !== id ? 'ambiguous' : id);
  };
  const columns = [code, name].filter((key): key is string => key !== undefined);
  for (let at = 0; at < texts.length; at += CHUNK_ROWS) {
    const chunk = texts.slice(at, at + CHUNK_ROWS);
    const rows: Row[] = await db
      .select({ id: table.id, ...Object.fromEntries(columns.map((key) => [key, table[key]])) })
      .from(table)
      .where(or(...columns.map((key) => inArray(sql`lower(${table[key]}::text)`, chunk))));
    for (const row of rows) {
      if (code) add(byCode, row[code], Number(row.id));
      add(byName, row[name], Number(row.id));
    }
  }
  // A code names its record before a name does; a name several records have names none.
  return new Map(texts.map((text) => [text, typeof byCode.get(text) === 'number' ? byCode.get(text)! : (byName.get(text) ?? byCode.get(text)!)]));
};

/** Which records the caller sees: its customers (a client user's) and a module's own visibility. */
export type Seen = { scope: CustomerScope; extra?: SQL };

/** The records the caller sees that a file's ids or key values name, by that value. */
const storedBy = async (db: Db, entity: EntityDef, seen: Seen, column: string, values: readonly unknown[]): Promise<Map<string, Row>> =>
  new Map((await entityStore(db).findBy(entity, column, values, seen.scope, seen.extra)).map((row) => [String(row[column]), row]));

/** Whether a value the import would write is the one stored (numbers as numbers, dates and texts as text). */
const sameValue = (field: DataField, stored: unknown, value: unknown): boolean => {
  if (stored === null || stored === undefined) return value === null || value === undefined;
  if (field.type === 'number' || field.type === 'money' || field.type === 'reference') return Number(stored) === Number(value);
  if (stored instanceof Date) return stored.toISOString() === new Date(String(value)).toISOString();
  return String(stored) === String(value);
};

/** Rows planned (and, in a commit, written) at a time: what a large file holds in memory at once. */
const ROWS_AT_ONCE = 1000;
/** Rows after which an import collects its garbage (collectGarbage). */
const COLLECT_EVERY = 2000;

/** What an import found, and what its commit wrote. */
export type ImportOutcome = {
  mapping: Record<string, string | null>;
  rows: number;
  badRows: number;
  creates: number;
  updates: number;
  unchanged: number;
  errors: ImportError[];
  sample: Planned[];
};

/**
 * What a file does, a thousand rows at a time: each row read with the mapping, its references
 * looked up, its record found by id or key (named once in the file), and validated as a create or
 * an update; `write` (a commit's) is given each thousand's valid rows and answers the ones it
 * could not write (`allOrNothing`: none after the first refusal). A preview gives none and writes
 * nothing. Rows that would change nothing are `unchanged`.
 */
export const runImport = async (
  db: Db,
  entity: EntityDef,
  seen: Seen,
  sheet: Sheet,
  given: Record<string, string | null>,
  locale: Locale,
  write?: (planned: Planned[]) => Promise<ImportError[]>,
  allOrNothing = false,
): Promise<ImportOutcome> => {
  const mapping = mapColumns(entity, sheet.headers, given);
  if (mapping.every((key) => key === null)) throw new ApiError(400, 'noColumnMapped', [{ path: 'mapping', code: 'noColumnMapped' }]);
  const fields = new Map(importableFields(entity));
  const key = importKey(entity);
  // A column by its header, or its place when it has none.
  const columnNames = sheet.headers.map((header, i) => header || `#${i + 1}`);
  const columnOf = new Map(mapping.flatMap((field, i) => (field ? [[field, columnNames[i]] as const] : [])));
  const errors: ImportError[] = [];
  const badRows = new Set<number>();
  const refuse = (row: number, field: string, code: FieldProblem['code'], params?: FieldProblem['params']) => {
    errors.push({ row, column: columnOf.get(field) ?? '', field, code, message: formatMessage(code, locale, params) });
    badRows.add(row);
  };

  const idField = { type: 'number', label: { pl: 'Id', en: 'Id', de: 'Id', fr: 'Id' } } as const;
  const idOf = (cell: RawCell): number | 'bad' | undefined => {
    const value = cellValue(idField, cell);
    if ('value' in value && Number.isInteger(value.value) && Number(value.value) > 0) return Number(value.value);
    return 'empty' in value ? undefined : 'bad';
  };
  /** A key's value as an update would take it (normalised: a NIP without its dashes). */
  const keyOf = (cell: RawCell): string | undefined => {
    if (!key) return undefined;
    const value = cellValue(fields.get(key)!, cell);
    if (!('value' in value)) return undefined;
    const parsed = parseBody(entity, 'update', { [key]: value.value });
    const normal = parsed.ok ? parsed.data[key] : value.value;
    return normal === null || normal === undefined ? undefined : String(normal);
  };
  const idColumn = mapping.indexOf('id');
  const keyColumn = key ? mapping.indexOf(key) : -1;
  const references = mapping.flatMap((name, column) => {
    const field = name ? fields.get(name) : undefined;
    return field?.type === 'reference' ? [{ name: name!, field, column }] : [];
  });

  const firstRow = new Map<string, number>();
  const sample: Planned[] = [];
  let rows = 0;
  let creates = 0;
  let updates = 0;
  let unchanged = 0;

  const planChunk = async (chunk: readonly SheetRow[]): Promise<Planned[]> => {
    // 1. What must be looked up, from the columns that need it: the rows' ids and keys, the references' texts.
    const rowIds = chunk.map(({ cells }) => {
      const id = idColumn >= 0 ? idOf(cells[idColumn] ?? null) : undefined;
      return typeof id === 'number' ? id : undefined;
    });
    const keyValues = chunk.map(({ cells }) => (keyColumn >= 0 ? keyOf(cells[keyColumn] ?? null) : undefined));
    const texts = references.map(({ field, column }) => {
      const found = new Set<string>();
      for (const { cells } of chunk) {
        const value = cellValue(field, cells[column] ?? null);
        if ('lookup' in value) found.add(lookupKey(value.lookup));
      }
      return [...found];
    });
    const referenced = new Map<number, Map<string, number | 'ambiguous'>>();
    for (const [i, { field, column }] of references.entries()) referenced.set(column, await referenceIds(db, field, texts[i]));
    const byId = await storedBy(db, entity, seen, 'id', [...new Set(rowIds.filter((id): id is number => id !== undefined))]);
    const byKey = key ? await storedBy(db, entity, seen, key, [...new Set(keyValues.filter((value): value is string => value !== undefined))]) : new Map<string, Row>();

    // 2. Each row: its cells as values, its record by id or key (named once in a file), validated as what it is.
    const planned: Planned[] = [];
    chunk.forEach(({ row, cells }, index) => {
      const values: Row = {};
      let bad = false;
      mapping.forEach((name, column) => {
        if (!name) return;
        const cell: RawCell = cells[column] ?? null;
        if (name === 'id') {
          if (idOf(cell) === 'bad') {
            refuse(row, 'id', 'notInteger');
            bad = true;
          }
          return;
        }
        const value = cellValue(fields.get(name)!, cell);
        if ('problem' in value) {
          refuse(row, name, value.problem);
          bad = true;
        } else if ('lookup' in value) {
          const id = referenced.get(column)!.get(lookupKey(value.lookup));
          if (typeof id === 'number') values[name] = id;
          else {
            refuse(row, name, id === 'ambiguous' ? 'ambiguousReference' : 'unknownReference');
            bad = true;
          }
        } else if ('value' in value) values[name] = value.value;
      });
      const id = rowIds[index];
      const keyValue = keyValues[index];
      const stored = id !== undefined ? byId.get(String(id)) : keyValue !== undefined ? byKey.get(keyValue) : undefined;
      // A row naming a record by an id the caller does not see is neither that record's change nor a new one.
      if (id !== undefined && !stored) {
        refuse(row, 'id', 'notFound');
        return;
      }
      const name = id !== undefined ? `id:${id}` : keyValue !== undefined ? `key:${keyValue}` : undefined;
      if (name !== undefined && firstRow.has(name)) {
        refuse(row, id !== undefined ? 'id' : key!, 'duplicateInFile', { row: firstRow.get(name)! });
        bad = true;
      } else if (name !== undefined) firstRow.set(name, row);
      const parsed = parseBody(entity, stored ? 'update' : 'create', values);
      if (!parsed.ok) {
        for (const problem of parsed.problems) refuse(row, problem.path.split('.')[0], problem.code, problem.params);
        return;
      }
      if (bad) return;
      if (stored) {
        const changes = Object.fromEntries(Object.entries(parsed.data).filter(([field, value]) => !sameValue(fields.get(field)!, stored[field], value)));
        if (Object.keys(changes).length === 0) unchanged++;
        else planned.push({ row, action: 'update', id: Number(stored.id), data: changes });
      } else planned.push({ row, action: 'create', data: parsed.data });
    });
    return planned;
  };

  let chunk: SheetRow[] = [];
  const flush = async () => {
    const planned = await planChunk(chunk);
    chunk = [];
    for (const each of planned) {
      if (each.action === 'create') creates++;
      else updates++;
      if (sample.length < 10) sample.push(each);
    }
    // Every row or none: once a row is refused, nothing more is written (it would all be undone).
    if (write && planned.length > 0 && !(allOrNothing && errors.length > 0)) {
      for (const refusal of await write(planned)) {
        errors.push(refusal);
        badRows.add(refusal.row);
      }
    }
  };
  for (const each of sheet.rows) {
    rows++;
    chunk.push(each);
    if (chunk.length === ROWS_AT_ONCE) {
      await flush();
      // What the rows done left behind is collected every few thousand, before V8 would grow its heap to hold it.
      if (rows % COLLECT_EVERY === 0) collectGarbage();
    }
  }
  await flush();
  errors.sort((a, b) => a.row - b.row);
  return { mapping: Object.fromEntries(columnNames.map((column, i) => [column, mapping[i]])), rows, badRows: badRows.size, creates, updates, unchanged, errors, sample };
};

