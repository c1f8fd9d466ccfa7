import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseListQuery } from '../../../../src/schemas/core/listQuery';
import { bodySchema, parseBody, zodProblems } from '../../../../src/schemas/core/validation';
import { roleGroup as groupEntity } from '../../../../src/schemas/entities/roleGroup';
import { allAccessKeys, clientAccessKeys, MODULES } from '../../../../src/schemas/modules';
import { registry } from '../../../../src/schemas/registry';
import { ALL_KEYS, CLIENT_USER } from '../../../auth/access';
import { inChunks } from '../../../db/chunks';
import type { Db } from '../../../db/connection';
import { entityTable, roleGroupCustomers, roleGroups, roleGroupSettings, roleGroupUsers, users } from '../../../db/tables';
import { ApiError, badRequest, ok } from '../../../http';
import { entityRouteSchema } from '../../../openapi';
import { entityStore, translateDbError } from '../../../core/entityStore';
import { expectedVersion, recordId, tagged } from '../../../core/recordId';
import { writing } from '../../../core/writing';

const read = { access: { key: groupEntity.access, mode: 'read' } } as const;
const modify = { access: { key: groupEntity.access, mode: 'modify' } } as const;

const id = z.number().int().positive().max(2_147_483_647);
/** Customers or users one group may list; a save writes them 1,000 rows a statement. */
const MAX_MEMBERS = 50_000;
const members = z.object({
  settings: z.array(z.object({ key: z.string().max(100), canRead: z.boolean().default(false), canModify: z.boolean().default(false), isForbidden: z.boolean().default(false) })).max(1000).optional(),
  customers: z.array(z.object({ customerId: id })).max(MAX_MEMBERS).optional(),
  users: z.array(z.object({ userId: id })).max(MAX_MEMBERS).optional(),
});
type Members = z.infer<typeof members>;
/** A group's body as the document shows it: the group's fields (parseBody) and its lists (parseMembers). */
const groupBody = { create: bodySchema(groupEntity, 'create').extend(members.shape), update: bodySchema(groupEntity, 'update').extend(members.shape) };
type Setting = NonNullable<Members['settings']>[number];

/**
 * The settings a group keeps (spec §5): those with at least one flag; in a client group
 * (user_type 2) only keys that carry client access. The last setting of a key wins.
 */
export const keptSettings = (settings: readonly Setting[], userType: number, clientKeys: readonly string[]): Setting[] => {
  const byKey = new Map(settings.map((s) => [s.key, s]));
  return [...byKey.values()].filter(
    (s) => (s.canRead || s.canModify || s.isForbidden) && (userType !== CLIENT_USER || clientKeys.includes(s.key)),
  );
};

const parseMembers = (body: unknown): Members => {
  const result = members.safeParse(body, { reportInput: true });
  if (!result.success) {
    throw badRequest(zodProblems(result.error));
  }
  const known = new Set([ALL_KEYS, ...allAccessKeys()]);
  const unknown = result.data.settings?.find((s) => !known.has(s.key));
  if (unknown) throw badRequest([{ path: 'settings', code: 'unknownAccessKey', params: { name: unknown.key } }]);
  return result.data;
};

/**
 * Every key a group can set, with its label and whether client groups may hold it, all flags
 * off: the rows of the rights matrix. The all-keys row comes first.
 */
export const defaultSettings = () => {
  const keys = [
    { key: ALL_KEYS, label: ALL_KEYS_LABEL, clientAccess: false },
    ...MODULES.map((m) => ({ key: m.key, label: m.label, clientAccess: m.clientAccess })),
    ...registry.map((e) => ({ key: e.access, label: e.label.many, clientAccess: e.clientAccess })),
  ];
  return keys
    .filter((s, i) => keys.findIndex((o) => o.key === s.key) === i)
    .map((s) => ({ ...s, canRead: false, canModify: false, isForbidden: false }));
};

const ALL_KEYS_LABEL = { pl: 'Wszystkie moduły', en: 'All modules', de: 'Alle Module', fr: 'Tous les modules' };

/**
 * A group with its settings, customers (with their names) and users. The three reads run side by
 * side on the pool, one after another inside a transaction (one connection).
 */
const loadGroup = async (db: Db, groupId: number, inTransaction = false) => {
  const group = await entityStore(db).getOne(groupEntity, groupId);
  const customerTable = entityTable('customer');
  const reads = [
    db
      .select({ key: roleGroupSettings.key, canRead: roleGroupSettings.canRead, canModify: roleGroupSettings.canModify, isForbidden: roleGroupSettings.isForbidden })
      .from(roleGroupSettings)
      .where(eq(roleGroupSettings.roleGroupId, groupId))
      .orderBy(asc(roleGroupSettings.key)),
    db
      .select({
        customerId: roleGroupCustomers.customerId,
        abbreviation: customerTable.abbreviation,
        name: customerTable.name,
        nip: customerTable.nip,
        email: customerTable.email,
      })
      .from(roleGroupCustomers)
      .innerJoin(customerTable, eq(customerTable.id, roleGroupCustomers.customerId))
      .where(eq(roleGroupCustomers.roleGroupId, groupId))
      .orderBy(asc(customerTable.name)),
    db
      .select({ userId: roleGroupUsers.userId, name: users.name, email: users.email })
      .from(roleGroupUsers)
      .innerJoin(users, eq(users.id, roleGroupUsers.userId))
      .where(eq(roleGroupUsers.roleGroupId, groupId))
      .orderBy(asc(users.name)),
  ] as const;
  // Drizzle's queries run when awaited.
  const [settings, customers, members] = inTransaction ? [await reads[0], await reads[1], await reads[2]] : await Promise.all(reads);
  return {
    ...group,
    settings,
    customers: customers.map(({ customerId, ...customer }) => ({ customerId, customer })),
    users: members,
  };
};

/**
 * Access groups (spec §7 "Access groups"): list, get, create, update, delete and the default
 * settings. A group travels with its settings, customers and users; saving it replaces them in
 * one transaction.
 */
export const roleGroupRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const { endpoints } = groupEntity;

  const save = async (request: FastifyRequest, groupId: number | undefined) => {
    const parsed = parseBody(groupEntity, groupId === undefined ? 'create' : 'update', request.body);
    if (!parsed.ok) throw badRequest(parsed.problems);
    const lists = parseMembers(request.body);
    return writing(db, request, async (tx) => {
      const store = entityStore(tx);
      // New settings, customers or users are a change of the group: its next version.
      const listsChange = Object.values(lists).some(Boolean) ? { version: sql`${roleGroups.version} + 1` } : {};
      const group =
        groupId === undefined ? await store.create(groupEntity, parsed.data) : await store.update(groupEntity, groupId, { ...parsed.data, ...listsChange }, undefined, expectedVersion(request));
      const gid = Number(group.id);
      try {
        if (lists.settings) {
          await tx.delete(roleGroupSettings).where(eq(roleGroupSettings.roleGroupId, gid));
          const kept = keptSettings(lists.settings, Number(group.user_type), clientAccessKeys());
          await inChunks(kept.map((s) => ({ ...s, roleGroupId: gid })), (rows) => tx.insert(roleGroupSettings).values(rows));
        } else if (Number(group.user_type) === CLIENT_USER) {
          // A group turned into a client group loses what clients may not hold.
          const all = await tx.select().from(roleGroupSettings).where(eq(roleGroupSettings.roleGroupId, gid));
          const drop = all.filter((s) => !keptSettings([s], CLIENT_USER, clientAccessKeys()).length).map((s) => s.key);
          if (drop.length > 0) await tx.delete(roleGroupSettings).where(and(eq(roleGroupSettings.roleGroupId, gid), inArray(roleGroupSettings.key, drop)));
        }
        if (lists.customers) {
          await tx.delete(roleGroupCustomers).where(eq(roleGroupCustomers.roleGroupId, gid));
          const ids = [...new Set(lists.customers.map((c) => c.customerId))];
          await inChunks(ids.map((customerId) => ({ roleGroupId: gid, customerId })), (rows) => tx.insert(roleGroupCustomers).values(rows));
        }
        if (lists.users) {
          await tx.delete(roleGroupUsers).where(eq(roleGroupUsers.roleGroupId, gid));
          const ids = [...new Set(lists.users.map((u) => u.userId))];
          await inChunks(ids.map((userId) => ({ roleGroupId: gid, userId })), (rows) => tx.insert(roleGroupUsers).values(rows));
        }
      } catch (error) {
        if ((error as { cause?: { code?: string } }).cause?.code === '23503' || (error as { code?: string }).code === '23503') {
          const constraint = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? (error as { constraint?: string }).constraint ?? '');
          throw new ApiError(400, 'badRequest', [{ path: constraint.includes('customer') ? 'customers' : 'users', code: 'unknownReference' }]);
        }
        translateDbError(groupEntity, error, 'write');
      }
      return loadGroup(tx, gid, true);
    });
  };

  app.get(`/api${endpoints.list.path}`, { config: read, schema: entityRouteSchema(groupEntity, 'list') }, async (request) => {
    const parsed = parseListQuery(groupEntity, request.query as Record<string, unknown>);
    if (!parsed.ok) throw badRequest(parsed.problems);
    const result = await entityStore(db).list(groupEntity, parsed.query);
    return ok(parsed.query.page ? result : result.rows);
  });

  app.get('/api/rolegroupsettings', { config: read, schema: { tags: ['rolegroup'], summary: 'Every key a group can set, all flags off: the rows of the rights matrix' } }, async () => ok(defaultSettings()));

  app.get(`/api${endpoints.getOne.path}`, { config: read, schema: entityRouteSchema(groupEntity, 'getOne') }, async (request, reply) => ok(tagged(reply, await loadGroup(db, recordId(request, true)))));
  app.post(`/api${endpoints.create.path}`, { config: { ...modify, entity: groupEntity }, schema: { ...entityRouteSchema(groupEntity, 'create'), body: groupBody.create } }, async (request) => ok(await save(request, undefined)));
  app.put(`/api${endpoints.update.path}`, { config: { ...modify, entity: groupEntity }, schema: { ...entityRouteSchema(groupEntity, 'update'), body: groupBody.update } }, async (request) => ok(await save(request, recordId(request, true))));
  app.delete(`/api${endpoints.delete.path}`, { config: modify, schema: entityRouteSchema(groupEntity, 'delete') }, async (request) => {
    const id = recordId(request, true);
    return ok(await writing(db, request, (tx) => entityStore(tx).remove(groupEntity, id, undefined, expectedVersion(request))));
  });
};
