import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EntityDef } from '../../src/schemas/core';
import { customerRequest } from '../../src/schemas/entities/customerRequest';
import { salesOrder } from '../../src/schemas/entities/salesOrder';
import { allows } from '../auth/access';
import { objectVersions, users } from '../db/tables';
import { ApiError, notFound, ok, parseOr400 } from '../http';
import { entityStore } from './entityStore';
import { recordId } from './recordId';

/** The records that keep versions, by their object type. */
const VERSIONED: Readonly<Record<string, EntityDef>> = { order: salesOrder, customer_request: customerRequest };

const query = z.object({
  objectType: z.enum(Object.keys(VERSIONED) as [string, ...string[]]),
  objectId: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().positive().max(2_147_483_647)),
});

const columns = {
  id: objectVersions.id,
  objectType: objectVersions.object_type,
  objectId: objectVersions.object_id,
  version: objectVersions.version,
  action: objectVersions.action,
  changes: objectVersions.changes,
  userId: objectVersions.user_id,
  userName: users.name,
  createdAt: objectVersions.createdAt,
};

/**
 * Object versions (spec §7 `GET /object_version`): a record's versions newest first (its change
 * log), and one version with its data (to compare two). Reading them takes the read right of the
 * record's module; staff read the log of a deleted record too, a client user only of a record of
 * its customers that it sees now.
 */
export const versionRoutes = async (app: FastifyInstance) => {
  const { db } = app;

  const visible = async (request: FastifyRequest, objectType: string, objectId: number) => {
    const entity = VERSIONED[objectType];
    if (!entity) throw notFound();
    if (!request.access || !allows(request.access.rights, entity.access, 'read')) throw new ApiError(403, 'forbidden');
    if (request.access.customers) await entityStore(db).getOne(entity, objectId, request.access.customers);
  };

  // The object type is in the query: the route needs the read right of one versioned module, the
  // call that of the record's own (visible, above).
  const readSome = { access: { anyOf: Object.values(VERSIONED).map((entity) => entity.access), mode: 'read' } } as const;

  app.get('/api/object_version', { config: readSome, schema: { tags: ['object_version'], summary: 'The versions of a record (an order or an offer request), newest first', querystring: query } }, async (request) => {
    const { objectType, objectId } = parseOr400(query, request.query);
    await visible(request, objectType, objectId);
    return ok(
      await db
        .select(columns)
        .from(objectVersions)
        .leftJoin(users, eq(users.id, objectVersions.user_id))
        .where(and(eq(objectVersions.object_type, objectType), eq(objectVersions.object_id, objectId)))
        .orderBy(desc(objectVersions.version)),
    );
  });

  app.get('/api/object_version/:id', { config: readSome, schema: { tags: ['object_version'], summary: 'A version of a record, with its saved data' } }, async (request) => {
    const [row] = await db
      .select({ ...columns, data: objectVersions.data })
      .from(objectVersions)
      .leftJoin(users, eq(users.id, objectVersions.user_id))
      .where(eq(objectVersions.id, recordId(request, true)));
    if (!row) throw notFound();
    await visible(request, row.objectType, row.objectId);
    return ok(row);
  });
};
