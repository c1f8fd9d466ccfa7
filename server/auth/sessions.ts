import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { roleGroupSettings, roleGroupUsers, sessions, users } from '../db/tables';

export const SESSION_COOKIE = 'zaplecze_session';
const LIFETIME_MS = 12 * 60 * 60 * 1000;

/** The signed-in user as routes see it and as login returns it (never the password hash). */
export type SessionUser = { id: number; name: string; email: string; user_status: number; user_type: number; language: string | null };

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  user_status: users.user_status,
  user_type: users.user_type,
  language: users.language,
};

/** Starts a new session (always a new id) and sets the HttpOnly cookie. */
export const startSession = async (db: Db, reply: FastifyReply, userId: number, secure: boolean) => {
  const token = newToken();
  const expiresAt = new Date(Date.now() + LIFETIME_MS);
  await db.insert(sessions).values({ id: sha256(token), userId, expiresAt });
  // Expired sessions of anyone are swept here, the one write that happens anyway.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires: expiresAt });
};

/**
 * The session's user and the settings of all its groups in one round trip: what every guarded
 * request needs first (see loadAccess for what the settings give).
 */
type SettingRow = { key: string; canRead: boolean; canModify: boolean; isForbidden: boolean };

/** The caller's query, prepared once per database: it runs before every guarded request. */
const callerQuery = (db: Db) => {
  const settings = sql<SettingRow[]>`COALESCE((
      SELECT json_agg(json_build_object('key', s.key, 'canRead', s.can_read, 'canModify', s.can_modify, 'isForbidden', s.is_forbidden))
      FROM ${roleGroupSettings} s JOIN ${roleGroupUsers} gu ON gu.role_group_id = s.role_group_id
      WHERE gu.user_id = ${users.id}), '[]'::json)`;
  return db
    .select({ ...userColumns, settings })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`), eq(users.user_status, 1)))
    .prepare('session_caller');
};
const callerQueries = new WeakMap<Db, ReturnType<typeof callerQuery>>();

export const sessionCaller = async (db: Db, request: FastifyRequest): Promise<{ user: SessionUser; settings: SettingRow[] } | undefined> => {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return undefined;
  let query = callerQueries.get(db);
  if (!query) {
    query = callerQuery(db);
    callerQueries.set(db, query);
  }
  const [row] = await query.execute({ id: sha256(token) });
  if (!row) return undefined;
  const { settings: rows, ...user } = row;
  return { user, settings: rows };
};

/** Ends the request's session and clears the cookie. */
export const endSession = async (db: Db, request: FastifyRequest, reply: FastifyReply) => {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.delete(sessions).where(eq(sessions.id, sha256(token)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
};

/** Ends every session of a user (password reset, deactivation). */
export const endUserSessions = (db: Db, userId: number) => db.delete(sessions).where(eq(sessions.userId, userId));

/** A user's public data (the shape login and the session answer) by its e-mail, any case; undefined for none. */
export const publicUserByEmail = async (db: Db, email: string): Promise<SessionUser | undefined> => {
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row;
};

export const findUserByEmail = async (db: Db, email: string) => {
  const [row] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row;
};
