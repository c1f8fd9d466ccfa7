import { and } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EntityDef, Operation } from '../../src/schemas/core';
import { idInPath } from '../../src/schemas/core';
import { parseListQuery } from '../../src/schemas/core/listQuery';
import { parseBody } from '../../src/schemas/core/validation';
import { registry } from '../../src/schemas/registry';
import { z } from 'zod';
import type { AccessMode } from '../auth/access';
import { allows } from '../auth/access';
import type { Db } from '../db/connection';
import { ApiError, badRequest, ok, parseOr400 } from '../http';
import { entityRouteSchema } from '../openapi';
import type { EntityHooks, HookRegistry, WriteContext } from './entityHooks';
import type { CustomerScope } from './entityStore';
import { entityStore, staleRecord } from './entityStore';
import { expectedVersion, recordId, tagged } from './recordId';
import { changesBetween, recordVersion } from './versions';
import { writing } from './writing';

type Row = Record<string, unknown>;

const MODES: Record<Operation, AccessMode> = { list: 'read', getOne: 'read', create: 'modify', update: 'modify', delete: 'modify' };

const NO_HOOKS: EntityHooks = {};

const scopeOf = (request: FastifyRequest): CustomerScope => request.access?.customers;

const contextOf = (tx: Db, request: FastifyRequest): WriteContext => ({ tx, request, scope: scopeOf(request), userId: request.user?.id ?? null });

/**
 * The five operations of an entity with its module's hooks: what the generic routes run, and what
 * a module's own action calls to write a record of another entity the same way (an order made
 * from an offer request is created as `POST /order` creates one).
 *
 * A change (update, delete, or a module's action on a record it locks with `current`) may name the
 * version it changes (`If-Match` or `version` in its body, expectedVersion): when the record has
 * another one by now, nothing is written and the answer is 409 `staleRecord` with the record as it
 * is (no lost update).
 */
export const entityOperations = (entity: EntityDef, hooks: EntityHooks = NO_HOOKS) => {
  const present = (db: Db, request: FastifyRequest, row: Row): Promise<Row> => (hooks.present ? hooks.present(db, request, row) : entityStore(db).withLines(entity, row));
  const visible = (db: Db, request: FastifyRequest) => hooks.visible?.(db, request);
  const simpleChanges = !hooks.beforeUpdate && !hooks.afterUpdate && !hooks.versions && !hooks.visible;
  const simpleDeletes = !hooks.beforeDelete && !hooks.afterDelete && !hooks.versions && !hooks.visible;

  /** A stale change refused with the record as the caller gets it now. */
  const presented = async (db: Db, request: FastifyRequest, error: unknown): Promise<never> => {
    if (error instanceof ApiError && error.code === 'staleRecord' && error.data?.current) {
      throw new ApiError(error.status, error.code, error.problems, error.params, { current: await present(db, request, error.data.current as Row) });
    }
    throw error;
  };

  /**
   * The record as it is, locked for the rest of the transaction and as `present` answers it; 404
   * when the caller may not see it, 409 `staleRecord` when the call names another version.
   */
  const current = async (tx: Db, request: FastifyRequest, id: number): Promise<Row> => {
    const row = await entityStore(tx).lockOne(entity, id, scopeOf(request), await visible(tx, request));
    await checkVersion(tx, request, row);
    return present(tx, request, row);
  };

  /** Refuses (409 `staleRecord`) a change that names another version than the stored, locked row's. */
  const checkVersion = async (tx: Db, request: FastifyRequest, row: Row): Promise<void> => {
    const expected = expectedVersion(request);
    if (expected !== undefined && expected !== row.version) throw await staleRecord(tx, entity, await present(tx, request, row));
  };

  const operations = {
    present,
    current,
    checkVersion,

    async list(db: Db, request: FastifyRequest, raw: Row) {
      const mapped = hooks.listQuery ? await hooks.listQuery(db, request, raw) : { query: raw };
      const parsed = parseListQuery(entity, mapped.query);
      if (!parsed.ok) throw badRequest(parsed.problems);
      const seen = await visible(db, request);
      const extra = seen && mapped.condition ? and(seen, mapped.condition) : (seen ?? mapped.condition);
      const result = await entityStore(db).list(entity, parsed.query, scopeOf(request), extra);
      const rows = hooks.presentRows ? await hooks.presentRows(db, request, result.rows) : result.rows;
      return parsed.query.page ? { rows, count: result.count } : rows;
    },

    async getOne(db: Db, request: FastifyRequest, id: number) {
      return present(db, request, await entityStore(db).getOne(entity, id, scopeOf(request), await visible(db, request)));
    },

    /** Creates a record inside the caller's transaction: the hooks, the row, its lines and its version. */
    async createIn(tx: Db, request: FastifyRequest, data: Row): Promise<Row> {
      const context = contextOf(tx, request);
      const write = hooks.beforeCreate ? await hooks.beforeCreate(context, data) : data;
      const row = await entityStore(tx).create(entity, write, context.scope);
      await hooks.afterCreate?.(context, row);
      const result = await present(tx, request, row);
      if (hooks.versions) await recordVersion(tx, hooks.versions.objectType, Number(row.id), result, 'created', [], request.user?.id);
      return result;
    },

    /**
     * Creates many records of their own columns inside the caller's transaction (an import): as
     * one statement when the module has no hooks for a new record, else one by one as createIn
     * does. Answers how many were created; any refusal refuses them all.
     */
    async createManyIn(tx: Db, request: FastifyRequest, rows: readonly Row[]): Promise<number> {
      if (!hooks.beforeCreate && !hooks.afterCreate && !hooks.versions) return (await entityStore(tx).createMany(entity, rows, scopeOf(request))).length;
      for (const data of rows) await operations.createIn(tx, request, data);
      return rows.length;
    },

    async create(db: Db, request: FastifyRequest, data: Row): Promise<Row> {
      return writing(db, request, (tx) => operations.createIn(tx, request, data));
    },

    async update(db: Db, request: FastifyRequest, id: number, data: Row): Promise<Row> {
      return writing(db, request, async (tx) => {
        if (simpleChanges) {
          const row = await entityStore(tx).update(entity, id, data, scopeOf(request), expectedVersion(request)).catch((error: unknown) => presented(tx, request, error));
          return present(tx, request, row);
        }
        const context = contextOf(tx, request);
        const before = await current(tx, request, id);
        const write = hooks.beforeUpdate ? await hooks.beforeUpdate(context, before, data) : data;
        const row = await entityStore(tx).update(entity, id, write, context.scope);
        await hooks.afterUpdate?.(context, before, row);
        const result = await present(tx, request, row);
        if (hooks.versions) {
          const changes = changesBetween(entity, before, result);
          if (changes.length > 0) await recordVersion(tx, hooks.versions.objectType, id, result, hooks.versions.action?.(changes) ?? 'edited', changes, request.user?.id);
        }
        return result;
      });
    },

    async remove(db: Db, request: FastifyRequest, id: number): Promise<Row> {
      return writing(db, request, async (tx) => {
        if (simpleDeletes) return entityStore(tx).remove(entity, id, scopeOf(request), expectedVersion(request)).catch((error: unknown) => presented(tx, request, error));
        const context = contextOf(tx, request);
        const before = await current(tx, request, id);
        await hooks.beforeDelete?.(context, before);
        const row = await entityStore(tx).remove(entity, id, context.scope);
        await hooks.afterDelete?.(context, before);
        if (hooks.versions) await recordVersion(tx, hooks.versions.objectType, id, before, 'deleted', [], request.user?.id);
        return row;
      });
    },
  };
  return operations;
};

export type EntityOperations = ReturnType<typeof entityOperations>;

/** A body past a route's own limit refused as the module says; any other error as every route's. */
const tooLargeAs = (refusal: () => ApiError) => (error: FastifyError) => {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw refusal();
  throw error;
};

/** The entities stored in tables built from their schemas (all but users, access groups and mail accounts). */
export const GENERIC_ENTITIES = registry.filter((entity) => entity.storage === 'generic');

/** The path of a route that works on any generic entity's records (a bulk change, an export, an import): `/…/:entity`. */
export const genericEntityParams = z.object({ entity: z.enum(GENERIC_ENTITIES.map((entity) => entity.name) as [string, ...string[]]).meta({ description: 'The entity, by its name in the schema.' }) });

/** The generic entity a route's path names (400 for any other), once the caller is known to hold its right (403 otherwise). */
export const genericEntityOf = (request: FastifyRequest, mode: AccessMode): EntityDef => {
  const { entity: name } = parseOr400(genericEntityParams, request.params);
  const entity = GENERIC_ENTITIES.find((each) => each.name === name)!;
  if (!request.access || !allows(request.access.rights, entity.access, mode)) throw new ApiError(403, 'forbidden');
  return entity;
};

/**
 * Registers the specification's five endpoints of every entity stored in a table built from its
 * schema (all but users, access groups and mail accounts), each with the hooks its module declares.
 */
export const entityRoutes = (hooks: HookRegistry) => async (app: FastifyInstance) => {
  const { db } = app;
  for (const entity of GENERIC_ENTITIES) {
    const run = entityOperations(entity, hooks.get(entity.name));
    const body = hooks.get(entity.name)?.body;
    /** A write's data: the schema's fields of the body, or the body as it came when the module reads it. */
    const dataOf = (request: FastifyRequest, operation: 'create' | 'update'): Row => {
      if (body) return request.body as Row;
      const parsed = parseBody(entity, operation, request.body);
      if (!parsed.ok) throw badRequest(parsed.problems);
      return parsed.data;
    };
    const handlers: Record<Operation, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> = {
      list: async (request) => ok(await run.list(db, request, request.query as Row)),
      getOne: async (request, reply) => ok(tagged(reply, await run.getOne(db, request, recordId(request, true)))),
      create: async (request) => ok(await run.create(db, request, dataOf(request, 'create'))),
      update: async (request) => {
        const id = recordId(request, idInPath(entity.endpoints.update));
        return ok(await run.update(db, request, id, dataOf(request, 'update')));
      },
      delete: async (request) => ok(await run.remove(db, request, recordId(request, idInPath(entity.endpoints.delete)))),
    };
    for (const operation of Object.keys(handlers) as Operation[]) {
      const endpoint = entity.endpoints[operation];
      // A write whose body the module reads: that body's schema, its size limit and the refusal past it.
      const options =
        body && (operation === 'create' || operation === 'update')
          ? {
              schema: { ...entityRouteSchema(entity, operation), body: body[operation] },
              ...(body.limit ? { bodyLimit: body.limit } : {}),
              ...(body.tooLarge ? { errorHandler: tooLargeAs(body.tooLarge) } : {}),
            }
          : { schema: entityRouteSchema(entity, operation) };
      app.route({
        method: endpoint.method,
        url: `/api${endpoint.path}`,
        config: { access: { key: entity.access, mode: MODES[operation] }, entity },
        ...options,
        handler: handlers[operation],
      });
    }
  }
};
