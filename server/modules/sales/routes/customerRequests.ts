import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defaultRecord } from '../../../../src/schemas/core';
import { customerRequest } from '../../../../src/schemas/entities/customerRequest';
import { salesOrder } from '../../../../src/schemas/entities/salesOrder';
import type { Db } from '../../../db/connection';
import { customerRequestComments, entityTable, files, users } from '../../../db/tables';
import { ApiError, ok, parseOr400, requestLocale } from '../../../http';
import { noBody, recordAnswer } from '../../../openapi';
import type { CustomerScope } from '../../../core/entityStore';
import { entityStore } from '../../../core/entityStore';
import { hooksFor } from '../../../core/entityHooks';
import { entityOperations } from '../../../core/entityRoutes';
import { nextDocumentNumber } from '../../../core/numerators';
import { recordVersion } from '../../../core/versions';
import { startProcessesFor } from '../../../core/workflow/engine';
import { salesOrderHooks } from './orders';
import { recordId } from '../../../core/recordId';
import { writing } from '../../../core/writing';

type Row = Record<string, unknown>;

const modify = { access: { key: customerRequest.access, mode: 'modify' } } as const;
const tags = ['customer_request'];
const OBJECT_TYPE = 'customer_request';

/**
 * The spec's list filters (§3: showCanceled, status, constructor, manager, dateFrom, dateTo,
 * customer) as the schema's: `customer` is `customerId`, `constructor` is `constructorId`, the dates
 * bound `createdAt`, and `showCanceled: false` leaves canceled requests out (without it, as every
 * list, all are listed; the screen's "Anulowane" filter does the same).
 */
export const legacyRequestFilter = (filter: Record<string, unknown>): Record<string, unknown> => {
  const { showCanceled, customer, constructor: designer, dateFrom, dateTo, ...rest } = filter;
  const mapped: Record<string, unknown> = { ...rest };
  if (customer !== undefined) mapped.customerId = customer;
  // `constructor` is read as an own key only: every object inherits one.
  if (Object.hasOwn(filter, 'constructor')) mapped.constructorId = designer;
  if (dateFrom !== undefined && dateFrom !== null && dateFrom !== '') mapped.createdAt_gte = `${String(dateFrom).slice(0, 10)}T00:00:00`;
  if (dateTo !== undefined && dateTo !== null && dateTo !== '') mapped.createdAt_lte = `${String(dateTo).slice(0, 10)}T23:59:59.999`;
  if ((showCanceled === false || showCanceled === 'false') && !('canceled' in mapped)) mapped.canceled = false;
  return mapped;
};

const withLegacyFilter = (query: Record<string, unknown>): Record<string, unknown> => {
  if (typeof query.filter !== 'string' || query.filter === '') return query;
  let filter: unknown;
  try {
    filter = JSON.parse(query.filter);
  } catch {
    return query; // parseListQuery names the malformed JSON
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return query;
  return { ...query, filter: JSON.stringify(legacyRequestFilter(filter as Record<string, unknown>)) };
};

const fileColumns = { id: files.id, owner_id: files.owner_id, file_name: files.file_name, content_type: files.content_type, size: files.size, createdAt: files.createdAt };

/** An offer request as its screen reads it: tags, comments (each with its author and files), files and the order made from it. */
const full = async (tx: Db, row: Row): Promise<Row> => {
  const requestId = Number(row.id);
  const withLines = await entityStore(tx).withLines(customerRequest, row);
  const comments = await tx
    .select({
      id: customerRequestComments.id,
      text: customerRequestComments.text,
      byEmail: customerRequestComments.byEmail,
      emailTitle: customerRequestComments.emailTitle,
      emailUid: customerRequestComments.emailUid,
      emailId: customerRequestComments.emailId,
      emailAccountId: customerRequestComments.emailAccountId,
      emailType: customerRequestComments.emailType,
      userId: customerRequestComments.user_id,
      userName: users.name,
      createdAt: customerRequestComments.createdAt,
    })
    .from(customerRequestComments)
    .leftJoin(users, eq(users.id, customerRequestComments.user_id))
    .where(eq(customerRequestComments.customer_request_id, requestId))
    .orderBy(desc(customerRequestComments.createdAt), desc(customerRequestComments.id));
  const commentFiles =
    comments.length > 0
      ? await tx
          .select(fileColumns)
          .from(files)
          .where(and(eq(files.owner_type, 'customer_request_comment'), inArray(files.owner_id, comments.map((c) => c.id))))
          .orderBy(asc(files.id))
      : [];
  const ownFiles = await tx.select(fileColumns).from(files).where(and(eq(files.owner_type, OBJECT_TYPE), eq(files.owner_id, requestId))).orderBy(asc(files.id));
  const order = entityTable('sales_order');
  const [made] = row.orderId ? await tx.select({ numberStr: order.numberStr, prefix: order.prefix, number: order.number }).from(order).where(eq(order.id, Number(row.orderId))) : [];
  return {
    ...withLines,
    comments: comments.map((c) => ({ ...c, files: commentFiles.filter((f) => f.owner_id === c.id) })),
    files: ownFiles,
    order: made ?? null,
    orderNumber: made?.numberStr ?? null,
  };
};

/**
 * Offer requests (spec §7 "Customer requests") through the generic routes: the list takes the
 * spec's filters, one request is answered with its tags, comments, files and the order made from
 * it, a new request is numbered by the offer-request numerator and starts its processes, a request
 * marked for deletion cannot change, one an order was made from cannot be deleted, and every save
 * is a version. Comments and files are `core/files/routes.ts`.
 */
export const customerRequestHooks = hooksFor(customerRequest, {
  listQuery: async (_db, _request, query) => ({ query: withLegacyFilter(query) }),
  present: (db, _request, row) => full(db, row),
  beforeCreate: async ({ tx, userId }, data) => ({ ...data, number: await nextDocumentNumber(tx, OBJECT_TYPE), author: userId }),
  afterCreate: async ({ tx, request, userId }, row) => {
    await startProcessesFor({ tx, userId, locale: requestLocale(request) }, OBJECT_TYPE, Number(row.id));
  },
  beforeUpdate: async (_context, current, data) => {
    if (current.markedToDelete) throw new ApiError(409, 'markedToDelete');
    return data;
  },
  // The order made from it keeps its link and its story: such a request is marked, not deleted.
  beforeDelete: async (_context, current) => {
    if (current.orderId) throw new ApiError(409, 'inUse');
  },
  // Its files and its comments' files hang on it by type and id, not by a foreign key: they go with it.
  afterDelete: async ({ tx }, current) => {
    const requestId = Number(current.id);
    const commentIds = (current.comments as { id: number }[]).map((c) => c.id);
    await tx.delete(files).where(and(eq(files.owner_type, OBJECT_TYPE), eq(files.owner_id, requestId)));
    if (commentIds.length > 0) await tx.delete(files).where(and(eq(files.owner_type, 'customer_request_comment'), inArray(files.owner_id, commentIds)));
  },
  versions: { objectType: OBJECT_TYPE },
});

/** The actions on an offer request beyond the generic five: its deletion mark, and an order made from it. */
export const customerRequestRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const scope = (request: FastifyRequest): CustomerScope => request.access?.customers;
  const table = entityTable(customerRequest.name);
  const requests = entityOperations(customerRequest, customerRequestHooks.hooks);
  const orders = entityOperations(salesOrder, salesOrderHooks.hooks);
  const locked = (tx: Db, request: FastifyRequest, requestId: number): Promise<Row> => requests.current(tx, request, requestId);

  const markBody = z.object({ id: z.number().int().positive().max(2_147_483_647) });
  app.post('/api/customer_request/change_deletion_mark', { config: modify, schema: { tags, summary: "Sets or clears an offer request's deletion mark", versioned: true, body: markBody, answer: recordAnswer(customerRequest, 'getOne') } }, async (request) => {
    const requestId = parseOr400(markBody, request.body).id;
    return writing(db, request, async (tx) => {
      const current = await locked(tx, request, requestId);
      const marked = !current.markedToDelete;
      await tx.update(table).set({ markedToDelete: marked, updatedAt: sql`now()` }).where(eq(table.id, requestId));
      const result = await full(tx, await entityStore(tx).getOne(customerRequest, requestId, scope(request)));
      await recordVersion(tx, OBJECT_TYPE, requestId, result, marked ? 'markedToDelete' : 'restored', [{ field: 'markedToDelete', from: !marked, to: marked }], request.user?.id);
      return ok(result);
    });
  });

  // "Create an order from this request": an offer (OFERTA) for the request's customer, referring to
  // it, and the request linked to the order, in one transaction. A request makes one order.
  app.post('/api/customer_request/:id/create_order', { config: { access: { key: 'orders', mode: 'modify' } }, schema: { tags, summary: 'Makes an offer (an order in OFERTA) from an offer request', versioned: true, body: noBody, answer: { data: { type: 'object', properties: { order: recordAnswer(salesOrder, 'getOne').data, request: recordAnswer(customerRequest, 'getOne').data } } } } }, async (request) => {
    const requestId = recordId(request, true);
    return writing(db, request, async (tx) => {
      const current = await locked(tx, request, requestId);
      if (current.markedToDelete) throw new ApiError(409, 'markedToDelete');
      if (current.orderId) throw new ApiError(409, 'requestHasOrder', [], { number: String(current.orderNumber ?? current.orderId) });
      const order = await orders.createIn(tx, request, {
        ...defaultRecord(salesOrder),
        customerId: current.customerId,
        status: 'OFERTA',
        reference: String(current.title).slice(0, 100),
        comment: `Zapytanie ofertowe ${String(current.number)}`,
        customerRequestId: requestId,
      });
      await tx.update(table).set({ orderId: order.id, updatedAt: sql`now()` }).where(eq(table.id, requestId));
      const result = await full(tx, await entityStore(tx).getOne(customerRequest, requestId, scope(request)));
      await recordVersion(tx, OBJECT_TYPE, requestId, result, 'edited', [{ field: 'orderId', from: null, to: order.id }], request.user?.id);
      return ok({ order, request: result });
    });
  });
};
