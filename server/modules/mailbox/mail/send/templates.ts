import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TemplateRecordType } from '../../../../../src/schemas/mail/placeholders';
import { fillPlaceholders, unknownPlaceholders } from '../../../../../src/schemas/mail/placeholders';
import type { Db } from '../../../../db/connection';
import { entityTable, users } from '../../../../db/tables';
import { ApiError, badRequest } from '../../../../http';
import type { MailRecordType } from './recordValues';
import { placeholderValues, readableRecord } from './recordValues';

/** 400 naming the first placeholder a record type does not offer, in subject or body. */
export const checkPlaceholders = (recordType: TemplateRecordType, texts: Readonly<Record<'subject' | 'body', unknown>>): void => {
  for (const path of ['subject', 'body'] as const) {
    const text = texts[path];
    const [unknown] = typeof text === 'string' ? unknownPlaceholders(text, recordType) : [];
    if (unknown !== undefined) throw new ApiError(400, 'unknownPlaceholder', [{ path, code: 'unknownPlaceholder', params: { name: unknown } }], { name: unknown });
  }
};

export type Owner = { type: MailRecordType; id: number };

/**
 * A subject and body filled from a record (or from none) for the caller: the body's values
 * HTML-escaped, the subject's as plain text. The record must be one the caller may read, and a
 * template of another record type's is refused.
 */
export const fillFromRecord = async (
  db: Db,
  request: FastifyRequest,
  recordType: TemplateRecordType,
  texts: { subject: string; body: string },
  owner: Owner | undefined,
): Promise<{ subject: string; body: string }> => {
  checkPlaceholders(recordType, texts);
  if (recordType !== 'none' && owner && owner.type !== recordType) throw badRequest([{ path: 'ownerType', code: 'invalidChoice' }]);
  const [sender] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, request.user?.id ?? 0));
  const record = owner && recordType !== 'none' ? { type: owner.type, row: await readableRecord(db, request, owner.type, owner.id) } : undefined;
  const values = await placeholderValues(db, { name: sender?.name ?? '', email: sender?.email ?? '' }, record);
  return { subject: fillPlaceholders(texts.subject, values, 'text'), body: fillPlaceholders(texts.body, values, 'html') };
};

/** A stored template (400 when there is none: it is named by a request's field). */
export const loadTemplate = async (db: Db, id: number, path = 'templateId') => {
  const table = entityTable('email_template');
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) throw badRequest([{ path, code: 'unknownReference' }]);
  return { recordType: row.recordType as TemplateRecordType, subject: String(row.subject ?? ''), body: String(row.body ?? '') };
};
