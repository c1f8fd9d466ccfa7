import { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseListQuery } from '../../../../src/schemas/core/listQuery';
import { outgoingEmail } from '../../../../src/schemas/entities/outgoingEmail';
import { entityTable, files } from '../../../db/tables';
import { ApiError, badRequest, notFound, ok, parseOr400 } from '../../../http';
import { entityRouteSchema } from '../../../openapi';
import { entityStore } from '../../../core/entityStore';
import { readFileChunks } from '../../../core/files/fileStore';
import { downloadHeaders, sniffContentType } from '../../../core/files/fileTypes';
import { accountForUser, usableAccounts } from '../mail/accounts';
import { outgoingEmailJob, OUTGOING_JOB, OUTGOING_OWNER, attachmentsOf } from '../mail/send/outgoing';
import { messageInput, messageSchema, storeMessage, MESSAGE_BODY_LIMIT } from '../mail/send/messageInput';
import { mailSettings } from '../mail/settings';
import { recordId } from '../../../core/recordId';

const read = { access: { key: outgoingEmail.access, mode: 'read' } } as const;
const modify = { access: { key: outgoingEmail.access, mode: 'modify' } } as const;
const tags = ['Outgoing e-mails'];
const retrySchema = z.object({ retry: z.literal(true) });

const reclamationId = z.object({ reclamation_id: z.union([z.number(), z.string().trim().regex(/^-?\d+$/).transform(Number)]).pipe(z.number().int().positive().max(2_147_483_647)) });

/**
 * The e-mails of one reclamation (spec §7 "e-mails (list with optional reclamation_id)"), as the
 * legacy callers ask for them, `?reclamation_id=N`, or in the JSON filter: the messages written
 * about that reclamation (`ownerType` reclamation, `ownerId` N). A bad id is a 400 on reclamation_id.
 */
const takeReclamationFilter = (query: Record<string, unknown>): Record<string, unknown> => {
  let filter: unknown = {};
  if (typeof query.filter === 'string' && query.filter !== '') {
    try {
      filter = JSON.parse(query.filter);
    } catch {
      return query; // parseListQuery reports the malformed JSON
    }
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) return query;
  const { reclamation_id: inFilter, ...rest } = filter as Record<string, unknown>;
  const { reclamation_id: inQuery, ...others } = query;
  const raw = inFilter ?? inQuery;
  if (raw === undefined || raw === '') return others;
  const { reclamation_id: id } = parseOr400(reclamationId, { reclamation_id: raw });
  return { ...others, filter: JSON.stringify({ ...rest, ownerType: 'reclamation', ownerId: id }) };
};

/** A message body over the route's limit is refused by the size of its attachments, which is what makes it large. */
const tooLarge = (error: FastifyError) => {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new ApiError(413, 'attachmentsTooLarge', [], { max: '25 MB' });
  throw error;
};

/**
 * Outgoing e-mail (spec §7, /outgoing-email-details/:id): written in the portal, stored with its
 * attachments and state, sent by the job queue over the account's SMTP server. A caller sees and
 * writes only messages of accounts it may use.
 */
export const outgoingEmailRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const table = entityTable(outgoingEmail.name);
  const store = entityStore(db);
  app.jobs.define(outgoingEmailJob(db, app.config.dataDir, mailSettings(), app.log));

  const queue = async (id: number) => {
    try {
      await app.jobs.send(OUTGOING_JOB, { id });
    } catch (error) {
      // The message stays queued; saving it again queues it again.
      app.log.error({ outgoingEmail: id, err: error instanceof Error ? error.message : String(error) }, 'Could not queue an outgoing e-mail');
    }
  };

  const withAttachments = async (rows: Record<string, unknown>[]) => {
    const attached = await attachmentsOf(
      db,
      rows.map((r) => Number(r.id)),
    );
    return rows.map((row) => ({ ...row, attachments: attached.get(Number(row.id)) ?? [] }));
  };

  /** A message the caller may see: 404 for none, 403 when its account is not the caller's to use. */
  const visible = async (request: FastifyRequest, id: number) => {
    const row = await store.getOne(outgoingEmail, id);
    await accountForUser(db, app.config.dataDir, Number(row.accountId), request.user?.id ?? 0).catch((error: unknown) => {
      // A switched-off account's messages stay readable.
      if (error instanceof ApiError && error.code === 'mailAccountInactive') return;
      throw error;
    });
    return row;
  };

  app.get(`/api${outgoingEmail.endpoints.list.path}`, { config: read, schema: { ...entityRouteSchema(outgoingEmail, 'list'), tags, summary: 'Outgoing e-mails (paged; filter accountId, state, ownerType + ownerId; reclamation_id, in the query or the filter, for the e-mails of a reclamation)' } }, async (request) => {
    const parsed = parseListQuery(outgoingEmail, takeReclamationFilter(request.query as Record<string, unknown>));
    if (!parsed.ok) throw badRequest(parsed.problems);
    const accounts = (await usableAccounts(db, request.user?.id ?? 0)).map((a) => a.id);
    const mine = accounts.length > 0 ? inArray(table.accountId, accounts) : sql`false`;
    const result = await store.list(outgoingEmail, parsed.query, undefined, mine);
    const rows = await withAttachments(result.rows);
    return ok(parsed.query.page ? { rows, count: result.count } : rows);
  });

  app.get(`/api${outgoingEmail.endpoints.getOne.path}`, { config: read, schema: { ...entityRouteSchema(outgoingEmail, 'getOne'), tags, summary: 'An outgoing e-mail with its attachments' } }, async (request) => {
    const [row] = await withAttachments([await visible(request, recordId(request, true))]);
    return ok(row);
  });

  app.post(
    `/api${outgoingEmail.endpoints.create.path}`,
    { config: { ...modify, entity: outgoingEmail }, bodyLimit: MESSAGE_BODY_LIMIT, errorHandler: tooLarge, schema: { ...entityRouteSchema(outgoingEmail, 'create'), tags, summary: 'Write an e-mail: stored queued, sent by the job queue (attachments base64, 25 MB together)', body: messageSchema } },
    async (request) => {
      const input = await messageInput(db, app.config.dataDir, request, request.body);
      const id = await db.transaction((tx) => storeMessage(tx, request, input));
      await queue(id);
      const [row] = await withAttachments([await store.getOne(outgoingEmail, id)]);
      return ok(row);
    },
  );

  app.put(
    `/api${outgoingEmail.endpoints.update.path}`,
    { config: { ...modify, entity: outgoingEmail }, bodyLimit: MESSAGE_BODY_LIMIT, errorHandler: tooLarge, schema: { ...entityRouteSchema(outgoingEmail, 'update'), tags, summary: 'Change a queued or failed e-mail (the same body as writing one), or { retry: true } to send a failed one again', body: messageSchema.or(retrySchema) } },
    async (request) => {
      const id = recordId(request, true);
      await visible(request, id);
      const retry = typeof request.body === 'object' && request.body !== null && 'retry' in request.body;
      if (retry) {
        parseOr400(retrySchema, request.body);
        await db.transaction(async (tx) => {
          const [row] = await tx.select({ state: table.state }).from(table).where(eq(table.id, id)).for('update');
          if (!row) throw notFound();
          if (row.state !== 'failed') throw new ApiError(409, 'emailNotFailed');
          await tx.update(table).set({ state: 'queued', attempts: 0, error: null, updatedAt: new Date() }).where(eq(table.id, id));
        });
      } else {
        const input = await messageInput(db, app.config.dataDir, request, request.body);
        await db.transaction(async (tx) => {
          // Waits for a send in progress: the message is then sent and stays as it went.
          const [row] = await tx.select({ state: table.state }).from(table).where(eq(table.id, id)).for('update');
          if (!row) throw notFound();
          if (row.state === 'sent') throw new ApiError(409, 'emailAlreadySent');
          await storeMessage(tx, request, input, id);
        });
      }
      await queue(id);
      const [row] = await withAttachments([await store.getOne(outgoingEmail, id)]);
      return ok(row);
    },
  );

  // A message not sent yet may be thrown away, with its attachments; a sent one stays on record.
  app.delete(`/api${outgoingEmail.endpoints.delete.path}`, { config: { ...modify, entity: outgoingEmail }, schema: { ...entityRouteSchema(outgoingEmail, 'delete'), tags, summary: 'Delete a queued or failed e-mail and its attachments (a sent one is 409)' } }, async (request) => {
    const id = recordId(request, true);
    await visible(request, id);
    await db.transaction(async (tx) => {
      const [row] = await tx.select({ state: table.state }).from(table).where(eq(table.id, id)).for('update');
      if (!row) throw notFound();
      if (row.state === 'sent') throw new ApiError(409, 'emailAlreadySent');
      await tx.delete(files).where(and(eq(files.owner_type, OUTGOING_OWNER), eq(files.owner_id, id)));
      await tx.delete(table).where(eq(table.id, id));
    });
    return ok({ id });
  });

  app.get('/api/outgoing_email/:id/attachment/:attachmentId', { config: read, schema: { tags, summary: 'The bytes of an outgoing e-mail attachment', answer: { file: ['application/octet-stream'] } } }, async (request, reply) => {
    const id = recordId(request, true);
    await visible(request, id);
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
