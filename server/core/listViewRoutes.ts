import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { EntityDef } from '../../src/schemas/core';
import { roleGroup as groupEntity } from '../../src/schemas/entities/roleGroup';
import { entityByName, registry } from '../../src/schemas/registry';
import { allows, anyRightOf } from '../auth/access';
import type { Db } from '../db/connection';
import { listViewDefaults, listViewGroups, listViews, roleGroups, roleGroupUsers, users } from '../db/tables';
import { ApiError, badRequest, notFound, ok, parseOr400, uniqueName } from '../http';
import { recordId, recordIdSchema } from './recordId';
import { writing } from './writing';

/** The page sizes a list offers. */
const PAGE_SIZES = [10, 25, 50, 100] as const;
/** A view is a list's settings, not data: bounded so it stays small. */
const MAX_SETTINGS_CHARS = 20_000;
const fieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,99}$/);

const settingsSchema = z
  .object({
    /** The list's filter as the list sends it (`q`, a field, a field with an operator such as `date_gte`). */
    filter: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_@.-]{0,99}$/), z.unknown()).default({}),
    sort: z.object({ field: fieldName, order: z.enum(['ASC', 'DESC']) }).strict().optional(),
    /** The columns shown, in their order, by field name; absent: the list's own choice. */
    columns: z.array(fieldName).max(200).optional(),
    perPage: z.union(PAGE_SIZES.map((size) => z.literal(size)) as [z.ZodLiteral<10>, z.ZodLiteral<25>, z.ZodLiteral<50>, z.ZodLiteral<100>]).optional(),
  })
  .strict()
  .refine((settings) => JSON.stringify(settings).length <= MAX_SETTINGS_CHARS, 'invalid');

const resourceSchema = z.enum(registry.map((entity) => entity.name) as [string, ...string[]]).meta({ description: 'The list: the entity, by its name in the schema.' });
const groupIds = z.array(recordIdSchema).max(100);

const viewFields = {
  name: z.string().trim().min(1).max(100),
  settings: settingsSchema,
  /** The access groups the view is shared with; empty: personal. */
  groups: groupIds.optional(),
  /** Of those groups, the ones whose default view of the list this is (administrators only). */
  defaultFor: groupIds.optional(),
  /** Whether it is the caller's own default view of the list. */
  isDefault: z.boolean().optional(),
};
const createBody = z.object({ resource: resourceSchema, ...viewFields }).strict();
const changeBody = z
  .object({ ...viewFields, name: viewFields.name.optional(), settings: settingsSchema.optional() })
  .strict();
const listQuery = z.object({ resource: resourceSchema });
const defaultBody = z.object({ resource: resourceSchema, id: recordIdSchema.nullable() }).strict();
const idParams = z.object({ id: recordIdSchema });

type Settings = z.output<typeof settingsSchema>;
type ViewRow = { id: number; resource: string; name: string; settings: unknown; ownerId: number; ownerName: string };

/** Field names a view may name must be the entity's own. */
const checkFields = (entity: EntityDef, settings: Settings | undefined) => {
  if (!settings) return;
  const known = (key: string) => key === 'id' || key in entity.fields;
  const problems = [
    ...(settings.sort && !known(settings.sort.field) ? [{ path: 'settings.sort.field', code: 'invalid' as const }] : []),
    ...(settings.columns ?? []).flatMap((column, i) => (known(column) ? [] : [{ path: `settings.columns.${i}`, code: 'invalid' as const }])),
  ];
  if (problems.length > 0) throw badRequest(problems);
};

/**
 * Saved views of every entity's list (filters, sort, visible columns, page size under a name):
 * `GET /api/list_view?resource=`, `POST /api/list_view`, `PUT` and `DELETE /api/list_view/{id}`,
 * and `PUT /api/list_view/default` (the caller's own default view of a list).
 *
 * - A view is personal, or shared with chosen access groups: a user shares with the groups it is
 *   a member of, an administrator (who may change access groups) with any.
 * - Who sees a view: its owner, and the members of the groups it is shared with (an administrator
 *   sees every shared view too). Only the owner or an administrator changes or deletes it; anyone
 *   else who sees it gets 403, anyone who does not 404.
 * - Defaults: one view per group and list may be the group's default, set by an administrator; a
 *   user's own default (any view it sees) wins, else the default of its first group by the groups'
 *   order (their ids, oldest first).
 * - Every call needs the read right of the list's entity (the route, the right of some list).
 */
export const listViewRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  // Every call needs the read right of one list; then of the list it names.
  const readSome = anyRightOf(registry, 'read');
  const tags = ['list views'];

  const caller = (request: FastifyRequest) => {
    if (!request.user || !request.access) throw new ApiError(401, 'unauthorized');
    return { userId: request.user.id, admin: allows(request.access.rights, groupEntity.access, 'modify') };
  };
  const entityOf = (request: FastifyRequest, resource: string): EntityDef => {
    const entity = entityByName(resource);
    if (!request.access || !allows(request.access.rights, entity.access, 'read')) throw new ApiError(403, 'forbidden');
    return entity;
  };
  const memberOf = async (tx: Db, userId: number): Promise<number[]> =>
    (await tx.select({ id: roleGroupUsers.roleGroupId }).from(roleGroupUsers).where(eq(roleGroupUsers.userId, userId)).orderBy(asc(roleGroupUsers.roleGroupId))).map((row) => row.id);

  /** The views of a list the caller sees, with their groups, in name order. */
  const visibleViews = async (tx: Db, userId: number, admin: boolean, resource: string, only?: number) => {
    const mine = await memberOf(tx, userId);
    const sharedWithMe = tx
      .select({ id: listViewGroups.list_view_id })
      .from(listViewGroups)
      .where(and(eq(listViewGroups.resource, resource), admin ? undefined : inArray(listViewGroups.role_group_id, mine.length > 0 ? mine : [-1])));
    const rows: ViewRow[] = await tx
      .select({ id: listViews.id, resource: listViews.resource, name: listViews.name, settings: listViews.settings, ownerId: listViews.owner_id, ownerName: users.name })
      .from(listViews)
      .innerJoin(users, eq(users.id, listViews.owner_id))
      .where(and(eq(listViews.resource, resource), only === undefined ? undefined : eq(listViews.id, only), or(eq(listViews.owner_id, userId), inArray(listViews.id, sharedWithMe))))
      .orderBy(asc(listViews.name), asc(listViews.id));
    const shares =
      rows.length > 0
        ? await tx
            .select({ view: listViewGroups.list_view_id, group: listViewGroups.role_group_id, isDefault: listViewGroups.is_default })
            .from(listViewGroups)
            .where(inArray(listViewGroups.list_view_id, rows.map((row) => row.id)))
            .orderBy(asc(listViewGroups.role_group_id))
        : [];
    return { mine, rows, shares };
  };

  /** The caller's default view of a list among the ones it sees: its own choice, else its first group's. */
  const defaultsOf = async (tx: Db, userId: number, resource: string, visible: readonly number[], mine: readonly number[], shares: readonly { view: number; group: number; isDefault: boolean }[]) => {
    const [own] = await tx.select({ id: listViewDefaults.list_view_id }).from(listViewDefaults).where(and(eq(listViewDefaults.user_id, userId), eq(listViewDefaults.resource, resource)));
    const ownDefaultId = own && visible.includes(own.id) ? own.id : null;
    const groupDefault = mine.map((group) => shares.find((s) => s.group === group && s.isDefault)).find((share) => share !== undefined);
    return { defaultId: ownDefaultId ?? groupDefault?.view ?? null, ownDefaultId };
  };

  const present = (row: ViewRow, shares: readonly { view: number; group: number; isDefault: boolean }[], userId: number, admin: boolean, defaultId: number | null) => ({
    id: row.id,
    resource: row.resource,
    name: row.name,
    settings: row.settings,
    owner: { id: row.ownerId, name: row.ownerName },
    groups: shares.filter((s) => s.view === row.id).map((s) => s.group),
    defaultFor: shares.filter((s) => s.view === row.id && s.isDefault).map((s) => s.group),
    mine: row.ownerId === userId,
    mayChange: row.ownerId === userId || admin,
    isDefault: row.id === defaultId,
  });

  /** One view as the caller sees it now. */
  const viewFor = async (tx: Db, userId: number, admin: boolean, resource: string, id: number) => {
    const { mine, rows, shares } = await visibleViews(tx, userId, admin, resource);
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound();
    const { defaultId } = await defaultsOf(tx, userId, resource, rows.map((r) => r.id), mine, shares);
    return present(row, shares, userId, admin, defaultId);
  };

  /** The groups a caller may share with: its own, or every group for an administrator. */
  const shareable = async (tx: Db, userId: number, admin: boolean) =>
    admin
      ? tx.select({ id: roleGroups.id, name: roleGroups.description }).from(roleGroups).orderBy(asc(roleGroups.id))
      : tx
          .select({ id: roleGroups.id, name: roleGroups.description })
          .from(roleGroups)
          .innerJoin(roleGroupUsers, eq(roleGroupUsers.roleGroupId, roleGroups.id))
          .where(eq(roleGroupUsers.userId, userId))
          .orderBy(asc(roleGroups.id));

  /**
   * Writes a view's groups and defaults and the caller's own default. `groups` undefined keeps the
   * sharing as it is; a group the view leaves takes its default with it.
   */
  const share = async (tx: Db, request: FastifyRequest, viewId: number, resource: string, groups: number[] | undefined, defaultFor: number[] | undefined, isDefault: boolean | undefined) => {
    const { userId, admin } = caller(request);
    const current = await tx.select({ group: listViewGroups.role_group_id, isDefault: listViewGroups.is_default }).from(listViewGroups).where(eq(listViewGroups.list_view_id, viewId));
    const nextGroups = groups ? [...new Set(groups)] : current.map((c) => c.group);
    const currentDefaults = current.filter((c) => c.isDefault && nextGroups.includes(c.group)).map((c) => c.group);
    const nextDefaults = defaultFor ? [...new Set(defaultFor)] : currentDefaults;
    if (groups) {
      const allowed = new Set((await shareable(tx, userId, admin)).map((g) => g.id));
      const kept = new Set(current.map((c) => c.group));
      // A group the view is already shared with stays allowed (an administrator shared it).
      const problems = nextGroups.flatMap((group, i) => (allowed.has(group) || kept.has(group) ? [] : [{ path: `groups.${i}`, code: 'invalid' as const }]));
      if (problems.length > 0) throw badRequest(problems);
    }
    const outside = nextDefaults.flatMap((group, i) => (nextGroups.includes(group) ? [] : [{ path: `defaultFor.${i}`, code: 'invalid' as const }]));
    if (outside.length > 0) throw badRequest(outside);
    const changesDefaults = nextDefaults.length !== currentDefaults.length || nextDefaults.some((group) => !currentDefaults.includes(group));
    if (changesDefaults && !admin) throw new ApiError(403, 'forbidden');
    if (groups || changesDefaults) {
      await tx.delete(listViewGroups).where(eq(listViewGroups.list_view_id, viewId));
      if (nextDefaults.length > 0) {
        // One default per group and list: the view takes the place of the group's previous default.
        await tx
          .update(listViewGroups)
          .set({ is_default: false })
          .where(and(eq(listViewGroups.resource, resource), eq(listViewGroups.is_default, true), inArray(listViewGroups.role_group_id, nextDefaults)));
      }
      if (nextGroups.length > 0) {
        await tx.insert(listViewGroups).values(nextGroups.map((group) => ({ list_view_id: viewId, role_group_id: group, resource, is_default: nextDefaults.includes(group) })));
      }
    }
    if (isDefault === true) await setOwnDefault(tx, userId, resource, viewId);
    if (isDefault === false) await tx.delete(listViewDefaults).where(and(eq(listViewDefaults.user_id, userId), eq(listViewDefaults.resource, resource), eq(listViewDefaults.list_view_id, viewId)));
  };

  const setOwnDefault = async (tx: Db, userId: number, resource: string, viewId: number) =>
    tx.insert(listViewDefaults).values({ user_id: userId, resource, list_view_id: viewId }).onConflictDoUpdate({ target: [listViewDefaults.user_id, listViewDefaults.resource], set: { list_view_id: viewId } });

  /** A view the caller may change, locked for the change: 404 when it does not see it, 403 when it sees it but may not change it. */
  const changeable = async (tx: Db, request: FastifyRequest, id: number) => {
    const { userId, admin } = caller(request);
    const [row] = await tx.select({ resource: listViews.resource, ownerId: listViews.owner_id }).from(listViews).where(eq(listViews.id, id)).for('update');
    if (!row) throw notFound();
    const { rows } = await visibleViews(tx, userId, admin, row.resource, id);
    if (rows.length === 0) throw notFound();
    const entity = entityOf(request, row.resource);
    if (row.ownerId !== userId && !admin) throw new ApiError(403, 'forbidden');
    return entity;
  };

  app.get('/api/list_view', { config: readSome, schema: { tags, summary: "A list's saved views the caller sees, its default view (and its own choice of one) and the groups it may share with", querystring: listQuery } }, async (request) => {
    const { resource } = parseOr400(listQuery, request.query);
    entityOf(request, resource);
    const { userId, admin } = caller(request);
    const { mine, rows, shares } = await visibleViews(db, userId, admin, resource);
    const { defaultId, ownDefaultId } = await defaultsOf(db, userId, resource, rows.map((r) => r.id), mine, shares);
    return ok({ views: rows.map((row) => present(row, shares, userId, admin, defaultId)), defaultId, ownDefaultId, groups: await shareable(db, userId, admin), mayShareDefaults: admin });
  });

  app.post('/api/list_view', { config: readSome, schema: { tags, summary: 'Saves a view of a list: personal or shared with access groups', body: createBody } }, async (request) => {
    const body = parseOr400(createBody, request.body);
    const entity = entityOf(request, body.resource);
    checkFields(entity, body.settings);
    const { userId, admin } = caller(request);
    return ok(
      await uniqueName(() =>
        writing(db, request, async (tx) => {
          const [made] = await tx.insert(listViews).values({ resource: body.resource, name: body.name, owner_id: userId, settings: body.settings }).returning({ id: listViews.id });
          await share(tx, request, made.id, body.resource, body.groups ?? [], body.defaultFor, body.isDefault);
          return viewFor(tx, userId, admin, body.resource, made.id);
        }),
      ),
    );
  });

  // Registered before `/api/list_view/:id`, which it would otherwise be taken for.
  app.put('/api/list_view/default', { config: readSome, schema: { tags, summary: "Sets (or, with `id: null`, clears) the caller's own default view of a list", body: defaultBody } }, async (request) => {
    const body = parseOr400(defaultBody, request.body);
    entityOf(request, body.resource);
    const { userId, admin } = caller(request);
    return ok(
      await writing(db, request, async (tx) => {
        if (body.id === null) {
          await tx.delete(listViewDefaults).where(and(eq(listViewDefaults.user_id, userId), eq(listViewDefaults.resource, body.resource)));
        } else {
          const { rows } = await visibleViews(tx, userId, admin, body.resource, body.id);
          if (rows.length === 0) throw notFound();
          await setOwnDefault(tx, userId, body.resource, body.id);
        }
        const { mine, rows, shares } = await visibleViews(tx, userId, admin, body.resource);
        return defaultsOf(tx, userId, body.resource, rows.map((r) => r.id), mine, shares);
      }),
    );
  });

  app.put('/api/list_view/:id', { config: readSome, schema: { tags, summary: 'Changes a view: its name, settings, sharing and defaults (the owner or an administrator)', params: idParams, body: changeBody } }, async (request) => {
    const id = recordId(request, true);
    const body = parseOr400(changeBody, request.body);
    const { userId, admin } = caller(request);
    return ok(
      await uniqueName(() =>
        writing(db, request, async (tx) => {
          const entity = await changeable(tx, request, id);
          checkFields(entity, body.settings);
          if (body.name !== undefined || body.settings !== undefined) {
            await tx
              .update(listViews)
              .set({ ...(body.name !== undefined && { name: body.name }), ...(body.settings !== undefined && { settings: body.settings }), updatedAt: new Date() })
              .where(eq(listViews.id, id));
          }
          await share(tx, request, id, entity.name, body.groups, body.defaultFor, body.isDefault);
          return viewFor(tx, userId, admin, entity.name, id);
        }),
      ),
    );
  });

  app.delete('/api/list_view/:id', { config: readSome, schema: { tags, summary: 'Deletes a view (the owner or an administrator)', params: idParams } }, async (request) => {
    const id = recordId(request, true);
    await writing(db, request, async (tx) => {
      await changeable(tx, request, id);
      await tx.delete(listViews).where(eq(listViews.id, id));
    });
    return ok({ id });
  });
};
