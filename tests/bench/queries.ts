import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { dataFields } from '../../src/schemas/core';
import { reclamation } from '../../src/schemas/entities/reclamation';
import { entityTable } from '../../server/db/tables';
import { detailQuery, dictionaryOf, labelsQuery, leafGroupsQuery, REPORT_WORK_MEM } from '../../server/services/reports/reclamationReport';
import type { ReportBody } from '../../server/services/reports/spec';
import { DETAIL_LIMIT } from '../../server/services/reports/spec';

const dialect = new PgDialect();

/**
 * The baselines: the SQL the routes issue, as plain `pool.query` calls on the app's own pool,
 * without Fastify, the session check, zod, drizzle's mapping or JSON.
 */

/** The columns the list and the detail select (entityStore's `selection`), in the same order. */
const COLUMNS = ['id', ...dataFields(reclamation).filter(([, f]) => f.type !== 'password').map(([key]) => key), 'createdAt', 'updatedAt']
  .map((key) => `"reclamation"."${entityTable('reclamation')[key].name}"`)
  .join(', ');

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
 * The report's statements as its service issues them: the grouping query (in a transaction with
 * the service's work_mem) beside the detail query, then the labels of the dictionary values found.
 * Rows are fetched; nothing is shaped.
 */
export const reportBaseline = async (pool: pg.Pool, body: ReportBody): Promise<number> => {
  const groups = async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL work_mem = '${REPORT_WORK_MEM}'`);
      const result = await client.query<Record<string, unknown>>(toStatement(leafGroupsQuery(body, undefined)));
      await client.query('COMMIT');
      return result.rows;
    } finally {
      client.release();
    }
  };
  const [leaves, details] = await Promise.all([groups(), pool.query(toStatement(detailQuery(body, undefined, DETAIL_LIMIT)))]);
  const labels = await Promise.all(
    body.groups.flatMap((key, i) => {
      const name = dictionaryOf(key);
      if (!name) return [];
      const ids = new Set<number>();
      for (const row of leaves) if (typeof row[`k${i}`] === 'number') ids.add(row[`k${i}`] as number);
      return [pool.query(toStatement(labelsQuery(name, [...ids])))];
    }),
  );
  return leaves.length + (details.rowCount ?? 0) + labels.length;
};

/** The grouping query alone, as run by the report (for the "where does the time go" figure). */
export const reportGroupsOnly = async (pool: pg.Pool, body: ReportBody): Promise<number> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SET LOCAL work_mem = '${REPORT_WORK_MEM}'`);
    const result = await client.query(toStatement(leafGroupsQuery(body, undefined)));
    await client.query('COMMIT');
    return result.rowCount ?? 0;
  } finally {
    client.release();
  }
};

export const reportStatements = (body: ReportBody): Statement[] => [toStatement(leafGroupsQuery(body, undefined)), toStatement(detailQuery(body, undefined, DETAIL_LIMIT))];
