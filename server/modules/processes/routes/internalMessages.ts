import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { internalMessage } from '../../../../src/schemas/entities/internalMessage';
import { entityTable, users } from '../../../db/tables';
import { notFound, ok } from '../../../http';
import { noBody, recordAnswer } from '../../../openapi';
import { hooksFor } from '../../../core/entityHooks';
import { entityOperations } from '../../../core/entityRoutes';
import { recordId } from '../../../core/recordId';

const read = { access: { key: internalMessage.access, mode: 'read' } } as const;
const table = () => entityTable(internalMessage.name);

/** How many unread messages the top bar's list shows (the count says how many there are in all). */
export const UNREAD_SHOWN = 20;

/** Messages to the caller, or from the caller (the entity's `userScope`). */
const own = (request: FastifyRequest) => or(eq(table().userId, request.user?.id ?? 0), eq(table().senderId, request.user?.id ?? 0));
const toCaller = (request: FastifyRequest) => eq(table().userId, request.user?.id ?? 0);

/**
 * Internal messages (spec §2: the notification dropdown, crm/internalmessages, im-details) through
 * the generic routes: each user lists, reads, changes and deletes only the messages to or from them
 * (the entity's `userScope`, administrators too), and a message sent is from the caller. Sending,
 * changing and deleting need the right to modify tasks.
 */
export const internalMessageHooks = hooksFor(internalMessage, {
  visible: async (_db, request) => own(request),
  beforeCreate: async ({ userId }, data) => ({ ...data, senderId: userId }),
});

/**
 * The actions on internal messages beyond the generic five: the caller's unread ones for the top
 * bar, opening one (POST /internal_message/{id}/read marks it read for its recipient) and "Clear
 * all" (marks all the caller's read).
 */
export const internalMessageRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const messages = entityOperations(internalMessage, internalMessageHooks.hooks);

  app.get('/api/internal_message/unread', { config: read, schema: { tags: ['internal_message'], summary: "The caller's unread notes (the newest) and their count" } }, async (request) => {
    const where = and(toCaller(request), eq(table().isRead, false));
    const [rows, [{ count }]] = await Promise.all([
      db
        .select({ id: table().id, title: table().title, text: table().text, taskId: table().taskId, createdAt: table().createdAt, senderName: users.name })
        .from(table())
        .leftJoin(users, eq(users.id, table().senderId))
        .where(where)
        .orderBy(desc(table().id))
        .limit(UNREAD_SHOWN),
      db.select({ count: sql<number>`count(*)::int` }).from(table()).where(where),
    ]);
    return ok({ rows, count });
  });

  app.post('/api/internal_message/read_all', { config: read, schema: { tags: ['internal_message'], summary: "Marks all the caller's notes read", body: noBody, answer: { data: { type: 'object', properties: { marked: { type: 'integer' } } } } } }, async (request) => {
    const marked = await db.update(table()).set({ isRead: true, updatedAt: sql`now()` }).where(and(toCaller(request), eq(table().isRead, false))).returning({ id: table().id });
    return ok({ marked: marked.length });
  });

  // Opening a note reads it: only its recipient's copy changes.
  app.post('/api/internal_message/:id/read', { config: read, schema: { tags: ['internal_message'], summary: 'Marks a note of the caller read', body: noBody, answer: recordAnswer(internalMessage, 'getOne') } }, async (request) => {
    const message = await messages.getOne(db, request, recordId(request, true));
    if (message.userId !== request.user?.id) throw notFound();
    const [row] = await db.update(table()).set({ isRead: true, updatedAt: sql`now()` }).where(eq(table().id, Number(message.id))).returning();
    return ok(row);
  });
};
