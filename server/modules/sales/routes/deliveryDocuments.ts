import type { FastifyInstance } from 'fastify';
import type { LinesField } from '../../../../src/schemas/core';
import { deliveryDocument } from '../../../../src/schemas/entities/deliveryDocument';
import { salesOrder } from '../../../../src/schemas/entities/salesOrder';
import type { DeliveryStatus } from '../../../../src/schemas/sales/deliveryStatus';
import { canMoveDelivery, DELIVERABLE_ORDER_STATUSES, DELIVERY_TRANSITIONS } from '../../../../src/schemas/sales/deliveryStatus';
import type { Db } from '../../../db/connection';
import { ApiError, badRequest, ok } from '../../../http';
import { noBody, recordAnswer } from '../../../openapi';
import { entityStore } from '../../../core/entityStore';
import { hooksFor } from '../../../core/entityHooks';
import { entityOperations } from '../../../core/entityRoutes';
import { enqueueExchange } from '../exchange';
import { nextDocumentCounter } from '../../../core/numerators';
import { documentSums } from '../pricing/documentSums';
import { recordId } from '../../../core/recordId';
import { salesOrderHooks } from './orders';
import { writing } from '../../../core/writing';

type Row = Record<string, unknown>;

const modify = { access: { key: deliveryDocument.access, mode: 'modify' } } as const;
const products = deliveryDocument.fields.products as LinesField;

/** The document as its screen reads it: lines and sums, whether it may change, where its status may go. */
const full = async (tx: Db, row: Row): Promise<Row> => {
  const status = row.status as DeliveryStatus;
  return { ...(await entityStore(tx).withLines(deliveryDocument, row)), editable: status === 'NEW', allowedStatuses: DELIVERY_TRANSITIONS[status] };
};

/** The lines with their sums and the document's sums, as written. */
const summed = (data: Row, lines: Row[]): Row => {
  const sums = documentSums(lines, products, 'products');
  return { ...data, products: sums.lines, sumNetto: sums.total.sumNetto, sumVat: sums.total.sumVat, sumBrutto: sums.total.sumBrutto };
};

/**
 * Delivery documents (WZ) through the generic routes: one is answered with its lines and sums,
 * whether it may change and where its status may go; a new one is NEW, numbered by its numerator,
 * its sums computed; a change moves the status along DELIVERY_TRANSITIONS and the content only
 * while NEW; issuing one queues it for the ERP; an issued one is not deleted. Client users see
 * their customers' documents.
 */
export const deliveryDocumentHooks = hooksFor(deliveryDocument, {
  present: (db, _request, row) => full(db, row),
  beforeCreate: async ({ tx, userId }, data) => {
    if (data.status !== 'NEW') throw badRequest([{ path: 'status', code: 'statusTransition', params: { from: '—', to: String(data.status) }, label: deliveryDocument.fields.status.label }]);
    const write = summed(data, (data.products as Row[] | undefined) ?? []);
    const number = await nextDocumentCounter(tx, 'delivery_document');
    return { ...write, number: number.text, prefix: number.prefix ?? 'WZLC', author: userId };
  },
  beforeUpdate: async (_context, current, data) => {
    const from = current.status as DeliveryStatus;
    const to = (data.status as DeliveryStatus | undefined) ?? from;
    if (!canMoveDelivery(from, to)) throw badRequest([{ path: 'status', code: 'statusTransition', params: { from, to }, label: deliveryDocument.fields.status.label }]);
    // Unchanged values sent back by the form are no change: only a real one is refused on an issued document.
    const changed = Object.keys(data).filter((key) => key !== 'status' && JSON.stringify(data[key]) !== JSON.stringify(current[key] ?? null));
    if (changed.length > 0 && from !== 'NEW') throw new ApiError(409, 'documentLocked', [], { status: from });
    return 'products' in data ? summed(data, data.products as Row[]) : data;
  },
  // An issued document goes to the ERP, as it is once issued: queued in the same transaction.
  afterUpdate: async ({ tx }, current, row) => {
    if (current.status === 'NEW' && row.status === 'ISSUED') await enqueueExchange(tx, 'delivery_document', Number(row.id), String(row.number), 'issued', await full(tx, row));
  },
  beforeDelete: async (_context, current) => {
    if (current.status === 'ISSUED') throw new ApiError(409, 'documentLocked', [], { status: 'ISSUED' });
  },
});

/** The action on delivery documents beyond the generic five: a NEW document made from a confirmed order, with its lines, linked as its base document. */
export const deliveryDocumentRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const documents = entityOperations(deliveryDocument, deliveryDocumentHooks.hooks);
  const orders = entityOperations(salesOrder, salesOrderHooks.hooks);

  app.post('/api/delivery_document/from_order/:id', { config: modify, schema: { tags: ['delivery_document'], summary: 'Makes a delivery document (WZ) of a confirmed order, with its lines', body: noBody, answer: recordAnswer(deliveryDocument, 'getOne') } }, async (request) => {
    const orderId = recordId(request, true);
    return writing(db, request, async (tx) => {
      const order = await orders.getOne(tx, request, orderId);
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
        baseDocument: orderId,
      };
      return ok(await documents.createIn(tx, request, data));
    });
  });
};
