import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { parseAddressList } from '../../../../../src/schemas/mail/addresses';
import type { Db } from '../../../../db/connection';
import { actingAs } from '../../../../db/connection';
import { emailAccounts, entityTable, files } from '../../../../db/tables';
import { readFileChunks } from '../../../../core/files/fileStore';
import type { JobDefinition } from '../../../../core/jobs';
import { formatMessage } from '../../../../messages';
import { loadAccount } from '../accounts';
import { MailFailure } from '../failure';
import type { MailAccount } from '../accounts';
import type { MailSettings } from '../settings';
import { composeMessage } from './compose';
import { deliver } from './smtp';
import { appendToSent } from './storeSent';

/** The files of an outgoing e-mail are file-store rows of this owner type. */
export const OUTGOING_OWNER = 'outgoing_email';
export const OUTGOING_JOB = 'outgoing-email';
/** Attempts at sending one message: the first and four retries, 30 s, 1, 2 and 4 minutes apart. */
export const MAX_ATTEMPTS = 5;
const FIRST_RETRY_SECONDS = 30;

const outgoing = () => entityTable('outgoing_email');

export type AttachmentInfo = { id: number; filename: string; contentType: string; size: number };

/** The attachments of messages, by message id, in the order they were given. */
export const attachmentsOf = async (db: Db, ids: readonly number[]): Promise<Map<number, AttachmentInfo[]>> => {
  const result = new Map<number, AttachmentInfo[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .select({ id: files.id, ownerId: files.owner_id, filename: files.file_name, contentType: files.content_type, size: files.size })
    .from(files)
    .where(and(eq(files.owner_type, OUTGOING_OWNER), inArray(files.owner_id, [...ids])))
    .orderBy(asc(files.id));
  for (const { ownerId, ...info } of rows) result.get(ownerId)?.push(info);
  return result;
};

const bytesOf = async (db: Db, file: AttachmentInfo): Promise<Buffer> => {
  if (file.size === 0) return Buffer.alloc(0);
  const pieces: Buffer[] = [];
  for await (const piece of readFileChunks(db, file.id, 0, file.size - 1)) pieces.push(Buffer.from(piece));
  return Buffer.concat(pieces);
};

const addresses = (text: unknown) => {
  const parsed = parseAddressList(typeof text === 'string' ? text : '');
  return parsed.ok ? parsed.addresses : [];
};

type Attempt = { outcome: 'sent'; account: MailAccount; raw: Buffer; sentAt: Date } | { outcome: 'failed' | 'skipped' } | { outcome: 'retry'; answer: string };

/**
 * One attempt at sending a queued message. The row stays locked while it is sent, so a second
 * worker (another instance, a late retry) skips it, and only a queued row is sent: a message is
 * never sent twice. A final failure (5xx, refused address, wrong password, the last attempt) marks
 * it failed with the server's answer; a passing one (4xx, a server away) is retried by the queue.
 */
const attempt = async (db: Db, dataDir: string, settings: MailSettings, id: number): Promise<Attempt> =>
  db.transaction(async (tx) => {
    // The message's state is the mail sender's change, made for nobody.
    await actingAs(tx, null, 'mail');
    const table = outgoing();
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, id), eq(table.state, 'queued')))
      .for('update', { skipLocked: true });
    if (!row) return { outcome: 'skipped' };
    const attempts = Number(row.attempts ?? 0) + 1;
    const fail = async (answer: string, final: boolean): Promise<Attempt> => {
      const last = final || attempts >= MAX_ATTEMPTS;
      await tx.update(table).set({ attempts, error: answer.slice(0, 4000), ...(last ? { state: 'failed' } : {}), updatedAt: new Date() }).where(eq(table.id, id));
      return last ? { outcome: 'failed' } : { outcome: 'retry', answer };
    };
    let account: MailAccount;
    try {
      account = await loadAccount(tx, dataDir, Number(row.accountId));
    } catch {
      return fail('Nie można odczytać konta e-mail tej wiadomości (usunięte konto lub zmieniony klucz haseł)', true);
    }
    if (!account.isActive) return fail('Konto e-mail jest wyłączone', true);
    const infos = (await attachmentsOf(tx, [id])).get(id) ?? [];
    const attachments = await Promise.all(infos.map(async (info) => ({ filename: info.filename, contentType: info.contentType, content: await bytesOf(tx, info) })));
    const composed = await composeMessage({
      from: { name: account.name, address: account.email },
      to: addresses(row.to),
      cc: addresses(row.cc),
      bcc: addresses(row.bcc),
      subject: String(row.subject ?? ''),
      html: String(row.body ?? ''),
      signature: (await tx.select({ signature: emailAccounts.signature }).from(emailAccounts).where(eq(emailAccounts.id, account.id)))[0]?.signature,
      inReplyTo: row.inReplyTo as string | null,
      attachments,
    });
    const result = await deliver(account, composed.raw, composed.envelope, settings);
    if (!result.ok) return fail(result.answer, result.permanent);
    const sentAt = new Date();
    // Some recipients refused while others took the message: it is sent, and the answer says who not.
    const error = result.rejected.length > 0 ? `Serwer odrzucił adresatów: ${result.rejected.join(', ')}` : null;
    await tx.update(table).set({ state: 'sent', attempts, sentAt, messageId: composed.messageId, error, updatedAt: sentAt }).where(eq(table.id, id));
    return { outcome: 'sent', account, raw: composed.raw, sentAt };
  });

/** The queue's job that sends outgoing e-mail, then keeps a copy in the Sent folder ("store sent"). */
export const outgoingEmailJob = (db: Db, dataDir: string, settings: MailSettings, log: FastifyBaseLogger): JobDefinition => ({
  name: OUTGOING_JOB,
  retryLimit: MAX_ATTEMPTS - 1,
  retryDelaySeconds: FIRST_RETRY_SECONDS,
  // Connecting, greeting and a 25 MB message over a slow line, with room to spare.
  expireInSeconds: 15 * 60,
  handler: async (data) => {
    const id = Number(data.id);
    if (!Number.isInteger(id)) return;
    const result = await attempt(db, dataDir, settings, id);
    if (result.outcome === 'retry') throw new Error(result.answer);
    if (result.outcome !== 'sent' || !result.account.storeSent) return;
    try {
      await appendToSent(result.account, result.raw, result.sentAt, settings);
    } catch (error) {
      const reason = error instanceof MailFailure ? formatMessage(error.code, 'pl', error.params) : error instanceof Error ? error.message : String(error);
      log.warn({ outgoingEmail: id, err: reason }, 'Sent, but the copy could not be kept in the Sent folder');
      const table = outgoing();
      await db.update(table).set({ error: `Wysłano, ale nie zapisano kopii w folderze wysłanych: ${reason}`.slice(0, 4000) }).where(eq(table.id, id));
    }
  },
});
