import { randomBytes } from 'node:crypto';
import type { Server, Socket } from 'node:net';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dovecot } from '../support/dovecot';
import { startDovecot } from '../support/dovecot';
import { freePort } from '../support/processes';
import { setUpRoles } from '../support/roles';
import type { ErrorBody, OkBody, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';

type StageResult = { ok: boolean; stage?: string; message: string };
type TestResult = { imap: StageResult; smtp: StageResult };
type Account = Record<string, unknown> & { id: number; hasPassword: boolean };

process.env.MAIL_SECRET_KEY = randomBytes(32).toString('base64');
process.env.MAIL_ALLOWED_HOSTS = '127.0.0.1';

describe('e-mail accounts: stored secrets and the connection test against real servers', () => {
  let dovecot: Dovecot;
  let smtp: SMTPServer;
  let smtpPort: number;
  let silent: Server;
  let silentPort: number;
  const sockets: Socket[] = [];
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;

  const fields = (changes: Record<string, unknown> = {}) => ({
    name: `Konto ${randomBytes(3).toString('hex')}`,
    email: 'biuro@firma.pl',
    imapHost: '127.0.0.1',
    imapPort: dovecot.port,
    imapTls: false,
    smtpHost: '127.0.0.1',
    smtpPort,
    smtpTls: false,
    login: dovecot.user,
    password: dovecot.password,
    ...changes,
  });
  const testOf = async (body: Record<string, unknown>, language = 'pl') => {
    const res = await roles.admin.post<OkBody<TestResult>>('/api/email_account/test', body, { 'accept-language': language });
    expect(res.status).toBe(200);
    return res.body.responseData;
  };

  beforeAll(async () => {
    dovecot = await startDovecot();
    smtpPort = await freePort();
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth: (auth, _session, callback) =>
        auth.username === dovecot.user && auth.password === dovecot.password ? callback(null, { user: auth.username }) : callback(new Error('Invalid username or password')),
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    silentPort = await freePort();
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
    t = await createTestApp();
    roles = await setUpRoles(t);
  }, 90_000);

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    silent?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    await t?.close();
    await dovecot?.stop();
  });

  it('keeps the password sealed: never answered, encrypted at rest, kept by an update without it, replaced by one with it', async () => {
    const created = await roles.admin.post<OkBody<Account>>('/api/email_account', fields({ signature: '<p>Pozdrawiam</p><script>alert(1)</script><img src=x onerror=alert(2)>' }));
    expect(created.status).toBe(200);
    const { id } = created.body.responseData;
    expect(created.body.responseData).toMatchObject({ hasPassword: true, imapPort: dovecot.port, storeReceived: false, storeSent: true, sentFolder: 'Sent', isActive: true, users: [], groups: [] });
    expect(created.body.responseData).not.toHaveProperty('password');
    expect(created.body.responseData.signature).toBe('<p>Pozdrawiam</p><img src="x" />');

    const stored = async () => (await t.db.execute(`SELECT password_secret FROM email_account WHERE id = ${id}` as never)).rows[0] as { password_secret: string };
    const sealed = (await stored()).password_secret;
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain(dovecot.password);

    const renamed = await roles.admin.put<OkBody<Account>>(`/api/email_account/${id}`, { name: 'Biuro główne', password: '' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.responseData.hasPassword).toBe(true);
    expect((await stored()).password_secret).toBe(sealed);
    expect((await testOf({ id })).imap).toMatchObject({ ok: true, message: 'Połączenie z 127.0.0.1 działa' });

    const changed = await roles.admin.put<OkBody<Account>>(`/api/email_account/${id}`, { password: 'Inne-haslo-77' });
    expect((await stored()).password_secret).not.toBe(sealed);
    expect(JSON.stringify(changed.body)).not.toContain('Inne-haslo-77');
    const all = JSON.stringify([(await roles.admin.get(`/api/email_account/${id}`)).body, (await roles.admin.get('/api/email_account?page=1&limit=50')).body, (await roles.admin.get('/api/email_account')).body]);
    expect(all).not.toContain('Inne-haslo-77');
    expect(all).not.toContain(dovecot.password);
    expect(all).not.toContain('v1:');

    const none = await roles.admin.post<OkBody<Account>>('/api/email_account', { name: 'Bez hasła', email: 'bez@firma.pl' });
    expect(none.body.responseData.hasPassword).toBe(false);
  });

  it('refuses bad fields in the caller language and writes nothing', async () => {
    const before = await roles.admin.get<OkBody<unknown[]>>('/api/email_account');
    const bad = await roles.admin.post<ErrorBody>('/api/email_account', fields({ email: 'nie-adres', imapPort: 70_000, password: 'krotkie' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.path).sort()).toEqual(['email', 'imapPort', 'password']);
    expect(bad.body.errors.find((e) => e.path === 'email')?.message).toBe('Niepoprawny adres e-mail');
    expect((await roles.admin.get<OkBody<unknown[]>>('/api/email_account')).body.responseData.length).toBe(before.body.responseData.length);
  });

  it('tests both servers and says which stage failed: address, authentication, TCP, TLS, time-out', async () => {
    expect(await testOf(fields())).toEqual({ imap: { ok: true, message: 'Połączenie z 127.0.0.1 działa' }, smtp: { ok: true, message: 'Połączenie z 127.0.0.1 działa' } });

    const guarded = await testOf(fields({ imapHost: '127.0.0.2', smtpHost: '0x7f.0.0.3' }));
    expect(guarded.imap).toEqual({ ok: false, stage: 'address', message: 'Połączenie z 127.0.0.2 jest niedozwolone: adres należy do sieci wewnętrznej' });
    expect(guarded.smtp).toMatchObject({ ok: false, stage: 'address' });

    const wrong = await testOf(fields({ password: 'Zle-haslo-123' }), 'en');
    expect(wrong.imap).toEqual({ ok: false, stage: 'auth', message: 'The server 127.0.0.1 refused the login or password' });
    expect(wrong.smtp).toMatchObject({ ok: false, stage: 'auth' });

    const closed = await freePort();
    const refused = await testOf(fields({ imapPort: closed, smtpPort: closed }));
    expect(refused.imap).toMatchObject({ ok: false, stage: 'tcp' });
    expect(refused.smtp).toMatchObject({ ok: false, stage: 'tcp' });

    const started = Date.now();
    const mute = await testOf(fields({ imapPort: silentPort, smtpPort: silentPort }));
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(mute.imap).toMatchObject({ ok: false, stage: 'timeout' });
    expect(mute.smtp).toMatchObject({ ok: false, stage: 'timeout' });
    expect(mute.imap.message).toMatch(/^Serwer 127\.0\.0\.1 nie odpowiedział w ciągu \d+ s$/);

    // The server still answers.
    expect((await roles.admin.get('/api/email_account')).status).toBe(200);
  }, 40_000);

  it('IMAP trusts MAIL_CA_FILE: without it a self-signed server fails at TLS, on the TLS port and after STARTTLS alike; with it both work', async () => {
    const trusted = process.env.MAIL_CA_FILE;
    expect(trusted).toBe(dovecot.certFile);
    delete process.env.MAIL_CA_FILE;
    try {
      const tls = await testOf(fields({ imapTls: true, imapPort: dovecot.tlsPort }));
      expect(tls.imap).toMatchObject({ ok: false, stage: 'tls' });
      expect(tls.imap.message).toMatch(/^Bezpieczne połączenie \(TLS\) z 127\.0\.0\.1 nie powiodło się/);
      // The plain port offers STARTTLS: the certificate is checked there too, never skipped for plain text.
      const upgraded = await testOf(fields());
      expect(upgraded.imap).toMatchObject({ ok: false, stage: 'tls' });
    } finally {
      process.env.MAIL_CA_FILE = trusted;
    }
    expect((await testOf(fields({ imapTls: true, imapPort: dovecot.tlsPort }))).imap).toMatchObject({ ok: true });
    const logins = () => dovecot.log().split('\n').filter((line) => /imap-login: (Info: )?Login:/.test(line));
    const before = logins().length;
    expect((await testOf(fields())).imap).toMatchObject({ ok: true });
    // The account says TLS off, the server offers STARTTLS: the login went over TLS.
    const login = logins().slice(before);
    expect(login).toHaveLength(1);
    expect(login[0]).toMatch(/, TLS,/);
  });

  it('uses the stored password when the form leaves it out, and only an account that exists', async () => {
    const id = (await roles.admin.post<OkBody<Account>>('/api/email_account', fields())).body.responseData.id;
    expect(await testOf({ id, smtpPort })).toMatchObject({ imap: { ok: true }, smtp: { ok: true } });
    expect((await testOf({ id, password: 'Zle-haslo-123' })).imap.stage).toBe('auth');
    expect((await roles.admin.post<ErrorBody>('/api/email_account/test', { id: 2_000_000 })).status).toBe(404);
    expect((await roles.admin.post<ErrorBody>('/api/email_account/test', { imapPort: 'abc' })).status).toBe(400);
  });

  it('the test needs the accounts right; the signature needs the mailbox right and the use of the account', async () => {
    expect((await roles.as('noRights').post<ErrorBody>('/api/email_account/test', fields())).status).toBe(403);
    expect((await roles.as('readOnly').post<ErrorBody>('/api/email_account/test', fields())).status).toBe(403);

    const me = (await roles.admin.get<{ result: { id: number } }>('/api/user/session')).body.result.id;
    const id = (await roles.admin.post<OkBody<Account>>('/api/email_account', fields({ signature: '<b>Zespół</b>', users: [{ userId: me }] }))).body.responseData.id;
    expect((await roles.admin.get<OkBody<{ signature: string }>>(`/api/email_account_signature/${id}`)).body.responseData).toEqual({ signature: '<b>Zespół</b>' });
    expect((await roles.as('readOnly').get<ErrorBody>(`/api/email_account_signature/${id}`)).status).toBe(403);
    expect((await roles.as('noRights').get<ErrorBody>(`/api/email_account_signature/${id}`)).status).toBe(403);
    expect((await roles.admin.get<ErrorBody>('/api/email_account_signature/2000000')).status).toBe(404);
  });
});
