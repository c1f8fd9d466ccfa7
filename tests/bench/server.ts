import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from '../../server/app';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { readConfig } from '../../server/config';
import type { Db } from '../../server/db/connection';
import { ensureDatabase, openDatabase } from '../../server/db/connection';
import type { EmbeddedServer } from '../../server/db/embedded';
import { startEmbedded } from '../../server/db/embedded';
import { migrateDatabase } from '../../server/db/migrations';
import { ensureAdministrator, seedDictionaries } from '../../server/db/seed';
import { withDatabase } from '../support/pg';

export type BenchServer = { url: string; stop: () => Promise<void>; where: string };

/** Where the bench keeps its cluster between runs (git-ignored through `.tmp/`). */
export const BENCH_PG_DIR = path.resolve('.tmp', 'bench-pg');

/**
 * The PostgreSQL server of the bench: DATABASE_URL when set; else an embedded one, kept in
 * `.tmp/bench-pg` so that a second run finds its data, or in a throwaway directory with BENCH_FRESH=1.
 */
export const startBenchServer = async (env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<BenchServer> => {
  if (env.DATABASE_URL) return { url: withDatabase(env.DATABASE_URL, 'postgres'), stop: async () => {}, where: 'DATABASE_URL' };
  const fresh = env.BENCH_FRESH === '1';
  const dataDir = fresh ? mkdtempSync(path.join(os.tmpdir(), 'zaplecze-bench-pg-')) : BENCH_PG_DIR;
  mkdirSync(dataDir, { recursive: true });
  // As root the server runs as the `postgres` system user: it must reach its cluster.
  if (process.getuid?.() === 0) {
    if (!fresh) chmodSync(path.dirname(dataDir), 0o755);
    chmodSync(dataDir, 0o755);
  }
  const lines: string[] = [];
  let embedded: EmbeddedServer;
  try {
    embedded = await startEmbedded(dataDir, (line) => line && lines.push(line));
  } catch (error) {
    log(lines.join('\n'));
    throw error;
  }
  return {
    url: embedded.url,
    where: dataDir,
    stop: async () => {
      await embedded.stop().catch((error: unknown) => log(`Stopping the embedded PostgreSQL failed: ${String(error)}`));
      if (fresh) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** The administrator every bench database has. */
export const BENCH_EMAIL = 'bench@zaplecze.local';
export const BENCH_PASSWORD = 'Bench-pass-123';

export type BenchApp = { app: FastifyInstance; headers: { cookie: string }; db: Db; pool: pg.Pool; url: string };

/**
 * A bench database of its own (`database`, migrated, dictionaries and administrator seeded) on the
 * bench's PostgreSQL, and the real app on it (serving `clientDir` when given) signed in as the
 * administrator, for `work`; everything is closed after.
 */
export const onBenchApp = async <T>(
  options: { env: NodeJS.ProcessEnv; log: (line: string) => void; database: string; clientDir?: string },
  work: (bench: BenchApp) => Promise<T>,
): Promise<T> => {
  const { env, log } = options;
  const server = await startBenchServer(env, log);
  log(`bench: PostgreSQL at ${server.where}`);
  const url = withDatabase(server.url, options.database);
  const database = openDatabase(url, (error) => log(`bench: pool error: ${error.message}`));
  try {
    await ensureDatabase(url);
    await migrateDatabase(database.db);
    await seedDictionaries(database.db);
    await ensureAdministrator(database.db, BENCH_EMAIL, BENCH_PASSWORD);
    const config = readConfig({ NODE_ENV: 'test', LOGIN_RATE_LIMIT: '1000' });
    const app = await buildApp({ db: database.db, config, logger: false, clientDir: options.clientDir });
    await app.ready();
    try {
      const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: BENCH_EMAIL, password: BENCH_PASSWORD } });
      const session = login.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '');
      if (login.statusCode !== 200 || !session) throw new Error(`Login failed: ${login.statusCode} ${login.body}`);
      return await work({ app, headers: { cookie: `${session.name}=${session.value}` }, db: database.db, pool: database.pool, url });
    } finally {
      await app.close();
    }
  } finally {
    await database.close().catch(() => {});
    await server.stop();
  }
};
