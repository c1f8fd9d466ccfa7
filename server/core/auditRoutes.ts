import { and, count, desc, eq, getTableColumns, getTableName, inArray, isNotNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EntityDef, LinesField } from '../../src/schemas/core';
import { linesFields } from '../../src/schemas/core';
import { entityByName, registry } from '../../src/schemas/registry';
import { allows, anyRightOf } from '../auth/access';
import type { EntityTable } from '../db/entityTable';
import { entityTable, linesTable, recordAudit, users } from '../db/tables';
import { ApiError, ok, parseOr400 } from '../http';
import type { HookRegistry } from './entityHooks';
import { entityOperations } from './entityRoutes';
import { recordIdSchema } from './recordId';
import { lineOwnValues } from './versions';

type Row = Record<string, unknown>;
type Change = { field: string; from: unknown; to: unknown };
type LineChanges = { field: string; added: Row[]; removed: Row[]; changed: { line: number; changes: Change[] }[] };

const query = z.object({
  entity: z.enum(registry.map((entity) => entity.name) as [string, ...string[]]).meta({ description: 'The entity, by its name in the schema.' }),
  id: recordIdSchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** A table's columns by their names in the database, as the record's keys. */
const keysOf = (table: EntityTable): ReadonlyMap<string, string> => new Map(Object.entries(getTableColumns(table) as Record<string, { name: string }>).map(([key, column]) => [column.name, key]));

/** A stored row (columns by their database names) with the record's keys. */
const withKeys = (keys: ReadonlyMap<string, string>, stored: Row): Row => Object.fromEntries(Object.entries(stored).map(([column, value]) => [keys.get(column) ?? column, value]));

/** The changed columns of an entry as the record's fields, in the schema's order first. */
const changesOf = (entity: EntityDef, keys: ReadonlyMap<string, string>, stored: Record<string, [unknown, unknown]>): Change[] => {
  const order = Object.keys(entity.fields);
  return Object.entries(stored)
    .map(([column, [from, to]]) => ({ field: keys.get(column) ?? column, from, to }))
    .sort((a, b) => (order.indexOf(a.field) + 1 || order.length + 1) - (order.indexOf(b.field) + 1 || order.length + 1));
};

/** The lines one save removed and added, compared place by place: changed, added and removed lines by their own values. */
const linesChanges = (key: string, field: LinesField, removed: Row[], added: Row[]): LineChanges | undefined => {
  const place = (rows: Row[]) => [...rows].sort((a, b) => Number(a[field.orderKey] ?? 0) - Number(b[field.orderKey] ?? 0)).map((line) => lineOwnValues(field, line));
  const [before, after] = [place(removed), place(added)];
  const changed: LineChanges['changed'] = [];
  for (let i = 0; i < Math.min(before.length, after.length); i++) {
    const changes = Object.keys(after[i])
      .filter((k) => JSON.stringify(before[i][k] ?? null) !== JSON.stringify(after[i][k] ?? null))
      .map((k) => ({ field: k, from: before[i][k] ?? null, to: after[i][k] ?? null }));
    if (changes.length > 0) changed.push({ line: i + 1, changes });
  }
  const result = { field: key, added: after.slice(before.length), removed: before.slice(after.length), changed };
  return result.added.length + result.removed.length + result.changed.length > 0 ? result : undefined;
};

/**
 * A record's change log from the audit (`record_audit`, written by the database in the same
 * transaction as every change of every record): `GET /api/audit?entity=&id=&page=&limit=`, newest
 * first, to whoever may read the record — with the entity's read right, the record visible to the
 * caller (customers, the module's own visibility), and of a deleted record only to staff who see
 * every customer. Entries are never changed or deleted by any route.
 */
export const auditRoutes = (hooks: HookRegistry) => async (app: FastifyInstance) => {
  const { db } = app;

  /** 403 unless the caller may read this record now (or, deleted, may read every record of the entity). */
  const mayRead = async (request: FastifyRequest, entity: EntityDef, id: number) => {
    if (!request.access || !allows(request.access.rights, entity.access, 'read')) throw new ApiError(403, 'forbidden');
    const table = entityTable(entity.name);
    const [exists] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    if (!exists) {
      if (request.access.customers) throw new ApiError(403, 'forbidden');
      return;
    }
    await entityOperations(entity, hooks.get(entity.name))
      .getOne(db, request, id)
      .catch((error: unknown) => {
        throw error instanceof ApiError && error.status === 404 ? new ApiError(403, 'forbidden') : error;
      });
  };

  const readSome = anyRightOf(registry, 'read');

  app.get('/api/audit', { config: readSome, schema: { tags: ['audit'], summary: "A record's changes, newest first: who changed what and when, from where", querystring: query } }, async (request) => {
    const { entity: name, id, page, limit } = parseOr400(query, request.query);
    const entity = entityByName(name);
    await mayRead(request, entity, id);
    const tableName = getTableName(entityTable(entity.name));
    const own = and(eq(recordAudit.tableName, tableName), eq(recordAudit.recordId, id), ne(recordAudit.action, 'lines'));
    const [entries, [{ total }]] = await Promise.all([
      db
        .select({ id: recordAudit.id, tx: recordAudit.tx, version: recordAudit.version, action: recordAudit.action, at: recordAudit.at, userId: recordAudit.userId, userName: users.name, source: recordAudit.source, changes: recordAudit.changes })
        .from(recordAudit)
        .leftJoin(users, eq(users.id, recordAudit.userId))
        .where(own)
        .orderBy(desc(recordAudit.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ total: count() }).from(recordAudit).where(and(own, isNotNull(recordAudit.version))),
    ]);
    const fields = linesFields(entity);
    const recordKeys = keysOf(entityTable(entity.name));
    const lineKeys = new Map(fields.map(([key]) => [key, keysOf(linesTable(entity.name, key))]));
    const lineEntries =
      fields.length > 0 && entries.length > 0
        ? await db
            .select({ tx: recordAudit.tx, changes: recordAudit.changes })
            .from(recordAudit)
            .where(and(eq(recordAudit.tableName, tableName), eq(recordAudit.recordId, id), eq(recordAudit.action, 'lines'), inArray(recordAudit.tx, entries.map((entry) => entry.tx))))
            .orderBy(recordAudit.id)
        : [];
    const rows = entries.map(({ tx, changes, action, ...entry }, index) => {
      // The lines go with the last change of the record in their transaction.
      const first = entries.findIndex((other) => other.tx === tx);
      const lines =
        first === index
          ? fields.flatMap(([key, field]) => {
              const keys = lineKeys.get(key)!;
              const mine = lineEntries.filter((line) => line.tx === tx && (line.changes as { table?: string }).table === field.table).map((line) => line.changes as { removed?: Row[]; added?: Row[] });
              const removed = mine.flatMap((part) => part.removed ?? []).map((line) => withKeys(keys, line));
              const added = mine.flatMap((part) => part.added ?? []).map((line) => withKeys(keys, line));
              const change = linesChanges(key, field, removed, added);
              return change ? [change] : [];
            })
          : [];
      return { ...entry, action: action === 'insert' ? 'create' : action, changes: changesOf(entity, recordKeys, changes as Record<string, [unknown, unknown]>), lines };
    });
    return ok({ rows, count: total });
  });
};
