import { eq, sql } from 'drizzle-orm';
import type { SelectField } from '../../../../src/schemas/core';
import { salesOrder } from '../../../../src/schemas/entities/salesOrder';
import type { Currency } from '../../../../src/schemas/sales/amountInWords';
import { documentNumber } from '../../../../src/schemas/sales/orderStatus';
import type { Db } from '../../../db/connection';
import { entityTable } from '../../../db/tables';
import { entityStore } from '../../../core/entityStore';
import { customerOf, defaultFirm, userName } from '../../../core/documents/parties';
import type { OrderConfirmationData, OrderConfirmationLine } from './orderConfirmation';
import { warsawDate } from '../../../core/today';

type Row = Record<string, unknown>;

const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const num = (value: unknown): number => Number(value ?? 0);


/** The Polish label of a select field's value (the value itself when it has none). */
export const optionLabel = (field: SelectField, value: unknown): string | null =>
  value === null || value === undefined ? null : (field.options.find((o) => o.id === value)?.label.pl ?? String(value));

const termsOf = async (db: Db, id: unknown): Promise<string | null> => {
  if (typeof id !== 'number') return null;
  const terms = entityTable('terms_of_payment');
  const [row] = await db.select({ description: terms.description }).from(terms).where(eq(terms.id, id));
  return str(row?.description);
};

/** The products the lines name, by id: code, name and unit, in one query (the delivery document prints them too). */
export const productsOf = async (db: Db, ids: readonly number[]): Promise<Map<number, Row>> => {
  if (ids.length === 0) return new Map();
  const product = entityTable('product');
  const rows = await db
    .select({ id: product.id, code: product.code, name: product.name, unit: product.unitOfMeasure })
    .from(product)
    .where(sql`${product.id} = ANY(${sql.param([...new Set(ids)])}::int[])`);
  return new Map(rows.map((r) => [Number(r.id), r as Row]));
};

/**
 * Everything the confirmation prints about an order the caller may already see (the route checks
 * visibility first): the default firm, the customer, the lines with their products, and the
 * dictionaries' and options' Polish names in place of their ids.
 */
export const loadOrderConfirmation = async (db: Db, row: Row, today = new Date()): Promise<OrderConfirmationData> => {
  const { products: lines } = (await entityStore(db).withLines(salesOrder, row)) as { products: Row[] };
  const [firm, customer, termsOfPayment, author, products] = await Promise.all([
    defaultFirm(db),
    customerOf(db, row.customerId),
    termsOf(db, row.termsOfPayment),
    userName(db, row.author),
    productsOf(db, lines.map((l) => Number(l.productId))),
  ]);
  const fields = salesOrder.fields;
  return {
    firm,
    customer,
    order: {
      number: documentNumber(row) || String(row.id),
      createdOn: row.createdAt instanceof Date ? warsawDate(row.createdAt) : String(row.createdAt ?? ''),
      reference: str(row.reference),
      project: str(row.project),
      deliveryMethod: optionLabel(fields.deliveryMethod as SelectField, row.deliveryMethod),
      deliveryDate: str(row.deliveryDate),
      termsOfPayment,
      currency: (str(row.currency) ?? 'PLN') as Currency,
      comment: str(row.comment),
      author,
      sumNetto: num(row.sumNetto),
      discountSum: num(row.discountSum),
      sumVat: num(row.sumVat),
      sumBrutto: num(row.sumBrutto),
    },
    lines: lines.map((line): OrderConfirmationLine => {
      const product = products.get(Number(line.productId));
      return {
        code: str(product?.code),
        name: str(product?.name),
        unit: str(product?.unit),
        description: str(line.description),
        quantity: num(line.quantity),
        price: num(line.price),
        discountPercent: num(line.discountPercent),
        vat: num(line.vat),
        sumNetto: num(line.sumNetto),
        sumVat: num(line.sumVat),
        sumBrutto: num(line.sumBrutto),
      };
    }),
    printedOn: warsawDate(today),
  };
};

/** The Polish label of an order status, for lists and exports. */
export const orderStatusLabel = (value: unknown): string | null => optionLabel(salesOrder.fields.status as SelectField, value);
