import { eq } from 'drizzle-orm';
import type { SelectField } from '../../../../src/schemas/core';
import { deliveryDocument } from '../../../../src/schemas/entities/deliveryDocument';
import type { DeliveryStatus } from '../../../../src/schemas/sales/deliveryStatus';
import { documentNumber } from '../../../../src/schemas/sales/orderStatus';
import type { Db } from '../../../db/connection';
import { entityTable } from '../../../db/tables';
import { entityStore } from '../../../core/entityStore';
import { customerOf, defaultFirm, userName } from '../../../core/documents/parties';
import type { DeliveryDocumentData, DeliveryDocumentLine } from './deliveryDocument';
import { optionLabel, productsOf } from './orderConfirmationData';
import { warsawDate } from '../../../core/today';

type Row = Record<string, unknown>;

const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/**
 * The number of the order a document was made from, as its confirmation prints it. Read without
 * the caller's customer scope: the document is already visible, and it names its own order.
 */
const orderNumberOf = async (db: Db, id: unknown): Promise<string | null> => {
  if (typeof id !== 'number') return null;
  const order = entityTable('sales_order');
  const [row] = await db.select({ id: order.id, numberStr: order.numberStr, prefix: order.prefix, number: order.number }).from(order).where(eq(order.id, id));
  return row ? documentNumber(row as { numberStr?: string | null; prefix?: string | null; number?: number | null }) || String(row.id) : null;
};

/**
 * Everything the WZ prints about a document the caller may already see (the route checks
 * visibility first): the default firm, the recipient, the base order's number, the lines with
 * their products, and the options' Polish names in place of their ids.
 */
export const loadDeliveryDocument = async (db: Db, row: Row, today = new Date()): Promise<DeliveryDocumentData> => {
  const { products: lines } = (await entityStore(db).withLines(deliveryDocument, row)) as { products: Row[] };
  const [firm, customer, orderNumber, author, products] = await Promise.all([
    defaultFirm(db),
    customerOf(db, row.customerId),
    orderNumberOf(db, row.baseDocument),
    userName(db, row.author),
    productsOf(db, lines.map((l) => Number(l.productId))),
  ]);
  const fields = deliveryDocument.fields;
  return {
    firm,
    customer,
    document: {
      number: str(row.number) || String(row.id),
      createdOn: row.createdAt instanceof Date ? warsawDate(row.createdAt) : String(row.createdAt ?? ''),
      status: row.status as DeliveryStatus,
      orderNumber,
      reference: str(row.reference),
      project: str(row.project),
      deliveryMethod: optionLabel(fields.deliveryMethod as SelectField, row.deliveryMethod),
      shipmentDate: str(row.shipmentDate),
      deliveryDate: str(row.deliveryDate),
      packageMaterial: optionLabel(fields.packageMaterial as SelectField, row.packageMaterial),
      comment: str(row.comment),
      author,
    },
    lines: lines.map((line): DeliveryDocumentLine => {
      const product = products.get(Number(line.productId));
      return { code: str(product?.code), name: str(product?.name), unit: str(product?.unit), description: str(line.description), quantity: Number(line.quantity ?? 0) };
    }),
    printedOn: warsawDate(today),
  };
};
