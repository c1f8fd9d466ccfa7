import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EntityDef } from '../../../src/schemas/core';
import { labelText } from '../../../src/schemas/core';
import { anyRightOf } from '../../auth/access';
import type { Db } from '../../db/connection';
import { ApiError, badRequest, errorBody, multipartError, ok, parseOr400, requestLocale } from '../../http';
import type { HookRegistry } from '../entityHooks';
import { entityOperations, GENERIC_ENTITIES, genericEntityOf, genericEntityParams } from '../entityRoutes';
import { writing } from '../writing';
import type { ImportError, ImportOutcome, Planned, Seen } from './plan';
import { runImport } from './plan';
import { openSheet } from './sheet';
import { templateWorkbook } from './template';
import { importableFields, importKey, mappingProblems } from './values';

/** The most errors an answer lists (a file of 50,000 bad rows is not answered with 50,000 messages); `errorCount` has them all. */
const MAX_LISTED_ERRORS = 1000;
/** Rows written in one savepoint: a refusal redoes only its batch, row by row. */
const BATCH = 500;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
    throw multipartError(error);
  }
  return { bytes, fields };
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
    { config: readSome, schema: { tags, summary: "An entity's import template: a column per importable field and a sheet describing them", params: genericEntityParams, answer: { file: [XLSX] } } },
    async (request, reply) => {
      const entity = genericEntityOf(request, 'read');
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
    { config: modifySome, schema: { tags, summary: 'What importing a spreadsheet would do, without writing anything', params: genericEntityParams, multipart: { fields: previewFields, files: { name: 'file', required: true, many: false } } } },
    async (request) => {
      const entity = genericEntityOf(request, 'modify');
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
    { config: modifySome, schema: { tags, summary: 'Imports a spreadsheet: every row or none (`all`), or the valid rows (`valid`)', params: genericEntityParams, multipart: { fields: commitFields, files: { name: 'file', required: true, many: false } } } },
    async (request) => {
      const entity = genericEntityOf(request, 'modify');
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
