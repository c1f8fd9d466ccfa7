import type { AddressInfo, Socket } from 'node:net';
import { createServer } from 'node:net';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http';
import { isDatabaseUnavailable } from './faults';

/**
 * The errors are the ones pg and drizzle raise themselves, against a server speaking just enough
 * of PostgreSQL's protocol (v3, simple queries) to fail the way a real one does at a known point:
 * refusing the start-up with a code, terminating a backend during a query, dropping the socket.
 */
type Answer = 'ok' | 'drop' | { severity: 'ERROR' | 'FATAL'; code: string; message: string };
type Behaviour = {
  /** Refuses the start-up with this error (and closes). */
  refuse?: { code: string; message: string };
  /** Never answers the start-up. */
  silent?: boolean;
  /** The answer to the connection's n-th query (from 0); 'ok' by default. */
  answer?: (n: number, text: string) => Answer;
};

const message = (type: string, body: Buffer) => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const int32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeInt32BE(value);
  return buffer;
};
const cString = (text: string) => Buffer.from(`${text}\0`, 'utf8');
const errorResponse = (severity: string, code: string, text: string) =>
  message('E', Buffer.concat([cString(`S${severity}`), cString(`V${severity}`), cString(`C${code}`), cString(`M${text}`), Buffer.from([0])]));
const readyForQuery = (status: 'I' | 'T' | 'E') => message('Z', Buffer.from(status, 'latin1'));

const servers: ReturnType<typeof createServer>[] = [];
const sockets = new Set<Socket>();
afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A server on 127.0.0.1 behaving as told; answers its URL. */
const fakeServer = async (behaviour: Behaviour): Promise<string> => {
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    let pending = Buffer.alloc(0);
    let started = false;
    let queries = 0;
    let inTransaction = false;
    socket.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          if (pending.length < 4 || pending.length < pending.readInt32BE(0)) return;
          pending = pending.subarray(pending.readInt32BE(0));
          started = true;
          if (behaviour.silent) continue;
          if (behaviour.refuse) {
            socket.end(errorResponse('FATAL', behaviour.refuse.code, behaviour.refuse.message));
            return;
          }
          socket.write(Buffer.concat([message('R', int32(0)), readyForQuery('I')]));
          continue;
        }
        if (pending.length < 5 || pending.length < 1 + pending.readInt32BE(1)) return;
        const type = pending.toString('latin1', 0, 1);
        const body = pending.subarray(5, 1 + pending.readInt32BE(1));
        pending = pending.subarray(1 + pending.readInt32BE(1));
        if (behaviour.silent) continue;
        if (type === 'X') return void socket.end();
        if (type !== 'Q') throw new Error(`the fake server speaks simple queries only, not '${type}'`);
        const text = body.toString('utf8', 0, body.length - 1).trim().toLowerCase();
        const answer = behaviour.answer?.(queries++, text) ?? 'ok';
        if (answer === 'drop') return void socket.destroy();
        if (answer !== 'ok') {
          if (answer.severity === 'FATAL') return void socket.end(errorResponse('FATAL', answer.code, answer.message));
          socket.write(Buffer.concat([errorResponse('ERROR', answer.code, answer.message), readyForQuery(inTransaction ? 'E' : 'I')]));
          continue;
        }
        if (text === 'begin') inTransaction = true;
        if (text === 'commit' || text === 'rollback') inTransaction = false;
        socket.write(Buffer.concat([message('C', cString(text.split(' ')[0].toUpperCase())), readyForQuery(inTransaction ? 'T' : 'I')]));
      }
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `postgres://zaplecze:secret@127.0.0.1:${(server.address() as AddressInfo).port}/zaplecze`;
};

/** A port nothing listens on (it did a moment ago). */
const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
};

/** The error a piece of work fails with. */
const failure = async (work: () => Promise<unknown>): Promise<unknown> => {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('the work was expected to fail');
};

const pools: pg.Pool[] = [];
const clients: pg.Client[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.end().catch(() => {})));
  await Promise.all(clients.splice(0).map((client) => client.end().catch(() => {})));
});
/** drizzle over a pool, as the server opens it (openDatabase): its errors are DrizzleQueryErrors. */
const pooled = (url: string, options: pg.PoolConfig = {}) => {
  const pool = new pg.Pool({ connectionString: url, ...options });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  pools.push(pool);
  return { pool, db: drizzle(pool) };
};
const causeOf = (error: unknown) => (error instanceof DrizzleQueryError ? error.cause : error) as { code?: string; message?: string };

describe('a lost or refused connection is a database fault', () => {
  it('nothing listens: ECONNREFUSED, inside drizzle’s DrizzleQueryError', async () => {
    const { db } = pooled(`postgres://zaplecze:secret@127.0.0.1:${await closedPort()}/zaplecze`);
    const error = await failure(() => db.execute(sql`select 1`));
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(causeOf(error).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['57P03', 'the database system is starting up'],
    ['57P03', 'the database system is shutting down'],
    ['57P03', 'the database system is in recovery mode'],
    ['53300', 'sorry, too many clients already'],
    ['08P01', 'invalid startup packet layout'],
  ])('the server refuses the connection: %s %s', async (code, text) => {
    const { db } = pooled(await fakeServer({ refuse: { code, message: text } }));
    const error = await failure(() => db.execute(sql`select 1`));
    expect(causeOf(error)).toMatchObject({ code, message: text });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('a backend terminated during a query (pg_terminate_backend: 57P01, then the socket closes)', async () => {
    const { db } = pooled(await fakeServer({ answer: () => ({ severity: 'FATAL', code: '57P01', message: 'terminating connection due to administrator command' }) }));
    const error = await failure(() => db.execute(sql`select 1`));
    expect(causeOf(error).code).toBe('57P01');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('another backend crashed (57P02)', async () => {
    const { db } = pooled(await fakeServer({ answer: () => ({ severity: 'FATAL', code: '57P02', message: 'terminating connection because of crash of another server process' }) }));
    const error = await failure(() => db.execute(sql`select 1`));
    expect(causeOf(error).code).toBe('57P02');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('the socket closes during a query (the postmaster killed), and the next query on that connection', async () => {
    const client = new pg.Client({ connectionString: await fakeServer({ answer: () => 'drop' }) });
    client.on('error', () => {});
    clients.push(client);
    await client.connect();
    const db = drizzle(client);
    const first = await failure(() => db.execute(sql`select 1`));
    expect(causeOf(first).message).toBe('Connection terminated unexpectedly');
    expect(isDatabaseUnavailable(first)).toBe(true);
    const next = await failure(() => db.execute(sql`select 2`));
    expect(causeOf(next).message).toBe('Client has encountered a connection error and is not queryable');
    expect(isDatabaseUnavailable(next)).toBe(true);
  });

  it('a transaction whose connection is lost fails with its ROLLBACK’s error', async () => {
    // begin works, the insert meets a dropped socket; drizzle then rolls back on the dead connection.
    const { db } = pooled(await fakeServer({ answer: (n) => (n === 0 ? 'ok' : 'drop') }));
    const error = await failure(() => db.transaction(async (tx) => tx.execute(sql`insert into kept values (1)`)));
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect((error as DrizzleQueryError).query).toBe('rollback');
    expect(causeOf(error).message).toBe('Client has encountered a connection error and is not queryable');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('the server does not answer the start-up in time', async () => {
    const { db } = pooled(await fakeServer({ silent: true }), { connectionTimeoutMillis: 100 });
    const error = await failure(() => db.execute(sql`select 1`));
    expect(causeOf(error).message).toBe('Connection terminated due to connection timeout');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('every connection of the pool is taken and none comes free in time', async () => {
    const { pool, db } = pooled(await fakeServer({}), { max: 1, connectionTimeoutMillis: 100 });
    const held = await pool.connect();
    try {
      const error = await failure(() => db.execute(sql`select 1`));
      expect(causeOf(error).message).toBe('timeout exceeded when trying to connect');
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      held.release();
    }
  });

  it('a pool already ended (the server stopping)', async () => {
    const { pool, db } = pooled(await fakeServer({}));
    await pool.end();
    const error = await failure(() => db.execute(sql`select 1`));
    expect(causeOf(error).message).toBe('Cannot use a pool after calling end on the pool');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('the shapes no fake server makes: other connection codes, an AggregateError, a deeper cause', () => {
    const coded = (code: string) => Object.assign(new pg.DatabaseError('lost', 0, 'error'), { code });
    for (const code of ['08000', '08003', '08006', '08001', '08004', '57P05']) expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], coded(code))), code).toBe(true);
    for (const code of ['EPIPE', 'ECONNRESET', 'ETIMEDOUT', 'ENETUNREACH']) expect(isDatabaseUnavailable(Object.assign(new Error(code), { code })), code).toBe(true);
    // Node's connection to a name with two addresses, both refused.
    const refused = (address: string) => Object.assign(new Error(`connect ECONNREFUSED ${address}:5432`), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], new AggregateError([refused('::1'), refused('127.0.0.1')])))).toBe(true);
    const deep = new Error('outer', { cause: new Error('middle', { cause: new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')) }) });
    expect(isDatabaseUnavailable(deep)).toBe(true);
  });
});

describe('an error of the request or of the query is not a database fault', () => {
  it('a query the server refused (a duplicate)', async () => {
    const { db } = pooled(await fakeServer({ answer: () => ({ severity: 'ERROR', code: '23505', message: 'duplicate key value violates unique constraint "reclamation_type_description_key"' }) }));
    const error = await failure(() => db.execute(sql`insert into reclamation_type values (1)`));
    expect(causeOf(error).code).toBe('23505');
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('a refused query whose values quote a driver’s message (drizzle’s message holds them)', () => {
    const duplicate = Object.assign(new pg.DatabaseError('duplicate key value violates unique constraint', 0, 'error'), { code: '23505' });
    const error = new DrizzleQueryError('insert into "reclamation_type" ("description") values ($1)', ['Connection terminated unexpectedly'], duplicate);
    expect(error.message).toContain('Connection terminated unexpectedly');
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('other codes: a canceled statement, a dropped database, a serialization failure, a syntax error', () => {
    for (const code of ['57014', '57P04', '40001', '42601', '23503', '0A000']) {
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], Object.assign(new pg.DatabaseError('refused', 0, 'error'), { code }))), code).toBe(false);
    }
  });

  it('the portal’s own errors and what is not an error', () => {
    expect(isDatabaseUnavailable(new ApiError(400, 'badRequest'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('The connection was terminated by the user'))).toBe(false);
    for (const value of [null, undefined, 'Connection terminated', 42]) expect(isDatabaseUnavailable(value)).toBe(false);
    const loop: { message: string; cause?: unknown } = { message: 'loop' };
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
