import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { AnalysisSource, Dimension } from '../../../../src/schemas/analytics';
import { SALES_STATUSES } from '../../../../src/schemas/analytics';
import { entityTable, linesTable } from '../../../db/tables';

/**
 * What each analysis source reads, in SQL: its rows (the records joined to what they group by),
 * the moment or day that places a row in a period, its customer (a client user's scope), the
 * record a bar leads to, and its sums, each in integer units (grosze, thousandths, counts) so the
 * answer is exact: money is summed as numeric and scaled once.
 */
export type SourcePlan = {
  from: SQL;
  /** Rows of a period: `placed(from, to)` with both days as 'YYYY-MM-DD', bounds included. */
  placed: (from: string, to: string) => SQL;
  where: SQL;
  customer: SQL;
  record: SQL;
  /** The month of a row, as its first day (a date). */
  month: SQL;
  dimensions: Partial<Record<Exclude<Dimension, 'month'>, { value: SQL; label: SQL }>>;
  sums: Record<string, SQL>;
};

export const ZONE = sql.raw(`'Europe/Warsaw'`);
/** A timestamp in a period of days in Poland: from its first midnight to the midnight after it (an index can serve it). */
export const withinDays = (column: unknown, from: string, to: string): SQL =>
  sql`${column} >= (${from}::date)::timestamp AT TIME ZONE ${ZONE} AND ${column} < ((${to}::date + 1))::timestamp AT TIME ZONE ${ZONE}`;
const money = (expression: SQL) => sql`coalesce(round(sum(${expression}) * 100), 0)::bigint`;
const thousandths = (expression: SQL) => sql`coalesce(round(sum(round(${expression}::numeric, 3)) * 1000), 0)::bigint`;

const order = entityTable('sales_order');
const orderLine = linesTable('sales_order', 'products');
const customer = entityTable('customer');
const product = entityTable('product');
const reclamation = entityTable('reclamation');
const cost = entityTable('reclamation_cost');
const costArticle = entityTable('reclamation_cost_article');
const salesPoint = entityTable('sales_point');
const document = entityTable('delivery_document');
const documentLine = linesTable('delivery_document', 'products');

/**
 * Sales (SALES_STATUSES) not marked for deletion, in PLN: the figures are in the company's
 * currency, other currencies are not converted.
 */
const statusList = sql.join(SALES_STATUSES.map((s) => sql`${s}`), sql`, `);
const productLabel = sql`${product.code} || ' – ' || ${product.name}`;

export const SOURCES: Record<AnalysisSource, SourcePlan> = {
  orderLines: {
    from: sql`${orderLine} JOIN ${order} ON ${order.id} = ${orderLine.orderId} LEFT JOIN ${customer} ON ${customer.id} = ${order.customerId} LEFT JOIN ${product} ON ${product.id} = ${orderLine.productId}`,
    placed: (from, to) => withinDays(sql`${order.createdAt}`, from, to),
    where: sql`${order.status} IN (${statusList}) AND NOT ${order.markedToDelete} AND ${order.currency} = 'PLN'`,
    customer: sql`${order.customerId}`,
    record: sql`${order.id}`,
    month: sql`date_trunc('month', ${order.createdAt} AT TIME ZONE ${ZONE})::date`,
    dimensions: {
      customer: { value: sql`${order.customerId}`, label: sql`${customer.name}` },
      product: { value: sql`${orderLine.productId}`, label: productLabel },
    },
    sums: {
      netto: money(sql`${orderLine.sumNetto}`),
      brutto: money(sql`${orderLine.sumBrutto}`),
      discount: money(sql`${orderLine.discountSum}`),
      beforeDiscount: money(sql`${orderLine.sumNetto} + ${orderLine.discountSum}`),
      quantity: thousandths(sql`${orderLine.quantity}`),
      orders: sql`count(DISTINCT ${order.id})::bigint`,
    },
  },
  reclamationCosts: {
    from: sql`${cost} JOIN ${reclamation} ON ${reclamation.id} = ${cost.reclamation_id} LEFT JOIN ${customer} ON ${customer.id} = ${reclamation.customer} LEFT JOIN ${salesPoint} ON ${salesPoint.id} = ${reclamation.sales_point} LEFT JOIN ${costArticle} ON ${costArticle.id} = ${cost.cost_article}`,
    placed: (from, to) => sql`${cost.cost_date} BETWEEN ${from}::date AND ${to}::date`,
    where: sql`true`,
    customer: sql`${reclamation.customer}`,
    record: sql`${reclamation.id}`,
    month: sql`date_trunc('month', ${cost.cost_date})::date`,
    dimensions: {
      customer: { value: sql`${reclamation.customer}`, label: sql`${customer.name}` },
      salesPoint: { value: sql`${reclamation.sales_point}`, label: sql`${salesPoint.name}` },
      costArticle: { value: sql`${cost.cost_article}`, label: sql`${costArticle.description}` },
    },
    sums: {
      costs: money(sql`${cost.amount}`),
      reclamations: sql`count(DISTINCT ${reclamation.id})::bigint`,
    },
  },
  deliveryLines: {
    from: sql`${documentLine} JOIN ${document} ON ${document.id} = ${documentLine.deliveryDocumentId} LEFT JOIN ${customer} ON ${customer.id} = ${document.customerId} LEFT JOIN ${product} ON ${product.id} = ${documentLine.productId}`,
    placed: (from, to) => withinDays(sql`${document.createdAt}`, from, to),
    where: sql`${document.status} = 'ISSUED' AND NOT ${document.markedToDelete} AND ${document.currency} = 'PLN'`,
    customer: sql`${document.customerId}`,
    record: sql`${document.id}`,
    month: sql`date_trunc('month', ${document.createdAt} AT TIME ZONE ${ZONE})::date`,
    dimensions: {
      customer: { value: sql`${document.customerId}`, label: sql`${customer.name}` },
      product: { value: sql`${documentLine.productId}`, label: productLabel },
    },
    sums: {
      quantity: thousandths(sql`${documentLine.quantity}`),
      netto: money(sql`${documentLine.sumNetto}`),
      documents: sql`count(DISTINCT ${document.id})::bigint`,
    },
  },
};
