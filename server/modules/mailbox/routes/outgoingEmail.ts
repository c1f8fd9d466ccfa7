import { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { outgoingEmail } from '../../../../src/schemas/entities/outgoingEmail';
import type { Db } from '../../../db/connection';
import { nextId } from '../../../db/nextId';
import { entityTable, files } from '../../../db/tables';
import { ApiError, notFound, parseOr400 } from '../../../http';
import { hooksFor } from '../../../core/entityHooks';
import { entityOperations } from '../../../core/entityRoutes';
import { readFileChunks } from '../../../core/files/fileStore';
import { downloadHeaders, sniffContentType } from '../../../core/files/fileTypes';
import { accountForUser, usableAccounts } from '../mail/accounts';
import { outgoingEmailJob, OUTGOING_JOB, OUTGOING_OWNER, attachmentsOf } from '../mail/send/outgoing';
import { MAX_ATTACHMENT_TEXT, MESSAGE_BODY_LIMIT, messageInput, messageSchema, storeAttachments } from '../mail/send/messageInput';
import { mailSettings } from '../mail/settings';
import { recordId } from '../../../core/recordId';

const read = { access: { key: outgoingEmail.access, mode: 'read' } } as const;
const tags = ['Outgoing e-mails'];
const retrySchema = z.object({ retry: z.literal(true) });

type Row = Record<string, unknown>;

const reclamationId = z.object({ reclamation_id: z.union([z.number(), z.string().trim().regex(/^-?\d+$/).transform(Number)]).pipe(z.number().int().positive().max(2_147_483_647)) });

/**
 * The e-mails of one reclamation (spec §7 "e-mails (list with optional reclamation_id)"), as the
 * legacy callers ask for them, `?reclamation_id=N`, or in the JSON filter: the messages written
 * about that reclamation (`ownerType` reclamation, `ownerId` N). A bad id is a 400 on reclamation_id.
 */
const takeReclamationFilter = (query: Row): Row => {
  let filter: unknown = {};
  if (typeof query.filter === 'string' && query.filter !== '') {
    try {
      filter = JSON.parse(query.filter);
    } catch {
      return query; // the list reports the malformed JSON
    }
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return query;
  const { reclamation_id: inFilter, ...rest } = filter as Row;
  const { reclamation_id: inQuery, ...others } = query;
  const raw = inFilter ?? inQuery;
  if (raw === undefined || raw === '') return others;
  const { reclamation_id: id } = parseOr400(reclamationId, { reclamation_id: raw });
  return { ...others, filter: JSON.stringify({ ...rest, ownerType: 'reclamation', ownerId: id }) };
};

const table = () => entityTable(outgoingEmail.name);
const dataDirOf = (request: FastifyRequest) => request.server.config.dataDir;

/** What a message written or changed starts as: waiting for the queue, not tried yet. */
const QUEUED = { state: 'queued', attempts: 0, error: null } as const;

const withAttachments = async (db: Db, rows: Row[]): Promise<Row[]> => {
  const attached = await attachmentsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((row) => ({ ...row, attachments: attached.get(Number(row.id)) ?? [] }));
};

/** 403 when the message's account is not the caller's to use; a switched-off account's messages stay readable. */
const checkAccount = (db: Db, request: FastifyRequest, row: Row) =>
  accountForUser(db, dataDirOf(request), Number(row.accountId), request.user?.id ?? 0).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'mailAccountInactive') return;
    throw error;
  });

/**
 * Puts a message in the send queue, in the transaction that saves it: the job is there once the
 * message is. A queue that cannot take it leaves the message queued (saving it again queues it again).
 */
const queue = async (tx: Db, request: FastifyRequest, id: number) => {
  try {
    await tx.transaction((savepoint) => request.server.jobs.send(OUTGOING_JOB, { id }, { tx: savepoint }));
  } catch (error) {
    request.log.error({ outgoingEmail: id, err: error instanceof Error ? error.message : String(error) }, 'Could not queue an outgoing e-mail');
  }
};

/**
 * Outgoing e-mail (spec §7, /outgoing-email-details/:id) through the generic routes: written in
 * the portal with its attachments (base64 in the body, 25 MB together) and maybe from a template,
 * stored queued and sent by the job queue over the account's SMTP server. A caller lists only
 * messages of accounts it may use (and those of one reclamation by `reclamation_id`), reads and
 * changes only those (403 otherwise), changes or deletes a message only while it is not sent, and
 * sends a failed one again with `{ retry: true }`.
 */
export const outgoingEmailHooks = hooksFor(outgoingEmail, {
  listQuery: async (db, request, raw) => {
    const query = takeReclamationFilter(raw);
    const accounts = (await usableAccounts(db, request.user?.id ?? 0)).map((a) => a.id);
    return { query, condition: accounts.length > 0 ? inArray(table().accountId, accounts) : sql`false` };
  },
  presentRows: (db, _request, rows) => withAttachments(db, rows),
  present: async (db, request, row) => {
    await checkAccount(db, request, row);
    const [withFiles] = await withAttachments(db, [row]);
    return withFiles;
  },
  body: { create: messageSchema, update: messageSchema.or(retrySchema), limit: MESSAGE_BODY_LIMIT, tooLarge: () => new ApiError(413, 'attachmentsTooLarge', [], { max: MAX_ATTACHMENT_TEXT }) },
  // The message's id is taken first: its attachments are stored under it in the same transaction.
  beforeCreate: async ({ tx, request, userId }, body) => {
    const { attachments, ...message } = await messageInput(tx, dataDirOf(request), request, body);
    const id = await nextId(tx, table());
    if (attachments) await storeAttachments(tx, request, id, attachments);
    return { ...message, ...QUEUED, id, authorId: userId };
  },
  afterCreate: ({ tx, request }, row) => queue(tx, request, Number(row.id)),
  // Waits for a send in progress (the record is locked first): the message is then sent and stays as it went.
  beforeUpdate: async ({ tx, request }, current, body) => {
    if (typeof body === 'object' && body !== null && 'retry' in body) {
      parseOr400(retrySchema, body);
      if (current.state !== 'failed') throw new ApiError(409, 'emailNotFailed');
      return { ...QUEUED };
    }
    const { attachments, ...message } = await messageInput(tx, dataDirOf(request), request, body);
    if (current.state === 'sent') throw new ApiError(409, 'emailAlreadySent');
    if (attachments) await storeAttachments(tx, request, Number(current.id), attachments);
    return { ...message, ...QUEUED };
  },
  afterUpdate: ({ tx, request }, current) => queue(tx, request, Number(current.id)),
  // A message not sent yet may be thrown away, with its attachments; a sent one stays on record.
  beforeDelete: async (_context, current) => {
    if (current.state === 'sent') throw new ApiError(409, 'emailAlreadySent');
  },
  afterDelete: async ({ tx }, current) => {
    await tx.delete(files).where(and(eq(files.owner_type, OUTGOING_OWNER), eq(files.owner_id, Number(current.id))));
  },
});

/** The actions on outgoing e-mail beyond the generic five: an attachment's bytes; and the job that sends. */
export const outgoingEmailRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const messages = entityOperations(outgoingEmail, outgoingEmailHooks.hooks);
  app.jobs.define(outgoingEmailJob(db, app.config.dataDir, mailSettings(), app.log));

  app.get('/api/outgoing_email/:id/attachment/:attachmentId', { config: read, schema: { tags, summary: 'The bytes of an outgoing e-mail attachment', answer: { file: ['application/octet-stream'] } } }, async (request, reply) => {
    const id = recordId(request, true);
    await messages.getOne(db, request, id);
    const attachmentId = Number((request.params as { attachmentId?: string }).attachmentId);
    if (!Number.isInteger(attachmentId) || attachmentId < 1 || attachmentId > 2_147_483_647) throw notFound();
    const [file] = await db
      .select({ id: files.id, name: files.file_name, size: files.size })
      .from(files)
      .where(and(eq(files.id, attachmentId), eq(files.owner_type, OUTGOING_OWNER), eq(files.owner_id, id)));
    if (!file) throw notFound();
    // Served as what the bytes are (PDF, JPEG, PNG or opaque), whatever type the writer declared.
    const head: Buffer[] = [];
    if (file.size > 0) for await (const piece of readFileChunks(db, file.id, 0, Math.min(file.size, 64) - 1)) head.push(Buffer.from(piece));
    const headers = downloadHeaders(sniffContentType(Buffer.concat(head)), file.name, file.size);
    return reply.headers(headers).send(file.size > 0 ? Readable.from(readFileChunks(db, file.id, 0, file.size - 1)) : Buffer.alloc(0));
  });
};
