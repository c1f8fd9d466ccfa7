import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ImapFlow } from 'imapflow';
import { z } from 'zod';
import type { RouteAccess } from '../../../auth/access';
import { notFound, ok, parseOr400 } from '../../../http';
import { contentDisposition, sniffContentType } from '../../../core/files/fileTypes';
import type { MailAccount } from '../mail/accounts';
import { accountForUser, usableAccounts } from '../mail/accounts';
import { MailFailure, mailApiError } from '../mail/failure';
import type { ImapPool } from '../mail/imap/pool';
import { listBoxes, listMessages, parseMessage, readAttachment, readMessage, readStoredAttachment, setSeen } from '../mail/imap/read';
import { linkToCustomerRequest, linkToReclamation, linkToTask, MAIL_OWNERS, storeFiles, writableOwner } from '../mail/link';
import { receivedEmails, reclamationHistoryEvents } from '../../../db/tables';
import { storedMessage } from '../mail/received';
import { fetchCron, receivedMailJobs } from '../mail/fetchJob';

const read: { access: RouteAccess } = { access: { key: 'mailbox', mode: 'read' } };
const modify: { access: RouteAccess } = { access: { key: 'mailbox', mode: 'modify' } };
const tags = ['Mailbox'];

const id = z.coerce.number().int().positive().max(2_147_483_647);
const boxName = z.string().trim().min(1).max(500).default('INBOX');
const accountParams = z.object({ accountId: id });
const uidParams = z.object({ accountId: id, uid: id });
const seqParams = z.object({ accountId: id, seq: id });
const partParams = z.object({ accountId: id, uid: id, partId: z.string().regex(/^\d{1,4}$/) });
const boxQuery = z.object({ box: boxName });
const listQuery = z.object({
  box: boxName,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  q: z.string().trim().max(200).optional(),
});
const seenBody = z.object({ box: boxName, seen: z.boolean() });
const saveBody = z.object({ box: boxName, ownerType: z.enum(Object.keys(MAIL_OWNERS) as [keyof typeof MAIL_OWNERS]), ownerId: id });
const linkBody = z.discriminatedUnion('target', [
  z.object({ box: boxName, target: z.literal('reclamation'), id }),
  z.object({ box: boxName, target: z.literal('customerRequest'), id }),
  z.object({ box: boxName, target: z.literal('task'), id: id.optional() }),
]);

const storedParams = z.object({ pk: id });
const storedPartParams = storedParams.extend({ partId: z.string().regex(/^\d{1,4}$/) });

/** A received attachment's bytes: PDF, JPEG or PNG by content, else opaque; never run, never sniffed. */
const sendAttachment = (reply: FastifyReply, filename: string, content: Buffer) =>
  reply
    .header('content-type', sniffContentType(content))
    .header('content-length', String(content.length))
    .header('content-disposition', contentDisposition(filename, false))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store')
    .send(content);

/**
 * Reading mail (the mailbox contract): the caller's accounts, an account's folders, a page of a
 * folder, one message by UID or sequence number (sanitised HTML, remote images blocked), an
 * attachment's bytes and the seen flag. Everything needs the `mailbox` right and the use of the
 * account; the IMAP connections come from the pool, each request holding one for its duration.
 * The received mail of "store received" accounts is fetched by the job queue on the same pool,
 * every MAIL_FETCH_INTERVAL minutes.
 */
export const mailboxRoutes = async (app: FastifyInstance, { pool }: { pool: ImapPool }) => {
  const { db } = app;
  const cron = fetchCron(process.env.MAIL_FETCH_INTERVAL);
  for (const job of receivedMailJobs({ db, dataDir: app.config.dataDir, pool, jobs: app.jobs, log: app.log, cron })) app.jobs.define(job);

  /** Runs IMAP work for the caller on an account it may use; a connection failure is a 502 naming its stage. */
  const onAccount = async <T>(request: FastifyRequest, accountId: number, work: (client: ImapFlow, account: MailAccount) => Promise<T>): Promise<T> => {
    const account = await accountForUser(db, app.config.dataDir, accountId, request.user!.id);
    try {
      return await pool.use(account, (client) => work(client, account));
    } catch (error) {
      if (error instanceof MailFailure) throw mailApiError(error);
      throw error;
    }
  };

  app.get('/api/mailbox/accounts', { config: read, schema: { tags, summary: 'The e-mail accounts the caller may use' } }, async (request) =>
    ok(await usableAccounts(db, request.user!.id)),
  );

  app.get('/api/mailbox/:accountId/boxes', { config: read, schema: { tags, summary: "An account's folders (get mailboxes)", params: accountParams } }, async (request) => {
    const { accountId } = parseOr400(accountParams, request.params);
    return ok(await onAccount(request, accountId, (client) => listBoxes(client)));
  });

  app.get('/api/mailbox/:accountId/emails', { config: read, schema: { tags, summary: 'A page of a folder, newest first (get all e-mails)', params: accountParams, querystring: listQuery } }, async (request) => {
    const { accountId } = parseOr400(accountParams, request.params);
    const { box, page, limit, q } = parseOr400(listQuery, request.query);
    return ok(await onAccount(request, accountId, (client) => listMessages(client, box, page, limit, q || undefined)));
  });

  app.get('/api/mailbox/email/:pk', { config: read, schema: { tags, summary: 'A received e-mail stored in the portal, by its id', params: storedParams } }, async (request) => {
    const { pk } = parseOr400(storedParams, request.params);
    const [row] = await db.select().from(receivedEmails).where(eq(receivedEmails.id, pk));
    if (!row) throw notFound();
    // The caller must be allowed to use the account the message came to (403), as for live mail.
    await accountForUser(db, app.config.dataDir, row.accountId, request.user!.id);
    return ok(storedMessage(row));
  });

  /**
   * An attachment of a stored message: PostgreSQL keeps the list, the bytes are read from the
   * server by the UID the message was stored under, while that UID still names it (410 otherwise).
   */
  app.get('/api/mailbox/email/:pk/attachment/:partId', { config: read, schema: { tags, summary: "An attachment's bytes of a received e-mail stored in the portal", params: storedPartParams, answer: { file: ['application/octet-stream'] } } }, async (request, reply) => {
    const { pk, partId } = parseOr400(storedPartParams, request.params);
    const [row] = await db.select().from(receivedEmails).where(eq(receivedEmails.id, pk));
    if (!row) throw notFound();
    const { info, content } = await onAccount(request, row.accountId, (client) => readStoredAttachment(client, row, partId));
    return sendAttachment(reply, info.filename, content);
  });

  app.get('/api/mailbox/:accountId/email/uid/:uid', { config: read, schema: { tags, summary: 'One e-mail by UID', params: uidParams, querystring: boxQuery } }, async (request) => {
    const { accountId, uid } = parseOr400(uidParams, request.params);
    const { box } = parseOr400(boxQuery, request.query);
    return ok({ accountId, ...(await onAccount(request, accountId, (client) => readMessage(client, box, { uid }))) });
  });

  app.get('/api/mailbox/:accountId/email/seq/:seq', { config: read, schema: { tags, summary: 'One e-mail by sequence number', params: seqParams, querystring: boxQuery } }, async (request) => {
    const { accountId, seq } = parseOr400(seqParams, request.params);
    const { box } = parseOr400(boxQuery, request.query);
    return ok({ accountId, ...(await onAccount(request, accountId, (client) => readMessage(client, box, { seq }))) });
  });

  app.get('/api/mailbox/:accountId/email/uid/:uid/attachment/:partId', { config: read, schema: { tags, summary: "An attachment's bytes", params: partParams, querystring: boxQuery, answer: { file: ['application/octet-stream'] } } }, async (request, reply) => {
    const { accountId, uid, partId } = parseOr400(partParams, request.params);
    const { box } = parseOr400(boxQuery, request.query);
    const { info, content } = await onAccount(request, accountId, (client) => readAttachment(client, box, uid, partId));
    return sendAttachment(reply, info.filename, content);
  });

  app.put('/api/mailbox/:accountId/email/uid/:uid/seen', { config: modify, schema: { tags, summary: 'Marks an e-mail seen or unseen', params: uidParams, body: seenBody } }, async (request) => {
    const { accountId, uid } = parseOr400(uidParams, request.params);
    const { box, seen } = parseOr400(seenBody, request.body);
    await onAccount(request, accountId, (client) => setSeen(client, box, uid, seen));
    return ok({ uid, seen });
  });

  /** "Post an incoming attachment": stores it as a file of a record, in one transaction (a reclamation's history names it). */
  app.post('/api/mailbox/:accountId/email/uid/:uid/attachment/:partId/save', { config: modify, schema: { tags, summary: 'Saves an attachment as a file of a record', params: partParams, body: saveBody } }, async (request) => {
    const { accountId, uid, partId } = parseOr400(partParams, request.params);
    const { box, ownerType, ownerId } = parseOr400(saveBody, request.body);
    // The owner is checked before the server is asked, and again, locked, in the transaction.
    await writableOwner(db, request, ownerType, ownerId);
    const { info, content } = await onAccount(request, accountId, (client) => readAttachment(client, box, uid, partId));
    const userId = request.user?.id ?? null;
    const [file] = await db.transaction(async (tx) => {
      await writableOwner(tx, request, ownerType, ownerId);
      const stored = await storeFiles(tx, MAIL_OWNERS[ownerType].fileOwner, ownerId, [{ filename: info.filename, content }], userId, null);
      if (ownerType === 'reclamation') await tx.insert(reclamationHistoryEvents).values({ reclamation_id: ownerId, action_type: 3, description: `Plik: ${stored[0].fileName}`, user_id: userId });
      return stored;
    });
    return ok({ ownerType, ownerId, ...file });
  });

  /** Links a received message to a reclamation, an offer request or a new task, in one transaction. */
  app.post('/api/mailbox/:accountId/email/uid/:uid/link', { config: modify, schema: { tags, summary: 'Attaches an e-mail to a reclamation, an offer request or a new task', params: uidParams, body: linkBody } }, async (request) => {
    const { accountId, uid } = parseOr400(uidParams, request.params);
    const body = parseOr400(linkBody, request.body);
    if (body.target !== 'task') await writableOwner(db, request, body.target, body.id);
    const parsed = await onAccount(request, accountId, (client) => parseMessage(client, body.box, uid));
    const source = { accountId, uid, parsed };
    const written = await db.transaction(async (tx) => {
      if (body.target === 'reclamation') return linkToReclamation(tx, request, body.id, source);
      if (body.target === 'customerRequest') return linkToCustomerRequest(tx, request, body.id, source);
      return linkToTask(tx, request, source);
    });
    return ok({ target: body.target, id: written });
  });
};
