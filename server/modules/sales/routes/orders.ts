import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FieldProblem, LinesField } from '../../../../src/schemas/core';
import { formatMessage } from '../../../../src/schemas/core';
import { parseListQuery } from '../../../../src/schemas/core/listQuery';
import { parseBody } from '../../../../src/schemas/core/validation';
import { salesOrder } from '../../../../src/schemas/entities/salesOrder';
import type { OrderStatus } from '../../../../src/schemas/sales/orderStatus';
import { canMoveOrder, INITIAL_ORDER_STATUSES, ORDER_TRANSITIONS, orderDeletable, orderEditable } from '../../../../src/schemas/sales/orderStatus';
import type { Db } from '../../../db/connection';
import { entityTable, files } from '../../../db/tables';
import { ApiError, badRequest, ok, parseOr400, requestLocale } from '../../../http';
import { entityRouteSchema, recordAnswer } from '../../../openapi';
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
import { recordId } from '../../../core/recordId';
import { documentSums } from '../pricing/documentSums';
import { enqueueExchange } from '../exchange';
import { changesBetween, lineOwnValues, recordVersion } from '../../../core/versions';
import { startProcessesFor } from '../../processes/workflow/engine';

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
 * Creates an order from validated data inside the caller's transaction: its lines checked and
 * priced, its number from the order numerator (unless `numberStr` is given), its first version.
 * `extra`: what the server sets besides (the offer request it was made from).
 */
export const createOrder = async (tx: Db, request: FastifyRequest, data: Row, extra: Row = {}): Promise<Row> => {
  if (!INITIAL_ORDER_STATUSES.includes(data.status as OrderStatus)) {
    throw badRequest([{ path: 'status', code: 'statusTransition', params: { from: '—', to: String(data.status) }, label: salesOrder.fields.status.label }]);
  }
  const lines = await prepareLines(tx, (data.products as Row[] | undefined) ?? [], [], Number(data.customerId), data.currency as Currency);
  const sums = priced(lines);
  const number = await nextDocumentCounter(tx, 'order');
  const row = await entityStore(tx).create(
    salesOrder,
    { ...data, ...extra, products: sums.lines, ...sums.total, numberStr: data.numberStr ?? number.text, number: number.counter, prefix: number.prefix, author: request.user?.id ?? null },
    request.access?.customers,
  );
  await startProcessesFor({ tx, userId: request.user?.id ?? null, locale: requestLocale(request) }, 'sales_order', Number(row.id));
  const result = await full(tx, row);
  await recordVersion(tx, 'order', Number(row.id), result, 'created', [], request.user?.id);
  return result;
};

/**
 * Customer orders (spec §7 "Orders"): the list, one order with its lines, create (numbered by the
 * order numerator), update (status only along ORDER_TRANSITIONS; content only while OFERTA or NEW),
 * delete, the deletion mark and the duplicate-reference check; every save is a version
 * (`services/versions.ts`). Every write
 * and its version are one transaction; client users see only their customers' orders.
 */
export const orderRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const { endpoints } = salesOrder;
  const scope = (request: FastifyRequest): CustomerScope => request.access?.customers;
  const table = entityTable(salesOrder.name);

  /** The order locked for the rest of the transaction (two saves queue up), if the caller may see it. */
  const lockedOrder = async (tx: Db, request: FastifyRequest, orderId: number): Promise<Row> => full(tx, await entityStore(tx).lockOne(salesOrder, orderId, scope(request)));

  app.get(`/api${endpoints.list.path}`, { config: read, schema: entityRouteSchema(salesOrder, 'list') }, async (request) => {
    const parsed = parseListQuery(salesOrder, request.query as Record<string, unknown>);
    if (!parsed.ok) throw badRequest(parsed.problems);
    const result = await entityStore(db).list(salesOrder, parsed.query, scope(request));
    return ok(parsed.query.page ? result : result.rows);
  });

  app.get(`/api${endpoints.getOne.path}`, { config: read, schema: entityRouteSchema(salesOrder, 'getOne') }, async (request) =>
    ok(await full(db, await entityStore(db).getOne(salesOrder, recordId(request, true), scope(request)))),
  );

  app.post(`/api${endpoints.create.path}`, { config: { ...modify, entity: salesOrder }, schema: entityRouteSchema(salesOrder, 'create') }, async (request) => {
    const parsed = parseBody(salesOrder, 'create', request.body);
    if (!parsed.ok) throw badRequest(parsed.problems);
    return db.transaction(async (tx) => ok(await createOrder(tx, request, parsed.data)));
  });

  app.put(`/api${endpoints.update.path}`, { config: { ...modify, entity: salesOrder }, schema: entityRouteSchema(salesOrder, 'update') }, async (request) => {
    const orderId = recordId(request, true);
    const parsed = parseBody(salesOrder, 'update', request.body);
    if (!parsed.ok) throw badRequest(parsed.problems);
    const data = parsed.data;
    return db.transaction(async (tx) => {
      const current = await lockedOrder(tx, request, orderId);
      if (current.markedToDelete) throw new ApiError(409, 'markedToDelete');
      const from = current.status as OrderStatus;
      const to = (data.status as OrderStatus | undefined) ?? from;
      if (!canMoveOrder(from, to)) {
        throw badRequest([{ path: 'status', code: 'statusTransition', params: { from, to }, label: salesOrder.fields.status.label }]);
      }
      const content = Object.keys(data).filter((key) => key !== 'status');
      if (content.length > 0 && !orderEditable(from)) throw new ApiError(409, 'orderLocked', [], { status: from });
      let write: Row = data;
      if ('products' in data || 'customerId' in data || 'currency' in data) {
        const stored = current.products as Row[];
        const sent = (data.products as Row[] | undefined) ?? stored.map(lineValues);
        const lines = await prepareLines(tx, sent, stored, Number(data.customerId ?? current.customerId), (data.currency ?? current.currency) as Currency);
        if ('products' in data) {
          const sums = priced(lines);
          write = { ...data, products: sums.lines, ...sums.total };
        }
      }
      const result = await full(tx, await entityStore(tx).update(salesOrder, orderId, write, scope(request)));
      const changes = changesBetween(salesOrder, current, result);
      // A confirmed order goes to the ERP: queued in the same transaction as the confirmation.
      if (from !== 'CONFIRMED' && to === 'CONFIRMED') await enqueueExchange(tx, 'order', orderId, String(result.numberStr), 'confirmed', result);
      // A save that changed only the status is a status change, whatever else the form sent unchanged.
      const action = changes.every((c) => c.field === 'status') ? 'status' : 'edited';
      if (changes.length > 0) await recordVersion(tx, 'order', orderId, result, action, changes, request.user?.id);
      return ok(result);
    });
  });

  app.delete(`/api${endpoints.delete.path}`, { config: modify, schema: entityRouteSchema(salesOrder, 'delete') }, async (request) => {
    const orderId = recordId(request, true);
    return db.transaction(async (tx) => {
      const current = await lockedOrder(tx, request, orderId);
      if (!orderDeletable(current.status as OrderStatus, Boolean(current.markedToDelete))) throw new ApiError(409, 'orderLocked', [], { status: String(current.status) });
      const row = await entityStore(tx).remove(salesOrder, orderId, scope(request));
      // Files hang on their owner by type and id, not by a foreign key: they go with it here.
      await tx.delete(files).where(and(eq(files.owner_type, 'order'), eq(files.owner_id, orderId)));
      await recordVersion(tx, 'order', orderId, current, 'deleted', [], request.user?.id);
      return ok(row);
    });
  });

  // Spec §4: the deletion mark is reversible; a marked order can no longer change until restored.
  app.post('/api/order/change_deletion_mark', { config: modify, schema: { tags, summary: "Sets or clears an order's deletion mark", body: markBody, answer: recordAnswer(salesOrder, 'getOne') } }, async (request) => {
    const { orderId } = parseOr400(markBody, request.body);
    return db.transaction(async (tx) => {
      const current = await lockedOrder(tx, request, orderId);
      const marked = !current.markedToDelete;
      await tx.update(table).set({ markedToDelete: marked, updatedAt: sql`now()` }).where(eq(table.id, orderId));
      const result = await full(tx, await entityStore(tx).getOne(salesOrder, orderId, scope(request)));
      await recordVersion(tx, 'order', orderId, result, marked ? 'markedToDelete' : 'restored', [{ field: 'markedToDelete', from: !marked, to: marked }], request.user?.id);
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
