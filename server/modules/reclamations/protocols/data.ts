import { asc, eq } from 'drizzle-orm';
import { reclamation as reclamationEntity } from '../../../../src/schemas/entities/reclamation';
import type { Db } from '../../../db/connection';
import { entityTable, reclamationItems } from '../../../db/tables';
import { customerOf, defaultFirm, userName } from '../../../core/documents/parties';
import type { ProtocolData, ProtocolPosition, ProtocolReclamation } from './definitions';

type Row = Record<string, unknown>;

/** The dictionaries a reclamation points to, printed by their description. */
const LOOKUPS = {
  status: 'reclamation_status',
  type: 'reclamation_type',
  reason: 'reclamation_reason',
  perpetrator: 'reclamation_perpetrator',
  execution_type: 'reclamation_execution_type',
  decision: 'reclamation_decision',
} as const;

const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const isoDate = (value: unknown): string | null => (value instanceof Date ? value.toISOString().slice(0, 10) : str(value));

const descriptionOf = async (db: Db, target: string, id: unknown): Promise<string | null> => {
  if (typeof id !== 'number') return null;
  const table = entityTable(target);
  const [row] = await db.select({ description: table.description }).from(table).where(eq(table.id, id));
  return str(row?.description);
};

const nameOf = async (db: Db, target: 'sales_point', id: unknown): Promise<string | null> => {
  if (typeof id !== 'number') return null;
  const table = entityTable(target);
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return str(row?.name);
};

const positionsOf = async (db: Db, reclamationId: number): Promise<ProtocolPosition[]> => {
  const subject = entityTable('reclamation_subject');
  const rows = await db
    .select({ code: subject.code, subject: subject.description, description: reclamationItems.description, quantity: reclamationItems.quantity })
    .from(reclamationItems)
    .innerJoin(subject, eq(subject.id, reclamationItems.reclamation_subject))
    .where(eq(reclamationItems.reclamation_id, reclamationId))
    .orderBy(asc(reclamationItems.possitionIndex), asc(reclamationItems.id));
  return rows.map((r) => ({ code: str(r.code), subject: str(r.subject), description: str(r.description), quantity: r.quantity }));
};

const docTypeLabel = (value: unknown): string | null => {
  const options = (reclamationEntity.fields.doc_type as { options?: readonly { id: unknown; label: { pl: string } }[] }).options ?? [];
  return options.find((o) => o.id === value)?.label.pl ?? str(value);
};

/**
 * Everything a protocol prints about a reclamation the caller may already see (the route checks
 * visibility first): the default firm, the customer, the positions and the dictionaries'
 * descriptions in place of their ids.
 */
export const loadProtocolData = async (db: Db, row: Row, today = new Date()): Promise<ProtocolData> => {
  const id = Number(row.id);
  const lookups = Object.fromEntries(
    await Promise.all(Object.entries(LOOKUPS).map(async ([field, target]) => [field, await descriptionOf(db, target, row[field])] as const)),
  ) as Record<keyof typeof LOOKUPS, string | null>;
  const [firm, customer, positions, responsible, salesPoint] = await Promise.all([
    defaultFirm(db),
    customerOf(db, row.customer),
    positionsOf(db, id),
    userName(db, row.responsible),
    nameOf(db, 'sales_point', row.sales_point),
  ]);
  const reclamation: ProtocolReclamation = {
    id,
    number: str(row.number),
    input_date: isoDate(row.input_date),
    doc_type: docTypeLabel(row.doc_type),
    ...lookups,
    decision_date: isoDate(row.decision_date),
    execution_term: isoDate(row.execution_term),
    delivery_term: isoDate(row.delivery_term),
    responsible,
    sales_point: salesPoint,
    sales_date: isoDate(row.sales_date),
    sales_order: str(row.sales_order),
    sales_request: str(row.sales_request),
    sales_reference: str(row.sales_reference),
    doc_group: str(row.doc_group),
    guaranty_card: Boolean(row.guaranty_card),
    client_name: str(row.client_name),
    client_surname: str(row.client_surname),
    telephone: str(row.telephone),
    email: str(row.email),
    post_code: str(row.post_code),
    city: str(row.city),
    address: str(row.address),
    inv_address: Boolean(row.inv_address),
    post_code_inv: str(row.post_code_inv),
    city_inv: str(row.city_inv),
    address_inv: str(row.address_inv),
    amount: row.amount === null || row.amount === undefined ? null : Number(row.amount),
    lw: str(row.lw),
    zlc: str(row.zlc),
    comment: str(row.comment),
    internal_comment: str(row.internal_comment),
  };
  return { firm, reclamation, customer, positions, printedOn: today.toISOString().slice(0, 10) };
};
