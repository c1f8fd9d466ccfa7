import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccount } from '../../server/modules/mailbox/mail/accounts';
import type { ImapPool } from '../../server/modules/mailbox/mail/imap/pool';
import { imapPool } from '../../server/modules/mailbox/mail/imap/pool';
import { fetchReceivedMail } from '../../server/modules/mailbox/mail/received';
import { mailSettings } from '../../server/modules/mailbox/mail/settings';
import type { Dovecot } from '../support/dovecot';
import { appendMessages, dovecotAccount, startDovecot } from '../support/dovecot';
import { setUpRoles } from '../support/roles';
import type { ErrorBody, OkBody, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';
import { isoMessage, NAMES, plainMessage, SUBJECTS, utf8Message } from './mailboxMessages';

process.env.MAIL_SECRET_KEY = randomBytes(32).toString('hex');
process.env.MAIL_ALLOWED_HOSTS = '127.0.0.1';
// The runs below are the tests' own: no scheduled round fetches in between.
process.env.MAIL_FETCH_INTERVAL = '0';

describe('received mail stored in PostgreSQL', () => {
  let dovecot: Dovecot;
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  const pools: ImapPool[] = [];

  beforeAll(async () => {
    dovecot = await startDovecot();
    await appendMessages(dovecot, 'INBOX', [isoMessage(), utf8Message()]);
    t = await createTestApp();
    roles = await setUpRoles(t);
  }, 90_000);

  afterAll(async () => {
    for (const pool of pools) await pool.closeAll();
    await t?.close();
    await dovecot?.stop();
  });

  const account = async (changes: Record<string, unknown> = {}) => {
    const res = await roles.admin.post<OkBody<{ id: number }>>('/api/email_account', {
      ...dovecotAccount(dovecot, `Zapis ${randomBytes(3).toString('hex')}`),
      storeReceived: true,
      ...changes,
    });
    expect(res.status).toBe(200);
    return loadAccount(t.db, t.app.config.dataDir, res.body.responseData.id);
  };
  const stored = async (accountId: number) => (await t.db.execute(`SELECT id, uid, subject FROM received_email WHERE account_id = ${accountId} ORDER BY uid` as never)).rows as { id: number; uid: number; subject: string }[];

  it('stores each message once, even when two instances fetch at the same time, and only new ones later', async () => {
    const mailAccount = await account();
    // Two instances: two pools of their own, as two servers would have.
    const [a, b] = [imapPool(mailSettings()), imapPool(mailSettings())];
    pools.push(a, b);
    const counts = await Promise.all([fetchReceivedMail(t.db, a, mailAccount), fetchReceivedMail(t.db, b, mailAccount)]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(2);
    expect((await stored(mailAccount.id)).map((r) => r.subject)).toEqual([SUBJECTS.iso, SUBJECTS.utf8]);

    expect(await fetchReceivedMail(t.db, a, mailAccount)).toBe(0);
    await appendMessages(dovecot, 'INBOX', [plainMessage(7)]);
    expect(await fetchReceivedMail(t.db, b, mailAccount)).toBe(1);
    expect((await stored(mailAccount.id)).map((r) => r.subject)).toEqual([SUBJECTS.iso, SUBJECTS.utf8, 'Wiadomość numer 7']);

    const notStoring = await account({ storeReceived: false });
    expect(await fetchReceivedMail(t.db, a, notStoring)).toBe(0);
    expect(await stored(notStoring.id)).toEqual([]);
  });

  it('answers a stored message by its id, sanitised, to whoever may use its account', async () => {
    const mailAccount = await account();
    const pool = imapPool(mailSettings());
    pools.push(pool);
    await fetchReceivedMail(t.db, pool, mailAccount);
    const utf8 = (await stored(mailAccount.id)).find((r) => r.subject === SUBJECTS.utf8)!;
    const res = await roles.admin.get<OkBody<Record<string, unknown>>>(`/api/mailbox/email/${utf8.id}`);
    expect(res.status).toBe(200);
    expect(res.body.responseData).toMatchObject({ pk: utf8.id, accountId: mailAccount.id, box: 'INBOX', subject: SUBJECTS.utf8, remoteImages: true, attachments: [{ partId: '1', filename: NAMES.utf8 }] });
    expect(String(res.body.responseData.html)).not.toContain('<script');
    expect(String(res.body.responseData.html)).not.toContain('onerror');
    expect((await roles.as('noRights').get<ErrorBody>(`/api/mailbox/email/${utf8.id}`)).status).toBe(403);
    expect((await roles.admin.get<ErrorBody>('/api/mailbox/email/2000000')).status).toBe(404);
    const me = (await roles.admin.get<{ result: { id: number } }>('/api/user/session')).body.result.id;
    await roles.admin.put(`/api/email_account/${mailAccount.id}`, { users: [{ userId: me }] });
    expect((await roles.as('readOnly').get<ErrorBody>(`/api/mailbox/email/${utf8.id}`)).status).toBe(403);
  });
});
