import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccount } from '../../server/modules/mailbox/mail/accounts';
import type { ImapPool } from '../../server/modules/mailbox/mail/imap/pool';
import { imapPool } from '../../server/modules/mailbox/mail/imap/pool';
import { fetchReceivedMail } from '../../server/modules/mailbox/mail/received';
import { mailSettings } from '../../server/modules/mailbox/mail/settings';
import type { Dovecot } from '../support/dovecot';
import { appendMessages, dovecotAccount, startDovecot, testClient } from '../support/dovecot';
import { setUpRoles } from '../support/roles';
import type { ErrorBody, OkBody, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';
import { NAMES, PDF_BYTES, SUBJECTS, utf8Message } from './mailboxMessages';

process.env.MAIL_SECRET_KEY = randomBytes(32).toString('hex');
process.env.MAIL_ALLOWED_HOSTS = '127.0.0.1';

/**
 * A stored received message keeps its attachment list, not the bytes: its attachment is read from
 * the server by the UID it was stored under, while that UID still names it.
 */
describe('an attachment of a received message stored in PostgreSQL', () => {
  let dovecot: Dovecot;
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let pool: ImapPool;

  beforeAll(async () => {
    dovecot = await startDovecot();
    t = await createTestApp();
    roles = await setUpRoles(t);
    pool = imapPool(mailSettings());
  }, 90_000);

  afterAll(async () => {
    await pool?.closeAll();
    await t?.close();
    await dovecot?.stop();
  });

  const download = (pk: number, partId: string) => t.app.inject({ method: 'GET', url: `/api/mailbox/email/${pk}/attachment/${partId}`, headers: { cookie: roles.cookies.admin! } });

  /** One new message, stored by a fetch of a new account that stores received mail; answers its stored id and UID. */
  const storedMessage = async () => {
    const res = await roles.admin.post<OkBody<{ id: number }>>('/api/email_account', {
      ...dovecotAccount(dovecot, `Zapis ${randomBytes(3).toString('hex')}`),
      storeReceived: true,
    });
    expect(res.status).toBe(200);
    const account = await loadAccount(t.db, t.app.config.dataDir, res.body.responseData.id);
    const [uid] = await appendMessages(dovecot, 'INBOX', [utf8Message()]);
    await fetchReceivedMail(t.db, pool, account);
    const rows = (await t.db.execute(`SELECT id FROM received_email WHERE account_id = ${account.id} AND uid = ${uid}` as never)).rows as { id: number }[];
    expect(rows).toHaveLength(1);
    return { pk: Number(rows[0].id), uid, accountId: account.id };
  };

  it('downloads the attachment of a stored message, read from the server by its UID, under its own name', async () => {
    const { pk } = await storedMessage();
    const message = await roles.admin.get<OkBody<{ subject: string; attachments: { partId: string; filename: string }[] }>>(`/api/mailbox/email/${pk}`);
    expect(message.body.responseData.subject).toBe(SUBJECTS.utf8);
    const [attachment] = message.body.responseData.attachments;
    expect(attachment).toMatchObject({ partId: '1', filename: NAMES.utf8 });
    const res = await download(pk, attachment.partId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(NAMES.utf8)}`);
    expect(res.rawPayload.equals(PDF_BYTES)).toBe(true);

    expect((await roles.admin.get<ErrorBody>(`/api/mailbox/email/${pk}/attachment/9`)).status).toBe(404);
    expect((await roles.admin.get<ErrorBody>('/api/mailbox/email/2000000/attachment/1')).status).toBe(404);
    expect((await roles.as('noRights').get<ErrorBody>(`/api/mailbox/email/${pk}/attachment/1`)).status).toBe(403);
  });

  it('is 410 once the UID no longer names the message: the folder numbered anew, or the message deleted from the server', async () => {
    const { pk, uid } = await storedMessage();
    // A folder made anew numbers its messages anew (another UIDVALIDITY): the stored UID may name another message.
    await t.db.execute(`UPDATE received_email SET uid_validity = uid_validity + 1 WHERE id = ${pk}` as never);
    const renumbered = await roles.admin.call<ErrorBody>('GET', `/api/mailbox/email/${pk}/attachment/1`, { headers: { 'accept-language': 'en' } });
    expect(renumbered.status).toBe(410);
    expect(renumbered.body.message).toBe('This message is no longer on the mail server, so its attachment cannot be downloaded');
    await t.db.execute(`UPDATE received_email SET uid_validity = uid_validity - 1 WHERE id = ${pk}` as never);
    expect((await download(pk, '1')).statusCode).toBe(200);

    const client = testClient(dovecot);
    await client.connect();
    try {
      await client.mailboxOpen('INBOX');
      await client.messageDelete(String(uid), { uid: true });
    } finally {
      await client.logout();
    }
    const deleted = await roles.admin.get<ErrorBody>(`/api/mailbox/email/${pk}/attachment/1`);
    expect(deleted.status).toBe(410);
    expect(deleted.body.message).toBe('Tej wiadomości nie ma już na serwerze poczty, więc jej załącznika nie można pobrać');
    // The stored message itself still reads.
    expect((await roles.admin.get(`/api/mailbox/email/${pk}`)).status).toBe(200);
  });
});
