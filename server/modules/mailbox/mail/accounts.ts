import { and, eq, exists, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { emailAccounts, linesTable, roleGroupUsers } from '../../../db/tables';
import { ApiError, notFound } from '../../../http';
import { mailSecrets } from './secret';

/** What a mail connection needs of an account: its servers and the password in clear. */
export type MailAccount = {
  id: number;
  name: string;
  email: string;
  imapHost: string | null;
  imapPort: number | null;
  imapTls: boolean;
  smtpHost: string | null;
  smtpPort: number | null;
  smtpTls: boolean;
  login: string | null;
  password: string | null;
  storeReceived: boolean;
  storeSent: boolean;
  sentFolder: string | null;
  isActive: boolean;
  updatedAt: Date;
};

const accountUsers = linesTable('email_account', 'users');
const accountGroups = linesTable('email_account', 'groups');

/**
 * Whether a user may use an account: nobody listed on it, or the user listed, or one of the user's
 * access groups listed. The `mailbox` right is checked by the route.
 */
const usableBy = (userId: number) => {
  const listedUser = sql`select 1 from ${accountUsers} where ${accountUsers.emailAccountId} = ${emailAccounts.id}`;
  const listedGroup = sql`select 1 from ${accountGroups} where ${accountGroups.emailAccountId} = ${emailAccounts.id}`;
  return or(
    and(notExists(sql`(${listedUser})`), notExists(sql`(${listedGroup})`)),
    exists(sql`(${listedUser} and ${accountUsers.userId} = ${userId})`),
    exists(
      sql`(${listedGroup} and ${accountGroups.roleGroupId} in (select ${roleGroupUsers.roleGroupId} from ${roleGroupUsers} where ${roleGroupUsers.userId} = ${userId}))`,
    ),
  );
};

/** The active accounts a user may use, by name. */
export const usableAccounts = async (db: Db, userId: number) =>
  db
    .select({ id: emailAccounts.id, name: emailAccounts.name, email: emailAccounts.email })
    .from(emailAccounts)
    .where(and(eq(emailAccounts.isActive, true), usableBy(userId)))
    .orderBy(emailAccounts.name, emailAccounts.id);

/** The ids, of those asked, whose account holds a password. */
export const withPassword = async (db: Db, ids: readonly number[]): Promise<Set<number>> => {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: emailAccounts.id })
    .from(emailAccounts)
    .where(and(inArray(emailAccounts.id, [...ids]), sql`${emailAccounts.password} is not null`));
  return new Set(rows.map((r) => r.id));
};

/** An account with its password opened (404 for none). */
export const loadAccount = async (db: Db, dataDir: string, id: number): Promise<MailAccount> => {
  const [row] = await db.select().from(emailAccounts).where(eq(emailAccounts.id, id));
  if (!row) throw notFound();
  return { ...row, password: row.password === null ? null : mailSecrets(dataDir).open(row.password) };
};

/**
 * The account a caller uses for mail: 404 when there is none, 403 when the caller is not among
 * its users or groups.
 */
export const accountForUser = async (db: Db, dataDir: string, id: number, userId: number): Promise<MailAccount> => {
  const [row] = await db
    .select({ id: emailAccounts.id, usable: sql<boolean>`${usableBy(userId)}` })
    .from(emailAccounts)
    .where(eq(emailAccounts.id, id));
  if (!row) throw notFound();
  if (!row.usable) throw new ApiError(403, 'forbidden');
  return loadAccount(db, dataDir, id);
};
