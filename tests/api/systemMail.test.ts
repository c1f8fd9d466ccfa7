import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { Database } from '../../server/db/connection';
import { openDatabase } from '../../server/db/connection';
import { ensureAdministrator } from '../../server/db/seed';
import type { Dovecot } from '../support/dovecot';
import { startDovecot, testClient } from '../support/dovecot';
import { adminQuery, TEMPLATE_DATABASE, withDatabase } from '../support/pg';
import type { SmtpSink } from '../support/smtpSink';
import { startSmtpSink } from '../support/smtpSink';

/** The portal built as `main` builds it (no mailer given), on a database of its own. */
describe('system mail over SMTP_URL', () => {
  let dovecot: Dovecot;
  let sink: SmtpSink;
  let database: Database;
  let app: FastifyInstance;
  const name = `test_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    dovecot = await startDovecot();
    sink = await startSmtpSink(dovecot);
    await adminQuery(inject('pgUrl'), `CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
    database = openDatabase(withDatabase(inject('pgUrl'), name));
    await ensureAdministrator(database.db, dovecot.user, 'Admin-pass-123');
    // TLS from the first byte, the sink's certificate trusted as the company's own authority.
    process.env.SMTP_URL = `smtps://${encodeURIComponent(dovecot.user)}:${encodeURIComponent(dovecot.password)}@127.0.0.1:${sink.tlsPort}`;
    process.env.SMTP_FROM = 'Zaplecze <portal@firma.pl>';
    process.env.MAIL_CA_FILE = sink.certFile;
    app = await buildApp({ db: database.db, config: readConfig({ NODE_ENV: 'test' }), logger: false });
    await app.ready();
  }, 90_000);

  afterAll(async () => {
    delete process.env.SMTP_URL;
    await app?.close();
    await database?.close();
    await adminQuery(inject('pgUrl'), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await sink?.stop();
    await dovecot?.stop();
  });

  it('delivers the password-reset link through the SMTP server into the mailbox', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/user/forgotpassword', payload: { email: dovecot.user } });
    expect(res.statusCode).toBe(200);
    expect(sink.accepted.map((m) => m.to)).toEqual([[dovecot.user]]);
    expect(sink.accepted[0].from).toBe('portal@firma.pl');
    const client = testClient(dovecot);
    await client.connect();
    try {
      const lock = await client.getMailboxLock('INBOX');
      try {
        const message = await client.fetchOne('*', { source: true, envelope: true });
        expect(message && message.envelope?.subject).toBe('Zaplecze: ustaw nowe hasło / set a new password');
        expect(message && message.source?.toString()).toMatch(/\/forget-password\?token=[\w-]+/);
      } finally {
        lock.release();
      }
    } finally {
      await client.logout();
    }
  });
});
