import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FieldProblem, LinesField } from '../../src/schemas/core';
import { formatMessage, MONEY_MAX, parseBody, parseListQuery, zodProblems } from '../../src/schemas/core';
import { salesOrder } from '../../src/schemas/entities/salesOrder';
import type { OrderStatus } from '../../src/schemas/sales/orderStatus';
import { canMoveOrder, INITIAL_ORDER_STATUSES, ORDER_TRANSITIONS, orderDeletable, orderEditable } from '../../src/schemas/sales/orderStatus';
import { orderSums } from '../../src/schemas/sales/orderSums';
import type { Db } from '../db/connection';
import type { FieldChange, VersionAction } from '../db/tables';
import { entityTable, objectVersions, users } from '../db/tables';
import { ApiError, badRequest, notFound, ok, requestLocale } from '../http';
import type { CustomerScope } from '../services/entityStore';
import { entityStore } from '../services/entityStore';
import { nextDocumentCounter } from '../services/numerators';
import type { Currency } from '../services/pricing/priceLines';
import { calculatePriceLines } from '../services/pricing/priceLines';
import { loadPriceLists, priceCustomer } from '../services/pricing/priceListStore';
import { warsawToday } from '../services/today';
import { recordId } from './recordId';

type Row = Record<string, unknown>;

const read = { access: { key: salesOrder.access, mode: 'read' } } as const;
const modify = { access: { key: salesOrder.access, mode: 'modify' } } as const;

const products = salesOrder.fields.products as LinesField;
/** The object type of an order in files and versions (spec §7 `objectType order`, `parent=order`). */
const OBJECT_TYPE = 'order';

const id = z.number().int().positive().max(2_147_483_647);
const referenceBody = z.object({ reference: z.string().trim().max(100), id: id.nullish() });

const parse = <T extends z.ZodType>(schema: T, body: unknown): z.output<T> => {
  const result = schema.safeParse(body ?? {}, { reportInput: true });
  if (!result.success) throw badRequest(zodProblems(result.error));
  return result.data;
};

/** A line's own values as the form edits them (no id, no place, no sums): what a version compares and the checks read. */
const LINE_KEYS = Object.entries(products.fields)
  .filter(([, f]) => !f.readOnly)
  .map(([key]) => key);
const lineValues = (line: Row): Row => Object.fromEntries(LINE_KEYS.map((key) => [key, line[key] ?? null]));

/**
 * The lines with their sums and the order's totals, computed exactly in grosze (`orderSums`). A line
 * or an order worth more than an amount column holds is a 400 on it, before any sum is taken.
 */
const priced = (lines: readonly Row[]) => {
  const values = lines.map((l) => Number(l.price) * Number(l.quantity));
  const tooBig = values.flatMap((value, i): FieldProblem[] => (value > MONEY_MAX ? [{ path: `products.${i}.price`, code: 'tooBig', params: { max: MONEY_MAX }, label: products.fields.price.label }] : []));
  if (tooBig.length === 0 && values.reduce((a, b) => a + b, 0) * 1.23 > MONEY_MAX) tooBig.push({ path: 'products', code: 'tooBig', params: { max: MONEY_MAX }, label: products.label });
  if (tooBig.length > 0) throw badRequest(tooBig);
  const sums = orderSums(lines.map((l) => ({ quantity: Number(l.quantity), price: Number(l.price), discountPercent: (l.discountPercent as number | null) ?? 0, vat: Number(l.vat) })));
  return {
    lines: lines.map((line, i) => ({ ...line, discountSum: sums.lines[i].discountSum, sumNetto: sums.lines[i].sumNetto, sumVat: sums.lines[i].sumVat, sumBrutto: sums.lines[i].sumBrutto })),
    total: sums.total,
  };
};

/**
 * What the lines may not be: a product that does not exist or (for a line new to the order) is
 * inactive, or a discount above the most the price list lets a person give that customer on that
 * product (`maxDiscount`). Where no price-list discount applies to a line, its discount is the
 * person's to choose (0–100 %).
 */
const checkLines = async (tx: Db, lines: readonly Row[], stored: readonly Row[], customerId: number, currency: Currency) => {
  const ids = [...new Set(lines.map((l) => Number(l.productId)))];
  if (ids.length === 0) return;
  const product = entityTable('product');
  const found = new Map(
    (await tx.select({ id: product.id, status: product.status }).from(product).where(sql`${product.id} = ANY(${sql.param(ids)}::int[])`)).map((p) => [Number(p.id), String(p.status)]),
  );
  const kept = new Set(stored.map((l) => Number(l.productId)));
  const lists = await loadPriceLists(tx, currency, ids);
  const customer = (await priceCustomer(tx, customerId)) ?? null;
  const today = warsawToday();
  const problems: FieldProblem[] = [];
  lines.forEach((line, index) => {
    const productId = Number(line.productId);
    const path = `products.${index}`;
    const status = found.get(productId);
    if (status === undefined) problems.push({ path: `${path}.productId`, code: 'unknownReference', label: products.fields.productId.label });
    else if (status !== 'Active' && !kept.has(productId)) problems.push({ path: `${path}.productId`, code: 'inactiveProduct', label: products.fields.productId.label });
    const discount = Number(line.discountPercent ?? 0);
    if (discount === 0 || status === undefined) return;
    const price = calculatePriceLines(lists, { productId, productName: '', quantity: Number(line.quantity), chosen: [], customer, currency, today });
    if (price.ok && price.lines.some((l) => l.priceType === 'discount') && discount > price.maxDiscount) {
      problems.push({ path: `${path}.discountPercent`, code: 'discountAboveMax', params: { max: price.maxDiscount }, label: products.fields.discountPercent.label });
    }
  });
  if (problems.length > 0) throw badRequest(problems);
};

/** The header fields that changed between two states of an order, and whether its lines did. */
const changesBetween = (before: Row, after: Row): FieldChange[] => {
  const changes: FieldChange[] = [];
  for (const [key, field] of Object.entries(salesOrder.fields)) {
    if (field.type === 'id' || key === 'createdAt') continue;
    if (field.type === 'lines') {
      const [from, to] = [before, after].map((r) => ((r[key] as Row[] | undefined) ?? []).map(lineValues));
      if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field: key, from: from.length, to: to.length });
      continue;
    }
    const [from, to] = [before[key] ?? null, after[key] ?? null];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field: key, from, to });
  }
  return changes;
};

/** Stores the order's state after an action as its next version: the change log and the object versions. */
export const recordVersion = async (tx: Db, objectId: number, data: Row, action: VersionAction, changes: FieldChange[], userId: number | undefined) => {
  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(${objectVersions.version}), 0)::int` })
    .from(objectVersions)
    .where(and(eq(objectVersions.object_type, OBJECT_TYPE), eq(objectVersions.object_id, objectId)));
  await tx.insert(objectVersions).values({ object_type: OBJECT_TYPE, object_id: objectId, version: last + 1, action, data, changes, user_id: userId ?? null });
};

/**
 * Customer orders (spec §7 "Orders"): the list, one order with its lines, create (numbered by the
 * order numerator), update (status only along ORDER_TRANSITIONS; content only while OFERTA or NEW),
 * delete, the deletion mark, the duplicate-reference check and the order's versions. Every write
 * and its version are one transaction; client users see only their customers' orders.
 */
export const orderRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const { endpoints } = salesOrder;
  const scope = (request: FastifyRequest): CustomerScope => request.access?.customers;
  const table = entityTable(salesOrder.name);

  /** The order as its screen reads it: lines and sums, whether it may change, where its status may go. */
  const full = async (tx: Db, row: Row): Promise<Row> => {
    const status = row.status as OrderStatus;
    const withLines = await entityStore(tx).withLines(salesOrder, row);
    return { ...withLines, editable: orderEditable(status) && !row.markedToDelete, allowedStatuses: row.markedToDelete ? [] : ORDER_TRANSITIONS[status] };
  };

  /** The order locked for the rest of the transaction (two saves queue up), if the caller may see it. */
  const lockedOrder = async (tx: Db, request: FastifyRequest, orderId: number): Promise<Row> => {
    const [locked] = await tx.select({ id: table.id }).from(table).where(eq(table.id, orderId)).for('update');
    if (!locked) throw notFound();
    return full(tx, await entityStore(tx).getOne(salesOrder, orderId, scope(request)));
  };

  app.get(`/api${endpoints.list.path}`, { config: read }, async (request) => {
    const parsed = parseListQuery(salesOrder, request.query as Record<string, unknown>);
    if (!parsed.ok) throw badRequest(parsed.problems);
    const result = await entityStore(db).list(salesOrder, parsed.query, scope(request));
    return ok(parsed.query.page ? result : result.rows);
  });

  app.get(`/api${endpoints.getOne.path}`, { config: read }, async (request) =>
    ok(await full(db, await entityStore(db).getOne(salesOrder, recordId(request, true), scope(request)))),
  );

  app.post(`/api${endpoints.create.path}`, { config: { ...modify, entity: salesOrder } }, async (request) => {
    const parsed = parseBody(salesOrder, 'create', request.body);
    if (!parsed.ok) throw badRequest(parsed.problems);
    const data = parsed.data;
    if (!INITIAL_ORDER_STATUSES.includes(data.status as OrderStatus)) {
      throw badRequest([{ path: 'status', code: 'statusTransition', params: { from: '—', to: String(data.status) }, label: salesOrder.fields.status.label }]);
    }
    const lines = (data.products as Row[] | undefined) ?? [];
    return db.transaction(async (tx) => {
      await checkLines(tx, lines, [], Number(data.customerId), data.currency as Currency);
      const sums = priced(lines);
      const number = await nextDocumentCounter(tx, 'order');
      const row = await entityStore(tx).create(
        salesOrder,
        { ...data, products: sums.lines, ...sums.total, numberStr: data.numberStr ?? number.text, number: number.counter, prefix: number.prefix, author: request.user?.id ?? null },
        scope(request),
      );
      const result = await full(tx, row);
      await recordVersion(tx, Number(row.id), result, 'created', [], request.user?.id);
      return ok(result);
    });
  });

  app.put(`/api${endpoints.update.path}`, { config: { ...modify, entity: salesOrder } }, async (request) => {
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
        const lines = (data.products as Row[] | undefined) ?? stored.map(lineValues);
        await checkLines(tx, lines, stored, Number(data.customerId ?? current.customerId), (data.currency ?? current.currency) as Currency);
        if ('products' in data) {
          const sums = priced(lines);
          write = { ...data, products: sums.lines, ...sums.total };
        }
      }
      const result = await full(tx, await entityStore(tx).update(salesOrder, orderId, write, scope(request)));
      const changes = changesBetween(current, result);
      if (changes.length > 0) await recordVersion(tx, orderId, result, content.length === 0 ? 'status' : 'edited', changes, request.user?.id);
      return ok(result);
    });
  });

  app.delete(`/api${endpoints.delete.path}`, { config: modify }, async (request) => {
    const orderId = recordId(request, true);
    return db.transaction(async (tx) => {
      const current = await lockedOrder(tx, request, orderId);
      if (!orderDeletable(current.status as OrderStatus, Boolean(current.markedToDelete))) throw new ApiError(409, 'orderLocked', [], { status: String(current.status) });
      const row = await entityStore(tx).remove(salesOrder, orderId, scope(request));
      await recordVersion(tx, orderId, current, 'deleted', [], request.user?.id);
      return ok(row);
    });
  });

  // Spec §4: the deletion mark is reversible; a marked order can no longer change until restored.
  app.post('/api/order/change_deletion_mark', { config: modify }, async (request) => {
    const { orderId } = parse(z.object({ orderId: id }), request.body);
    return db.transaction(async (tx) => {
      const current = await lockedOrder(tx, request, orderId);
      const marked = !current.markedToDelete;
      await tx.update(table).set({ markedToDelete: marked, updatedAt: sql`now()` }).where(eq(table.id, orderId));
      const result = await full(tx, await entityStore(tx).getOne(salesOrder, orderId, scope(request)));
      await recordVersion(tx, orderId, result, marked ? 'markedToDelete' : 'restored', [{ field: 'markedToDelete', from: !marked, to: marked }], request.user?.id);
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
  app.post('/api/order/check_double', { config: read }, async (request) => {
    const body = parse(referenceBody, request.body);
    const doubles = await sameReference(request, body.reference, body.id);
    const numbers = doubles.map((d) => String(d.numberStr)).join(', ');
    return ok({ double: doubles.length > 0, message: doubles.length > 0 ? formatMessage('duplicateReference', requestLocale(request), { number: numbers }) : null, orders: doubles.map((d) => ({ id: d.id, numberStr: d.numberStr })) });
  });

  app.post('/api/order/get_double_data', { config: read }, async (request) => {
    const body = parse(referenceBody, request.body);
    return ok(await sameReference(request, body.reference, body.id));
  });

  // Spec §7 `GET /object_version`: the versions of an order, newest first (the change log), and one with its data.
  const versionQuery = z.object({ objectType: z.literal(OBJECT_TYPE), objectId: z.string().regex(/^\d{1,10}$/).transform(Number).pipe(id) });
  const visibleObject = async (request: FastifyRequest, objectId: number) => {
    // Staff read the log of a deleted order too; a client user only of an order it sees now.
    if (scope(request)) await entityStore(db).getOne(salesOrder, objectId, scope(request));
  };
  const versionColumns = {
    id: objectVersions.id,
    objectType: objectVersions.object_type,
    objectId: objectVersions.object_id,
    version: objectVersions.version,
    action: objectVersions.action,
    changes: objectVersions.changes,
    userId: objectVersions.user_id,
    userName: users.name,
    createdAt: objectVersions.createdAt,
  };

  app.get('/api/object_version', { config: read }, async (request) => {
    const query = parse(versionQuery, request.query);
    await visibleObject(request, query.objectId);
    return ok(
      await db
        .select(versionColumns)
        .from(objectVersions)
        .leftJoin(users, eq(users.id, objectVersions.user_id))
        .where(and(eq(objectVersions.object_type, query.objectType), eq(objectVersions.object_id, query.objectId)))
        .orderBy(desc(objectVersions.version)),
    );
  });

  app.get('/api/object_version/:id', { config: read }, async (request) => {
    const versionId = recordId(request, true);
    const [row] = await db
      .select({ ...versionColumns, data: objectVersions.data })
      .from(objectVersions)
      .leftJoin(users, eq(users.id, objectVersions.user_id))
      .where(eq(objectVersions.id, versionId));
    if (!row) throw notFound();
    await visibleObject(request, row.objectId);
    return ok(row);
  });
};
