import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PlaceholderValues, TemplateRecordType } from '../../../../../src/schemas/mail/placeholders';
import { withRecordPrefix } from '../../../../../src/schemas/mail/placeholders';
import { labelText } from '../../../../../src/schemas/core';
import { registry } from '../../../../../src/schemas/registry';
import { ORDER_STATUS_OPTIONS } from '../../../../../src/schemas/sales/orderStatus';
import { allows } from '../../../../auth/access';
import type { Db } from '../../../../db/connection';
import { entityTable, users } from '../../../../db/tables';
import { ApiError, notFound } from '../../../../http';
import { warsawDate, warsawToday } from '../../../../core/today';

export type MailRecordType = Exclude<TemplateRecordType, 'none'>;

/** The entity behind each record type a message or a template may be about. */
export const RECORD_ENTITY: Readonly<Record<MailRecordType, string>> = {
  reclamation: 'reclamation',
  order: 'sales_order',
  customerRequest: 'customer_request',
  task: 'task',
};

/** DD.MM.YYYY (spec §9) of a day or a moment, in Poland. */
const polishDate = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  const day = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : warsawDate(new Date(value as string | Date));
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
};

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

const userName = async (db: Db, id: unknown): Promise<string> => {
  if (!id) return '';
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, Number(id)));
  return row?.name ?? '';
};

const dictionaryText = async (db: Db, entity: string, id: unknown): Promise<string> => {
  if (!id) return '';
  const table = entityTable(entity);
  const [row] = await db.select({ description: table.description }).from(table).where(eq(table.id, Number(id)));
  return text(row?.description);
};

const customerValues = async (db: Db, id: unknown): Promise<Record<string, string>> => {
  const customer = entityTable('customer');
  const [row] = id ? await db.select().from(customer).where(eq(customer.id, Number(id))) : [];
  return {
    'customer.name': text(row?.name),
    'customer.email': text(row?.email),
    'customer.phone': text(row?.phone),
    'customer.nip': text(row?.nip),
  };
};

/** The record's own values: number, status, date, author and the type's own text. */
const ownValues: Readonly<Record<MailRecordType, (db: Db, row: Record<string, unknown>) => Promise<Record<string, string>>>> = {
  reclamation: async (db, row) => ({
    number: text(row.number),
    status: await dictionaryText(db, 'reclamation_status', row.status),
    date: polishDate(row.input_date),
    author: await userName(db, row.responsible),
    reference: text(row.sales_reference),
  }),
  order: async (db, row) => ({
    number: text(row.numberStr),
    status: labelText(ORDER_STATUS_OPTIONS.find((o) => o.id === row.status)?.label ?? { pl: text(row.status), en: '', de: '', fr: '' }, 'pl'),
    date: polishDate(row.createdAt),
    author: await userName(db, row.author),
    reference: text(row.reference),
  }),
  customerRequest: async (db, row) => ({
    number: text(row.number),
    status: await dictionaryText(db, 'customer_request_status', row.status),
    date: polishDate(row.createdAt),
    author: await userName(db, row.author),
    title: text(row.title),
  }),
  task: async (db, row) => ({
    number: text(row.number),
    date: polishDate(row.date),
    author: await userName(db, row.authorId),
    title: text(row.name),
  }),
};

const customerOf = (type: MailRecordType, row: Record<string, unknown>): unknown => (type === 'reclamation' ? row.customer : row.customerId);

/**
 * A record a message is written about, read as the caller: 403 without the right to read records
 * of that type, 404 when there is no such record.
 */
export const readableRecord = async (db: Db, request: FastifyRequest, type: MailRecordType, id: number): Promise<Record<string, unknown>> => {
  const entity = registry.find((e) => e.name === RECORD_ENTITY[type]);
  if (!entity || !request.access || !allows(request.access.rights, entity.access, 'read')) throw new ApiError(403, 'forbidden');
  const table = entityTable(entity.name);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) throw notFound();
  return row;
};

/** The values of every placeholder a template of `type` may use, for a record (or none) and its sender. */
export const placeholderValues = async (
  db: Db,
  sender: { name: string; email: string },
  record?: { type: MailRecordType; row: Record<string, unknown> },
): Promise<PlaceholderValues> => {
  const common = { 'user.name': sender.name, 'user.email': sender.email, today: polishDate(warsawToday()) };
  if (!record) return common;
  const own = await ownValues[record.type](db, record.row);
  const customer = await customerValues(db, customerOf(record.type, record.row));
  // A reclamation's end customer may have an address of their own when the customer record has none.
  if (record.type === 'reclamation' && !customer['customer.email']) customer['customer.email'] = text(record.row.email);
  return withRecordPrefix(record.type, { ...own, ...customer, ...common });
};
