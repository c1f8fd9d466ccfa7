import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { formatMessage } from '../../src/schemas/core';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connection';
import { startEmbedded } from '../../server/db/embedded';
import type { TestApp } from '../support/testApp';
import { withDatabase } from '../support/pg';
import { createTestApp } from '../support/testApp';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { status: number; code?: string; message?: string };
const answerOf = async (response: Response): Promise<Answer> => {
  const body = (await response.json()) as { code?: string; message?: string };
  return { status: response.status, code: body.code, message: body.message };
};
const DATABASE_UNAVAILABLE: Answer = { status: 503, code: 'databaseUnavailable', message: formatMessage('databaseUnavailable', 'pl') };
/** How many answers of each kind ("200", "503 databaseUnavailable", …). */
const tally = (answers: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const { status, code } of answers) {
    const kind = code ? `${status} ${code}` : String(status);
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
};

/**
 * Superuser sessions on the test database. One holds what the creates need, so that they wait at a
 * known point in the database: the reclamations' numerator row (a reclamation is created in a
 * transaction that takes it first) and the reclamation types' table (a type is one INSERT, no
 * transaction). The other watches: `waiting` counts the app's backends waiting for them,
 * `terminate` ends every backend of the database but these two: the waiting requests' and the
 * pool's idle connections.
 */
const holdCreates = async (url: string, database: string) => {
  const connect = async () => {
    const client = new pg.Client({ connectionString: withDatabase(url, database) });
    // Their connections die with the postmaster in the test that kills it.
    client.on('error', () => {});
    await client.connect();
    return client;
  };
  const holder = await connect();
  const watcher = await connect();
  await holder.query('BEGIN');
  await holder.query("SELECT 1 FROM document_numerator WHERE document_type = 'reclamation' AND active FOR UPDATE");
  await holder.query('LOCK TABLE reclamation_type IN EXCLUSIVE MODE');
  const holderPid = (holder as unknown as { processID: number }).processID;
  return {
    waiting: async () => {
      const { rows } = await watcher.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = $1 AND wait_event_type = 'Lock'
            AND (query ILIKE '%document_numerator%' OR query ILIKE 'insert into "reclamation_type"%')`,
        [database],
      );
      return rows[0].n;
    },
    terminate: async () => {
      // In the select list, the function runs only for the rows the WHERE kept.
      const { rows } = await watcher.query<{ ended: boolean }>('SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid NOT IN (pg_backend_pid(), $2)', [database, holderPid]);
      return rows.filter((row) => row.ended).length;
    },
    release: async () => {
      await holder.query('ROLLBACK').catch(() => {});
      await Promise.all([holder, watcher].map((client) => client.end().catch(() => {})));
    },
  };
};

/** Waits until `count` answers at least `n` (the database's own state, read again and again). */
const until = (what: string, count: () => Promise<number>, n: number) =>
  vi.waitFor(
    async () => {
      const now = await count();
      if (now < n) throw new Error(`${what}: ${now} of ${n}`);
    },
    { timeout: 20_000, interval: 20 },
  );

/** Calls of the running app over HTTP, signed in. */
const httpCalls = (base: string, cookie: string) => {
  const post = (url: string, body: unknown) => fetch(`${base}${url}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(answerOf);
  return {
    createReclamation: (i: number) => post('/api/createreclamation', { client_name: `Klient ${i}` }),
    createType: (i: number) => post('/api/createreclamationtype', { description: `Awaria ${i} ${randomUUID()}` }),
    createCustomer: (i: number) => post('/api/customer', { name: `Firma ${i} ${randomUUID()}` }),
  };
};
type Calls = ReturnType<typeof httpCalls>;

/**
 * One fault: `reclamations` reclamation creates and `types` type creates are sent and held at the
 * database; once all of them wait there, the database's backends are terminated. Answers theirs.
 */
const heldCreatesTerminated = async (calls: Calls, url: string, database: string, reclamations: number, types: number, first = 0): Promise<Answer[]> => {
  const hold = await holdCreates(url, database);
  try {
    const held = [...Array.from({ length: reclamations }, (_, i) => calls.createReclamation(first + i)), ...Array.from({ length: types }, (_, i) => calls.createType(first + i))];
    await until('creates waiting at the database', hold.waiting, reclamations + types);
    expect(await hold.terminate()).toBeGreaterThanOrEqual(reclamations + types);
    return await Promise.all(held);
  } finally {
    await hold.release();
  }
};

/**
 * The app writes again after a fault: a create succeeds. A connection the fault broke that the pool
 * still keeps as idle fails the one request it is given (503) and is dropped, so a create succeeds
 * within one attempt more than the pool's connections.
 */
const writesAgain = async (pool: pg.Pool, create: () => Promise<Answer>) => {
  const answers: Answer[] = [];
  for (let attempt = 0; attempt <= pool.options.max && answers.at(-1)?.status !== 200; attempt++) answers.push(await create());
  expect(answers.at(-1)?.status).toBe(200);
  expect(answers.slice(0, -1)).toEqual(answers.slice(0, -1).map(() => DATABASE_UNAVAILABLE));
};

describe('a database fault answers 503, never 500, and never ends the process', () => {
  let t: TestApp;
  let calls: Calls;
  let database: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address() as { port: number };
    calls = httpCalls(`http://127.0.0.1:${address.port}`, await t.login());
    const { rows } = await t.db.execute<{ name: string }>('SELECT current_database() AS name' as never);
    database = rows[0].name;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates whose backends are terminated while they wait at the database answer 503 databaseUnavailable; the next ones succeed', async () => {
    // Three in a transaction (reclamations), three single statements (types).
    const answers = await heldCreatesTerminated(calls, inject('pgUrl'), database, 3, 3);
    expect(answers).toEqual(Array.from({ length: 6 }, () => DATABASE_UNAVAILABLE));

    await writesAgain(t.pool, () => calls.createReclamation(100));
    await writesAgain(t.pool, () => calls.createType(100));
  });

  it('creates running while the backends are terminated again and again: every answer 200 or 503 databaseUnavailable, at least the held ones 503', async () => {
    // Customers are created one after another by two loops the whole time, meeting the faults
    // wherever they fall; each round also holds creates at the database, which must meet it.
    let running = true;
    const free: Answer[] = [];
    const loop = async (offset: number) => {
      for (let i = offset; running; i += 2) free.push(await calls.createCustomer(i));
    };
    const loops = [loop(0), loop(1)];
    const held: Answer[][] = [];
    try {
      for (let round = 0; round < 5; round++) held.push(await heldCreatesTerminated(calls, inject('pgUrl'), database, 2, 2, round * 10));
    } finally {
      running = false;
      await Promise.all(loops);
    }
    console.log(`database faults: held ${JSON.stringify(tally(held.flat()))}, running alongside ${JSON.stringify(tally(free))}`);
    for (const round of held) expect(round).toEqual(Array.from({ length: 4 }, () => DATABASE_UNAVAILABLE));
    expect(free.filter((a) => a.status !== 200 && !(a.status === 503 && a.code === 'databaseUnavailable'))).toEqual([]);
    expect(free.length).toBeGreaterThan(0);

    await writesAgain(t.pool, () => calls.createCustomer(-1));
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
    const server = await startEmbedded(dataDir, () => {}, (line) => notices.push(line), 0);
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

  it('the postmaster killed while creates wait at the database: they answer 503, creates answer 200 or 503 until it runs again, then they succeed', { timeout: 120_000 }, async () => {
    const ownDir = mkdtempSync(path.join(os.tmpdir(), 'zaplecze-killed-'));
    chmodSync(ownDir, 0o755);
    let runningAgain: () => void = () => {};
    const restarted = new Promise<void>((resolve) => (runningAgain = resolve));
    const notices: string[] = [];
    const server = await startEmbedded(ownDir, () => {}, (line) => {
      notices.push(line);
      if (/running again/.test(line)) runningAgain();
    }, 0);
    let t: TestApp | undefined;
    let killed = false;
    try {
      t = await createTestApp({ pgUrl: server.url });
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const calls = httpCalls(`http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`, await t.login());
      const { rows } = await t.db.execute<{ name: string }>('SELECT current_database() AS name' as never);
      const database = rows[0].name;

      // Creates wait at the database, three of them in a transaction, when the postmaster dies:
      // their backends end with it, without a word on the wire.
      const hold = await holdCreates(server.url, database);
      const held = [0, 1, 2].map((i) => calls.createReclamation(i)).concat([0, 1].map((i) => calls.createType(i)));
      try {
        await until('creates waiting at the database', hold.waiting, held.length);
        process.kill(server.pid()!, 'SIGKILL');
        killed = true;
        expect(await Promise.all(held)).toEqual(held.map(() => DATABASE_UNAVAILABLE));
      } finally {
        await hold.release();
      }

      // While the server is away (and starting again), a create is refused with 503.
      const meanwhile: Answer[] = [];
      let back = false;
      void restarted.then(() => (back = true));
      for (let i = 0; i < 20 && !back; i++) meanwhile.push(await calls.createReclamation(10 + i));
      await restarted;
      console.log(`postmaster killed: held ${JSON.stringify(tally(await Promise.all(held)))}, meanwhile ${JSON.stringify(tally(meanwhile))}`);
      expect(meanwhile.filter((a) => a.status !== 200 && !(a.status === 503 && a.code === 'databaseUnavailable'))).toEqual([]);
      await writesAgain(t.pool, () => calls.createReclamation(100));
      expect(notices[0]).toMatch(/stopped unexpectedly/);
    } finally {
      // The test database is dropped on the server once it runs again.
      if (killed) await restarted;
      await t?.close();
      await server.stop();
      rmSync(ownDir, { recursive: true, force: true });
    }
  });
});
