import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Operation } from '../../src/schemas/core';
import { idInPath } from '../../src/schemas/core';
import { parseListQuery } from '../../src/schemas/core/listQuery';
import { parseBody } from '../../src/schemas/core/validation';
import { registry } from '../../src/schemas/registry';
import type { AccessMode } from '../auth/access';
import { badRequest, ok } from '../http';
import { entityRouteSchema } from '../openapi';
import { entityStore } from '../services/entityStore';
import { afterCreate, afterSave, beforeSave } from './entityHooks';
import { recordId } from './recordId';

const MODES: Record<Operation, AccessMode> = { list: 'read', getOne: 'read', create: 'modify', update: 'modify', delete: 'modify' };

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
        schema: entityRouteSchema(entity, operation),
        handler: handlers[operation],
      });
    }
  }
};
