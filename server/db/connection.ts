import { PgTransaction } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Db = NodePgDatabase;
export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

// Dates travel as ISO strings; `date` columns stay 'YYYY-MM-DD' (no time-zone shift).
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * A pooled connection to PostgreSQL. A connection that breaks (a server restart, a terminated
 * backend) emits `error` whether it is idle in the pool or checked out by a query: both are
 * handled, so the process goes on; the query in flight fails (answered 503) and the pool opens new
 * connections when the server is back.
 */
export const openDatabase = (url: string, onError: (error: Error) => void = () => {}, max = 10): Database => {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  const db = drizzle(pool);
  db.transaction = onOwnConnection(pool);
  return { db, pool, close: () => pool.end() };
};

/** Whether a connection can take no more queries (its server ended it). */
const lost = (client: pg.PoolClient) => {
  const state = client as unknown as { _ending?: boolean; _queryable?: boolean };
  return Boolean(state._ending) || state._queryable === false;
};

/**
 * A transaction on a connection of its own, given back to the pool whatever happens: drizzle's own
 * keeps the connection when its BEGIN fails (a connection the server ended meanwhile), so the
 * pool would never close. A connection the server ended is dropped, not given back.
 */
const onOwnConnection =
  (pool: pg.Pool): Db['transaction'] =>
  async (work, config) => {
    const client = await pool.connect();
    try {
      return await drizzle(client).transaction(work, config);
    } finally {
      client.release(lost(client) ? new Error('The connection was lost') : undefined);
    }
  };

/** Creates the database named in the URL when the server does not have it yet. */
export const ensureDatabase = async (url: string): Promise<void> => {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
};

/**
 * Independent reads: side by side on the pool; one after another inside a transaction, whose one
 * connection runs one query at a time.
 */
export const readTogether = async <T extends readonly (() => Promise<unknown>)[]>(db: Db, reads: T): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> => {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as never;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as never;
};

/** Where a write comes from: the portal's screens, the API, a stage's code, the mailbox, an import, or the system itself. */
export type WriteSource = 'portal' | 'api' | 'process' | 'mail' | 'import' | 'system';

/**
 * Names, for the rest of the transaction, whom its writes are made for: every record's stamp
 * (`updated_by`, the `record_stamp` trigger) reads it. Outside a transaction it would last only
 * for this one statement, so writes that name their author run in one.
 */
export const actingAs = async (tx: Db, userId: number | null, source: WriteSource): Promise<void> => {
  await tx.execute(sql`SELECT set_config('zaplecze.user_id', ${userId === null ? '' : String(userId)}, true), set_config('zaplecze.source', ${source}, true)`);
};

/** Runs `work` as writes of another source (stage code's changes inside a user's action are the process's), then names the earlier one again. */
export const asSource = async <T>(tx: Db, source: WriteSource, work: () => Promise<T>): Promise<T> => {
  const { rows } = await tx.execute<{ source: string | null }>(sql`SELECT current_setting('zaplecze.source', true) AS source`);
  await tx.execute(sql`SELECT set_config('zaplecze.source', ${source}, true)`);
  const result = await work();
  await tx.execute(sql`SELECT set_config('zaplecze.source', ${rows[0]?.source ?? ''}, true)`);
  return result;
};
