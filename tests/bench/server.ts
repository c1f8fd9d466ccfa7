import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
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
import { exited, freePort } from '../support/processes';

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
    embedded = await startEmbedded(dataDir, (line) => line && lines.push(line), undefined, 0);
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

/** The compiled server in a process of its own, signed in as the administrator: what a bench of memory measures. */
export type ServerProcess = { base: string; cookie: string; pid: number; stop: () => Promise<void> };

/**
 * Builds the server (`scripts/buildServer.mjs`) and starts `dist-server/main.js` on the database
 * `url` on a free port of 127.0.0.1 (its environment with `env` added), waits for its health and
 * signs in as `email`.
 */
export const startServerProcess = async (url: string, email: string, password: string, log: (line: string) => void, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> => {
  log('bench: building the server');
  const build = spawnSync('node', ['scripts/buildServer.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('Building the server failed');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = spawn('node', ['dist-server/main.js'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', ADMIN_EMAIL: email, ADMIN_PASSWORD: password, LOGIN_RATE_LIMIT: '1000', ...env },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (app.exitCode !== null) return;
    app.kill('SIGTERM');
    await exited(app);
  };
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/api/health`).catch(() => undefined))?.status === 200) break;
      if (app.exitCode !== null || i > 600) throw new Error('The server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const login = await fetch(`${base}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
    if (login.status !== 200) throw new Error(`Login failed: ${login.status}`);
    return { base, cookie: login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), pid: app.pid!, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};

/** An empty database `name` on the bench's PostgreSQL (dropped first when a run left one): its URL. */
export const freshDatabase = async (server: BenchServer, name: string): Promise<string> => {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return withDatabase(server.url, name);
};
