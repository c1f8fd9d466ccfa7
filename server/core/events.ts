import { and, asc, gt, ne, sql } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { EntityDef } from '../../src/schemas/core';
import { registry } from '../../src/schemas/registry';
import { allows, loadAccess } from '../auth/access';
import { sessionCaller } from '../auth/sessions';
import type { Db } from '../db/connection';
import { entityTable, recordAudit } from '../db/tables';
import type { HookRegistry } from './entityHooks';
import { ApiError } from '../http';
import { entityStore } from './entityStore';

/** What `GET /api/events` sends after every committed change of a record the caller may read. */
export type ChangeEvent = { entity: string; id: number; version: number | null; action: 'create' | 'update' | 'delete'; by: number | null; at: string };

/** A change as the database tells it (`record_audit`'s NOTIFY), with the audit entry's id as the event's id. */
type Notice = { id: number; table: string; record: number; version: number | null; action: 'insert' | 'update' | 'delete'; by: number | null; at: string };

/** Who has a record open now, sent (as the event `presence`) whenever that changes. */
export type PresenceEvent = { entity: string; id: number; viewers: { id: number; name: string }[] };

/** An event of the stream: its name, its data and, for a change, its id (what a reconnecting stream names). */
type StreamEvent = { name: 'change'; id: number; data: ChangeEvent } | { name: 'presence'; data: PresenceEvent };

/** One open stream: the request that opened it (its user and access, kept fresh) and how to write to it. */
type Listener = { request: FastifyRequest; send: (event: StreamEvent) => void; end: () => void };

/** The channels a server listens on: committed changes of records, and who has a record open. */
const CHANNELS = ['record_change', 'record_presence'] as const;

/** How far back a reconnecting stream is replayed (`Last-Event-ID`). */
export const REPLAY_WINDOW_MINUTES = 5;
/** A comment line keeps a quiet stream (and the proxies on its way) open. */
export const KEEP_ALIVE_MS = 25_000;

const poolOf = (db: Db): pg.Pool => (db as Db & { $client: pg.Pool }).$client;

/**
 * The live events of one server: it listens for the changes every server's database commits
 * (PostgreSQL `LISTEN record_change`, so two instances on one database behave as one), and for who
 * has a record open (`LISTEN record_presence`, presenceRoutes.ts), on a connection of its own,
 * opened with the first stream, and passes each to the streams whose callers may read the record: the entity's read right, and, for a client user or an entity its
 * module shows only to some (tasks), the record as that caller may see it. A deleted record of
 * such an entity can no longer be checked: its deletion goes only to callers who see every
 * record of the entity.
 */
export const changeHub = (db: Db, hooks: HookRegistry, onError: (error: Error) => void = () => {}) => {
  const listeners = new Set<Listener>();
  /** A reconnected stream's stand-in among the listeners (it holds live changes while the missed ones are replayed). */
  const proxies = new Map<Listener, Listener>();
  const byTable = new Map<string, EntityDef>(registry.map((entity) => [getTableName(entityTable(entity.name)), entity]));
  let connection: Promise<pg.PoolClient> | undefined;
  let closed = false;

  const eventOf = (notice: Notice): { entity: EntityDef; event: ChangeEvent } | undefined => {
    const entity = byTable.get(notice.table);
    if (!entity) return undefined;
    return { entity, event: { entity: entity.name, id: notice.record, version: notice.version, action: notice.action === 'insert' ? 'create' : notice.action, by: notice.by, at: new Date(notice.at).toISOString() } };
  };

  const mayRead = async (request: FastifyRequest, entity: EntityDef, event: Pick<ChangeEvent, 'id' | 'action'>): Promise<boolean> => {
    if (!request.access || !allows(request.access.rights, entity.access, 'read')) return false;
    const visible = hooks.get(entity.name)?.visible;
    const scoped = Boolean(request.access.customers && entity.customerScope);
    if (!scoped && !visible) return true;
    if (event.action === 'delete') return false;
    return entityStore(db)
      .getOne(entity, event.id, request.access.customers, await visible?.(db, request))
      .then(
        () => true,
        () => false,
      );
  };

  const deliver = async (notice: Notice, to: Iterable<Listener>) => {
    const found = eventOf(notice);
    if (!found) return;
    await Promise.all([...to].map(async (listener) => ((await mayRead(listener.request, found.entity, found.event)) ? listener.send({ name: 'change', id: notice.id, data: found.event }) : undefined)));
  };

  const deliverPresence = async (event: PresenceEvent) => {
    const entity = registry.find((each) => each.name === event.entity);
    if (!entity) return;
    await Promise.all([...listeners].map(async (listener) => ((await mayRead(listener.request, entity, { id: event.id, action: 'update' })) ? listener.send({ name: 'presence', data: event }) : undefined)));
  };

  const listen = (): Promise<pg.PoolClient> => {
    connection ??= (async () => {
      const client = await poolOf(db).connect();
      client.on('notification', (message) => {
        if (!message.payload) return;
        if (message.channel === 'record_change') deliver(JSON.parse(message.payload) as Notice, listeners).catch(onError);
        if (message.channel === 'record_presence') deliverPresence(JSON.parse(message.payload) as PresenceEvent).catch(onError);
      });
      // A lost connection: listen again on a new one (what was missed meanwhile is replayed to a stream that reconnects).
      client.on('error', (error) => {
        onError(error);
        client.release(error);
        connection = undefined;
        if (!closed && listeners.size > 0) listen().catch(onError);
      });
      for (const channel of CHANNELS) await client.query(`LISTEN ${channel}`);
      return client;
    })();
    connection.catch(() => {
      connection = undefined;
    });
    return connection;
  };

  return {
    /** Opens a stream for a request: replays what it missed after `lastEventId` (at most the last minutes), then follows. */
    async subscribe(listener: Listener, lastEventId: number | undefined) {
      if (lastEventId === undefined) {
        listeners.add(listener);
        await listen();
        return;
      }
      // While what the stream missed is replayed, the changes that arrive live wait; then those the
      // replay did not send follow, in order: no change is sent twice, none out of order.
      let held: StreamEvent[] | undefined = [];
      let last = lastEventId;
      const forward = (event: StreamEvent) => {
        if (event.name === 'change') {
          if (event.id <= last) return;
          last = event.id;
        }
        listener.send(event);
      };
      const proxy: Listener = { ...listener, send: (event) => (held ? held.push(event) : forward(event)) };
      proxies.set(listener, proxy);
      listeners.add(proxy);
      await listen();
      const missed = await db
        .select({ id: recordAudit.id, table: recordAudit.tableName, record: recordAudit.recordId, version: recordAudit.version, action: recordAudit.action, by: recordAudit.userId, at: recordAudit.at })
        .from(recordAudit)
        .where(and(gt(recordAudit.id, lastEventId), ne(recordAudit.action, 'lines'), sql`${recordAudit.at} > now() - make_interval(mins => ${REPLAY_WINDOW_MINUTES})`))
        .orderBy(asc(recordAudit.id))
        .limit(10_000);
      for (const notice of missed) await deliver({ ...notice, at: notice.at.toISOString() } as Notice, [{ ...listener, send: forward }]);
      const waiting = held.sort((a, b) => (a.name === 'change' && b.name === 'change' ? a.id - b.id : 0));
      held = undefined;
      for (const event of waiting) forward(event);
    },
    unsubscribe(listener: Listener) {
      listeners.delete(proxies.get(listener) ?? listener);
      proxies.delete(listener);
    },
    /** The streams open now. */
    get size() {
      return listeners.size;
    },
    async close() {
      closed = true;
      for (const listener of listeners) listener.end();
      listeners.clear();
      proxies.clear();
      const client = await connection?.catch(() => undefined);
      connection = undefined;
      if (client) {
        await client.query('UNLISTEN *').catch(() => {});
        client.release();
      }
    },
  };
};

export type ChangeHub = ReturnType<typeof changeHub>;

/**
 * `GET /api/events`: a `text/event-stream` of the signed-in user's live events. Each committed
 * change of a record the user may read is an event `change` with `{ entity, id, version, action,
 * by, at }` and the id of its audit entry; each change of who has such a record open is an event
 * `presence` with `{ entity, id, viewers }` (no id: it is not replayed); reconnecting with `Last-Event-ID` replays what was
 * missed (the last five minutes); a comment every 25 s keeps it open, and with it the caller's
 * rights are read again (a stream whose session ended is closed).
 */
export const eventRoutes = (hub: ChangeHub) => async (app: FastifyInstance) => {
  const { db } = app;
  // Before the server stops: the open streams end, or closing would wait for them.
  app.addHook('preClose', () => hub.close());

  app.get(
    '/api/events',
    { config: { access: 'signedIn' }, schema: { tags: ['events'], summary: 'The live events of the changes of records the caller may read (server-sent events)', answer: { file: ['text/event-stream'], description: 'A stream of `event: change` with `id:` and JSON `data: { entity, id, version, action, by, at }`, and of `event: presence` with JSON `data: { entity, id, viewers: [{ id, name }] }`.' } } },
    async (request, reply) => {
      // An event stream for whoever reads one (a browser's EventSource asks for it); anyone else is told so.
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) throw new ApiError(406, 'notAnEventStream');
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' && /^\d{1,18}$/.test(header.trim()) ? Number(header.trim()) : undefined;
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
      raw.write('retry: 3000\n\n');
      const keepAlive = setInterval(() => {
        raw.write(': keep-alive\n\n');
        sessionCaller(db, request)
          .then(async (caller) => {
            if (!caller) return listener.end();
            request.access = await loadAccess(db, caller.user, caller.settings);
          })
          .catch(() => {});
      }, KEEP_ALIVE_MS);
      const listener: Listener = {
        request,
        send: (event) => raw.write(`${event.name === 'change' ? `id: ${event.id}\n` : ''}event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`),
        end: () => {
          clearInterval(keepAlive);
          raw.end();
        },
      };
      const stop = () => {
        clearInterval(keepAlive);
        hub.unsubscribe(listener);
      };
      request.raw.on('close', stop);
      await hub.subscribe(listener, lastEventId).catch((error: unknown) => {
        request.log.error(error);
        stop();
        raw.end();
      });
    },
  );
};
