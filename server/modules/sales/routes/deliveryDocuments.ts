import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LinesField } from '../../../../src/schemas/core';
import { parseListQuery } from '../../../../src/schemas/core/listQuery';
import { parseBody } from '../../../../src/schemas/core/validation';
import { deliveryDocument } from '../../../../src/schemas/entities/deliveryDocument';
import { salesOrder } from '../../../../src/schemas/entities/salesOrder';
import type { DeliveryStatus } from '../../../../src/schemas/sales/deliveryStatus';
import { canMoveDelivery, DELIVERABLE_ORDER_STATUSES, DELIVERY_TRANSITIONS } from '../../../../src/schemas/sales/deliveryStatus';
import type { Db } from '../../../db/connection';
import { ApiError, badRequest, ok } from '../../../http';
import { entityRouteSchema, noBody, recordAnswer } from '../../../openapi';
import type { CustomerScope } from '../../../core/entityStore';
import { entityStore } from '../../../core/entityStore';
import { enqueueExchange } from '../exchange';
import { nextDocumentCounter } from '../../../core/numerators';
import { documentSums } from '../pricing/documentSums';
import { recordId } from '../../../core/recordId';

type Row = Record<string, unknown>;

const read = { access: { key: deliveryDocument.access, mode: 'read' } } as const;
const modify = { access: { key: deliveryDocument.access, mode: 'modify' } } as const;
const products = deliveryDocument.fields.products as LinesField;

/** The document as its screen reads it: lines and sums, whether it may change, where its status may go. */
const full = async (tx: Db, row: Row): Promise<Row> => {
  const status = row.status as DeliveryStatus;
  return { ...(await entityStore(tx).withLines(deliveryDocument, row)), editable: status === 'NEW', allowedStatuses: DELIVERY_TRANSITIONS[status] };
};

/** Creates a delivery document inside the caller's transaction: numbered by its numerator, its sums computed. */
const createDocument = async (tx: Db, request: FastifyRequest, data: Row, extra: Row = {}) => {
  if (data.status !== 'NEW') throw badRequest([{ path: 'status', code: 'statusTransition', params: { from: '—', to: String(data.status) }, label: deliveryDocument.fields.status.label }]);
  const sums = documentSums((data.products as Row[] | undefined) ?? [], products, 'products');
  const number = await nextDocumentCounter(tx, 'delivery_document');
  const row = await entityStore(tx).create(
    deliveryDocument,
    { ...data, ...extra, products: sums.lines, sumNetto: sums.total.sumNetto, sumVat: sums.total.sumVat, sumBrutto: sums.total.sumBrutto, number: number.text, prefix: number.prefix ?? 'WZLC', author: request.user?.id ?? null },
    request.access?.customers,
  );
  return full(tx, row);
};

/**
 * Delivery documents (WZ): list, one with its lines, create, update (status along
 * DELIVERY_TRANSITIONS, content only while NEW), delete (not of an issued one), and "from an
 * order": a NEW document for a confirmed order's customer with its lines, linked as its base
 * document. Issuing one queues it for the ERP. Client users see their customers' documents.
 */
export const deliveryDocumentRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const { endpoints } = deliveryDocument;
  const scope = (request: FastifyRequest): CustomerScope => request.access?.customers;

  const locked = async (tx: Db, request: FastifyRequest, documentId: number): Promise<Row> => full(tx, await entityStore(tx).lockOne(deliveryDocument, documentId, scope(request)));

  app.get(`/api${endpoints.list.path}`, { config: read, schema: entityRouteSchema(deliveryDocument, 'list') }, async (request) => {
    const parsed = parseListQuery(deliveryDocument, request.query as Record<string, unknown>);
    if (!parsed.ok) throw badRequest(parsed.problems);
    const result = await entityStore(db).list(deliveryDocument, parsed.query, scope(request));
    return ok(parsed.query.page ? result : result.rows);
  });

  app.get(`/api${endpoints.getOne.path}`, { config: read, schema: entityRouteSchema(deliveryDocument, 'getOne') }, async (request) =>
    ok(await full(db, await entityStore(db).getOne(deliveryDocument, recordId(request, true), scope(request)))),
  );

  app.post(`/api${endpoints.create.path}`, { config: { ...modify, entity: deliveryDocument }, schema: entityRouteSchema(deliveryDocument, 'create') }, async (request) => {
    const parsed = parseBody(deliveryDocument, 'create', request.body);
    if (!parsed.ok) throw badRequest(parsed.problems);
    return db.transaction(async (tx) => ok(await createDocument(tx, request, parsed.data)));
  });

  app.put(`/api${endpoints.update.path}`, { config: { ...modify, entity: deliveryDocument }, schema: entityRouteSchema(deliveryDocument, 'update') }, async (request) => {
    const documentId = recordId(request, true);
    const parsed = parseBody(deliveryDocument, 'update', request.body);
    if (!parsed.ok) throw badRequest(parsed.problems);
    const data = parsed.data;
    return db.transaction(async (tx) => {
      const current = await locked(tx, request, documentId);
      const from = current.status as DeliveryStatus;
      const to = (data.status as DeliveryStatus | undefined) ?? from;
      if (!canMoveDelivery(from, to)) throw badRequest([{ path: 'status', code: 'statusTransition', params: { from, to }, label: deliveryDocument.fields.status.label }]);
      // Unchanged values sent back by the form are no change: only a real one is refused on an issued document.
      const changed = Object.keys(data).filter((key) => key !== 'status' && JSON.stringify(data[key]) !== JSON.stringify(current[key] ?? null));
      if (changed.length > 0 && from !== 'NEW') throw new ApiError(409, 'documentLocked', [], { status: from });
      let write: Row = data;
      if ('products' in data) {
        const sums = documentSums(data.products as Row[], products, 'products');
        write = { ...data, products: sums.lines, sumNetto: sums.total.sumNetto, sumVat: sums.total.sumVat, sumBrutto: sums.total.sumBrutto };
      }
      const result = await full(tx, await entityStore(tx).update(deliveryDocument, documentId, write, scope(request)));
      if (from === 'NEW' && to === 'ISSUED') await enqueueExchange(tx, 'delivery_document', documentId, String(result.number), 'issued', result);
      return ok(result);
    });
  });

  app.delete(`/api${endpoints.delete.path}`, { config: modify, schema: entityRouteSchema(deliveryDocument, 'delete') }, async (request) => {
    const documentId = recordId(request, true);
    return db.transaction(async (tx) => {
      const current = await locked(tx, request, documentId);
      if (current.status === 'ISSUED') throw new ApiError(409, 'documentLocked', [], { status: 'ISSUED' });
      return ok(await entityStore(tx).remove(deliveryDocument, documentId, scope(request)));
    });
  });

  app.post('/api/delivery_document/from_order/:id', { config: modify, schema: { tags: ['delivery_document'], summary: 'Makes a delivery document (WZ) of a confirmed order, with its lines', body: noBody, answer: recordAnswer(deliveryDocument, 'getOne') } }, async (request) => {
    const orderId = recordId(request, true);
    return db.transaction(async (tx) => {
      const order = await entityStore(tx).withLines(salesOrder, await entityStore(tx).getOne(salesOrder, orderId, scope(request)));
      if (!DELIVERABLE_ORDER_STATUSES.includes(String(order.status)) || order.markedToDelete) throw new ApiError(409, 'notDeliverable', [], { status: String(order.status) });
      const lines = (order.products as Row[]).map((line) => ({
        productId: line.productId,
        description: line.description,
        quantity: line.quantity,
        price: line.price,
        discountPercent: line.discountPercent ?? 0,
        vat: line.vat,
      }));
      const data = {
        status: 'NEW',
        customerId: order.customerId,
        reference: order.reference,
        project: order.project,
        deliveryDate: order.deliveryDate,
        shipmentDate: order.shipmentDate,
        deliveryMethod: order.deliveryMethod,
        packageMaterial: order.packageMaterial,
        termsOfPayment: order.termsOfPayment,
        currency: order.currency,
        active: true,
        comment: null,
        products: lines,
      };
      return ok(await createDocument(tx, request, data, { baseDocument: orderId }));
    });
  });
};
