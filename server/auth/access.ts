import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { clientAccessKeys } from '../../src/schemas/modules';
import { roleGroupCustomers, roleGroups, roleGroupUsers } from '../db/tables';
import type { CustomerScope } from '../core/entityStore';

export type AccessMode = 'read' | 'modify';
/**
 * What a route needs: nothing (`public`), a signed-in user (`signedIn`), a right on an access
 * key, or a right on at least one of several keys (`anyOf`: a route whose input names the module,
 * such as the files of an order or of a task, which then checks that module's right too). Every
 * route under /api declares one; the app refuses to start otherwise. It is checked before the
 * request's body is read, so a caller without it learns nothing of what the route takes.
 */
export type RouteAccess =
  | 'public'
  | 'signedIn'
  | { readonly key: string; readonly mode: AccessMode }
  | { readonly anyOf: readonly string[]; readonly mode: AccessMode };

/**
 * The access of a route whose input names the entity (or report) it works on: a right on any of
 * their keys lets the call in, and the route then checks the one its input names.
 */
export const anyRightOf = (owners: readonly { access: string }[], mode: AccessMode) => ({ access: { anyOf: [...new Set(owners.map((owner) => owner.access))], mode } }) as const;

export type Right = { read: boolean; modify: boolean };
export type Rights = ReadonlyMap<string, Right>;

/** A setting on this key grants (or forbids) every key at once: the administrators' group. */
export const ALL_KEYS = '*';

type Setting = { key: string; canRead: boolean; canModify: boolean; isForbidden: boolean };

/**
 * The rights a set of group settings gives: the union over all groups, where modify implies
 * read and a key forbidden in any group is forbidden whatever else allows it.
 */
export const combineRights = (settings: readonly Setting[]): Rights => {
  const rights = new Map<string, Right>();
  const forbidden = new Set(settings.filter((s) => s.isForbidden).map((s) => s.key));
  for (const s of settings) {
    if (forbidden.has(s.key) || !(s.canRead || s.canModify)) continue;
    const right = rights.get(s.key) ?? { read: false, modify: false };
    rights.set(s.key, { read: true, modify: right.modify || s.canModify });
  }
  for (const key of forbidden) rights.set(key, { read: false, modify: false });
  return rights;
};

/** Whether the rights allow a mode on a key (an explicit setting beats the all-keys one). */
export const allows = (rights: Rights, key: string, mode: AccessMode): boolean => {
  const right = rights.get(key) ?? rights.get(ALL_KEYS);
  return !!right && (mode === 'read' ? right.read : right.modify);
};

/** Whether the rights let a signed-in user call a route that needs `access`. */
export const routeAllows = (rights: Rights, access: Exclude<RouteAccess, 'public'>): boolean => {
  if (access === 'signedIn') return true;
  return 'anyOf' in access ? access.anyOf.some((key) => allows(rights, key, access.mode)) : allows(rights, access.key, access.mode);
};

/**
 * A client user's rights: only keys that carry client access count, whatever a group holds
 * (the all-keys setting included).
 */
export const clientRights = (rights: Rights, clientKeys: readonly string[]): Rights =>
  new Map(clientKeys.filter((key) => allows(rights, key, 'read')).map((key) => [key, { read: true, modify: allows(rights, key, 'modify') }]));

/** The caller's rights and, for a client user, the customers whose records it may touch. */
export type Access = { rights: Rights; customers: CustomerScope };

/**
 * What a user may do, read fresh from the database on every request, so a change of rights
 * applies to the next one. Staff see every customer; a client user sees the customers of its
 * groups, or all when one of them has `all_clients_access`. `settings`: the settings of all the
 * user's groups, read together with the session (sessionCaller).
 */
export const loadAccess = async (
  db: NodePgDatabase,
  user: { id: number; user_type: number },
  settings: readonly Setting[],
): Promise<Access> => {
  const rights = combineRights(settings);
  if (user.user_type !== CLIENT_USER) return { rights, customers: undefined };
  const groups = await db
    .select({ all: roleGroups.all_clients_access, customerId: roleGroupCustomers.customerId })
    .from(roleGroupUsers)
    .innerJoin(roleGroups, eq(roleGroups.id, roleGroupUsers.roleGroupId))
    .leftJoin(roleGroupCustomers, eq(roleGroupCustomers.roleGroupId, roleGroups.id))
    .where(eq(roleGroupUsers.userId, user.id));
  const customers = groups.some((g) => g.all)
    ? undefined
    : [...new Set(groups.flatMap((g) => (g.customerId === null ? [] : [g.customerId])))];
  return { rights: clientRights(rights, clientAccessKeys()), customers };
};

/** user_type of client users (spec §1). */
export const CLIENT_USER = 2;
