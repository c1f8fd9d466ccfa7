import { randomBytes } from 'node:crypto';
import type { Server, Socket } from 'node:net';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dovecot } from '../support/dovecot';
import { appendMessages, startDovecot } from '../support/dovecot';
import { reclamation } from '../../src/schemas/entities/reclamation';
import { customerRequest } from '../../src/schemas/entities/customerRequest';
import { createRow } from '../support/entities';
import { freePort } from '../support/processes';
import type { Role } from '../support/roles';
import { setUpRoles } from '../support/roles';
import type { ErrorBody, OkBody, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';
import { BODIES, isoMessage, NAMES, PDF_BYTES, REMOTE_IMAGE, SUBJECTS, utf8Message, windowsMessage } from './mailboxMessages';

type Summary = { uid: number; seq: number; from: { name: string; address: string }; subject: string; date: string; seen: boolean; hasAttachments: boolean };
type Message = {
  accountId: number;
  uid: number;
  subject: string;
  from: { name: string; address: string };
  text: string;
  html: string;
  remoteImages: boolean;
  htmlWithImages?: string;
  messageId: string;
  attachments: { partId: string; filename: string; contentType: string; size: number }[];
};

process.env.MAIL_SECRET_KEY = randomBytes(32).toString('hex');
process.env.MAIL_ALLOWED_HOSTS = '127.0.0.1';

describe('mailbox: reading a real IMAP server', () => {
  let dovecot: Dovecot;
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let accountId: number;
  const uids: Record<'iso' | 'windows' | 'utf8', number> = { iso: 0, windows: 0, utf8: 0 };
  const log: string[] = [];
  let silent: Server;
  const silentSockets: Socket[] = [];
  let silentPort: number;

  const account = (changes: Record<string, unknown> = {}) => ({
    name: `Biuro ${randomBytes(3).toString('hex')}`,
    email: 'biuro@firma.pl',
    imapHost: '127.0.0.1',
    imapPort: dovecot.port,
    imapTls: false,
    smtpHost: '127.0.0.1',
    smtpPort: 25,
    login: dovecot.user,
    password: dovecot.password,
    ...changes,
  });
  const createAccount = async (changes: Record<string, unknown> = {}) => {
    const res = await roles.admin.post<OkBody<{ id: number }>>('/api/email_account', account(changes));
    expect(res.status).toBe(200);
    return res.body.responseData.id;
  };

  beforeAll(async () => {
    dovecot = await startDovecot();
    [uids.iso, uids.windows, uids.utf8] = await appendMessages(dovecot, 'INBOX', [isoMessage(), windowsMessage(), utf8Message()]);
    await appendMessages(dovecot, 'Archiwum/2025', ['From: a@b.pl\r\nSubject: stara\r\n\r\nstara\r\n']);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logger: { level: 'info', stream } });
    roles = await setUpRoles(t);
    accountId = await createAccount();
    silentPort = await freePort();
    silent = createServer((socket) => silentSockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(silentPort, '127.0.0.1', resolve));
  }, 90_000);

  afterAll(async () => {
    for (const socket of silentSockets) socket.destroy();
    silent?.close();
    await t?.close();
    await dovecot?.stop();
  });

  const get = <T>(path: string, role: Role = 'admin') => roles.as(role).get<T>(path);

  it('lists the accounts the caller may use and their folders with counts', async () => {
    const accounts = await get<OkBody<{ id: number; name: string; email: string }[]>>('/api/mailbox/accounts');
    expect(accounts.status).toBe(200);
    expect(accounts.body.responseData.map((a) => a.id)).toContain(accountId);
    expect(Object.keys(accounts.body.responseData[0]).sort()).toEqual(['email', 'id', 'name']);

    const boxes = await get<OkBody<{ path: string; total: number; unseen: number; specialUse: string | null }[]>>(`/api/mailbox/${accountId}/boxes`);
    expect(boxes.status).toBe(200);
    const inbox = boxes.body.responseData.find((b) => b.path === 'INBOX');
    expect(inbox).toMatchObject({ total: 3, unseen: 3 });
    expect(boxes.body.responseData.find((b) => b.path === 'Archiwum/2025')).toMatchObject({ total: 1 });
    expect(boxes.body.responseData.find((b) => b.path === 'Sent')?.specialUse).toBe('\\Sent');
  });

  it('pages a folder newest first, with sender, subject, date, attachment mark and unread state, and searches sender and subject', async () => {
    const first = await get<OkBody<{ messages: Summary[]; total: number }>>(`/api/mailbox/${accountId}/emails?box=INBOX&page=1&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.responseData.total).toBe(3);
    expect(first.body.responseData.messages.map((m) => m.uid)).toEqual([uids.utf8, uids.windows]);
    const [utf8] = first.body.responseData.messages;
    expect(utf8).toMatchObject({ subject: SUBJECTS.utf8, from: { name: 'Żaneta Wiśniewska', address: 'zaneta@klient.pl' }, seen: false, hasAttachments: true });
    expect(utf8.date).toBe('2026-03-04T11:30:00.000Z');
    const second = await get<OkBody<{ messages: Summary[]; total: number }>>(`/api/mailbox/${accountId}/emails?box=INBOX&page=2&limit=2`);
    expect(second.body.responseData.messages.map((m) => [m.uid, m.subject, m.from.name])).toEqual([[uids.iso, SUBJECTS.iso, 'Paweł Kowalski']]);

    const bySender = await get<OkBody<{ messages: Summary[]; total: number }>>(`/api/mailbox/${accountId}/emails?box=INBOX&q=${encodeURIComponent('anna@klient.pl')}`);
    expect(bySender.body.responseData).toMatchObject({ total: 1, messages: [{ uid: uids.windows }] });
    const bySubject = await get<OkBody<{ messages: Summary[]; total: number }>>(`/api/mailbox/${accountId}/emails?box=INBOX&q=${encodeURIComponent('Reklamacja')}`);
    expect(bySubject.body.responseData.messages.map((m) => m.uid)).toEqual([uids.iso]);
  });

  it('reads ISO-8859-2, Windows-1250 and UTF-8 bodies and RFC 2231 / RFC 2047 attachment names', async () => {
    const iso = await get<OkBody<Message>>(`/api/mailbox/${accountId}/email/uid/${uids.iso}?box=INBOX`);
    expect(iso.status).toBe(200);
    expect(iso.body.responseData).toMatchObject({ accountId, subject: SUBJECTS.iso, messageId: '<iso-1@klient.pl>', from: { name: 'Paweł Kowalski' } });
    expect(iso.body.responseData.text.trim()).toBe(BODIES.iso);
    expect(iso.body.responseData.attachments.map((a) => a.filename)).toEqual([NAMES.iso]);

    const windows = await get<OkBody<Message>>(`/api/mailbox/${accountId}/email/uid/${uids.windows}?box=INBOX`);
    expect(windows.body.responseData.subject).toBe(SUBJECTS.windows);
    expect(windows.body.responseData.html).toContain(BODIES.windows);
    expect(windows.body.responseData.attachments.map((a) => a.filename)).toEqual([NAMES.windows]);

    const utf8 = await get<OkBody<Message>>(`/api/mailbox/${accountId}/email/seq/3?box=INBOX`);
    expect(utf8.body.responseData.uid).toBe(uids.utf8);
    expect(utf8.body.responseData.attachments).toEqual([{ partId: '1', filename: NAMES.utf8, contentType: 'application/pdf', size: PDF_BYTES.length }]);
  });

  it('answers sanitised HTML: no script, handler, javascript: link or SVG; remote images blocked unless asked for', async () => {
    const res = await get<OkBody<Message>>(`/api/mailbox/${accountId}/email/uid/${uids.utf8}?box=INBOX`);
    const { html, htmlWithImages, remoteImages } = res.body.responseData;
    expect(html).toContain(BODIES.utf8);
    expect(html).toContain('kliknij tutaj');
    for (const text of [html, htmlWithImages ?? '']) {
      for (const forbidden of ['<script', 'onerror', 'onload', 'javascript:', '<svg', 'pwned']) expect(text.toLowerCase()).not.toContain(forbidden);
    }
    expect(remoteImages).toBe(true);
    expect(html).not.toContain(REMOTE_IMAGE);
    expect(html).toContain('data-remote-image="blocked"');
    expect(htmlWithImages).toContain(REMOTE_IMAGE);
  });

  it('serves an attachment as a download with its UTF-8 name, the type read from its content and nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/mailbox/${accountId}/email/uid/${uids.utf8}/attachment/1?box=INBOX`, headers: { cookie: roles.cookies.admin! } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(NAMES.utf8)}`);
    const other = await t.app.inject({ method: 'GET', url: `/api/mailbox/${accountId}/email/uid/${uids.windows}/attachment/1?box=INBOX`, headers: { cookie: roles.cookies.admin! } });
    expect(other.headers['content-type']).toBe('application/octet-stream');
    expect(other.rawPayload.toString()).toBe('dane binarne');
    const missing = await t.app.inject({ method: 'GET', url: `/api/mailbox/${accountId}/email/uid/${uids.utf8}/attachment/9?box=INBOX`, headers: { cookie: roles.cookies.admin! } });
    expect(missing.statusCode).toBe(404);
  });

  it('reads a message with a large attachment without its bytes, yet names and sizes it exactly and serves it whole', async () => {
    const large = randomBytes(300_001);
    const name = 'Duży rysunek – źródło.bin';
    const source = [
      'From: Nadawca <nadawca@klient.pl>',
      'To: biuro@firma.pl',
      'Subject: Rysunek',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="zewn"',
      '',
      '--zewn',
      'Content-Type: multipart/alternative; boundary="wewn"',
      '',
      '--wewn',
      'Content-Type: text/plain; charset=UTF-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      'Treść: zażółć',
      '--wewn',
      'Content-Type: text/html; charset=UTF-8',
      '',
      '<p>Treść: <b>zażółć</b></p>',
      '--wewn--',
      '--zewn',
      `Content-Type: application/octet-stream; name="=?UTF-8?B?${Buffer.from(name).toString('base64')}?="`,
      'Content-Transfer-Encoding: base64',
      'Content-Disposition: attachment',
      '',
      large.toString('base64').replace(/.{76}(?!$)/g, '$&\r\n'),
      '--zewn',
      'Content-Type: application/pdf; name="maly.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      PDF_BYTES.toString('base64'),
      '--zewn--',
      '',
    ].join('\r\n');
    const [uid] = await appendMessages(dovecot, 'Duze', [Buffer.from(source)]);
    const res = await get<OkBody<Message>>(`/api/mailbox/${accountId}/email/uid/${uid}?box=Duze`);
    expect(res.status).toBe(200);
    expect(res.body.responseData.text.trim()).toBe('Treść: zażółć');
    expect(res.body.responseData.html).toContain('<b>zażółć</b>');
    expect(res.body.responseData.attachments).toEqual([
      { partId: '1', filename: name, contentType: 'application/octet-stream', size: large.length },
      { partId: '2', filename: 'maly.pdf', contentType: 'application/pdf', size: PDF_BYTES.length },
    ]);
    const bytes = await t.app.inject({ method: 'GET', url: `/api/mailbox/${accountId}/email/uid/${uid}/attachment/1?box=Duze`, headers: { cookie: roles.cookies.admin! } });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(large)).toBe(true);
  });

  it('marks a message seen when opened, and seen or unseen on request', async () => {
    const list = async () => (await get<OkBody<{ messages: Summary[] }>>(`/api/mailbox/${accountId}/emails?box=INBOX`)).body.responseData.messages;
    expect((await list()).find((m) => m.uid === uids.iso)?.seen).toBe(true);
    const unseen = await roles.admin.put<OkBody<unknown>>(`/api/mailbox/${accountId}/email/uid/${uids.iso}/seen`, { box: 'INBOX', seen: false });
    expect(unseen.status).toBe(200);
    expect((await list()).find((m) => m.uid === uids.iso)?.seen).toBe(false);
    const missing = await roles.admin.put<ErrorBody>(`/api/mailbox/${accountId}/email/uid/99999/seen`, { box: 'INBOX', seen: true });
    expect(missing.status).toBe(404);
  });

  it('refuses unknown folders, messages and accounts, and bad paths, in the caller language', async () => {
    const box = await get<ErrorBody>(`/api/mailbox/${accountId}/emails?box=${encodeURIComponent('Nie ma')}`);
    expect(box.status).toBe(404);
    expect(box.body.message).toBe('Nie ma folderu „Nie ma” na tym koncie');
    expect((await get<ErrorBody>(`/api/mailbox/${accountId}/email/uid/99999?box=INBOX`)).status).toBe(404);
    expect((await get<ErrorBody>('/api/mailbox/999999/boxes')).status).toBe(404);
    expect((await get<ErrorBody>(`/api/mailbox/${accountId}/emails?page=0`)).status).toBe(400);
    expect((await get<ErrorBody>(`/api/mailbox/abc/boxes`)).status).toBe(400);
  });

  it('needs the mailbox right and the use of the account', async () => {
    expect((await get<ErrorBody>(`/api/mailbox/${accountId}/boxes`, 'anonymous')).status).toBe(401);
    expect((await get<ErrorBody>(`/api/mailbox/${accountId}/boxes`, 'noRights')).status).toBe(403);
    expect((await get<ErrorBody>('/api/mailbox/accounts', 'noRights')).status).toBe(403);
    expect((await get<ErrorBody>(`/api/mailbox/${accountId}/boxes`, 'client')).status).toBe(403);
    // The read-only user reads everything, but a private account lists only the administrator.
    expect((await get<OkBody<unknown>>(`/api/mailbox/${accountId}/boxes`, 'readOnly')).status).toBe(200);
    const me = (await roles.admin.get<{ result: { id: number } }>('/api/user/session')).body.result.id;
    const privateId = await createAccount({ users: [{ userId: me }] });
    expect((await get<OkBody<unknown>>(`/api/mailbox/${privateId}/boxes`)).status).toBe(200);
    const refused = await get<ErrorBody>(`/api/mailbox/${privateId}/boxes`, 'readOnly');
    expect(refused.status).toBe(403);
    expect((await get<OkBody<{ id: number }[]>>('/api/mailbox/accounts', 'readOnly')).body.responseData.map((a) => a.id)).not.toContain(privateId);
    const readOnlyPut = await roles.as('readOnly').put<ErrorBody>(`/api/mailbox/${accountId}/email/uid/${uids.iso}/seen`, { box: 'INBOX', seen: true });
    expect(readOnlyPut.status).toBe(403);
    // Deleting the account closes its connection.
    expect((await roles.admin.delete<OkBody<unknown>>(`/api/email_account/${privateId}`)).status).toBe(200);
    expect((await get<ErrorBody>(`/api/mailbox/${privateId}/boxes`)).status).toBe(404);
  });

  it('says plainly why a server cannot be read: an internal address not allowed, a wrong password, a server that never answers', async () => {
    const guarded = await createAccount({ imapHost: '127.0.0.2' });
    const refused = await get<ErrorBody>(`/api/mailbox/${guarded}/boxes`);
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe('Połączenie z 127.0.0.2 jest niedozwolone: adres należy do sieci wewnętrznej');
    expect(refused.body.errors[0]).toMatchObject({ path: 'stage', code: 'mailAddress' });
    const numeric = await get<ErrorBody>(`/api/mailbox/${await createAccount({ imapHost: '2130706434' })}/boxes`);
    expect(numeric.body.errors[0].code).toBe('mailAddress');

    const wrong = await createAccount({ password: 'Zle-haslo-123' });
    const auth = await roles.admin.get<ErrorBody>(`/api/mailbox/${wrong}/boxes`, { 'accept-language': 'en' });
    expect(auth.status).toBe(502);
    expect(auth.body.message).toBe('The server 127.0.0.1 refused the login or password');

    const mute = await createAccount({ imapPort: silentPort });
    const started = Date.now();
    const timeout = await get<ErrorBody>(`/api/mailbox/${mute}/boxes`);
    expect(Date.now() - started).toBeLessThan(12_000);
    expect(timeout.status).toBe(502);
    expect(timeout.body.errors[0].code).toBe('mailTimeout');
    expect(timeout.body.message).toMatch(/^Serwer 127\.0\.0\.1 nie odpowiedział w ciągu \d+ s$/);

    // The server goes on answering.
    expect((await get<OkBody<unknown>>(`/api/mailbox/${accountId}/boxes`)).status).toBe(200);
  }, 30_000);

  it('keeps at most two connections per account, closes them when the account changes, and never shows the password', async () => {
    const calls = Array.from({ length: 8 }, () => get<OkBody<{ total: number }>>(`/api/mailbox/${accountId}/emails?box=INBOX`));
    const answers = await Promise.all(calls);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(dovecot.sessions()).toBeLessThanOrEqual(2);
    expect(dovecot.sessions()).toBeGreaterThanOrEqual(1);

    const changed = await roles.admin.put<OkBody<Record<string, unknown>>>(`/api/email_account/${accountId}`, { name: 'Biuro obsługi' });
    expect(changed.status).toBe(200);
    expect(changed.body.responseData.hasPassword).toBe(true);
    await expect.poll(() => dovecot.sessions(), { timeout: 5000 }).toBe(0);
    // The stored password still signs in after an update that left it out.
    expect((await get<OkBody<unknown>>(`/api/mailbox/${accountId}/boxes`)).status).toBe(200);

    const everything = JSON.stringify([changed.body, (await get(`/api/email_account/${accountId}`)).body, (await get('/api/email_account')).body]);
    expect(everything).not.toContain(dovecot.password);
    expect(everything).not.toContain('"password"');
    expect(log.join('')).not.toContain(dovecot.password);
  });

  describe('saving mail to records', () => {
    const rows = async (statement: string) => (await t.db.execute(statement as never)).rows as Record<string, unknown>[];
    const counts = async () =>
      (await rows('SELECT (SELECT count(*) FROM file)::int AS files, (SELECT count(*) FROM reclamation_history_event)::int AS events, (SELECT count(*) FROM customer_request_comment)::int AS comments, (SELECT count(*) FROM task)::int AS tasks'))[0];

    it('saves an attachment as a file of a reclamation, with its history, its name and its bytes', async () => {
      const rec = (await createRow(roles.admin, reclamation, { customer: roles.customerA.id })).id;
      const saved = await roles.admin.post<OkBody<{ id: number; fileName: string }>>(`/api/mailbox/${accountId}/email/uid/${uids.utf8}/attachment/1/save`, { box: 'INBOX', ownerType: 'reclamation', ownerId: rec });
      expect(saved.status).toBe(200);
      expect(saved.body.responseData.fileName).toBe(NAMES.utf8);
      const file = await t.app.inject({ method: 'GET', url: `/api/reclamation/file/${saved.body.responseData.id}`, headers: { cookie: roles.cookies.admin! } });
      expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
      const history = await rows(`SELECT action_type, description FROM reclamation_history_event WHERE reclamation_id = ${rec} ORDER BY id`);
      expect(history).toContainEqual({ action_type: 3, description: `Plik: ${NAMES.utf8}` });
    });

    it('links a message to a reclamation (history event and files), an offer request (e-mail comment and files) and a new task', async () => {
      const rec = (await createRow(roles.admin, reclamation, { customer: roles.customerA.id })).id;
      const toRec = await roles.admin.post<OkBody<{ target: string; id: number }>>(`/api/mailbox/${accountId}/email/uid/${uids.iso}/link`, { box: 'INBOX', target: 'reclamation', id: rec });
      expect(toRec.status).toBe(200);
      expect(toRec.body.responseData).toEqual({ target: 'reclamation', id: rec });
      // The new reclamation's own status event is first; the message's follow.
      const history = await rows(`SELECT action_type, description FROM reclamation_history_event WHERE reclamation_id = ${rec} AND action_type IN (2, 3) ORDER BY id`);
      expect(history.map((h) => h.action_type)).toEqual([2, 3]);
      expect(history[0].description).toContain(SUBJECTS.iso);
      expect(history[0].description).toContain('pawel@klient.pl');
      expect(history[1].description).toBe(`Plik: ${NAMES.iso}`);
      expect(await rows(`SELECT file_name FROM file WHERE owner_type = 'reclamation' AND owner_id = ${rec}`)).toEqual([{ file_name: NAMES.iso }]);

      const request = (await createRow(roles.admin, customerRequest, { customerId: roles.customerA.id, title: 'Zapytanie z e-maila' })).id;
      const toRequest = await roles.admin.post<OkBody<{ target: string; id: number }>>(`/api/mailbox/${accountId}/email/uid/${uids.windows}/link`, { box: 'INBOX', target: 'customerRequest', id: request });
      expect(toRequest.body.responseData).toEqual({ target: 'customerRequest', id: request });
      const [comment] = await rows(`SELECT id, by_email, email_title, email_uid, email_id, email_account_id, email_type FROM customer_request_comment WHERE customer_request_id = ${request}`);
      expect(comment).toMatchObject({ by_email: true, email_title: SUBJECTS.windows, email_uid: String(uids.windows), email_id: '<win-1@klient.pl>', email_account_id: accountId, email_type: 'received' });
      expect(await rows(`SELECT file_name FROM file WHERE owner_type = 'customer_request_comment' AND owner_id = ${comment.id}`)).toEqual([{ file_name: NAMES.windows }]);

      const toTask = await roles.admin.post<OkBody<{ target: string; id: number }>>(`/api/mailbox/${accountId}/email/uid/${uids.utf8}/link`, { box: 'INBOX', target: 'task' });
      expect(toTask.status).toBe(200);
      const made = await get<OkBody<Record<string, unknown>>>(`/api/task/${toTask.body.responseData.id}`);
      expect(made.body.responseData).toMatchObject({ name: SUBJECTS.utf8, emailTitle: SUBJECTS.utf8, emailDate: '2026-03-04T11:30:00.000Z', emailBodyType: 'html' });
      expect(String(made.body.responseData.emailFrom)).toContain('zaneta@klient.pl');
      expect(String(made.body.responseData.emailBody)).toContain(BODIES.utf8);
      expect(String(made.body.responseData.emailBody)).not.toContain('<script');
      expect(String(made.body.responseData.number)).toMatch(/^ZAD\//);
    });

    it('refuses without the rights, for a record one cannot see or a folder that does not exist, and writes nothing', async () => {
      const rec = (await createRow(roles.admin, reclamation, { customer: roles.customerA.id })).id;
      const before = await counts();
      const link = (role: Role, body: Record<string, unknown>, uid = uids.iso) => roles.as(role).post<ErrorBody>(`/api/mailbox/${accountId}/email/uid/${uid}/link`, body);
      expect((await link('noRights', { box: 'INBOX', target: 'reclamation', id: rec })).status).toBe(403);
      expect((await link('readOnly', { box: 'INBOX', target: 'task' })).status).toBe(403);
      expect((await link('admin', { box: 'INBOX', target: 'reclamation', id: 2_000_000 })).status).toBe(404);
      expect((await link('admin', { box: 'Nie ma', target: 'reclamation', id: rec })).status).toBe(404);
      expect((await link('admin', { box: 'INBOX', target: 'reclamation', id: rec }, 99_999)).status).toBe(404);
      expect((await link('admin', { box: 'INBOX', target: 'order', id: rec })).status).toBe(400);
      expect((await link('admin', { box: 'INBOX', target: 'reclamation' })).status).toBe(400);
      const save = await roles.admin.post<ErrorBody>(`/api/mailbox/${accountId}/email/uid/${uids.iso}/attachment/7/save`, { box: 'INBOX', ownerType: 'reclamation', ownerId: rec });
      expect(save.status).toBe(404);
      const badOwner = await roles.admin.post<ErrorBody>(`/api/mailbox/${accountId}/email/uid/${uids.iso}/attachment/1/save`, { box: 'INBOX', ownerType: 'customer', ownerId: rec });
      expect(badOwner.status).toBe(400);
      expect(await counts()).toEqual(before);
    });
  });
});
