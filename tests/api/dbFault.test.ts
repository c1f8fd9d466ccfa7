import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { formatMessage } from '../../src/schemas/core';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connection';
import { startEmbedded } from '../../server/db/embedded';
import type { TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends every backend of a database but the caller's own, from a superuser connection. */
const terminateBackends = async (database: string) => {
  const client = new pg.Client({ connectionString: inject('pgUrl') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
};

describe('a database fault never ends the process', () => {
  let t: TestApp;
  let base: string;
  let cookie: string;
  let database: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
    cookie = await t.login();
    const { rows } = await t.db.execute<{ name: string }>('SELECT current_database() AS name' as never);
    database = rows[0].name;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('backends terminated while 50 requests run: every answer is 200 or 503, then writes succeed again', async () => {
    const call = (i: number) =>
      i % 2 === 0
        ? fetch(`${base}/api/getallreclamationtypes?page=1&limit=5`, { headers: { cookie } })
        : fetch(`${base}/api/createreclamationtype`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ description: `Awaria ${i}` }) });
    const requests = Array.from({ length: 50 }, (_, i) => sleep(i * 4).then(() => call(i)));
    let terminated = 0;
    for (let round = 0; round < 5; round++) {
      terminated += await terminateBackends(database);
      await sleep(40);
    }
    const answers = await Promise.allSettled(requests);
    const statuses = answers.map((a) => (a.status === 'fulfilled' ? a.value.status : `socket: ${String(a.reason)}`));
    expect(terminated).toBeGreaterThan(0);
    console.log(`database fault: ${terminated} backends terminated; answers ${JSON.stringify(statuses.reduce<Record<string, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {}))}`);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    for (const answer of answers) {
      if (answer.status === 'fulfilled' && answer.value.status === 503) {
        expect(await answer.value.json()).toMatchObject({ httpStatus: 503, code: 'databaseUnavailable', message: formatMessage('databaseUnavailable', 'pl') });
      }
    }

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    const after = await fetch(`${base}/api/createreclamationtype`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify({ description: 'Po awarii' }) });
    expect(after.status).toBe(200);
  });

  it('with no database server, health and every call answer 503 in the caller\'s language and the process goes on', async () => {
    const nowhere = openDatabase('postgres://nobody:nothing@127.0.0.1:9/none');
    const app = await buildApp({ db: nowhere.db, config: readConfig({ NODE_ENV: 'test' }), logger: false });
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ httpStatus: 503, responseData: { database: 'unavailable' } });
      const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'a@b.pl', password: 'whatever-123' }, headers: { 'accept-language': 'de' } });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toMatchObject({ httpStatus: 503, code: 'databaseUnavailable', message: formatMessage('databaseUnavailable', 'de') });
    } finally {
      await app.close();
      await nowhere.close();
    }
  });
});

describe('what the log may hold', () => {
  it('a failed query is logged by its statement and code, never its values; secrets are redacted', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({ logger: { level: 'info', stream } });
    try {
      const cookie = await t.login();
      // Any change of a user now fails inside the database, with the new hash among the query's values.
      await t.db.execute(
        `CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
         CREATE TRIGGER refuse_users BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refuse();` as never,
      );
      const password = 'Very-secret-pass-42';
      const res = await t.app.inject({ method: 'PUT', url: '/api/edituser', headers: { cookie, authorization: 'Bearer abc.def' }, payload: { id: 1, email: 'secret.person@test.local', password } });
      expect(res.statusCode).toBe(500);
      t.app.log.info({ password, token: 'tok-123', req: { headers: { cookie: 'zaplecze_session=abc' } } }, 'a line with secrets');
      const log = lines.join('');
      expect(log).toContain('"code":"P0001"');
      expect(log).toContain('update \\"users\\"');
      expect(log).not.toContain('$argon2');
      expect(log).not.toContain('secret.person@test.local');
      expect(log).not.toContain(password);
      expect(log).not.toContain('tok-123');
      expect(log).not.toContain(cookie.split('=')[1]);
      expect(log).not.toContain('zaplecze_session=abc');
      expect(log).toContain('[redacted]');
    } finally {
      await t.close();
    }
  });
});

describe('the embedded server', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'zaplecze-restart-'));
    chmodSync(dataDir, 0o755);
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a postmaster that died is started again, and an acknowledged write is still there', { timeout: 90_000 }, async () => {
    const notices: string[] = [];
    const server = await startEmbedded(dataDir, () => {}, (line) => notices.push(line));
    try {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await client.query('CREATE TABLE kept (v text)');
      await client.query("INSERT INTO kept VALUES ('przed awarią')");
      await client.end().catch(() => {});
      const pid = server.pid();
      expect(pid).toBeGreaterThan(0);
      process.kill(pid!, 'SIGKILL');

      let rows: { v: string }[] | undefined;
      for (let i = 0; i < 120 && !rows; i++) {
        await sleep(500);
        const again = new pg.Client({ connectionString: server.url });
        again.on('error', () => {});
        try {
          await again.connect();
          rows = (await again.query<{ v: string }>('SELECT v FROM kept')).rows;
        } catch {
          // not back yet
        } finally {
          await again.end().catch(() => {});
        }
      }
      expect(rows).toEqual([{ v: 'przed awarią' }]);
      expect(server.pid()).not.toBe(pid);
      expect(notices[0]).toMatch(/stopped unexpectedly/);
      expect(notices.some((line) => /running again/.test(line))).toBe(true);
    } finally {
      await server.stop();
    }
  });
});
