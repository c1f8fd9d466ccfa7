import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { entityTable, users } from '../../db/tables';

/**
 * The parties every printed document names (the firm that heads it, the customer, a user) and the
 * formats documents print values in: shared by the reclamation protocols and the sales documents.
 */

export type Text = string | null | undefined;

export type DocumentFirm = { name: Text; nip?: Text; address?: Text; postCode?: Text; city?: Text; phone?: Text; email?: Text; bankAccount?: Text };
export type DocumentCustomer = { name: Text; nip?: Text; address?: Text; postCode?: Text; city?: Text; country?: Text; phone?: Text; email?: Text };

type Row = Record<string, unknown>;

/** A value as printed: trimmed text, nothing for none. */
export const s = (value: Text | number): string => (value === null || value === undefined ? '' : String(value).trim());

export const join = (parts: Text[], separator = ', ') => parts.map(s).filter(Boolean).join(separator);
export const cityLine = (postCode: Text, city: Text) => join([postCode, city], ' ');

/** `YYYY-MM-DD` (or an ISO timestamp) as DD.MM.YYYY (spec §9); anything else as it is. */
export const formatDate = (value: Text): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(s(value));
  return match ? `${match[3]}.${match[2]}.${match[1]}` : s(value);
};

/** The heading firm as printed: its name, then its address, NIP and contact lines. */
export const firmBlock = (firm: DocumentFirm | null): { name: string; lines: string[] } => {
  if (!firm) return { name: '', lines: [] };
  return {
    name: s(firm.name),
    lines: [
      join([firm.address, cityLine(firm.postCode, firm.city)]),
      s(firm.nip) ? `NIP: ${s(firm.nip)}` : '',
      join([s(firm.phone) ? `tel. ${s(firm.phone)}` : '', s(firm.email) ? `e-mail: ${s(firm.email)}` : ''], ', '),
    ].filter(Boolean),
  };
};

const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** A user's name (an author, a responsible person); null for none. */
export const userName = async (db: Db, id: unknown): Promise<string | null> => {
  if (typeof id !== 'number') return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return str(row?.name);
};

/** The firm that heads documents: the one marked default (the lowest id if several are). */
export const defaultFirm = async (db: Db): Promise<DocumentFirm | null> => {
  const firm = entityTable('firm');
  const [row] = await db.select().from(firm).where(eq(firm.isDefault, true)).orderBy(asc(firm.id)).limit(1);
  if (!row) return null;
  const r = row as Row;
  return { name: str(r.name), nip: str(r.nip), address: str(r.address), postCode: str(r.postCode), city: str(r.city), phone: str(r.phone), email: str(r.email), bankAccount: str(r.bankAccount) };
};

/** A customer's name, NIP, address and contact as documents print them; null for none. */
export const customerOf = async (db: Db, id: unknown): Promise<DocumentCustomer | null> => {
  if (typeof id !== 'number') return null;
  const customer = entityTable('customer');
  const [row] = await db.select().from(customer).where(eq(customer.id, id));
  if (!row) return null;
  const r = row as Row;
  return { name: str(r.name), nip: str(r.nip), address: str(r.address), postCode: str(r.postCode), city: str(r.city), country: str(r.country), phone: str(r.phone), email: str(r.email) };
};
