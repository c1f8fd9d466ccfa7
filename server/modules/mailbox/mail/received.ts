import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { receivedEmails } from '../../../db/tables';
import type { MailAccount } from './accounts';
import { ApiError } from '../../../http';
import { inBox, messageOf, streamMessage } from './imap/read';
import type { ImapPool } from './imap/pool';

/** Messages taken per run: a large folder is stored over several runs, oldest first. */
export const FETCH_BATCH = 200;
const LOCK_SPACE = 0x6d61696c; // 'mail'

/**
 * Stores the INBOX messages an account received since the last run (UIDs above the highest one
 * stored under the folder's current UIDVALIDITY). One instance at a time per account (a
 * transaction-scoped advisory lock; another instance's run returns at once) and one row per
 * message (the unique account, folder, UIDVALIDITY and UID), so no message is fetched twice or
 * stored twice. Answers how many messages were stored.
 */
export const fetchReceivedMail = async (db: Db, pool: ImapPool, account: MailAccount, box = 'INBOX'): Promise<number> => {
  if (!account.storeReceived || !account.isActive) return 0;
  return db.transaction(async (tx) => {
    const [{ locked }] = (await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_SPACE}, ${account.id}) as locked`)).rows as { locked: boolean }[];
    if (!locked) return 0;
    return pool.use(account, (client) =>
      inBox(client, box, async () => {
        // A pooled connection may hold the folder selected since an earlier run: let the server tell what arrived since.
        await client.noop();
        const uidValidity = Number(client.mailbox ? client.mailbox.uidValidity : 0);
        const [{ last }] = await tx
          .select({ last: max(receivedEmails.uid) })
          .from(receivedEmails)
          .where(and(eq(receivedEmails.accountId, account.id), eq(receivedEmails.box, box), eq(receivedEmails.uidValidity, uidValidity)));
        const from = Number(last ?? 0) + 1;
        // `n:*` always names the newest message, even one stored already; the batch is the oldest new ones.
        const found = client.mailbox && client.mailbox.exists > 0 ? await client.search({ uid: `${from}:*` }, { uid: true }) : [];
        const uids = (found || [])
          .filter((uid) => uid >= from)
          .sort((a, b) => a - b)
          .slice(0, FETCH_BATCH);
        let stored = 0;
        // One message at a time, read in pieces, its attachments counted and not kept.
        for (const uid of uids) {
          const read = await streamMessage(client, { uid }).catch((error: unknown) => {
            // Expunged since the search: nothing to store.
            if (error instanceof ApiError && error.status === 404) return undefined;
            throw error;
          });
          if (!read) continue;
          const message = messageOf(read.parsed, box, uid, read.seq);
          const inserted = await tx
            .insert(receivedEmails)
            .values({
              accountId: account.id,
              box,
              uidValidity,
              uid,
              messageId: message.messageId?.slice(0, 998) ?? null,
              from: message.from,
              to: message.to,
              cc: message.cc,
              replyTo: message.replyTo,
              subject: message.subject,
              date: message.date ? new Date(message.date) : null,
              text: message.text,
              html: message.html,
              remoteImages: message.remoteImages,
              htmlWithImages: message.htmlWithImages ?? null,
              attachments: message.attachments,
            })
            .onConflictDoNothing()
            .returning({ id: receivedEmails.id });
          stored += inserted.length;
        }
        return stored;
      }),
    );
  });
};

/** A stored message as the reading calls answer it. */
export const storedMessage = (row: typeof receivedEmails.$inferSelect) => ({
  pk: row.id,
  accountId: row.accountId,
  box: row.box,
  uid: row.uid,
  messageId: row.messageId,
  from: row.from,
  to: row.to,
  cc: row.cc,
  replyTo: row.replyTo,
  subject: row.subject,
  date: row.date ? row.date.toISOString() : null,
  text: row.text,
  html: row.html,
  remoteImages: row.remoteImages,
  ...(row.remoteImages && row.htmlWithImages !== null ? { htmlWithImages: row.htmlWithImages } : {}),
  attachments: row.attachments,
});
