import { randomBytes } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reclamation } from '../../src/schemas/entities/reclamation';
import type { Dovecot } from '../support/dovecot';
import { startDovecot, testClient } from '../support/dovecot';
import { createRow } from '../support/entities';
import { setUpRoles } from '../support/roles';
import type { SmtpSink } from '../support/smtpSink';
import { REFUSED_DOMAIN, startSmtpSink } from '../support/smtpSink';
import type { ErrorBody, OkBody, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';

process.env.MAIL_SECRET_KEY = randomBytes(32).toString('hex');
process.env.MAIL_ALLOWED_HOSTS = '127.0.0.1';

type Outgoing = { id: number; state: string; error: string | null; attempts: number; messageId: string | null; subject: string; attachments: { id: number; filename: string; size: number }[] };

const SUBJECT = 'Reklamacja: zażółć gęślą jaźń – ŻÓŁW';
const FILENAME = 'Protokół oględzin – źródło.pdf';
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200_000)]);

describe('outgoing e-mail: sent over real SMTP, read back over IMAP', () => {
  let dovecot: Dovecot;
  let sink: SmtpSink;
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let accountId: number;

  const createAccount = async (changes: Record<string, unknown> = {}) => {
    const res = await roles.admin.post<OkBody<{ id: number }>>('/api/email_account', {
      name: `Biuro ${randomBytes(3).toString('hex')}`,
      email: 'biuro@firma.pl',
      imapHost: '127.0.0.1',
      imapPort: dovecot.port,
      imapTls: false,
      smtpHost: '127.0.0.1',
      smtpPort: sink.port,
      smtpTls: true,
      login: dovecot.user,
      password: dovecot.password,
      storeSent: true,
      sentFolder: 'Sent',
      signature: '<p>Dział Obsługi Reklamacji</p>',
      ...changes,
    });
    expect(res.status).toBe(200);
    return res.body.responseData.id;
  };

  /** Runs the queue until the message leaves `queued` (a worker of the app may take it first). */
  const settled = async (id: number): Promise<Outgoing> => {
    for (let i = 0; i < 100; i++) {
      await t.app.jobs.runDue('outgoing-email');
      const res = await roles.admin.get<OkBody<Outgoing>>(`/api/outgoing_email/${id}`);
      if (res.body.responseData.state !== 'queued') return res.body.responseData;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`message ${id} stayed queued`);
  };

  const readBack = async (folder: string, messageId: string) => {
    const client = testClient(dovecot);
    await client.connect();
    try {
      const lock = await client.getMailboxLock(folder);
      try {
        const uids = (await client.search({ header: { 'message-id': messageId } }, { uid: true })) || [];
        if (uids.length !== 1) return undefined;
        const message = await client.fetchOne(String(uids[0]), { source: true }, { uid: true });
        return message && message.source ? simpleParser(message.source) : undefined;
      } finally {
        lock.release();
      }
    } finally {
      await client.logout();
    }
  };

  const count = async () => (await roles.admin.get<OkBody<{ count: number }>>('/api/outgoing_email?page=1&limit=1')).body.responseData.count;

  beforeAll(async () => {
    dovecot = await startDovecot();
    sink = await startSmtpSink(dovecot);
    process.env.MAIL_CA_FILE = sink.certFile;
    t = await createTestApp();
    roles = await setUpRoles(t);
    accountId = await createAccount();
  }, 90_000);

  afterAll(async () => {
    await t?.close();
    await sink?.stop();
    await dovecot?.stop();
  });

  it('sends a Polish subject and attachment over STARTTLS; the INBOX and the Sent folder hold it byte for byte', async () => {
    const claim = await createRow(roles.admin, reclamation, { customer: roles.customerA.id });
    const res = await roles.admin.post<OkBody<Outgoing>>('/api/outgoing_email', {
      accountId,
      to: `Klient <${dovecot.user}>`,
      bcc: 'ukryty@firma.pl',
      subject: SUBJECT,
      body: '<p>Dzień dobry, w załączniku protokół.</p>',
      ownerType: 'reclamation',
      ownerId: claim.id,
      attachments: [{ filename: FILENAME, contentType: 'application/pdf', content: PDF.toString('base64') }],
    });
    expect(res.status).toBe(200);
    expect(res.body.responseData).toMatchObject({ state: 'queued', subject: SUBJECT, attachments: [{ filename: FILENAME, size: PDF.length }] });
    const sent = await settled(res.body.responseData.id);
    expect(sent).toMatchObject({ state: 'sent', attempts: 1, error: null });
    expect(sent.messageId).toMatch(/^<.+@firma\.pl>$/);
    expect(sink.accepted.at(-1)?.to).toEqual([dovecot.user, 'ukryty@firma.pl']);

    const inbox = await readBack('INBOX', sent.messageId!);
    expect(inbox?.subject).toBe(SUBJECT);
    expect(inbox?.attachments.map((a) => a.filename)).toEqual([FILENAME]);
    expect(inbox?.attachments[0].content.equals(PDF)).toBe(true);
    expect(inbox?.html).toContain('Dział Obsługi Reklamacji');
    expect(inbox?.headers.has('bcc')).toBe(false);
    const copy = await readBack('Sent', sent.messageId!);
    expect(copy?.subject).toBe(SUBJECT);
    expect(copy?.attachments[0].content.equals(PDF)).toBe(true);

    const download = await t.app.inject({ method: 'GET', url: `/api/outgoing_email/${sent.id}/attachment/${sent.attachments[0].id}`, headers: { cookie: roles.cookies.admin! } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Protok%C3%B3%C5%82");

    const filter = encodeURIComponent(JSON.stringify({ ownerType: 'reclamation', ownerId: claim.id }));
    const linked = await roles.admin.get<OkBody<{ rows: Outgoing[]; count: number }>>(`/api/outgoing_email?page=1&limit=25&filter=${filter}`);
    expect(linked.body.responseData.rows.map((r) => r.id)).toEqual([sent.id]);
    expect(linked.body.responseData.count).toBe(1);

    const edit = await roles.admin.put<ErrorBody>(`/api/outgoing_email/${sent.id}`, { accountId, to: dovecot.user, subject: 'Inny' });
    expect(edit.status).toBe(409);
  });

  it("the list takes reclamation_id, as a query parameter or in the filter: that reclamation's e-mails only; a bad id is a 400", async () => {
    const [first, second] = [await createRow(roles.admin, reclamation, { customer: roles.customerA.id }), await createRow(roles.admin, reclamation, { customer: roles.customerA.id })];
    const write = async (subject: string, owner: Record<string, unknown>) => {
      const res = await roles.admin.post<OkBody<Outgoing>>('/api/outgoing_email', { accountId, to: 'klient@firma.pl', subject, body: '<p>x</p>', ...owner });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.responseData.id;
    };
    const ofFirst = [await write('Pierwsza reklamacja 1', { ownerType: 'reclamation', ownerId: first.id }), await write('Pierwsza reklamacja 2', { ownerType: 'reclamation', ownerId: first.id })];
    await write('Druga reklamacja', { ownerType: 'reclamation', ownerId: second.id });
    await write('Bez dokumentu', {});
    const ids = async (url: string) => {
      const res = await roles.admin.get<OkBody<{ rows: Outgoing[]; count: number } | Outgoing[]>>(url);
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
      const data = res.body.responseData;
      return (Array.isArray(data) ? data : data.rows).map((r) => r.id).sort((a, b) => a - b);
    };
    expect(await ids(`/api/outgoing_email?reclamation_id=${first.id}`)).toEqual(ofFirst);
    expect(await ids(`/api/outgoing_email?page=1&limit=25&reclamation_id=${first.id}`)).toEqual(ofFirst);
    expect(await ids(`/api/outgoing_email?page=1&limit=25&filter=${encodeURIComponent(JSON.stringify({ reclamation_id: first.id }))}`)).toEqual(ofFirst);
    expect(await ids(`/api/outgoing_email?filter=${encodeURIComponent(JSON.stringify({ reclamation_id: String(first.id), subject: 'Pierwsza reklamacja 2' }))}`)).toEqual([ofFirst[1]]);
    expect(await ids('/api/outgoing_email?reclamation_id=2147483647')).toEqual([]);
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await roles.admin.get<ErrorBody>(`/api/outgoing_email?reclamation_id=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.errors[0], bad).toMatchObject({ path: 'reclamation_id' });
    }
  });

  it('a refused recipient ends failed with the server answer, at the first attempt', async () => {
    const res = await roles.admin.post<OkBody<Outgoing>>('/api/outgoing_email', { accountId, to: `nikt@${REFUSED_DOMAIN}`, subject: 'Do nikogo', body: '<p>x</p>' });
    const failed = await settled(res.body.responseData.id);
    expect(failed.state).toBe('failed');
    expect(failed.attempts).toBe(1);
    expect(failed.error).toMatch(/^550 .*Mailbox unavailable/);
  });

  it('a wrong SMTP password ends failed with the 535; sent once the password is right and the message retried', async () => {
    const wrong = await createAccount({ password: 'Zle-haslo-1', smtpTls: false });
    const res = await roles.admin.post<OkBody<Outgoing>>('/api/outgoing_email', { accountId: wrong, to: dovecot.user, subject: 'Po poprawce hasła', body: '<p>x</p>' });
    const failed = await settled(res.body.responseData.id);
    expect(failed.state).toBe('failed');
    expect(failed.error).toMatch(/^535 /);
    expect((await roles.admin.put(`/api/email_account/${wrong}`, { password: dovecot.password })).status).toBe(200);
    const retried = await roles.admin.put<OkBody<Outgoing>>(`/api/outgoing_email/${failed.id}`, { retry: true });
    expect(retried.status).toBe(200);
    expect(retried.body.responseData).toMatchObject({ state: 'queued', attempts: 0, error: null });
    const sent = await settled(failed.id);
    expect(sent.state).toBe('sent');
    expect((await readBack('INBOX', sent.messageId!))?.subject).toBe('Po poprawce hasła');
    const again = await roles.admin.put<ErrorBody>(`/api/outgoing_email/${failed.id}`, { retry: true });
    expect(again.status).toBe(409);
  });

  it('refuses attachments over 25 MB with 413 naming the limit, and writes nothing', async () => {
    const before = await count();
    const big = Buffer.alloc(30 * 1024 * 1024, 7).toString('base64');
    const huge = await roles.admin.post<ErrorBody>('/api/outgoing_email', { accountId, to: dovecot.user, subject: 'Duży', body: '', attachments: [{ filename: 'duży.bin', content: big }] });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toContain('25 MB');
    const over = Buffer.alloc(25 * 1024 * 1024 + 1, 7).toString('base64');
    const justOver = await roles.admin.post<ErrorBody>('/api/outgoing_email', { accountId, to: dovecot.user, subject: 'Duży', attachments: [{ filename: 'a.bin', content: over }] });
    expect(justOver.status).toBe(413);
    expect(justOver.body.message).toBe('Załączniki są za duże: razem najwyżej 25 MB');
    expect(await count()).toBe(before);
  });

  it('names a wrong recipient and an unknown template placeholder, and writes nothing', async () => {
    const before = await count();
    const bad = await roles.admin.post<ErrorBody>('/api/outgoing_email', { accountId, to: `${dovecot.user}, nie-adres`, subject: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Niepoprawny adres e-mail: nie-adres');
    const none = await roles.admin.post<ErrorBody>('/api/outgoing_email', { accountId, to: ' ', subject: 'x' });
    expect(none.status).toBe(400);
    const template = await roles.admin.post<OkBody<{ id: number }>>('/api/createemailtemplate', { name: 'Ogólny', recordType: 'none', subject: 'Pozdrowienia', body: '<p>{{user.name}}</p>' });
    expect(template.status).toBe(200);
    const unknown = await roles.admin.post<ErrorBody>('/api/outgoing_email', { accountId, to: dovecot.user, templateId: template.body.responseData.id, body: '<p>{{customer.name}}</p>' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('{{customer.name}}');
    expect(await count()).toBe(before);
  });

  it('needs the mailbox right and an account the caller may use', async () => {
    expect((await roles.as('noRights').post('/api/outgoing_email', { accountId, to: dovecot.user, subject: 'x' })).status).toBe(403);
    expect((await roles.as('noRights').get('/api/outgoing_email')).status).toBe(403);
    const me = (await roles.admin.get<{ result: { id: number } }>('/api/user/session')).body.result.id;
    const own = await createAccount({ users: [{ userId: me }] });
    const email = `pisarz.${Date.now()}@example.pl`;
    const user = await roles.admin.post<OkBody<{ id: number }>>('/api/adduser', { name: 'Pisarz', email, password: 'Pisarz-haslo-1', user_status: 1, user_type: 1 });
    await roles.admin.post('/api/rolegroup', { description: 'Poczta', settings: [{ key: 'mailbox', canRead: true, canModify: true }], users: [{ userId: user.body.responseData.id }] });
    const writer = (await import('../support/testApp')).api(t.app, await t.login(email, 'Pisarz-haslo-1'));
    const refused = await writer.post<ErrorBody>('/api/outgoing_email', { accountId: own, to: dovecot.user, subject: 'x' });
    expect(refused.status).toBe(403);
    const mine = await roles.admin.post<OkBody<Outgoing>>('/api/outgoing_email', { accountId: own, to: dovecot.user, subject: 'Tylko moje' });
    expect((await writer.get(`/api/outgoing_email/${mine.body.responseData.id}`)).status).toBe(403);
    const list = await writer.get<OkBody<{ rows: Outgoing[] }>>('/api/outgoing_email?page=1&limit=100');
    expect(list.body.responseData.rows.some((r) => r.id === mine.body.responseData.id)).toBe(false);
    expect((await writer.post('/api/outgoing_email', { accountId, to: dovecot.user, subject: 'Wolno' })).status).toBe(200);
  });

  it('is sent once when two instances of the server work the same queue', async () => {
    const other = await buildApp({ db: t.db, config: readConfig({ NODE_ENV: 'test' }), logger: false });
    await other.ready();
    try {
      // Messages of the tests before are sent first, so the sink counts this one alone.
      const filter = encodeURIComponent(JSON.stringify({ state: 'queued' }));
      const waiting = await roles.admin.get<OkBody<{ rows: Outgoing[] }>>(`/api/outgoing_email?page=1&limit=100&filter=${filter}`);
      for (const row of waiting.body.responseData.rows) await settled(row.id);
      const before = sink.accepted.length;
      const res = await roles.admin.post<OkBody<Outgoing>>('/api/outgoing_email', { accountId, to: dovecot.user, subject: 'Jeden raz' });
      await Promise.all([t.app.jobs.runDue('outgoing-email'), other.jobs.runDue('outgoing-email'), t.app.jobs.runDue('outgoing-email'), other.jobs.runDue('outgoing-email')]);
      const sent = await settled(res.body.responseData.id);
      expect(sent).toMatchObject({ state: 'sent', attempts: 1 });
      // Both instances' workers poll every 2 s: give them the time to send it again, if they would.
      await new Promise((r) => setTimeout(r, 2500));
      expect(sink.accepted.length).toBe(before + 1);
    } finally {
      await other.close();
    }
  });
});
