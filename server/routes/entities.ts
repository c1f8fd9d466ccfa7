import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EntityDef, Operation } from '../../src/schemas/core';
import { idInPath, labelText } from '../../src/schemas/core';
import { parseListQuery } from '../../src/schemas/core/listQuery';
import { bodySchema, parseBody } from '../../src/schemas/core/validation';
import { registry } from '../../src/schemas/registry';
import type { AccessMode } from '../auth/access';
import { badRequest, ok } from '../http';
import { entityStore } from '../services/entityStore';
import { afterCreate, afterSave, beforeSave } from './entityHooks';
import { recordId } from './recordId';

const MODES: Record<Operation, AccessMode> = { list: 'read', getOne: 'read', create: 'modify', update: 'modify', delete: 'modify' };

/** OpenAPI description of an operation (documentation only: validation is the schema's zod). */
const openApi = (entity: EntityDef, operation: Operation) => {
  const title = labelText(entity.label.many, 'en');
  const body =
    operation === 'create' || operation === 'update'
      ? z.toJSONSchema(bodySchema(entity, operation), { unrepresentable: 'any', io: 'input' })
      : undefined;
  return {
    tags: [title],
    summary: `${operation} — ${title}`,
    ...(body ? { body } : {}),
    ...(operation === 'list'
      ? {
          querystring: {
            type: 'object',
            properties: {
              page: { type: 'integer' },
              limit: { type: 'integer' },
              sort: { type: 'string' },
              order: { type: 'string', enum: ['ASC', 'DESC'] },
              filter: { type: 'string', description: 'JSON object' },
            },
          },
        }
      : {}),
  };
};

/** Registers the spec's endpoints of every entity in the registry whose routes are generic. */
export const entityRoutes = async (app: FastifyInstance) => {
  const store = entityStore(app.db);
  for (const entity of registry.filter((e) => e.routes === 'generic')) {
    const scope = (request: FastifyRequest) => request.access?.customers;
    const handlers: Record<Operation, (request: FastifyRequest) => Promise<unknown>> = {
      list: async (request) => {
        const parsed = parseListQuery(entity, request.query as Record<string, unknown>);
        if (!parsed.ok) throw badRequest(parsed.problems);
        const result = await store.list(entity, parsed.query, scope(request));
        return ok(parsed.query.page ? result : result.rows);
      },
      // Get-one, create and update answer the record with its lines (none for most entities).
      getOne: async (request) => ok(await store.withLines(entity, await store.getOne(entity, recordId(request, true), scope(request)))),
      create: async (request) => {
        const parsed = parseBody(entity, 'create', request.body);
        if (!parsed.ok) throw badRequest(parsed.problems);
        await beforeSave[entity.name]?.(app.db, parsed.data);
        const hook = afterCreate[entity.name];
        const saved = afterSave[entity.name];
        if (!hook && !saved) return ok(await store.withLines(entity, await store.create(entity, parsed.data, scope(request))));
        return app.db.transaction(async (tx) => {
          const row = await entityStore(tx).create(entity, parsed.data, scope(request));
          await hook?.(tx, row, request);
          await saved?.(tx, row);
          return ok(await entityStore(tx).withLines(entity, row));
        });
      },
      update: async (request) => {
        const id = recordId(request, idInPath(entity.endpoints.update));
        const parsed = parseBody(entity, 'update', request.body);
        if (!parsed.ok) throw badRequest(parsed.problems);
        await beforeSave[entity.name]?.(app.db, parsed.data, id);
        const saved = afterSave[entity.name];
        if (!saved) return ok(await store.withLines(entity, await store.update(entity, id, parsed.data, scope(request))));
        return app.db.transaction(async (tx) => {
          const row = await entityStore(tx).update(entity, id, parsed.data, scope(request));
          await saved(tx, row);
          return ok(await entityStore(tx).withLines(entity, row));
        });
      },
      delete: async (request) => ok(await store.remove(entity, recordId(request, idInPath(entity.endpoints.delete)), scope(request))),
    };
    for (const operation of Object.keys(handlers) as Operation[]) {
      const endpoint = entity.endpoints[operation];
      app.route({
        method: endpoint.method,
        url: `/api${endpoint.path}`,
        config: { access: { key: entity.access, mode: MODES[operation] }, entity },
        schema: openApi(entity, operation),
        handler: handlers[operation],
      });
    }
  }
};
