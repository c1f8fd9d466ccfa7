import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FieldProblem, LinesField } from '../../../../src/schemas/core';
import { formatMessage } from '../../../messages';
import { salesOrder } from '../../../../src/schemas/entities/salesOrder';
import type { OrderStatus } from '../../../../src/schemas/sales/orderStatus';
import { canMoveOrder, INITIAL_ORDER_STATUSES, ORDER_TRANSITIONS, orderDeletable, orderEditable } from '../../../../src/schemas/sales/orderStatus';
import type { Db } from '../../../db/connection';
import { entityTable, files } from '../../../db/tables';
import { ApiError, badRequest, ok, parseOr400, requestLocale } from '../../../http';
import { recordAnswer } from '../../../openapi';
import type { CustomerScope } from '../../../core/entityStore';
import type { ProductConfiguration } from '../configurator/configure';
import { evaluateSelection } from '../configurator/configure';
import { loadConfiguration } from '../configurator/configurationStore';
import { entityStore } from '../../../core/entityStore';
import { nextDocumentCounter } from '../../../core/numerators';
import type { Currency } from '../pricing/priceLines';
import { calculatePriceLines } from '../pricing/priceLines';
import { loadPriceLists, priceCustomer } from '../pricing/priceListStore';
import { warsawToday } from '../../../core/today';
import { choicesOf, chosenParameters, configProblem } from './configurator';
import { documentSums } from '../pricing/documentSums';
import { enqueueExchange } from '../exchange';
import { lineOwnValues, recordVersion } from '../../../core/versions';
import { hooksFor } from '../../../core/entityHooks';
import { entityOperations } from '../../../core/entityRoutes';
import { startProcessesFor } from '../../../core/workflow/engine';
import { writing } from '../../../core/writing';

type Row = Record<string, unknown>;

const read = { access: { key: salesOrder.access, mode: 'read' } } as const;
const modify = { access: { key: salesOrder.access, mode: 'modify' } } as const;

const products = salesOrder.fields.products as LinesField;

const id = z.number().int().positive().max(2_147_483_647);
/** Spec §3 "Price line" as an order line keeps it (informative: the line's own price and discount make its sums). */
const priceLinesSchema = z
  .array(
    z
      .object({
        priceType: z.enum(['main', 'surcharge', 'discount']),
        description: z.string().max(500),
        quantity: z.number().finite(),
        price: z.number().finite(),
        sum: z.number().finite(),
      })
      .passthrough(),
  )
  .max(60);
/** `id`: the order itself, left out of the doubles; 0 or none for a new order, not saved yet (as a form sends it). */
const referenceBody = z.object({ reference: z.string().trim().max(100), id: z.number().int().min(0).max(2_147_483_647).nullish() }).meta({ examples: [{ reference: 'ZAM/2026/015', id: 0 }] });
const markBody = z.object({ orderId: id });
const tags = ['order'];
const OBJECT_TYPE = 'order';

/** A stored line as a sent one: its own values, no id, place or sums. */
const lineValues = (line: Row): Row => lineOwnValues(products, line);

const priced = (lines: readonly Row[]) => documentSums(lines, products, 'products');

/**
 * The lines as they are stored, or a 400 naming the line and field. A line may not name a product
 * that does not exist or (new to the order) is inactive, nor give a discount above the most the
 * price list lets a person give that customer on that product (calculate_prices' `maxDiscount`;
 * where no price-list discount applies it is null and the discount is the person's to choose, 0–100 %). A configured line (with
 * chosen parameters) must be of a configurable product and a complete, allowed selection; its
 * chosen parameters are stored as the configurator reads them and its description is built from
 * them (spec §5).
 */
const prepareLines = async (tx: Db, lines: readonly Row[], stored: readonly Row[], customerId: number, currency: Currency): Promise<Row[]> => {
  const ids = [...new Set(lines.map((l) => Number(l.productId)))];
  if (ids.length === 0) return [];
  const product = entityTable('product');
  const found = new Map(
    (await tx.select({ id: product.id, status: product.status, configProduct: product.configProduct }).from(product).where(sql`${product.id} = ANY(${sql.param(ids)}::int[])`)).map((p) => [
      Number(p.id),
      { status: String(p.status), configurable: Boolean(p.configProduct) },
    ]),
  );
  const kept = new Set(stored.map((l) => Number(l.productId)));
  const lists = await loadPriceLists(tx, currency, ids);
  const customer = (await priceCustomer(tx, customerId)) ?? null;
  const configurations = new Map<number, ProductConfiguration>();
  const today = warsawToday();
  const problems: FieldProblem[] = [];
  const prepared: Row[] = [];
  for (const [index, line] of lines.entries()) {
    const productId = Number(line.productId);
    const path = `products.${index}`;
    const known = found.get(productId);
    prepared.push(line);
    if (!known) {
      problems.push({ path: `${path}.productId`, code: 'unknownReference', label: products.fields.productId.label });
      continue;
    }
    if (known.status !== 'Active' && !kept.has(productId)) problems.push({ path: `${path}.productId`, code: 'inactiveProduct', label: products.fields.productId.label });
    const discount = Number(line.discountPercent ?? 0);
    if (discount > 0) {
      const price = calculatePriceLines(lists, { productId, productName: '', quantity: Number(line.quantity), chosen: [], customer, currency, today });
      if (price.ok && price.maxDiscount !== null && discount > price.maxDiscount) {
        problems.push({ path: `${path}.discountPercent`, code: 'discountAboveMax', params: { max: price.maxDiscount }, label: products.fields.discountPercent.label });
      }
    }
    // The price lines a line was priced from are kept as they came from calculate_prices: checked for their shape only.
    if (!priceLinesSchema.safeParse(line.prices ?? []).success) problems.push({ path: `${path}.prices`, code: 'invalid', label: products.fields.prices.label });
    const chosen = (line.choosenParameters as Row[] | undefined) ?? [];
    if (chosen.length === 0) continue;
    const items = chosenParameters.safeParse(chosen);
    if (!items.success) {
      problems.push({ path: `${path}.choosenParameters`, code: 'invalid', label: products.fields.choosenParameters.label });
      continue;
    }
    if (!known.configurable) {
      problems.push({ path: `${path}.choosenParameters`, code: 'notConfigurable', label: products.fields.choosenParameters.label });
      continue;
    }
    let configuration = configurations.get(productId);
    if (!configuration) {
      configuration = await loadConfiguration(tx, productId);
      configurations.set(productId, configuration);
    }
    const dimensions = { length: line.length as number | null, height: line.height as number | null, quantity: Number(line.quantity), numberOfPieces: line.numberOfPieces as number | null };
    const selection = evaluateSelection(configuration, choicesOf(items.data), dimensions);
    if (!selection.valid) {
      problems.push({ ...configProblem(selection.problems[0], `${path}.choosenParameters`), label: products.fields.choosenParameters.label });
      continue;
    }
    prepared[index] = { ...line, choosenParameters: selection.chosen, description: selection.description };
  }
  if (problems.length > 0) throw badRequest(problems);
  return prepared;
};

/** The order as its screen reads it: lines and sums, whether it may change, where its status may go. */
const full = async (tx: Db, row: Row): Promise<Row> => {
  const status = row.status as OrderStatus;
  const withLines = await entityStore(tx).withLines(salesOrder, row);
  return { ...withLines, editable: orderEditable(status) && !row.markedToDelete, allowedStatuses: row.markedToDelete ? [] : ORDER_TRANSITIONS[status] };
};

/**
 * Customer orders (spec §7 "Orders") through the generic routes: one order is answered with its
 * lines and sums, whether it may change and where its status may go; a new one starts in an
 * initial status, its lines checked and priced, numbered by the order numerator (unless `numberStr`
 * is given), and starts its processes; a change moves the status only along ORDER_TRANSITIONS and
 * the content only while OFERTA or NEW, never of an order marked for deletion; a confirmation
 * queues the order for the ERP; a deletion takes the order's files with it; every save is a
 * version (`core/versions.ts`), a save that changed only the status a `status` one. Client users
 * see only their customers' orders.
 */
export const salesOrderHooks = hooksFor(salesOrder, {
  present: (db, _request, row) => full(db, row),
  beforeCreate: async ({ tx, userId }, data) => {
    if (!INITIAL_ORDER_STATUSES.includes(data.status as OrderStatus)) {
      throw badRequest([{ path: 'status', code: 'statusTransition', params: { from: '—', to: String(data.status) }, label: salesOrder.fields.status.label }]);
    }
    const lines = await prepareLines(tx, (data.products as Row[] | undefined) ?? [], [], Number(data.customerId), data.currency as Currency);
    const sums = priced(lines);
    const number = await nextDocumentCounter(tx, 'order');
    return { ...data, products: sums.lines, ...sums.total, numberStr: data.numberStr ?? number.text, number: number.counter, prefix: number.prefix, author: userId };
  },
  afterCreate: async ({ tx, request, userId }, row) => {
    await startProcessesFor({ tx, userId, locale: requestLocale(request) }, 'sales_order', Number(row.id));
  },
  beforeUpdate: async ({ tx }, current, data) => {
    if (current.markedToDelete) throw new ApiError(409, 'markedToDelete');
    const from = current.status as OrderStatus;
    const to = (data.status as OrderStatus | undefined) ?? from;
    if (!canMoveOrder(from, to)) {
      throw badRequest([{ path: 'status', code: 'statusTransition', params: { from, to }, label: salesOrder.fields.status.label }]);
    }
    const content = Object.keys(data).filter((key) => key !== 'status');
    if (content.length > 0 && !orderEditable(from)) throw new ApiError(409, 'orderLocked', [], { status: from });
    if (!('products' in data || 'customerId' in data || 'currency' in data)) return data;
    const stored = current.products as Row[];
    const sent = (data.products as Row[] | undefined) ?? stored.map(lineValues);
    const lines = await prepareLines(tx, sent, stored, Number(data.customerId ?? current.customerId), (data.currency ?? current.currency) as Currency);
    if (!('products' in data)) return data;
    const sums = priced(lines);
    return { ...data, products: sums.lines, ...sums.total };
  },
  // A confirmed order goes to the ERP, as it is once confirmed: queued in the same transaction as the confirmation.
  afterUpdate: async ({ tx }, current, row) => {
    if (current.status !== 'CONFIRMED' && row.status === 'CONFIRMED') await enqueueExchange(tx, OBJECT_TYPE, Number(row.id), String(row.numberStr), 'confirmed', await full(tx, row));
  },
  beforeDelete: async (_context, current) => {
    if (!orderDeletable(current.status as OrderStatus, Boolean(current.markedToDelete))) throw new ApiError(409, 'orderLocked', [], { status: String(current.status) });
  },
  // Files hang on their owner by type and id, not by a foreign key: they go with it.
  afterDelete: async ({ tx }, current) => {
    await tx.delete(files).where(and(eq(files.owner_type, OBJECT_TYPE), eq(files.owner_id, Number(current.id))));
  },
  // A save that changed only the status is a status change, whatever else the form sent unchanged.
  versions: { objectType: OBJECT_TYPE, action: (changes) => (changes.every((c) => c.field === 'status') ? 'status' : 'edited') },
});

/**
 * The actions on customer orders beyond the generic five: the deletion mark and the
 * duplicate-reference check. Every write and its version are one transaction.
 */
export const orderRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const scope = (request: FastifyRequest): CustomerScope => request.access?.customers;
  const table = entityTable(salesOrder.name);
  const orders = entityOperations(salesOrder, salesOrderHooks.hooks);

  // Spec §4: the deletion mark is reversible; a marked order can no longer change until restored.
  app.post('/api/order/change_deletion_mark', { config: modify, schema: { tags, summary: "Sets or clears an order's deletion mark", versioned: true, body: markBody, answer: recordAnswer(salesOrder, 'getOne') } }, async (request) => {
    const { orderId } = parseOr400(markBody, request.body);
    return writing(db, request, async (tx) => {
      const current = await orders.current(tx, request, orderId);
      const marked = !current.markedToDelete;
      await tx.update(table).set({ markedToDelete: marked, updatedAt: sql`now()` }).where(eq(table.id, orderId));
      const result = await orders.getOne(tx, request, orderId);
      await recordVersion(tx, OBJECT_TYPE, orderId, result, marked ? 'markedToDelete' : 'restored', [{ field: 'markedToDelete', from: !marked, to: marked }], request.user?.id);
      return ok(result);
    });
  });

  /** Other orders (not `id`) the caller may see with the same reference, ignoring case and spaces around it. */
  const sameReference = async (request: FastifyRequest, reference: string, exclude: number | null | undefined) => {
    if (reference === '') return [];
    const scoped = scope(request);
    return db
      .select({ id: table.id, numberStr: table.numberStr, status: table.status, customerId: table.customerId, reference: table.reference, sumBrutto: table.sumBrutto, createdAt: table.createdAt })
      .from(table)
      .where(
        and(
          sql`lower(trim(${table.reference})) = lower(${reference})`,
          exclude ? ne(table.id, exclude) : undefined,
          scoped ? (scoped.length > 0 ? sql`${table.customerId} = ANY(${sql.param([...scoped])}::int[])` : sql`false`) : undefined,
        ),
      )
      .orderBy(desc(table.id))
      .limit(20);
  };

  // Spec §5: "An order with the same reference already exists ({0})", with the other order's number.
  app.post('/api/order/check_double', { config: read, schema: { tags, summary: 'Whether other orders have the same reference', body: referenceBody, answer: { data: { type: 'object', properties: { double: { type: 'boolean' }, message: { type: ['string', 'null'] }, orders: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' }, numberStr: { type: 'string' } } } } } } } } }, async (request) => {
    const body = parseOr400(referenceBody, request.body);
    const doubles = await sameReference(request, body.reference, body.id);
    const numbers = doubles.map((d) => String(d.numberStr)).join(', ');
    return ok({ double: doubles.length > 0, message: doubles.length > 0 ? formatMessage('duplicateReference', requestLocale(request), { number: numbers }) : null, orders: doubles.map((d) => ({ id: d.id, numberStr: d.numberStr })) });
  });

  app.post('/api/order/get_double_data', { config: read, schema: { tags, summary: 'The other orders with the same reference (at most 20)', body: referenceBody } }, async (request) => {
    const body = parseOr400(referenceBody, request.body);
    return ok(await sameReference(request, body.reference, body.id));
  });
};
