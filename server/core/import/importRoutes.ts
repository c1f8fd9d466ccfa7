import type { SQL } from 'drizzle-orm';
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
import type { CustomerScope } from '../entityStore';
import { entityStore } from '../entityStore';
import { writing } from '../writing';
import type { Sheet, SheetRow } from './sheet';
import { openSheet } from './sheet';
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

/** Which records the caller sees: its customers (a client user's) and a module's own visibility. */
type Seen = { scope: CustomerScope; extra?: SQL };

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

/** What an import found, and what its commit wrote. */
type ImportOutcome = {
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
 * could not write (`allOrNothing`: none after the first refusal). A preview gives none and writes nothing. Rows that would change nothing are
 * `unchanged`.
 */
const runImport = async (
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
  const columnOf = new Map(mapping.flatMap((field, i) => (field ? [[field, sheet.headers[i] || `#${i + 1}`] as const] : [])));
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
    if (chunk.length === ROWS_AT_ONCE) await flush();
  }
  await flush();
  errors.sort((a, b) => a.row - b.row);
  return { mapping: Object.fromEntries(sheet.headers.map((header, i) => [header || `#${i + 1}`, mapping[i]])), rows, badRows: badRows.size, creates, updates, unchanged, errors, sample };
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

  const seenBy = async (request: FastifyRequest, entity: EntityDef): Promise<Seen> => ({ scope: request.access?.customers, extra: await hooks.get(entity.name)?.visible?.(db, request) });

  /** The file, the mapping and the other fields of a preview or commit, read and checked. */
  const partsRead = async (request: FastifyRequest, entity: EntityDef) => {
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
    return { bytes, fields, given };
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
      const { bytes, given } = await partsRead(request, entity);
      const locale = requestLocale(request);
      const result = await runImport(db, entity, await seenBy(request, entity), openSheet(bytes), given, locale);
      return ok({
        mapping: result.mapping,
        fields: [{ field: 'id', label: 'Id' }, ...importableFields(entity).map(([key, field]) => ({ field: key, label: labelText(field.label, locale), required: Boolean(field.required) }))],
        key: importKey(entity) ?? null,
        rows: result.rows,
        valid: result.rows - result.badRows,
        creates: result.creates,
        updates: result.updates,
        unchanged: result.unchanged,
        errorCount: result.errors.length,
        errors: listed(result.errors),
        sample: result.sample.map((each) => ({ row: each.row, action: each.action, ...(each.id !== undefined ? { id: each.id } : {}), values: each.data })),
      });
    },
  );

  app.post(
    '/api/import/:entity/commit',
    { config: modifySome, schema: { tags, summary: 'Imports a spreadsheet: every row or none (`all`), or the valid rows (`valid`)', params: entityParams, multipart: { fields: commitFields, files: { name: 'file', required: true, many: false } } } },
    async (request) => {
      const entity = entityOf(request, 'modify');
      const { bytes, fields, given } = await partsRead(request, entity);
      const { mode } = parseOr400(commitFields, fields);
      const locale = requestLocale(request);
      const sheet = openSheet(bytes);
      const operations = entityOperations(entity, hooks.get(entity.name));
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

      /** A thousand planned rows into the transaction, 500 at a time; the rows refused, by row. */
      const writeRows = async (tx: Db, planned: readonly Planned[]): Promise<ImportError[]> => {
        const refusals: ImportError[] = [];
        for (let at = 0; at < planned.length; at += BATCH) {
          const batch = planned.slice(at, at + BATCH);
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
            for (const each of batch) {
              try {
                await tx.transaction((savepoint) => writeOne(savepoint, each));
                count([each]);
              } catch (inner) {
                if (!refused(inner)) throw inner;
                refusals.push(...refusal(each, inner));
              }
            }
          }
        }
        return refusals;
      };

      // The writes are the import's (the audit says `import`), as one transaction: with `all`, a row
      // refused anywhere in the file undoes every row written before it.
      request.writeSource = 'import';
      const result = await writing(db, request, async (tx) => {
        const outcome = await runImport(tx, entity, await seenBy(request, entity), sheet, given, locale, (planned) => writeRows(tx, planned), mode === 'all');
        if (mode === 'all' && outcome.errors.length > 0) throw new Rollback(outcome);
        return outcome;
      }).catch((error: unknown) => {
        if (error instanceof Rollback) throw new ApiError(400, 'importHasErrors', [], { count: error.outcome.badRows }, { errorCount: error.outcome.errors.length, errors: listed(error.outcome.errors) });
        throw error;
      });
      return ok({ created, updated, skipped: result.unchanged, errorCount: result.errors.length, errors: listed(result.errors) });
    },
  );
};

/** Thrown to undo an import of every row when one is refused. */
class Rollback extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super('rollback');
  }
}
