import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { entityByName, registry } from '../../src/schemas/registry';
import { allows, anyRightOf } from '../auth/access';
import type { Db } from '../db/connection';
import { recordPresence, users } from '../db/tables';
import { ApiError, notFound, ok, parseOr400 } from '../http';
import type { HookRegistry } from './entityHooks';
import { entityOperations } from './entityRoutes';
import type { PresenceEvent } from './events';
import { recordIdSchema } from './recordId';

/** An open form renews its presence this often (the portal's `usePresence` knows it too). */
export const PRESENCE_RENEW_SECONDS = 30;
/** A presence not renewed for this long no longer counts (a browser closed without saying so). */
export const PRESENCE_EXPIRES_SECONDS = 75;

const viewerSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/).meta({ description: 'The open form: a random id it makes for itself.' });
const presenceBody = z
  .object({
    entity: z.enum(registry.map((entity) => entity.name) as [string, ...string[]]).meta({ description: 'The entity, by its name in the schema.' }),
    id: recordIdSchema,
    viewer: viewerSchema,
  })
  .strict();
const viewerParams = z.object({ viewer: viewerSchema });

/** The users who have a record open now, in the order they opened it. */
const viewersOf = async (tx: Db, entity: string, id: number): Promise<PresenceEvent['viewers']> => {
  const rows = await tx
    .select({ id: users.id, name: users.name, since: sql<Date>`min(${recordPresence.seen_at})` })
    .from(recordPresence)
    .innerJoin(users, eq(users.id, recordPresence.user_id))
    .where(and(eq(recordPresence.entity, entity), eq(recordPresence.record_id, id), gt(recordPresence.seen_at, sql`now() - make_interval(secs => ${PRESENCE_EXPIRES_SECONDS})`)))
    .groupBy(users.id, users.name)
    .orderBy(asc(sql`min(${recordPresence.seen_at})`), asc(users.id));
  return rows.map(({ id: userId, name }) => ({ id: userId, name }));
};

/** Tells every server's event streams who has the record open now (delivered when the transaction commits). */
const announce = async (tx: Db, entity: string, id: number) => {
  const event: PresenceEvent = { entity, id, viewers: await viewersOf(tx, entity, id) };
  await tx.execute(sql`select pg_notify('record_presence', ${JSON.stringify(event)})`);
  return event.viewers;
};

/**
 * Who else has a record open (issue "Many people at once"): `PUT /api/presence { entity, id,
 * viewer }` says an open form shows the record, and answers `{ viewers }` — every user who has it
 * open now, the caller too; the form renews it every 30 s, and one not renewed for 75 s no longer
 * counts. `DELETE /api/presence/{viewer}` says the form closed. Whenever the set of viewers
 * changes, the event streams of those who may read the record get an event `presence` with `{
 * entity, id, viewers }`. Only a record the caller may read (its rights and customer scope) can be
 * said to be open; a caller ends only its own presence.
 */
export const presenceRoutes = (hooks: HookRegistry) => async (app: FastifyInstance) => {
  const { db } = app;
  const readSome = anyRightOf(registry, 'read');
  const tags = ['events'];
  const userId = (request: FastifyRequest) => {
    if (!request.user) throw new ApiError(401, 'unauthorized');
    return request.user.id;
  };

  app.put('/api/presence', { config: readSome, schema: { tags, summary: 'Says an open form shows a record; answers who has it open now', body: presenceBody } }, async (request) => {
    const body = parseOr400(presenceBody, request.body);
    const entity = entityByName(body.entity);
    if (!request.access || !allows(request.access.rights, entity.access, 'read')) throw new ApiError(403, 'forbidden');
    // The record as the caller may read it: 404 when it is not there for the caller.
    await entityOperations(entity, hooks.get(entity.name)).getOne(db, request, body.id);
    const me = userId(request);
    return ok({
      viewers: await db.transaction(async (tx) => {
        const [before] = await tx.select({ userId: recordPresence.user_id, entity: recordPresence.entity, recordId: recordPresence.record_id }).from(recordPresence).where(eq(recordPresence.viewer, body.viewer)).for('update');
        if (before && before.userId !== me) throw new ApiError(409, 'duplicate', [{ path: 'viewer', code: 'duplicate' }]);
        const known = await viewersOf(tx, body.entity, body.id);
        await tx
          .insert(recordPresence)
          .values({ viewer: body.viewer, user_id: me, entity: body.entity, record_id: body.id })
          .onConflictDoUpdate({ target: recordPresence.viewer, set: { entity: body.entity, record_id: body.id, seen_at: sql`now()` } });
        // Forms gone for long are forgotten.
        await tx.delete(recordPresence).where(lt(recordPresence.seen_at, sql`now() - interval '1 hour'`));
        if (before && (before.entity !== body.entity || before.recordId !== body.id)) await announce(tx, before.entity, before.recordId);
        // Only a new viewer is news: a renewal changes no one's list (an expired one drops out at the others' next renewal).
        return known.some((viewer) => viewer.id === me) ? known : announce(tx, body.entity, body.id);
      }),
    });
  });

  app.delete('/api/presence/:viewer', { config: readSome, schema: { tags, summary: 'Says an open form closed', params: viewerParams } }, async (request) => {
    const { viewer } = parseOr400(viewerParams, request.params);
    const me = userId(request);
    await db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(recordPresence)
        .where(and(eq(recordPresence.viewer, viewer), eq(recordPresence.user_id, me)))
        .returning({ entity: recordPresence.entity, recordId: recordPresence.record_id });
      if (!gone) throw notFound();
      await announce(tx, gone.entity, gone.recordId);
    });
    return ok({ viewer });
  });
};
