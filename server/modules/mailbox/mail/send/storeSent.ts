import type { MailAccount } from '../accounts';
import { openImap } from '../imap/connect';
import type { MailSettings } from '../settings';

/**
 * Keeps a copy of a sent message in the account's IMAP Sent folder ("store sent"), marked read,
 * creating the folder when the server has none. Throws a MailFailure or the server's refusal; the
 * message is sent either way.
 */
export const appendToSent = async (account: MailAccount, raw: Buffer, sentAt: Date, settings: MailSettings): Promise<void> => {
  const client = await openImap(account, settings);
  try {
    const folder = account.sentFolder?.trim() || 'Sent';
    const boxes = await client.list();
    if (!boxes.some((box) => box.path === folder)) await client.mailboxCreate(folder);
    const appended = await client.append(folder, raw, ['\\Seen'], sentAt);
    if (!appended) throw new Error(`The IMAP server did not take the message into ${folder}`);
  } finally {
    await client.logout().catch(() => client.close());
  }
};
