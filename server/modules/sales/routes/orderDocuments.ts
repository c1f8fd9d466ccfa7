import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listQuerySchema, parseListQuery } from '../../../../src/schemas/core/listQuery';
import { salesOrder } from '../../../../src/schemas/entities/salesOrder';
import { documentNumber } from '../../../../src/schemas/sales/orderStatus';
import type { Db } from '../../../db/connection';
import { entityTable } from '../../../db/tables';
import { badRequest } from '../../../http';
import { confirmationFileName, orderConfirmationDefinition } from '../documents/orderConfirmation';
import { loadOrderConfirmation, orderStatusLabel } from '../documents/orderConfirmationData';
import { warsawDate } from '../../../core/today';
import type { OrderExportRow } from '../documents/orderListXlsx';
import { ORDER_EXPORT_LIMIT, writeOrderListXlsx } from '../documents/orderListXlsx';
import { entityStore } from '../../../core/entityStore';
import { renderPdf } from '../../../core/documents/render';
import { warsawToday } from '../../../core/today';
import { recordId } from '../../../core/recordId';

type Row = Record<string, unknown>;

const read = { access: { key: salesOrder.access, mode: 'read' } } as const;

/** The export is the whole filtered list: paging parameters a caller sends along are ignored. */
const PAGING = new Set(['page', 'limit', 'perPage']);

/** The names of the customers the rows name, in one query. */
const customerNames = async (db: Db, rows: readonly Row[]): Promise<Map<number, string>> => {
  const ids = [...new Set(rows.map((r) => Number(r.customerId)).filter(Number.isInteger))];
  if (ids.length === 0) return new Map();
  const customer = entityTable('customer');
  const found = await db.select({ id: customer.id, name: customer.name }).from(customer).where(sql`${customer.id} = ANY(${sql.param(ids)}::int[])`);
  return new Map(found.map((c) => [Number(c.id), String(c.name)]));
};

const exportRow = (row: Row, customers: Map<number, string>): OrderExportRow => ({
  number: documentNumber(row) || String(row.id),
  date: row.createdAt instanceof Date ? warsawDate(row.createdAt) : null,
  customer: customers.get(Number(row.customerId)) ?? null,
  reference: (row.reference as string | null) ?? null,
  status: orderStatusLabel(row.status),
  currency: (row.currency as string | null) ?? null,
  sumNetto: Number(row.sumNetto ?? 0),
  sumVat: Number(row.sumVat ?? 0),
  sumBrutto: Number(row.sumBrutto ?? 0),
});

/**
 * Documents of customer orders: the printable confirmation of one order (PDF, pdfmake) and the
 * order list as a workbook (XLSX, exceljs). Both read what GET /order/:id and GET /orders read,
 * with the same right (`orders`, read) and the same customer scope: a client user's other
 * customers' orders are a 404 here and absent from the export.
 */
export const orderDocumentRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const scope = (request: FastifyRequest) => request.access?.customers;

  app.get('/api/order/:id/confirmation.pdf', { config: read, schema: { tags: ['order'], summary: "An order's confirmation as a PDF", answer: { file: ['application/pdf'] } } }, async (request, reply) => {
    const row = await entityStore(db).getOne(salesOrder, recordId(request, true), scope(request));
    const data = await loadOrderConfirmation(db, row);
    const pdf = await renderPdf(orderConfirmationDefinition(data));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${confirmationFileName(data.order.number)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.get('/api/orders/xlsx', { config: read, schema: { tags: ['order'], summary: 'The order list (its filter and sort, no paging) as a workbook', querystring: listQuerySchema(salesOrder), answer: { file: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] } } }, async (request, reply) => {
    const query = Object.fromEntries(Object.entries(request.query as Row).filter(([key]) => !PAGING.has(key)));
    const parsed = parseListQuery(salesOrder, query);
    if (!parsed.ok) throw badRequest(parsed.problems);
    // The queries run first, so a failure is still an ordinary JSON error; then the file streams.
    const { rows, count } = await entityStore(db).list(salesOrder, { ...parsed.query, page: { page: 1, limit: ORDER_EXPORT_LIMIT } }, scope(request));
    const customers = await customerNames(db, rows);
    const stream = new PassThrough();
    writeOrderListXlsx(
      stream,
      rows.map((row) => exportRow(row, customers)),
      count,
    ).catch((error: unknown) => {
      request.log.error(error);
      stream.destroy(error as Error);
    });
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="zamowienia-${warsawToday()}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
};
