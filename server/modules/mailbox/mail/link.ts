import type { FastifyRequest } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { customerRequest } from '../../../../src/schemas/entities/customerRequest';
import { reclamation } from '../../../../src/schemas/entities/reclamation';
import { salesOrder } from '../../../../src/schemas/entities/salesOrder';
import { task } from '../../../../src/schemas/entities/task';
import { allows } from '../../../auth/access';
import type { Db } from '../../../db/connection';
import { customerRequestComments, files, reclamationHistoryEvents } from '../../../db/tables';
import { ApiError } from '../../../http';
import { entityStore } from '../../../core/entityStore';
import { writeFileChunks } from '../../../core/files/fileStore';
import { cleanFileName, MAX_FILE_SIZE, MAX_FILE_SIZE_TEXT, sniffContentType } from '../../../core/files/fileTypes';
import { nextTaskNumber, notifyNewTask, numberUnnumbered } from '../../../core/workflow/engine';
import { visibleTask } from '../../../core/workflow/visibility';
import { sanitizeMailHtml } from './sanitize';

/** The records mail is saved to, by the names the mailbox uses, with their file owner type and right. */
export const MAIL_OWNERS = {
  reclamation: { fileOwner: 'reclamation', access: reclamation.access },
  order: { fileOwner: 'order', access: salesOrder.access },
  customerRequest: { fileOwner: 'customer_request', access: customerRequest.access },
  task: { fileOwner: 'task', access: task.access },
} as const;
export type MailOwner = keyof typeof MAIL_OWNERS;

export type MailFile = { filename: string; content: Buffer };

async function* once(bytes: Buffer) {
  yield bytes;
}

const scope = (request: FastifyRequest) => request.access?.customers;

/** The record, when the caller may change records of its kind (403) and see this one (404). */
export const writableOwner = async (tx: Db, request: FastifyRequest, type: MailOwner, id: number) => {
  if (!request.access || !allows(request.access.rights, MAIL_OWNERS[type].access, 'modify')) throw new ApiError(403, 'forbidden');
  switch (type) {
    case 'reclamation':
      return entityStore(tx).lockOne(reclamation, id, scope(request));
    case 'order':
      return entityStore(tx).lockOne(salesOrder, id, scope(request));
    case 'customerRequest':
      return entityStore(tx).lockOne(customerRequest, id, scope(request));
    case 'task':
      return visibleTask(tx, request, id, true);
  }
};

/** Stores files of a record through the file store (bytes in pieces, type read from the content); the new ids. */
export const storeFiles = async (tx: Db, ownerType: string, ownerId: number, list: readonly MailFile[], userId: number | null, description: string | null) => {
  const stored: { id: number; fileName: string; size: number }[] = [];
  const large = list.find((f) => f.content.length > MAX_FILE_SIZE);
  if (large) throw new ApiError(413, 'fileTooLarge', [{ path: 'files', code: 'fileTooLarge', params: { max: MAX_FILE_SIZE_TEXT } }], { max: MAX_FILE_SIZE_TEXT });
  for (const file of list) {
    const fileName = cleanFileName(file.filename);
    const [row] = await tx
      .insert(files)
      .values({ owner_type: ownerType, owner_id: ownerId, file_name: fileName, content_type: sniffContentType(file.content), size: file.content.length, description, created_by: userId })
      .returning({ id: files.id });
    await writeFileChunks(tx, row.id, once(file.content));
    stored.push({ id: row.id, fileName, size: file.content.length });
  }
  return stored;
};

const attachmentsOf = (parsed: ParsedMail): MailFile[] => parsed.attachments.map((a, i) => ({ filename: a.filename ?? `zalacznik-${i + 1}`, content: a.content }));
const sender = (parsed: ParsedMail) => parsed.from?.text ?? '';
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

export type LinkSource = { accountId: number; uid: number; parsed: ParsedMail };

/** A history event naming the message and its attachments as the reclamation's files (each with its own file event, as an upload). */
export const linkToReclamation = async (tx: Db, request: FastifyRequest, id: number, { parsed }: LinkSource) => {
  await writableOwner(tx, request, 'reclamation', id);
  const userId = request.user?.id ?? null;
  const date = parsed.date ? parsed.date.toISOString() : '';
  const stored = await storeFiles(tx, 'reclamation', id, attachmentsOf(parsed), userId, clip(`E-mail: ${parsed.subject ?? ''}`, 500));
  await tx.insert(reclamationHistoryEvents).values([
    { reclamation_id: id, action_type: 2, description: clip(`E-mail od ${sender(parsed)} (${date}): ${parsed.subject ?? ''}${stored.length ? `; załączniki: ${stored.map((f) => f.fileName).join(', ')}` : ''}`, 10_000), user_id: userId },
    ...stored.map((f) => ({ reclamation_id: id, action_type: 3, description: `Plik: ${f.fileName}`, user_id: userId })),
  ]);
  return id;
};

/** An e-mail comment of the offer request (spec §3 byEmail, emailTitle, emailUid, emailId, emailAccountId, emailType) with the attachments as its files. */
export const linkToCustomerRequest = async (tx: Db, request: FastifyRequest, id: number, { parsed, accountId, uid }: LinkSource) => {
  await writableOwner(tx, request, 'customerRequest', id);
  const userId = request.user?.id ?? null;
  const [comment] = await tx
    .insert(customerRequestComments)
    .values({
      customer_request_id: id,
      text: clip(parsed.text ?? '', 100_000),
      byEmail: true,
      emailTitle: clip(parsed.subject ?? '', 500),
      emailUid: String(uid),
      emailId: parsed.messageId ? clip(parsed.messageId, 500) : null,
      emailAccountId: accountId,
      emailType: 'received',
      user_id: userId,
    })
    .returning({ id: customerRequestComments.id });
  await storeFiles(tx, 'customer_request_comment', comment.id, attachmentsOf(parsed), userId, null);
  return id;
};

/** A new task from the message (emailTitle, emailBody, emailFrom, emailDate), numbered as any new task, the attachments its files. */
export const linkToTask = async (tx: Db, request: FastifyRequest, { parsed }: LinkSource) => {
  if (!request.access || !allows(request.access.rights, task.access, 'modify')) throw new ApiError(403, 'forbidden');
  const userId = request.user?.id ?? null;
  const html = typeof parsed.html === 'string';
  const created = await entityStore(tx).create(task, {
    name: clip(parsed.subject || 'E-mail', 200),
    emailTitle: clip(parsed.subject ?? '', 500),
    emailFrom: clip(sender(parsed), 320),
    emailDate: parsed.date ?? null,
    // The task shows the body: the same allow-list as the mailbox, remote images blocked.
    emailBody: clip(html ? sanitizeMailHtml(String(parsed.html)).html : (parsed.text ?? ''), 200_000),
    emailBodyType: html ? 'html' : 'text',
    number: await nextTaskNumber(tx),
    authorId: userId,
  });
  const row = await numberUnnumbered(tx, created);
  await storeFiles(tx, 'task', Number(row.id), attachmentsOf(parsed), userId, null);
  await notifyNewTask(tx, row, userId);
  return Number(row.id);
};
