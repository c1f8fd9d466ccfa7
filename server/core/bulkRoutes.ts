import { count, eq, countDistinct } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EntityDef, Locale } from '../../src/schemas/core';
import { labelText, linesFields } from '../../src/schemas/core';
import { parseBody } from '../../src/schemas/core/validation';
import { anyRightOf } from '../auth/access';
import type { Db } from '../db/connection';
import { entityTable, linesTable } from '../db/tables';
import { ApiError, badRequest, errorBody, ok, parseOr400, requestLocale } from '../http';
import type { HookRegistry } from './entityHooks';
import { entityOperations, GENERIC_ENTITIES, genericEntityOf, genericEntityParams } from './entityRoutes';
import { recordIdSchema } from './recordId';
import { writing } from './writing';

/** The most records one bulk change takes. */
export const MAX_BULK = 10_000;

const target = {
  /** The records, by id. */
  ids: z.array(recordIdSchema).min(1).max(MAX_BULK).optional(),
  /** Or every record the list's filter finds (as the list takes it), the caller's scope applied. */
  filter: z.record(z.string(), z.unknown()).optional(),
  /** With `filter`: records it finds that are left out (those refused by an earlier delete). */
  except: z.array(recordIdSchema).max(MAX_BULK).optional(),
};
const oneOf = (body: { ids?: number[]; filter?: Record<string, unknown>; except?: number[] }) => (body.ids === undefined) !== (body.filter === undefined) && (body.except === undefined || body.filter !== undefined);
const setBody = z
  .object({ ...target, set: z.record(z.string(), z.unknown()).refine((set) => Object.keys(set).length === 1, 'invalid') })
  .strict()
  .refine(oneOf, { message: 'invalid', path: ['ids'] });
const deleteBody = z
  .object(target)
  .strict()
  .refine(oneOf, { message: 'invalid', path: ['ids'] });

type Refused = { id: number; code: string; message: string; errors: { path: string; code: string; message: string }[] };

/** Where records of one entity are used: every other entity's references to it, and lines that name it. */
const usesOf = (entity: EntityDef) =>
  GENERIC_ENTITIES.flatMap((other) => [
    ...Object.entries(other.fields)
      .filter(([, field]) => field.type === 'reference' && field.target === entity.name && field.onDelete !== 'cascade' && field.onDelete !== 'set null')
      .map(([key]) => ({ entity: other, count: (db: Db, id: number) => db.select({ n: count() }).from(entityTable(other.name)).where(eq(entityTable(other.name)[key], id)) })),
    ...linesFields(other).flatMap(([linesKey, lines]) =>
      Object.entries(lines.fields)
        .filter(([, field]) => field.type === 'reference' && field.target === entity.name)
        .map(([key]) => {
          const table = linesTable(other.name, linesKey);
          return { entity: other, count: (db: Db, id: number) => db.select({ n: countDistinct(table[lines.parentKey]) }).from(table).where(eq(table[key], id)) };
        }),
    ),
  ]);

/** "Reklamacje: 12, Zamówienia: 3": which records use one, by the entities' names in the caller's language. */
const usageText = async (db: Db, entity: EntityDef, id: number, locale: Locale): Promise<string> => {
  const counts = new Map<EntityDef, number>();
  for (const use of usesOf(entity)) {
    const [{ n }] = await use.count(db, id);
    if (Number(n) > 0) counts.set(use.entity, (counts.get(use.entity) ?? 0) + Number(n));
  }
  return [...counts].map(([user, n]) => `${labelText(user.label.many, locale)}: ${n}`).join(', ');
};

/**
 * Bulk changes of any generic entity's records, as the list offers them (issue "Data entry at
 * speed" §3): `POST /api/bulk/{entity}` `{ ids | filter, set: { field: value } }` sets one field
 * to one value, `POST /api/bulk/{entity}/delete` `{ ids | filter }` deletes (`except`, with a
 * filter: ids it finds that are left out). Both answer `{
 * changed, refused: [{ id, code, message, errors }] }`.
 *
 * - The entity's modify right is checked first; the value is validated once as an update's; each
 *   record is then changed as a single save would change it (the module's hooks, the caller's
 *   scope, the audit with one entry per record), all in one transaction.
 * - A change refused for one record (not visible to the caller, its own rule) leaves that record
 *   as it was and the others changed.
 * - A deletion deletes all or none: when any record cannot go (it is used elsewhere, named with
 *   where and how often: "OKNO: Reklamacje: 12"), nothing is deleted and the answer lists them, so
 *   the portal can offer to delete the others.
 */
export const bulkRoutes = (hooks: HookRegistry) => async (app: FastifyInstance) => {
  const { db } = app;
  const modifySome = anyRightOf(GENERIC_ENTITIES, 'modify');
  const tags = ['bulk'];

  const entityOf = (request: FastifyRequest): EntityDef => genericEntityOf(request, 'modify');

  /** The records a bulk change names: its ids, or what its filter finds for the caller (at most MAX_BULK). */
  const idsOf = async (tx: Db, request: FastifyRequest, entity: EntityDef, body: { ids?: number[]; filter?: Record<string, unknown>; except?: number[] }): Promise<number[]> => {
    if (body.ids) return [...new Set(body.ids)];
    const found = (await entityOperations(entity, hooks.get(entity.name)).list(tx, request, { filter: JSON.stringify(body.filter) })) as { id: unknown }[];
    const leftOut = new Set(body.except ?? []);
    const ids = found.map((row) => Number(row.id)).filter((id) => !leftOut.has(id));
    if (ids.length > MAX_BULK) throw badRequest([{ path: 'filter', code: 'tooManyItems', params: { max: MAX_BULK } }]);
    return ids;
  };

  /** Runs one record's change in a savepoint of the bulk's transaction: a refusal undoes that record only. */
  const eachRecord = async (tx: Db, request: FastifyRequest, ids: readonly number[], change: (savepoint: Db, id: number) => Promise<unknown>) => {
    const locale = requestLocale(request);
    const refused: (Refused & { error: ApiError })[] = [];
    let changed = 0;
    for (const id of ids) {
      try {
        await tx.transaction((savepoint) => change(savepoint, id));
        changed++;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        const body = errorBody(error, locale);
        refused.push({ id, code: body.code, message: body.message, errors: body.errors, error });
      }
    }
    return { changed, refused };
  };

  app.post('/api/bulk/:entity', { config: modifySome, schema: { tags, summary: 'Sets one field of many records to one value', params: genericEntityParams, body: setBody } }, async (request) => {
    const entity = entityOf(request);
    const body = parseOr400(setBody, request.body);
    const parsed = parseBody(entity, 'update', body.set);
    if (!parsed.ok) throw badRequest(parsed.problems.map((problem) => ({ ...problem, path: problem.path ? `set.${problem.path}` : 'set' })));
    // One field the schema lets an update change (an unknown or read-only one is left out by the parse); lines are no one value.
    const field = Object.keys(body.set)[0];
    if (!(field in parsed.data) || entity.fields[field]?.type === 'lines') throw badRequest([{ path: `set.${field}`, code: 'notAField' }]);
    const operations = entityOperations(entity, hooks.get(entity.name));
    const result = await writing(db, request, async (tx) => eachRecord(tx, request, await idsOf(tx, request, entity, body), (savepoint, id) => operations.update(savepoint, request, id, parsed.data)));
    return ok({ changed: result.changed, refused: result.refused.map(({ error: _error, ...refusal }) => refusal) });
  });

  app.post('/api/bulk/:entity/delete', { config: modifySome, schema: { tags, summary: 'Deletes many records: all of them, or none when any cannot go', params: genericEntityParams, body: deleteBody } }, async (request) => {
    const entity = entityOf(request);
    const body = parseOr400(deleteBody, request.body);
    const operations = entityOperations(entity, hooks.get(entity.name));
    const locale = requestLocale(request);
    /** Thrown to undo the whole deletion when any record cannot go. */
    class Refusals extends Error {
      constructor(readonly refused: Refused[]) {
        super('refused');
      }
    }
    try {
      const changed = await writing(db, request, async (tx) => {
        const result = await eachRecord(tx, request, await idsOf(tx, request, entity, body), (savepoint, id) => operations.remove(savepoint, request, id));
        if (result.refused.length === 0) return result.changed;
        const refused: Refused[] = [];
        for (const { error, ...refusal } of result.refused) {
          if (error.code !== 'inUse') {
            refused.push(refusal);
            continue;
          }
          const [row] = await tx.select().from(entityTable(entity.name)).where(eq(entityTable(entity.name).id, refusal.id));
          const name = String(row?.[entity.recordRepresentation] ?? refusal.id);
          refused.push({ ...refusal, message: `${name}: ${refusal.message} (${await usageText(tx, entity, refusal.id, locale)})` });
        }
        throw new Refusals(refused);
      });
      return ok({ changed, refused: [] });
    } catch (error) {
      if (error instanceof Refusals) return ok({ changed: 0, refused: error.refused });
      throw error;
    }
  });
};
