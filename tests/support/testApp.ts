import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions } from 'fastify';
import type pg from 'pg';
import { inject } from 'vitest';
import type { AppOptions } from '../../server/app';
import { buildApp } from '../../server/app';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { readConfig } from '../../server/config';
import type { Db } from '../../server/db/connection';
import { openDatabase } from '../../server/db/connection';
import { migrateDatabase } from '../../server/db/migrations';
import { ensureAdministrator, seedDictionaries } from '../../server/db/seed';
import type { Mailer, OutgoingMail } from '../../server/core/mailer';
import { adminQuery, TEMPLATE_DATABASE, withDatabase } from './pg';

export const ADMIN_EMAIL = 'admin@test.local';
export const ADMIN_PASSWORD = 'Admin-pass-123';

/** The answer of every failed call. */
export type ErrorBody = {
  httpStatus: number;
  code?: string;
  message: string;
  errors: { path: string; code: string; message: string }[];
};
/** The answer of every successful call (but the few with their own shape). */
export type OkBody<T> = { httpStatus: 200; responseData: T };
export type Row = Record<string, unknown> & { id: number };

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  /** The app's connection pool, under `db`. */
  pool: pg.Pool;
  /** Every mail the server sent, oldest first. */
  mails: OutgoingMail[];
  /** Signs in and answers the `name=value` of the session cookie. */
  login: (email?: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /** Login attempts per IP and minute; high by default so tests that sign in often are not throttled. */
  loginRateLimit?: number;
  /** The built client (`dist/`) to serve at `/`, for the browser tests. */
  clientDir?: string;
  /** The server's log (off by default): a test that reads the log passes its own stream. */
  logger?: AppOptions['logger'];
  /**
   * A superuser URL of another PostgreSQL server than the run's (one the test kills): the
   * database is made there by the migrations, not copied from the template.
   */
  pgUrl?: string;
};

/** A mailer that keeps what it is given: the tests read confirmation and reset links from it. */
export const recordingMailer = (mails: OutgoingMail[]): Mailer => ({
  send: async (mail) => {
    mails.push(mail);
  },
});

/** The token of a link in a mail (`…?token=…`). */
export const tokenOf = (mail: OutgoingMail): string => {
  const match = /[?&]token=([\w-]+)/.exec(mail.text);
  if (!match) throw new Error(`No token in mail: ${mail.text}`);
  return match[1];
};

/** The session cookie a response sets, as `name=value`, or undefined. */
export const sessionCookieOf = (response: { cookies: { name: string; value: string }[] }): string | undefined => {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '');
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
};

/** The real server on its own fresh, migrated and seeded database. */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const server = options.pgUrl ?? inject('pgUrl');
  const admin = (statement: string) => adminQuery(server, statement);
  await admin(options.pgUrl ? `CREATE DATABASE "${name}"` : `CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
  const database = openDatabase(withDatabase(server, name));
  const mails: OutgoingMail[] = [];
  const config = readConfig({ NODE_ENV: 'test', LOGIN_RATE_LIMIT: String(options.loginRateLimit ?? 1000) });
  const dropAll = async () => {
    await database.close().catch(() => {});
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  try {
    if (options.pgUrl) await migrateDatabase(database.db);
    await seedDictionaries(database.db);
    await ensureAdministrator(database.db, ADMIN_EMAIL, ADMIN_PASSWORD);
    const app = await buildApp({ db: database.db, config, logger: options.logger ?? false, mailer: recordingMailer(mails), clientDir: options.clientDir });
    await app.ready();
    const login = async (email = ADMIN_EMAIL, password = ADMIN_PASSWORD) => {
      const response = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
      const cookie = sessionCookieOf(response);
      if (response.statusCode !== 200 || !cookie) throw new Error(`Login of ${email} failed: ${response.statusCode} ${response.body}`);
      return cookie;
    };
    return {
      app,
      db: database.db,
      pool: database.pool,
      mails,
      login,
      close: async () => {
        await app.close();
        await dropAll();
      },
    };
  } catch (error) {
    await dropAll();
    throw error;
  }
};

export type ApiResponse<T> = { status: number; body: T; headers: Record<string, string | string[] | number | undefined> };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * JSON calls to the app with a session cookie (or none). `body` is sent as JSON; `raw` as it is,
 * with `Content-Type: application/json`.
 */
export const api = (app: FastifyInstance, cookie?: string, defaults: { headers?: Record<string, string> } = {}) => {
  const call = async <T = unknown>(
    method: Method,
    url: string,
    options: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...defaults.headers, ...options.headers };
    if (cookie) headers.cookie = cookie;
    const request: InjectOptions = { method, url, headers };
    if (options.raw !== undefined) {
      request.payload = options.raw;
      headers['content-type'] = 'application/json';
    } else if (options.body !== undefined) {
      request.payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await app.inject(request);
    return { status: response.statusCode, body: response.json<T>(), headers: response.headers };
  };
  return {
    call,
    get: <T = unknown>(url: string, headers?: Record<string, string>) => call<T>('GET', url, { headers }),
    post: <T = unknown>(url: string, body?: unknown, headers?: Record<string, string>) => call<T>('POST', url, { body, headers }),
    put: <T = unknown>(url: string, body?: unknown, headers?: Record<string, string>) => call<T>('PUT', url, { body, headers }),
    delete: <T = unknown>(url: string, body?: unknown, headers?: Record<string, string>) => call<T>('DELETE', url, { body, headers }),
  };
};
export type Api = ReturnType<typeof api>;
