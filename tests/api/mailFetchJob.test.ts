import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { Database } from '../../server/db/connection';
import { openDatabase } from '../../server/db/connection';
import { fetchKey, MAIL_FETCH_JOB, MAIL_FETCH_ROUND_JOB } from '../../server/modules/mailbox/mail/fetchJob';
import type { Dovecot } from '../support/dovecot';
import { appendMessages, dovecotAccount, startDovecot } from '../support/dovecot';
import { withDatabase } from '../support/pg';
import { setUpRoles } from '../support/roles';
import type { OkBody, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';
import { plainMessage } from './mailboxMessages';

process.env.MAIL_SECRET_KEY = randomBytes(32).toString('hex');
process.env.MAIL_ALLOWED_HOSTS = '127.0.0.1';
process.env.MAIL_FETCH_INTERVAL = '1';

const WRONG_PASSWORD = `Zle-haslo-${randomBytes(4).toString('hex')}`;

describe('received mail fetched by the job queue, two instances on one database', () => {
  let dovecot: Dovecot;
  let t: TestApp;
  let other: FastifyInstance;
  let otherDatabase: Database;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  const log: string[] = [];

  beforeAll(async () => {
    dovecot = await startDovecot();
    await appendMessages(
      dovecot,
      'INBOX',
      [1, 2, 3, 4, 5].map((n) => plainMessage(n)),
    );
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logger: { level: 'info', stream } });
    roles = await setUpRoles(t);
    // The second instance: a server of its own, with its own pool of connections, on the same database.
    const name = ((await t.db.execute('select current_database() as name' as never)).rows[0] as { name: string }).name;
    otherDatabase = openDatabase(withDatabase(inject('pgUrl'), name));
    other = await buildApp({ db: otherDatabase.db, config: readConfig({ NODE_ENV: 'test' }), logger: { level: 'info', stream } });
    await other.ready();
  }, 60_000);

  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
    await t?.close();
    await dovecot?.stop();
  });

  const createAccount = async (changes: Record<string, unknown>) => {
    const res = await roles.admin.post<OkBody<{ id: number }>>('/api/email_account', {
      ...dovecotAccount(dovecot, `Odbiór ${randomBytes(3).toString('hex')}`),
      ...changes,
    });
    expect(res.status).toBe(200);
    return res.body.responseData.id;
  };

  type StoredRow = { id: number; uid: number; subject: string };
  const stored = async (accountId: number) =>
    (await t.db.execute(`SELECT id, uid::int AS uid, subject FROM received_email WHERE account_id = ${accountId} ORDER BY uid, id` as never)).rows as StoredRow[];

  /** Both instances send a round and work both queues at once, as their schedules and workers would. */
  const round = async () => {
    await Promise.all([t.app.jobs.send(MAIL_FETCH_ROUND_JOB, {}), other.jobs.send(MAIL_FETCH_ROUND_JOB, {})]);
    await Promise.all([t.app.jobs.runDue(MAIL_FETCH_ROUND_JOB), other.jobs.runDue(MAIL_FETCH_ROUND_JOB)]);
    await Promise.all([t.app.jobs.runDue(MAIL_FETCH_JOB), other.jobs.runDue(MAIL_FETCH_JOB), t.app.jobs.runDue(MAIL_FETCH_JOB), other.jobs.runDue(MAIL_FETCH_JOB)]);
  };

  /** Rounds until the account holds `count` messages (a fetch may be running in a worker meanwhile). */
  const storedAfterRounds = async (accountId: number, count: number) => {
    for (let i = 0; i < 40; i++) {
      await round();
      const rows = await stored(accountId);
      if (rows.length >= count) return rows;
      await new Promise((r) => setTimeout(r, 250));
    }
    return stored(accountId);
  };

  /** Until neither instance's workers hold or wait for a fetch (they poll every 2 s on their own). */
  const settled = async () => {
    for (let i = 0; i < 100; i++) {
      const { rows } = await t.db.execute(`SELECT count(*)::int AS n FROM pgboss.job WHERE name IN ('${MAIL_FETCH_JOB}', '${MAIL_FETCH_ROUND_JOB}') AND state IN ('created', 'retry', 'active')` as never);
      if ((rows[0] as { n: number }).n === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('fetch jobs still waiting or running');
  };

  const subjects = (rows: StoredRow[]) => rows.map((r) => r.subject);
  const numbered = (...n: number[]) => n.map((i) => `Wiadomość numer ${i}`);

  it('runs by the schedule the interval sets, and keeps one fetch of an account waiting', async () => {
    const schedule = await t.db.execute(`SELECT cron, timezone FROM pgboss.schedule WHERE name = '${MAIL_FETCH_ROUND_JOB}'` as never);
    expect(schedule.rows).toEqual([{ cron: '* * * * *', timezone: 'UTC' }]);
    // A fetch waiting for an account (not due for a minute) makes the other instance's one dropped.
    const key = fetchKey(2_000_000);
    expect(await t.app.jobs.send(MAIL_FETCH_JOB, { accountId: 2_000_000 }, { singletonKey: key, startAfterSeconds: 60 })).toBe(true);
    expect(await other.jobs.send(MAIL_FETCH_JOB, { accountId: 2_000_000 }, { singletonKey: key, startAfterSeconds: 60 })).toBe(false);
    await t.db.execute(`DELETE FROM pgboss.job WHERE name = '${MAIL_FETCH_JOB}' AND singleton_key = '${key}'` as never);
  });

  it('stores every message once, then only the new one; a failing account is logged without secrets and tried again', async () => {
    const storing = await createAccount({ storeReceived: true });
    const reading = await createAccount({ storeReceived: false });
    const failing = await createAccount({ storeReceived: true, password: WRONG_PASSWORD });

    const first = await storedAfterRounds(storing, 5);
    // The instances' own workers finish whatever they took; nothing more is stored.
    await settled();
    expect(await stored(storing)).toEqual(first);
    expect(subjects(first)).toEqual(numbered(1, 2, 3, 4, 5));
    expect(new Set(first.map((r) => r.uid)).size).toBe(5);
    expect(await stored(reading)).toEqual([]);
    expect(await stored(failing)).toEqual([]);

    const failure = log.find((line) => line.includes('Fetching received mail failed') && line.includes(`"emailAccount":${failing}`));
    expect(failure).toBeDefined();
    expect(JSON.parse(failure!)).toMatchObject({ level: 40, stage: 'auth' });
    expect(log.join('')).not.toContain(WRONG_PASSWORD);
    expect(log.join('')).not.toContain(dovecot.password);
    // Neither server stopped: both answer.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await other.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await appendMessages(dovecot, 'INBOX', [plainMessage(6)]);
    const second = await storedAfterRounds(storing, 6);
    await settled();
    expect(await stored(storing)).toEqual(second);
    expect(subjects(second)).toEqual(numbered(1, 2, 3, 4, 5, 6));
    expect(second.slice(0, 5)).toEqual(first);

    // The password put right, the next round fetches that account's mail too.
    expect((await roles.admin.put(`/api/email_account/${failing}`, { password: dovecot.password })).status).toBe(200);
    expect(subjects(await storedAfterRounds(failing, 6))).toEqual(numbered(1, 2, 3, 4, 5, 6));
  }, 30_000);
});
