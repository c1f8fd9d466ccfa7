import type { SQL } from 'drizzle-orm';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { columnFields } from '../../src/schemas/core';
import type { EntityDef } from '../../src/schemas/core';
import { reclamation } from '../../src/schemas/entities/reclamation';
import { salesOrder } from '../../src/schemas/entities/salesOrder';
import { task } from '../../src/schemas/entities/task';
import type { Db } from '../../server/db/connection';
import { entityTable, linesTable } from '../../server/db/tables';
import type { ReportDefinition } from '../../src/schemas/reports';
import { detailQuery, dictionaryOf, labelsQuery, leafGroupsQuery, REPORT_WORK_MEM } from '../../server/modules/reports/report/report';
import type { ReportBody } from '../../server/modules/reports/report/spec';

const dialect = new PgDialect();

/**
 * The baselines: the SQL the routes issue, as plain `pool.query` calls on the app's own pool,
 * without Fastify, the session check, zod, drizzle's mapping or JSON.
 */

/** The columns a list and a detail select (entityStore's `selection`: each field once), in the same order. */
const columnsOf = (entity: EntityDef) =>
  [...new Set(['id', ...columnFields(entity).filter(([, f]) => f.type !== 'password').map(([key]) => key), 'createdAt', 'updatedAt'])]
    .map((key) => `"${entity.name}"."${entityTable(entity.name)[key].name}"`)
    .join(', ');
const COLUMNS = columnsOf(reclamation);

const PAGE_SQL = `SELECT ${COLUMNS} FROM "reclamation" WHERE ("reclamation"."status" = $1 AND "reclamation"."customer" = $2)
  ORDER BY "reclamation"."id" DESC, "reclamation"."id" DESC LIMIT $3 OFFSET $4`;
const COUNT_SQL = `SELECT count(*) FROM "reclamation" WHERE ("reclamation"."status" = $1 AND "reclamation"."customer" = $2)`;
const codesSql = (n: number) => `SELECT "reclamation_item"."reclamation_id",
    string_agg("reclamation_subject"."code", ', ' ORDER BY "reclamation_item"."possition_index", "reclamation_item"."id")
  FROM "reclamation_item" INNER JOIN "reclamation_subject" ON "reclamation_subject"."id" = "reclamation_item"."reclamation_subject"
  WHERE "reclamation_item"."reclamation_id" IN (${Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ')})
  GROUP BY "reclamation_item"."reclamation_id"`;
const ONE_SQL = `SELECT ${COLUMNS} FROM "reclamation" WHERE "reclamation"."id" = $1`;
const POSITIONS_SQL = `SELECT "reclamation_item"."id", "reclamation_item"."reclamation_id", "reclamation_item"."reclamation_subject",
    "reclamation_item"."possition_index", "reclamation_item"."description", "reclamation_item"."quantity", "reclamation_subject"."code"
  FROM "reclamation_item" INNER JOIN "reclamation_subject" ON "reclamation_subject"."id" = "reclamation_item"."reclamation_subject"
  WHERE "reclamation_item"."reclamation_id" = $1
  ORDER BY "reclamation_item"."possition_index" ASC, "reclamation_item"."id" ASC`;
const HISTORY_SQL = `SELECT "reclamation_history_event"."id", "reclamation_history_event"."reclamation_id", "reclamation_history_event"."action_type",
    "reclamation_history_event"."description", "reclamation_history_event"."user_id", "users"."name", "reclamation_history_event"."created_at"
  FROM "reclamation_history_event" LEFT JOIN "users" ON "users"."id" = "reclamation_history_event"."user_id"
  WHERE "reclamation_history_event"."reclamation_id" = $1
  ORDER BY "reclamation_history_event"."created_at" DESC, "reclamation_history_event"."id" DESC`;

export type Statement = { text: string; values: unknown[] };

/** GET /api/getallreclamations with status + customer, page 1: the page, its count, the page's position codes. */
export const listStatements = (status: number, customer: number, limit: number, pageIds: number[] = [1]): Statement[] => [
  { text: PAGE_SQL, values: [status, customer, limit, 0] },
  { text: COUNT_SQL, values: [status, customer] },
  { text: codesSql(pageIds.length), values: pageIds },
];

export const listBaseline = async (pool: pg.Pool, status: number, customer: number, limit: number): Promise<number> => {
  const page = await pool.query<{ id: number }>(PAGE_SQL, [status, customer, limit, 0]);
  await pool.query(COUNT_SQL, [status, customer]);
  const ids = page.rows.map((r) => r.id);
  if (ids.length > 0) await pool.query(codesSql(ids.length), ids);
  return ids.length;
};

/** GET /api/getreclamation/:id: the row, then positions, history and codes side by side. */
export const detailStatements = (id: number): Statement[] => [
  { text: ONE_SQL, values: [id] },
  { text: POSITIONS_SQL, values: [id] },
  { text: HISTORY_SQL, values: [id] },
  { text: codesSql(1), values: [id] },
];

export const detailBaseline = async (pool: pg.Pool, id: number): Promise<void> => {
  const { rows } = await pool.query(ONE_SQL, [id]);
  if (rows.length === 0) throw new Error(`No reclamation ${id}`);
  await Promise.all([pool.query(POSITIONS_SQL, [id]), pool.query(HISTORY_SQL, [id]), pool.query(codesSql(1), [id])]);
};

/** A drizzle `sql` object as the text and parameters node-postgres gets. */
const toStatement = (query: SQL): Statement => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, values: params };
};

/**
 * A report's statements as its service issues them: the grouping query (in a transaction with
 * the service's work_mem) beside the detail query, then the labels of the entities' values found.
 * Rows are fetched; nothing is shaped. Any report definition: the reclamation report and the order list.
 */
export const reportBaseline = async (pool: pg.Pool, definition: ReportDefinition, body: ReportBody): Promise<number> => {
  const groups = async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL work_mem = '${REPORT_WORK_MEM}'`);
      const result = await client.query<Record<string, unknown>>(toStatement(leafGroupsQuery(definition, body, undefined)));
      await client.query('COMMIT');
      return result.rows;
    } finally {
      client.release();
    }
  };
  const [leaves, details] = await Promise.all([groups(), pool.query(toStatement(detailQuery(definition, body, undefined, definition.limits.detail)))]);
  const labels = await Promise.all(
    body.groups.flatMap((key, i) => {
      const target = dictionaryOf(definition, key);
      if (!target) return [];
      const ids = new Set<number>();
      for (const row of leaves) if (typeof row[`k${i}`] === 'number') ids.add(row[`k${i}`] as number);
      return [pool.query(toStatement(labelsQuery(target, [...ids])))];
    }),
  );
  return leaves.length + (details.rowCount ?? 0) + labels.length;
};

/** The grouping query alone, as run by the report (for the "where does the time go" figure). */
export const reportGroupsOnly = async (pool: pg.Pool, definition: ReportDefinition, body: ReportBody): Promise<number> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL work_mem = '${REPORT_WORK_MEM}'`);
    const result = await client.query(toStatement(leafGroupsQuery(definition, body, undefined)));
    await client.query('COMMIT');
    return result.rowCount ?? 0;
  } finally {
    client.release();
  }
};

export const reportStatements = (definition: ReportDefinition, body: ReportBody): Statement[] => [
  toStatement(leafGroupsQuery(definition, body, undefined)),
  toStatement(detailQuery(definition, body, undefined, definition.limits.detail)),
];

/**
 * GET /api/orders with status + customer, a page newest first: entityStore's prepared page and
 * count (the same text, here unprepared), side by side as the route runs them.
 */
const ORDER_PAGE_SQL = `SELECT ${columnsOf(salesOrder)} FROM "sales_order" WHERE ("sales_order"."status" = $1 AND "sales_order"."customer_id" = $2)
  ORDER BY "sales_order"."id" DESC, "sales_order"."id" DESC LIMIT $3 OFFSET $4`;
const ORDER_COUNT_SQL = `SELECT count(*) FROM "sales_order" WHERE ("sales_order"."status" = $1 AND "sales_order"."customer_id" = $2)`;

export const orderListStatements = (status: string, customerId: number, limit: number, offset = 0): Statement[] => [
  { text: ORDER_PAGE_SQL, values: [status, customerId, limit, offset] },
  { text: ORDER_COUNT_SQL, values: [status, customerId] },
];

export const orderListBaseline = async (pool: pg.Pool, status: string, customerId: number, limit: number, offset = 0): Promise<{ rows: number; count: number }> => {
  const [page, count] = await Promise.all([
    pool.query(ORDER_PAGE_SQL, [status, customerId, limit, offset]),
    pool.query<{ count: string }>(ORDER_COUNT_SQL, [status, customerId]),
  ]);
  return { rows: page.rows.length, count: Number(count.rows[0].count) };
};

/** A drizzle query as the text and parameters node-postgres gets. */
const built = (query: { toSQL: () => { sql: string; params: unknown[] } }): Statement => {
  const { sql: text, params } = query.toSQL();
  return { text, values: params };
};

/**
 * POST /api/pricelist/calculate_prices: the statements the route issues, one after another, built
 * with the same drizzle calls (server/modules/sales/routes/pricing.ts, configurator.ts `chosenLabels`,
 * services/pricing/priceListStore.ts): the product, the customer's price code and group, the
 * chosen values' labels, the active lists of the currency, then their prices of the product, their
 * discounts and their surcharges of the chosen values. `listIds`: what the lists query answers
 * (the next three statements name them).
 */
export const priceStatements = (
  db: Db,
  query: { productId: number; customerId: number; choices: readonly { parameterId: number; valueId: number }[]; currency: string },
  listIds: readonly number[],
): Statement[] => {
  const product = entityTable('product');
  const customer = entityTable('customer');
  const value = entityTable('parameter_value');
  const parameter = entityTable('product_parameter');
  const list = entityTable('price_list');
  const prices = linesTable('price_list', 'prices');
  const discounts = linesTable('price_list', 'discounts');
  const surcharges = linesTable('price_list', 'surcharges');
  const valueIds = query.choices.map((c) => c.valueId);
  const ids = [...listIds];
  return [
    built(db.select({ id: product.id, name: product.name }).from(product).where(eq(product.id, query.productId))),
    built(db.select({ priceCode: customer.priceCode, customersGroup: customer.customersGroup }).from(customer).where(eq(customer.id, query.customerId))),
    built(
      db
        .select({ valueId: value.id, label: value.label, parameterId: parameter.id, name: parameter.name, sortOrder: parameter.sortOrder })
        .from(value)
        .innerJoin(parameter, eq(parameter.id, value.parameterId))
        .where(and(inArray(value.id, valueIds), eq(parameter.productId, query.productId))),
    ),
    built(db.select().from(list).where(and(eq(list.active, true), eq(list.currency, query.currency)))),
    built(
      db
        .select({ priceListId: prices.priceListId, productId: prices.productId, price: prices.price })
        .from(prices)
        .where(and(inArray(prices.priceListId, ids), inArray(prices.productId, [query.productId]))),
    ),
    built(db.select().from(discounts).where(and(inArray(discounts.priceListId, ids), or(isNull(discounts.productId), inArray(discounts.productId, [query.productId]))))),
    built(
      db
        .select({ priceListId: surcharges.priceListId, parameterValueId: surcharges.parameterValueId, price: surcharges.price })
        .from(surcharges)
        .where(and(inArray(surcharges.priceListId, ids), inArray(surcharges.parameterValueId, valueIds))),
    ),
  ];
};

/** The price statements one after another, as the route waits for each answer; the rows fetched. */
export const priceBaseline = async (pool: pg.Pool, statements: readonly Statement[]): Promise<number> => {
  let rows = 0;
  for (const statement of statements) rows += (await pool.query(statement)).rowCount ?? 0;
  return rows;
};

/** An order line as sent, with the sums the server computes. */
export type SavedLine = {
  productId: number;
  description: string;
  quantity: number;
  price: number;
  discountPercent: number;
  vat: number;
  discountSum: number;
  sumNetto: number;
  sumVat: number;
  sumBrutto: number;
};
export type SavedOrder = {
  customerId: number;
  reference: string;
  author: number;
  lines: readonly SavedLine[];
  total: { sumNetto: number; sumVat: number; sumBrutto: number; discountSum: number };
};

const NUMERATOR_SQL = `UPDATE document_numerator SET last_number = last_number + 1, last_period = '', updated_at = now()
  WHERE document_type = 'order' AND active RETURNING last_number, prefix, format, padding`;
const ORDER_INSERT_SQL = `INSERT INTO sales_order (number_str, prefix, number, status, customer_id, reference, currency, delivery_method, package_material,
    discount_percent, sum_netto, sum_vat, sum_brutto, discount_sum, author)
  VALUES ($1, $2, $3, 'NEW', $4, $5, 'PLN', 'STANDARD', 'Karton', 0, $6, $7, $8, $9, $10) RETURNING id, created_at`;
const LINE_COLUMNS = ['order_id', 'line_index', 'product_id', 'description', 'quantity', 'number_of_pieces', 'price', 'discount_percent', 'vat', 'discount_sum', 'sum_netto', 'sum_vat', 'sum_brutto'];
const linesInsertSql = (n: number) =>
  `INSERT INTO sales_order_product (${LINE_COLUMNS.join(', ')}) VALUES ${Array.from(
    { length: n },
    (_, row) => `(${LINE_COLUMNS.map((_c, column) => `$${row * LINE_COLUMNS.length + column + 1}`).join(', ')})`,
  ).join(', ')}`;
const VERSION_SQL = `INSERT INTO object_version (object_type, object_id, version, action, data, changes, user_id) VALUES ('order', $1, 1, 'created', $2, '[]', $3)`;

/**
 * The writes of POST /api/order in one transaction, for context: the numerator's next number (one
 * UPDATE … RETURNING), the order row, its lines in one INSERT, its first version (the order with
 * its lines as JSON). No reads: the products, price lists and customer the route checks are not
 * looked at, and the sums come computed.
 */
export const orderSaveBaseline = async (pool: pg.Pool, order: SavedOrder): Promise<number> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows: [counter] } = await client.query<{ last_number: number; prefix: string; format: string; padding: number }>(NUMERATOR_SQL);
    const numberStr = counter.format.replaceAll('{prefix}', counter.prefix).replaceAll('{number}', String(counter.last_number).padStart(counter.padding, '0'));
    const { total } = order;
    const { rows: [row] } = await client.query<{ id: number; created_at: Date }>(ORDER_INSERT_SQL, [
      numberStr, counter.prefix, counter.last_number, order.customerId, order.reference, total.sumNetto, total.sumVat, total.sumBrutto, total.discountSum, order.author,
    ]);
    await client.query(
      linesInsertSql(order.lines.length),
      order.lines.flatMap((l, i) => [row.id, i, l.productId, l.description, l.quantity, 1, l.price, l.discountPercent, l.vat, l.discountSum, l.sumNetto, l.sumVat, l.sumBrutto]),
    );
    const data = { id: row.id, numberStr, prefix: counter.prefix, number: counter.last_number, status: 'NEW', customerId: order.customerId, reference: order.reference, currency: 'PLN', ...total, author: order.author, createdAt: row.created_at, products: order.lines.map((l, i) => ({ ...l, orderId: row.id, lineIndex: i, numberOfPieces: 1 })) };
    await client.query(VERSION_SQL, [row.id, JSON.stringify(data), order.author]);
    await client.query('COMMIT');
    return row.id;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
};

/**
 * GET /api/task filtered by `executed`, a page newest first, as the administrator (no visibility
 * condition: entityStore's prepared page and count, here unprepared), side by side as the route
 * runs them; then what `presented` (server/modules/processes/routes/tasks.ts) reads for the page: the executors'
 * and roles' names and the reclamations' numbers and references side by side, then the authors'
 * names. Each lookup only when the page names someone or something, as the route skips it.
 */
const TASK_PAGE_SQL = `SELECT ${columnsOf(task)} FROM "task" WHERE "task"."executed" = $1
  ORDER BY "task"."id" DESC, "task"."id" DESC LIMIT $2 OFFSET $3`;
const TASK_COUNT_SQL = `SELECT count(*) FROM "task" WHERE "task"."executed" = $1`;
const placeholders = (n: number) => Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ');
/** drizzle's text for `select({ id, name }).from(table).where(inArray(table.id, ids))` and the like. */
const byIds = (table: string, columns: readonly string[], n: number) =>
  `select ${columns.map((c) => `"${c}"`).join(', ')} from "${table}" where "${table}"."id" in (${placeholders(n)})`;
export const taskNameStatements = {
  executors: (ids: readonly number[]): Statement => ({ text: byIds('executor', ['id', 'name'], ids.length), values: [...ids] }),
  roles: (ids: readonly number[]): Statement => ({ text: byIds('executor_role', ['id', 'name'], ids.length), values: [...ids] }),
  reclamations: (ids: readonly number[]): Statement => ({ text: byIds('reclamation', ['id', 'number', 'sales_reference'], ids.length), values: [...ids] }),
  authors: (ids: readonly number[]): Statement => ({ text: byIds('users', ['id', 'name'], ids.length), values: [...ids] }),
};

type TaskPageIds = { executors: number[]; roles: number[]; reclamations: number[]; authors: number[] };
const NO_IDS: TaskPageIds = { executors: [1], roles: [1], reclamations: [1], authors: [1] };

/** The list's statements; `ids`: what its page names (taskPageIds), for EXPLAIN. */
export const taskListStatements = (executed: boolean, limit: number, ids: TaskPageIds = NO_IDS): Statement[] => [
  { text: TASK_PAGE_SQL, values: [executed, limit, 0] },
  { text: TASK_COUNT_SQL, values: [executed] },
  taskNameStatements.executors(ids.executors),
  taskNameStatements.roles(ids.roles),
  taskNameStatements.reclamations(ids.reclamations),
  taskNameStatements.authors(ids.authors),
];

type TaskPageRow = { id: number; executor_id: number | null; executor_role_id: number | null; owner_type: string | null; owner_id: number | null; author_id: number | null };
const distinctIds = (values: readonly (number | null)[]) => [...new Set(values.filter((v): v is number => typeof v === 'number' && v > 0))];

/** The ids a page of tasks names, each once, as `presented` collects them. */
const taskPageIds = (rows: readonly TaskPageRow[]): TaskPageIds => ({
  executors: distinctIds(rows.map((r) => r.executor_id)),
  roles: distinctIds(rows.map((r) => r.executor_role_id)),
  reclamations: distinctIds(rows.map((r) => (r.owner_type === 'reclamation' ? r.owner_id : null))),
  authors: distinctIds(rows.map((r) => r.author_id)),
});

/** The ids the first page of the list names (for EXPLAIN). */
export const firstTaskPageIds = async (pool: pg.Pool, executed: boolean, limit: number): Promise<TaskPageIds> =>
  taskPageIds((await pool.query<TaskPageRow>(TASK_PAGE_SQL, [executed, limit, 0])).rows);

export const taskListBaseline = async (pool: pg.Pool, executed: boolean, limit: number): Promise<{ rows: number; count: number; statements: number }> => {
  const [page, count] = await Promise.all([pool.query<TaskPageRow>(TASK_PAGE_SQL, [executed, limit, 0]), pool.query<{ count: string }>(TASK_COUNT_SQL, [executed])]);
  const ids = taskPageIds(page.rows);
  const lookups = [taskNameStatements.executors(ids.executors), taskNameStatements.roles(ids.roles), taskNameStatements.reclamations(ids.reclamations)].filter((s) => s.values.length > 0);
  await Promise.all(lookups.map((s) => pool.query(s)));
  if (ids.authors.length > 0) await pool.query(taskNameStatements.authors(ids.authors));
  return { rows: page.rows.length, count: Number(count.rows[0].count), statements: 2 + lookups.length + (ids.authors.length > 0 ? 1 : 0) };
};

/**
 * One step of a reclamation's process as PUT /api/execute_task writes it, for a task of a stage
 * whose on-execution code sets the owner's internal comment, followed by a condition stage that
 * leads to the next task stage. What the route decides (the sandbox's answers, the next stage,
 * who hears of its task) comes precomputed.
 */
export type TaskStep = {
  taskId: number;
  reclamationId: number;
  exemplarId: number;
  customerId: number | null;
  userId: number;
  result: string;
  comment: string;
  /** The process's description (the new task's history line names it). */
  process: string;
  /** The first two history lines the step records: the owner's change, the execution (the third names the new task). */
  history: readonly [string, string];
  next: { stageId: string; name: string; description: string; due: Date; executorId: number | null; executorRoleId: number | null; recipients: readonly number[] };
};

const STEP_TASK_SQL = `UPDATE task SET executed = true, execution_date = $2, execution_result = $3, execution_accepted = true, started = coalesce(started, now()),
    stage_error = NULL, updated_at = now() WHERE id = $1`;
const STEP_OWNER_SQL = `UPDATE reclamation SET internal_comment = $2, updated_at = now() WHERE id = $1`;
const STEP_HISTORY_SQL = `INSERT INTO reclamation_history_event (reclamation_id, action_type, description, user_id) VALUES ($1, 7, $2, $3)`;
const STEP_NUMERATOR_SQL = `UPDATE document_numerator SET last_number = CASE WHEN last_period = $1 THEN last_number + 1 ELSE 1 END, last_period = $1, updated_at = now()
  WHERE document_type = 'task' AND active RETURNING last_number, prefix, format, padding`;
const STEP_NEW_TASK_SQL = `INSERT INTO task (number, name, description, importance, executor_id, executor_role_id, execution_period, date, owner_type, owner_id,
    customer_id, bp_exemplar_id, stage_id, author_id)
  VALUES ($1, $2, $3, 'NOT_SET', $4, $5, $6, now(), 'reclamation', $7, $8, $9, $10, $11) RETURNING id, number`;
const STEP_EXEMPLAR_SQL = `UPDATE bp_exemplar SET current_stage_id = $2, status = 'Active', updated_at = now() WHERE id = $1`;
const stepMessagesSql = (n: number) =>
  `INSERT INTO internal_message (user_id, sender_id, task_id, title, text) VALUES ${Array.from({ length: n }, (_, i) => `($${i + 5}, $1, $2, $3, $4)`).join(', ')}`;

/**
 * The writes of one step in one transaction, one statement per write as the engine makes them:
 * the task executed, the owner's field set, its history line, the execution's history line, the
 * task numerator's next number (one UPDATE … RETURNING), the next stage's task, the instance at
 * that stage, the messages to the people the new task reaches, the new task's history line. No
 * reads and no sandbox: the task, the instance and the owner are not read or locked first.
 */
export const taskStepBaseline = async (pool: pg.Pool, step: TaskStep): Promise<number> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const now = new Date();
    await client.query(STEP_TASK_SQL, [step.taskId, now, step.result]);
    await client.query(STEP_OWNER_SQL, [step.reclamationId, step.comment]);
    await client.query(STEP_HISTORY_SQL, [step.reclamationId, step.history[0], step.userId]);
    await client.query(STEP_HISTORY_SQL, [step.reclamationId, step.history[1], step.userId]);
    const year = String(now.getFullYear());
    const { rows: [counter] } = await client.query<{ last_number: number; prefix: string; format: string; padding: number }>(STEP_NUMERATOR_SQL, [year]);
    const number = counter.format
      .replaceAll('{prefix}', counter.prefix)
      .replaceAll('{number}', String(counter.last_number).padStart(counter.padding, '0'))
      .replaceAll('{year}', year);
    const { next } = step;
    const { rows: [made] } = await client.query<{ id: number; number: string }>(STEP_NEW_TASK_SQL, [
      number, next.name, next.description, next.executorId, next.executorRoleId, next.due, step.reclamationId, step.customerId, step.exemplarId, next.stageId, step.userId,
    ]);
    await client.query(STEP_EXEMPLAR_SQL, [step.exemplarId, next.stageId]);
    if (next.recipients.length > 0) {
      await client.query(stepMessagesSql(next.recipients.length), [step.userId, made.id, `Nowe zadanie ${made.number}: ${next.name}`.slice(0, 200), next.description, ...next.recipients]);
    }
    await client.query(STEP_HISTORY_SQL, [step.reclamationId, `Proces „${step.process}”: nowe zadanie ${made.number} „${next.name}”`, step.userId]);
    await client.query('COMMIT');
    return made.id;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
};
