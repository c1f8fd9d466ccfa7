import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TEMPLATE_RECORD_TYPES } from '../../../../../src/schemas/mail/placeholders';
import { MAX_RECIPIENTS, parseAddressList } from '../../../../../src/schemas/mail/addresses';
import type { Db } from '../../../../db/connection';
import { files } from '../../../../db/tables';
import { ApiError, badRequest, parseOr400 } from '../../../../http';
import { writeFileChunks } from '../../../../core/files/fileStore';
import { cleanFileName } from '../../../../core/files/fileTypes';
import { accountForUser } from '../accounts';
import { OUTGOING_OWNER } from './outgoing';
import type { MailRecordType } from './recordValues';
import { readableRecord } from './recordValues';
import { fillFromRecord, loadTemplate } from './templates';

/** Attachments of one message together, decoded. */
export const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;
export const MAX_ATTACHMENT_TEXT = '25 MB';
/** A message's JSON body: 25 MB of attachments in base64 (a third more) and the text. */
export const MESSAGE_BODY_LIMIT = 35 * 1024 * 1024;

const OWNER_TYPES = TEMPLATE_RECORD_TYPES.filter((t): t is MailRecordType => t !== 'none');
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const attachmentSchema = z.object({
  filename: z.string().trim().min(1).max(255),
  contentType: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w.+-]+\/[\w.+-]+$/)
    .nullish(),
  content: z.string(),
});

export const messageSchema = z.object({
  accountId: z.number().int().min(1).max(2_147_483_647),
  to: z.string().max(10_000),
  cc: z.string().max(10_000).nullish(),
  bcc: z.string().max(10_000).nullish(),
  subject: z.string().max(998).nullish(),
  body: z.string().max(2_000_000).nullish(),
  inReplyTo: z.string().trim().max(998).nullish(),
  ownerType: z.enum(OWNER_TYPES as [MailRecordType, ...MailRecordType[]]).or(z.literal('')).nullish(),
  ownerId: z.number().int().min(1).max(2_147_483_647).nullish(),
  templateId: z.number().int().min(1).max(2_147_483_647).nullish(),
  attachments: z.array(attachmentSchema).max(50).nullish(),
});

export type MessageInput = {
  accountId: number;
  to: string;
  cc: string | null;
  bcc: string | null;
  subject: string;
  body: string;
  inReplyTo: string | null;
  ownerType: MailRecordType | null;
  ownerId: number | null;
  /** Undefined: the stored attachments stay (an edit that sends none). */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

/** A recipient list as stored: every entry an address, joined by `, `; 400 naming the first that is not. */
const recipients = (path: 'to' | 'cc' | 'bcc', text: string | null | undefined): string | null => {
  const parsed = parseAddressList(text ?? '');
  if (!parsed.ok) throw new ApiError(400, 'invalidRecipients', [{ path, code: 'invalidRecipients', params: { name: parsed.invalid[0] } }], { name: parsed.invalid[0] });
  if (parsed.addresses.length > MAX_RECIPIENTS) throw badRequest([{ path, code: 'tooManyItems', params: { max: MAX_RECIPIENTS } }]);
  if (parsed.addresses.length === 0) return null;
  return parsed.addresses.map((a) => (a.name ? `"${a.name.replace(/["\\]/g, '')}" <${a.address}>` : a.address)).join(', ');
};

/** The decoded size of base64 text, known before decoding it. */
const decodedSize = (text: string) => Math.floor((text.length * 3) / 4) - (text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0);

/**
 * A message to write, checked whole before anything is stored: the fields, the recipients, the
 * attachments' size (413 past 25 MB together) and encoding, the account (the caller's to use),
 * the record it is about (one the caller may read) and the template it comes from (its
 * placeholders filled from that record).
 */
export const messageInput = async (db: Db, dataDir: string, request: FastifyRequest, body: unknown): Promise<MessageInput> => {
  const data = parseOr400(messageSchema, body);
  const to = recipients('to', data.to);
  if (!to) throw new ApiError(400, 'noRecipient', [{ path: 'to', code: 'noRecipient' }]);
  const cc = recipients('cc', data.cc);
  const bcc = recipients('bcc', data.bcc);
  let attachments: MessageInput['attachments'];
  if (data.attachments) {
    const texts = data.attachments.map((a) => a.content.replace(/\s+/g, ''));
    const total = texts.reduce((sum, text) => sum + decodedSize(text), 0);
    if (total > MAX_ATTACHMENT_BYTES) throw new ApiError(413, 'attachmentsTooLarge', [], { max: MAX_ATTACHMENT_TEXT });
    const bad = texts.findIndex((text) => text.length % 4 !== 0 || !BASE64.test(text));
    if (bad >= 0) throw badRequest([{ path: `attachments.${bad}.content`, code: 'invalidBase64' }]);
    attachments = data.attachments.map((a, i) => ({
      filename: cleanFileName(a.filename),
      contentType: a.contentType || 'application/octet-stream',
      content: Buffer.from(texts[i], 'base64'),
    }));
  }
  await accountForUser(db, dataDir, data.accountId, request.user?.id ?? 0);
  const ownerType = data.ownerType || null;
  const ownerId = data.ownerId ?? null;
  if ((ownerType === null) !== (ownerId === null)) throw badRequest([{ path: ownerType ? 'ownerId' : 'ownerType', code: 'required' }]);
  const owner = ownerType && ownerId ? { type: ownerType, id: ownerId } : undefined;
  if (owner) await readableRecord(db, request, owner.type, owner.id);
  let subject = data.subject ?? '';
  let html = data.body ?? '';
  if (data.templateId) {
    const template = await loadTemplate(db, data.templateId);
    // The template's own text when the message brings none; either way its placeholders are filled.
    const texts = { subject: subject || template.subject, body: html || template.body };
    ({ subject, body: html } = await fillFromRecord(db, request, template.recordType, texts, owner));
  }
  return { accountId: data.accountId, to, cc, bcc, subject: subject.replace(/[\r\n]+/g, ' '), body: html, inReplyTo: data.inReplyTo || null, ownerType, ownerId, attachments };
};

/** Stores a message's attachments (replacing any it had), in the transaction that writes the message. */
export const storeAttachments = async (tx: Db, request: FastifyRequest, messageId: number, attachments: NonNullable<MessageInput['attachments']>): Promise<void> => {
  await tx.delete(files).where(and(eq(files.owner_type, OUTGOING_OWNER), eq(files.owner_id, messageId)));
  for (const attachment of attachments) {
    const [file] = await tx
      .insert(files)
      .values({ owner_type: OUTGOING_OWNER, owner_id: messageId, file_name: attachment.filename, content_type: attachment.contentType, size: attachment.content.length, created_by: request.user?.id ?? null })
      .returning({ id: files.id });
    await writeFileChunks(tx, file.id, Readable.from([attachment.content]));
  }
};
