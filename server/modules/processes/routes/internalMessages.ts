import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseListQuery } from '../../../../src/schemas/core/listQuery';
import { parseBody } from '../../../../src/schemas/core/validation';
import { internalMessage } from '../../../../src/schemas/entities/internalMessage';
import { entityTable, users } from '../../../db/tables';
import { badRequest, notFound, ok } from '../../../http';
import { entityRouteSchema, noBody, recordAnswer } from '../../../openapi';
import { entityStore } from '../../../core/entityStore';
import { recordId } from '../../../core/recordId';

const read = { access: { key: internalMessage.access, mode: 'read' } } as const;
const modify = { access: { key: internalMessage.access, mode: 'modify' } } as const;

/** How many unread messages the top bar's list shows (the count says how many there are in all). */
export const UNREAD_SHOWN = 20;

/**
 * Internal messages (spec §2: the notification dropdown, crm/internalmessages, im-details): each
 * user sees only the messages to or from them (the entity's `userScope`, administrators too).
 * Opening one marks it read for its recipient (POST /internal_message/{id}/read); "Clear all" marks all the caller's read. Sending,
 * changing and deleting need the right to modify tasks.
 */
export const internalMessageRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const { endpoints } = internalMessage;
  const table = entityTable(internalMessage.name);
  /** Messages to the caller, or from the caller (the entity's `userScope`). */
  const own = (request: FastifyRequest) => or(eq(table.userId, request.user?.id ?? 0), eq(table.senderId, request.user?.id ?? 0));
  const toCaller = (request: FastifyRequest) => eq(table.userId, request.user?.id ?? 0);

  const ownMessage = async (request: FastifyRequest, messageId: number) => {
    const [row] = await db.select().from(table).where(and(eq(table.id, messageId), own(request)));
    if (!row) throw notFound();
    return row;
  };

  app.get(`/api${endpoints.list.path}`, { config: read, schema: entityRouteSchema(internalMessage, 'list') }, async (request) => {
    const parsed = parseListQuery(internalMessage, request.query as Record<string, unknown>);
    if (!parsed.ok) throw badRequest(parsed.problems);
    const result = await entityStore(db).list(internalMessage, parsed.query, undefined, own(request));
    return ok(parsed.query.page ? result : result.rows);
  });

  app.get('/api/internal_message/unread', { config: read, schema: { tags: ['internal_message'], summary: "The caller's unread notes (the newest) and their count" } }, async (request) => {
    const where = and(toCaller(request), eq(table.isRead, false));
    const [rows, [{ count }]] = await Promise.all([
      db
        .select({ id: table.id, title: table.title, text: table.text, taskId: table.taskId, createdAt: table.createdAt, senderName: users.name })
        .from(table)
        .leftJoin(users, eq(users.id, table.senderId))
        .where(where)
        .orderBy(desc(table.id))
        .limit(UNREAD_SHOWN),
      db.select({ count: sql<number>`count(*)::int` }).from(table).where(where),
    ]);
    return ok({ rows, count });
  });

  app.post('/api/internal_message/read_all', { config: read, schema: { tags: ['internal_message'], summary: "Marks all the caller's notes read", body: noBody, answer: { data: { type: 'object', properties: { marked: { type: 'integer' } } } } } }, async (request) => {
    const marked = await db.update(table).set({ isRead: true, updatedAt: sql`now()` })  .where(and(toCaller(request), eq(table.isRead, false))).returning({ id: table.id });
    return ok({ marked: marked.length });
  });

  app.get(`/api${endpoints.getOne.path}`, { config: read, schema: entityRouteSchema(internalMessage, 'getOne') }, async (request) => ok(await ownMessage(request, recordId(request, true))));

  // Opening a note reads it: only its recipient's copy changes.
  app.post('/api/internal_message/:id/read', { config: read, schema: { tags: ['internal_message'], summary: 'Marks a note of the caller read', body: noBody, answer: recordAnswer(internalMessage, 'getOne') } }, async (request) => {
    const message = await ownMessage(request, recordId(request, true));
    if (message.userId !== request.user?.id) throw notFound();
    const [row] = await db.update(table).set({ isRead: true, updatedAt: sql`now()` }).where(eq(table.id, Number(message.id))).returning();
    return ok(row);
  });

  app.post(`/api${endpoints.create.path}`, { config: { ...modify, entity: internalMessage }, schema: entityRouteSchema(internalMessage, 'create') }, async (request) => {
    const parsed = parseBody(internalMessage, 'create', request.body);
    if (!parsed.ok) throw badRequest(parsed.problems);
    return ok(await entityStore(db).create(internalMessage, { ...parsed.data, senderId: request.user?.id ?? null }));
  });

  // The recipient or the sender changes a message: its read flag, its text.
  app.put(`/api${endpoints.update.path}`, { config: { ...modify, entity: internalMessage }, schema: entityRouteSchema(internalMessage, 'update') }, async (request) => {
    const message = await ownMessage(request, recordId(request, true));
    const parsed = parseBody(internalMessage, 'update', request.body);
    if (!parsed.ok) throw badRequest(parsed.problems);
    return ok(await entityStore(db).update(internalMessage, Number(message.id), parsed.data));
  });

  app.delete(`/api${endpoints.delete.path}`, { config: modify, schema: entityRouteSchema(internalMessage, 'delete') }, async (request) => {
    const message = await ownMessage(request, recordId(request, true));
    return ok(await entityStore(db).remove(internalMessage, Number(message.id)));
  });
};
