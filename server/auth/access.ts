import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { roleGroupSettings, roleGroupUsers } from '../db/tables';

export type AccessMode = 'read' | 'modify';
/**
 * What a route needs: nothing (`public`), a signed-in user (`signedIn`), or a right on an
 * access key. Every route under /api declares one; the app refuses to start otherwise.
 */
export type RouteAccess = 'public' | 'signedIn' | { readonly key: string; readonly mode: AccessMode };

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

/** The rights of a user, read fresh from the database, so a change applies to the next request. */
export const loadRights = async (db: NodePgDatabase, userId: number): Promise<Rights> => {
  const settings = await db
    .select({
      key: roleGroupSettings.key,
      canRead: roleGroupSettings.canRead,
      canModify: roleGroupSettings.canModify,
      isForbidden: roleGroupSettings.isForbidden,
    })
    .from(roleGroupSettings)
    .innerJoin(roleGroupUsers, eq(roleGroupUsers.roleGroupId, roleGroupSettings.roleGroupId))
    .where(eq(roleGroupUsers.userId, userId));
  return combineRights(settings);
};
