import type { FastifyInstance, FastifyRequest } from 'fastify';
import { labelText } from '../../../../src/schemas/core';
import { parseListQuery } from '../../../../src/schemas/core/listQuery';
import { bodySchema, parseBody } from '../../../../src/schemas/core/validation';
import { emailAccount } from '../../../../src/schemas/entities/emailAccount';
import type { RouteAccess } from '../../../auth/access';
import type { Db } from '../../../db/connection';
import { badRequest, ok, requestLocale } from '../../../http';
import { entityRouteSchema } from '../../../openapi';
import { entityStore } from '../../../core/entityStore';
import { accountForUser, loadAccount, withPassword } from '../mail/accounts';
import type { ServerSettings } from '../mail/connectionTest';
import { testConnections } from '../mail/connectionTest';
import { sanitizeMailHtml } from '../mail/sanitize';
import { mailSecrets } from '../mail/secret';
import { mailSettings } from '../mail/settings';
import { expectedVersion, recordId, recordIdSchema, tagged } from '../../../core/recordId';
import { writing } from '../../../core/writing';

type Row = Record<string, unknown>;
const read: { access: RouteAccess } = { access: { key: emailAccount.access, mode: 'read' } };
const modify: { access: RouteAccess; entity: typeof emailAccount } = { access: { key: emailAccount.access, mode: 'modify' }, entity: emailAccount };
const title = labelText(emailAccount.label.many, 'en');
/** A connection test: the form's fields, over the stored account when `id` names one. */
const testBody = bodySchema(emailAccount, 'update').extend({ id: recordIdSchema.nullish() });

/** Rows as answered: never the password, `hasPassword` instead. */
const answer = async (db: Db, rows: Row[]): Promise<Row[]> => {
  const holding = await withPassword(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((row) => ({ ...row, hasPassword: holding.has(Number(row.id)) }));
};

/** A body's fields as stored: the password sealed, the signature sanitised. */
const stored = (data: Row, dataDir: string): Row => {
  const result = { ...data };
  if (typeof result.password === 'string') result.password = mailSecrets(dataDir).seal(result.password);
  if (typeof result.signature === 'string') result.signature = sanitizeMailHtml(result.signature, { keepRemoteImages: true }).html;
  return result;
};

/**
 * E-mail accounts (spec §7): list, get, create, update, delete, as the generated routes of an
 * entity but with the password sealed on its way in and never answered, and the signature
 * sanitised. `onChange` hears of every saved or deleted account (open connections are closed).
 */
export const emailAccountRoutes = async (app: FastifyInstance, options: { onChange?: (id: number) => Promise<void> | void } = {}) => {
  const { db } = app;
  const { endpoints } = emailAccount;
  const store = entityStore(db);
  const changed = async (id: number) => options.onChange?.(id);
  const one = async (id: number) => (await answer(db, [await store.withLines(emailAccount, await store.getOne(emailAccount, id))]))[0];

  app.get(`/api${endpoints.list.path}`, { config: read, schema: entityRouteSchema(emailAccount, 'list') }, async (request) => {
    const parsed = parseListQuery(emailAccount, request.query as Record<string, unknown>);
    if (!parsed.ok) throw badRequest(parsed.problems);
    const result = await store.list(emailAccount, parsed.query);
    const rows = await answer(db, result.rows);
    return ok(parsed.query.page ? { rows, count: result.count } : rows);
  });

  app.get(`/api${endpoints.getOne.path}`, { config: read, schema: entityRouteSchema(emailAccount, 'getOne') }, async (request, reply) => ok(tagged(reply, await one(recordId(request, true)))));

  app.post(`/api${endpoints.create.path}`, { config: modify, schema: entityRouteSchema(emailAccount, 'create') }, async (request: FastifyRequest) => {
    const parsed = parseBody(emailAccount, 'create', request.body);
    if (!parsed.ok) throw badRequest(parsed.problems);
    const row = await writing(db, request, (tx) => entityStore(tx).create(emailAccount, stored(parsed.data, app.config.dataDir)));
    return ok(await one(Number(row.id)));
  });

  app.put(`/api${endpoints.update.path}`, { config: modify, schema: entityRouteSchema(emailAccount, 'update') }, async (request: FastifyRequest) => {
    const id = recordId(request, true);
    const parsed = parseBody(emailAccount, 'update', request.body);
    if (!parsed.ok) throw badRequest(parsed.problems);
    await writing(db, request, (tx) => entityStore(tx).update(emailAccount, id, stored(parsed.data, app.config.dataDir), undefined, expectedVersion(request)));
    await changed(id);
    return ok(await one(id));
  });

  /**
   * "Test connection": the account's fields as the form holds them, over the stored account when
   * `id` is given (its password is used when none is sent). Nothing is saved.
   */
  app.post('/api/email_account/test', { config: modify, schema: { tags: [title], summary: 'Tests the IMAP and SMTP connections of an account', body: testBody } }, async (request) => {
    const body = (request.body ?? {}) as Row;
    const parsed = parseBody(emailAccount, 'update', { ...body, id: undefined });
    if (!parsed.ok) throw badRequest(parsed.problems);
    const base: ServerSettings =
      body.id === undefined || body.id === null
        ? { imapHost: null, imapPort: 993, imapTls: true, smtpHost: null, smtpPort: 465, smtpTls: true, login: null, password: null }
        : await loadAccount(db, app.config.dataDir, recordId(request, false));
    const server = { ...base, ...parsed.data } as ServerSettings;
    return ok(await testConnections(server, mailSettings(), requestLocale(request)));
  });

  /** An account's signature for composing: the `mailbox` right and the use of the account. */
  app.get('/api/email_account_signature/:id', { config: { access: { key: 'mailbox', mode: 'read' } }, schema: { tags: [title], summary: "An account's signature" } }, async (request) => {
    const account = await accountForUser(db, app.config.dataDir, recordId(request, true), request.user!.id);
    const row = await store.getOne(emailAccount, account.id);
    return ok({ signature: String(row.signature ?? '') });
  });

  app.delete(`/api${endpoints.delete.path}`, { config: modify, schema: entityRouteSchema(emailAccount, 'delete') }, async (request) => {
    const id = recordId(request, true);
    const [row] = await answer(db, [await store.getOne(emailAccount, id)]);
    await writing(db, request, (tx) => entityStore(tx).remove(emailAccount, id, undefined, expectedVersion(request)));
    await changed(id);
    return ok(row);
  });
};
