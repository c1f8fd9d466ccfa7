import { inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DataField, EntityDef, FieldProblem, Locale } from '../../../src/schemas/core';
import { addServerMessages, formatMessage, labelText } from '../../../src/schemas/core';
import { SPREADSHEET_MESSAGES } from '../../../src/schemas/core/spreadsheetMessages';
import { parseBody } from '../../../src/schemas/core/validation';
import { entityByName } from '../../../src/schemas/registry';
import { allows, anyRightOf } from '../../auth/access';
import type { Db } from '../../db/connection';
import { entityTable } from '../../db/tables';
import { ApiError, badRequest, errorBody, ok, parseOr400, requestLocale } from '../../http';
import type { HookRegistry } from '../entityHooks';
import { entityOperations, GENERIC_ENTITIES } from '../entityRoutes';
import { writing } from '../writing';
import type { Sheet } from './sheet';
import { readSheet } from './sheet';
import { templateWorkbook } from './template';
import type { RawCell } from './values';
import { cellValue, importableFields, importKey, lookupKey, mappingProblems, mapColumns } from './values';

type Row = Record<string, unknown>;

addServerMessages(SPREADSHEET_MESSAGES);

/** One refused cell or row: its row as the spreadsheet numbers it, its column's header, its field. */
export type ImportError = { row: number; column: string; field: string; code: string; message: string };
/** A row the import will write: a new record, or a change of the record `id`. */
type Planned = { row: number; action: 'create' | 'update'; id?: number; data: Row };

/** The most errors an answer lists (a file of 50,000 bad rows is not answered with 50,000 messages); `errorCount` has them all. */
const MAX_LISTED_ERRORS = 1000;
/** Rows written in one savepoint: a refusal redoes only its batch, row by row. */
const BATCH = 500;
/** Values looked up in one statement. */
const CHUNK = 1000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const entityParams = z.object({ entity: z.enum(GENERIC_ENTITIES.map((entity) => entity.name) as [string, ...string[]]).meta({ description: 'The entity, by its name in the schema.' }) });
const mappingSchema = z.record(z.string().max(500), z.string().max(100).nullable()).meta({ description: 'Which field each column fills, by its header: `{ "<header>": "<field>" }`, `null` to skip a column; columns left out are mapped by their labels in any language or their field names.' });
const previewFields = z.object({ mapping: z.string().max(60_000).optional().meta({ description: 'The mapping, as JSON.' }) });
const commitFields = previewFields.extend({ mode: z.enum(['all', 'valid']).meta({ description: '`all`: everything in one transaction, or nothing when any row has an error; `valid`: the valid rows, the others answered.' }) });
const tags = ['import'];

/** A multipart body's file and fields, in whatever order they come. */
const partsOf = async (request: FastifyRequest): Promise<{ bytes?: Buffer; fields: Record<string, string> }> => {
  if (!request.isMultipart()) throw new ApiError(400, 'notMultipart');
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const read = await part.toBuffer();
        if (part.fieldname === 'file') bytes = read;
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    throw (error as { statusCode?: number }).statusCode ? error : new ApiError(400, 'malformedMultipart');
  }
  return { bytes, fields };
};

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
  for (let at = 0; at < texts.length; at += CHUNK) {
    const chunk = texts.slice(at, at + CHUNK);
    const columns = [code, name].filter((key): key is string => key !== undefined);
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

/** The stored records a file's key values (or ids) name, as `{ id, ...columns }`. */
const storedBy = async (db: Db, entity: EntityDef, column: string, values: readonly unknown[]): Promise<Map<string, Row>> => {
  const table = entityTable(entity.name);
  const found = new Map<string, Row>();
  for (let at = 0; at < values.length; at += CHUNK) {
    for (const row of await db.select().from(table).where(inArray(table[column], values.slice(at, at + CHUNK)))) found.set(String(row[column]), row);
  }
  return found;
};

/** Whether a value the import would write is the one stored (numbers as numbers, dates and texts as text). */
const sameValue = (field: DataField, stored: unknown, value: unknown): boolean => {
  if (stored === null || stored === undefined) return value === null || value === undefined;
  if (field.type === 'number' || field.type === 'money' || field.type === 'reference') return Number(stored) === Number(value);
  if (stored instanceof Date) return stored.toISOString() === new Date(String(value)).toISOString();
  return String(stored) === String(value);
};

/**
 * What a file would do: each row read with the mapping, its references looked up, its record found
 * by id or key, and validated as a create or an update; nothing is written. Rows that would change
 * nothing are `unchanged`.
 */
const planImport = async (db: Db, entity: EntityDef, sheet: Sheet & { rowNumbers: number[] }, given: Record<string, string | null>, locale: Locale) => {
  const mapping = mapColumns(entity, sheet.headers, given);
  if (mapping.every((key) => key === null)) throw new ApiError(400, 'noColumnMapped', [{ path: 'mapping', code: 'noColumnMapped' }]);
  const fields = new Map(importableFields(entity));
  const key = importKey(entity);
  const columnOf = new Map(mapping.flatMap((field, i) => (field ? [[field, sheet.headers[i] || `#${i + 1}`] as const] : [])));
  const errors: ImportError[] = [];
  const refuse = (row: number, field: string, code: FieldProblem['code'], params?: FieldProblem['params']) =>
    errors.push({ row, column: columnOf.get(field) ?? '', field, code, message: formatMessage(code, locale, params) });

  // 1. Each cell as its field's value; references' texts gathered to be looked up at once.
  const read = sheet.rows.map((cells, index) => {
    const row = sheet.rowNumbers[index];
    const values: Row = {};
    const lookups: Record<string, string> = {};
    let id: number | undefined;
    let bad = false;
    mapping.forEach((name, column) => {
      if (!name) return;
      const cell: RawCell = cells[column] ?? null;
      if (name === 'id') {
        const value = cellValue({ type: 'number', label: { pl: 'Id', en: 'Id', de: 'Id', fr: 'Id' } }, cell);
        if ('value' in value && Number.isInteger(value.value) && Number(value.value) > 0) id = Number(value.value);
        else if (!('empty' in value)) {
          refuse(row, 'id', 'notInteger');
          bad = true;
        }
        return;
      }
      const value = cellValue(fields.get(name)!, cell);
      if ('problem' in value) {
        refuse(row, name, value.problem);
        bad = true;
      } else if ('lookup' in value) lookups[name] = value.lookup;
      else if ('value' in value) values[name] = value.value;
    });
    return { row, id, values, lookups, bad };
  });

  // 2. References by their targets' codes or names.
  for (const [name, field] of fields) {
    if (field.type !== 'reference' || !mapping.includes(name)) continue;
    const texts = [...new Set(read.flatMap((each) => (name in each.lookups ? [lookupKey(each.lookups[name])] : [])))];
    const ids = await referenceIds(db, field, texts);
    for (const each of read) {
      if (!(name in each.lookups)) continue;
      const id = ids.get(lookupKey(each.lookups[name]));
      if (typeof id === 'number') each.values[name] = id;
      else {
        refuse(each.row, name, id === 'ambiguous' ? 'ambiguousReference' : 'unknownReference');
        each.bad = true;
      }
    }
  }

  // 3. Each row's key as an update would take it (normalised: a NIP without its dashes), to find its record.
  const keyOf = (values: Row): string | undefined => {
    if (!key || values[key] === undefined) return undefined;
    const parsed = parseBody(entity, 'update', { [key]: values[key] });
    const value = parsed.ok ? parsed.data[key] : values[key];
    return value === null || value === undefined ? undefined : String(value);
  };
  const keyValues = read.map((each) => keyOf(each.values));
  const ids = [...new Set(read.flatMap((each) => (each.id === undefined ? [] : [each.id])))];
  const byId = await storedBy(db, entity, 'id', ids);
  const keys = [...new Set(keyValues.filter((value): value is string => value !== undefined))];
  const byKey = key ? await storedBy(db, entity, key, keys) : new Map<string, Row>();

  // 4. A record is named once in a file; each row validated as what it is.
  const planned: Planned[] = [];
  const firstRow = new Map<string, number>();
  let unchanged = 0;
  read.forEach((each, index) => {
    const keyValue = keyValues[index];
    const stored = each.id !== undefined ? byId.get(String(each.id)) : keyValue !== undefined ? byKey.get(keyValue) : undefined;
    if (each.id !== undefined && !stored) {
      refuse(each.row, 'id', 'notFound');
      each.bad = true;
    }
    const name = each.id !== undefined ? `id:${each.id}` : keyValue !== undefined ? `key:${keyValue}` : undefined;
    if (name !== undefined && firstRow.has(name)) {
      refuse(each.row, each.id !== undefined ? 'id' : key!, 'duplicateInFile', { row: firstRow.get(name)! });
      each.bad = true;
    } else if (name !== undefined) firstRow.set(name, each.row);
    const parsed = parseBody(entity, stored ? 'update' : 'create', each.values);
    if (!parsed.ok) {
      for (const problem of parsed.problems) refuse(each.row, problem.path.split('.')[0], problem.code, problem.params);
      return;
    }
    if (each.bad) return;
    if (stored) {
      const changes = Object.fromEntries(Object.entries(parsed.data).filter(([field, value]) => !sameValue(fields.get(field)!, stored[field], value)));
      if (Object.keys(changes).length === 0) unchanged++;
      else planned.push({ row: each.row, action: 'update', id: Number(stored.id), data: changes });
    } else planned.push({ row: each.row, action: 'create', data: parsed.data });
  });
  errors.sort((a, b) => a.row - b.row);
  const badRows = new Set(errors.map((error) => error.row)).size;
  return { mapping: Object.fromEntries(sheet.headers.map((header, i) => [header || `#${i + 1}`, mapping[i]])), planned, unchanged, errors, badRows, rows: sheet.rows.length };
};

/** The answer's list of errors: the first MAX_LISTED_ERRORS. */
const listed = (errors: readonly ImportError[]) => errors.slice(0, MAX_LISTED_ERRORS);

/**
 * Import of a spreadsheet into any generic entity (issue "Data entry at speed" §4):
 *
 * - `GET /api/import/{entity}/template.xlsx`: the columns to fill, with a sheet describing them;
 * - `POST /api/import/{entity}/preview` (multipart: `file`, XLSX or CSV in UTF-8 or Windows-1250;
 *   `mapping`, JSON `{ "<header>": "<field>" | null }`): what the file would do, writing nothing;
 * - `POST /api/import/{entity}/commit` (the same, and `mode`: `all` or `valid`): writes it.
 *
 * Columns are mapped by the fields' labels in any of the portal's languages or their names; a
 * reference by its target's code or name; a row names its record by `id` or by the entity's key
 * (importKey) and changes it, or makes a new one. An empty cell leaves a stored value as it is.
 * Each record is written as a single save writes it (the module's hooks, the caller's scope, the
 * audit with source `import`, a live event), in one transaction. A cell is only ever read as
 * text or a value: a workbook's formula is refused, never evaluated.
 */
export const importRoutes = (hooks: HookRegistry) => async (app: FastifyInstance) => {
  const { db } = app;
  const readSome = anyRightOf(GENERIC_ENTITIES, 'read');
  const modifySome = anyRightOf(GENERIC_ENTITIES, 'modify');

  const entityOf = (request: FastifyRequest, mode: 'read' | 'modify'): EntityDef => {
    const { entity: name } = parseOr400(entityParams, request.params);
    const entity = GENERIC_ENTITIES.find((each) => each.name === name)!;
    if (!request.access || !allows(request.access.rights, entity.access, mode)) throw new ApiError(403, 'forbidden');
    return entity;
  };

  /** The file and the mapping of a preview or commit, read and planned. */
  const plan = async (request: FastifyRequest, entity: EntityDef) => {
    const { bytes, fields } = await partsOf(request);
    if (!bytes) throw badRequest([{ path: 'file', code: 'required' }]);
    let given: Record<string, string | null> = {};
    if (fields.mapping !== undefined && fields.mapping.trim() !== '') {
      let json: unknown;
      try {
        json = JSON.parse(fields.mapping);
      } catch {
        throw badRequest([{ path: 'mapping', code: 'malformedJson' }]);
      }
      given = parseOr400(mappingSchema, json);
      const problems = mappingProblems(entity, given);
      if (problems.length > 0) throw badRequest(problems);
    }
    const sheet = await readSheet(bytes);
    return { fields, ...(await planImport(db, entity, sheet, given, requestLocale(request))) };
  };

  app.get(
    '/api/import/:entity/template.xlsx',
    { config: readSome, schema: { tags, summary: "An entity's import template: a column per importable field and a sheet describing them", params: entityParams, answer: { file: [XLSX] } } },
    async (request, reply) => {
      const entity = entityOf(request, 'read');
      const locale = requestLocale(request);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${entity.name}-import.xlsx"`)
        .header('cache-control', 'no-store')
        .send(await templateWorkbook(entity, locale));
    },
  );

  app.post(
    '/api/import/:entity/preview',
    { config: modifySome, schema: { tags, summary: 'What importing a spreadsheet would do, without writing anything', params: entityParams, multipart: { fields: previewFields, files: { name: 'file', required: true, many: false } } } },
    async (request) => {
      const entity = entityOf(request, 'modify');
      const result = await plan(request, entity);
      const locale = requestLocale(request);
      const sample = result.planned.slice(0, 10).map((each) => ({ row: each.row, action: each.action, ...(each.id !== undefined ? { id: each.id } : {}), values: each.data }));
      return ok({
        mapping: result.mapping,
        fields: [{ field: 'id', label: 'Id' }, ...importableFields(entity).map(([key, field]) => ({ field: key, label: labelText(field.label, locale), required: Boolean(field.required) }))],
        key: importKey(entity) ?? null,
        rows: result.rows,
        valid: result.rows - result.badRows,
        creates: result.planned.filter((each) => each.action === 'create').length,
        updates: result.planned.filter((each) => each.action === 'update').length,
        unchanged: result.unchanged,
        errorCount: result.errors.length,
        errors: listed(result.errors),
        sample,
      });
    },
  );

  app.post(
    '/api/import/:entity/commit',
    { config: modifySome, schema: { tags, summary: 'Imports a spreadsheet: every row or none (`all`), or the valid rows (`valid`)', params: entityParams, multipart: { fields: commitFields, files: { name: 'file', required: true, many: false } } } },
    async (request) => {
      const entity = entityOf(request, 'modify');
      const result = await plan(request, entity);
      const { mode } = parseOr400(commitFields, result.fields);
      const locale = requestLocale(request);
      if (mode === 'all' && result.errors.length > 0) {
        throw new ApiError(400, 'importHasErrors', [], { count: result.badRows }, { errorCount: result.errors.length, errors: listed(result.errors) });
      }
      const operations = entityOperations(entity, hooks.get(entity.name));
      const errors = [...result.errors];
      let created = 0;
      let updated = 0;
      const writeOne = async (tx: Db, each: Planned) => {
        if (each.action === 'create') await operations.createIn(tx, request, each.data);
        else await operations.update(tx, request, each.id!, each.data);
      };
      const refusal = (each: Planned, error: ApiError): ImportError[] => {
        const body = errorBody(error, locale);
        return body.errors.length > 0
          ? body.errors.map((problem) => ({ row: each.row, column: '', field: problem.path.split('.')[0], code: problem.code, message: problem.message }))
          : [{ row: each.row, column: '', field: '', code: body.code, message: body.message }];
      };
      const count = (written: readonly Planned[]) => {
        for (const each of written) {
          if (each.action === 'create') created++;
          else updated++;
        }
      };
      const refused = (error: unknown): error is ApiError => error instanceof ApiError && error.status < 500;

      // The writes are the import's (the audit says `import`), as one transaction.
      request.writeSource = 'import';
      const failed = await writing(db, request, async (tx) => {
        for (let at = 0; at < result.planned.length; at += BATCH) {
          const batch = result.planned.slice(at, at + BATCH);
          try {
            await tx.transaction(async (savepoint) => {
              // New records go in as one statement; changes one by one.
              await operations.createManyIn(savepoint, request, batch.filter((each) => each.action === 'create').map((each) => each.data));
              for (const each of batch) if (each.action === 'update') await writeOne(savepoint, each);
            });
            count(batch);
          } catch (error) {
            if (!refused(error)) throw error;
            // The batch is undone; each of its rows again on its own, to name the ones refused.
            const refusals: ImportError[] = [];
            for (const each of batch) {
              try {
                await tx.transaction((savepoint) => writeOne(savepoint, each));
                count([each]);
              } catch (inner) {
                if (!refused(inner)) throw inner;
                refusals.push(...refusal(each, inner));
              }
            }
            // Every row or none: a refusal undoes the whole import.
            if (mode === 'all') throw new Rollback(refusals);
            errors.push(...refusals);
          }
        }
        return undefined;
      }).catch((error: unknown) => {
        if (error instanceof Rollback) return error.errors;
        throw error;
      });
      if (failed) throw new ApiError(400, 'importHasErrors', [], { count: new Set(failed.map((error) => error.row)).size }, { errorCount: failed.length, errors: listed(failed) });
      errors.sort((a, b) => a.row - b.row);
      return ok({ created, updated, skipped: result.unchanged, errorCount: errors.length, errors: listed(errors) });
    },
  );
};

/** Thrown to undo an import of every row when one is refused. */
class Rollback extends Error {
  constructor(readonly errors: ImportError[]) {
    super('rollback');
  }
}
