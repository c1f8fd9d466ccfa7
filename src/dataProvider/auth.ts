/**
 * The sign-in calls (spec §1, §6, §7 "Users"):
 *
 *   sign in          POST /api/user/login            { email, password }
 *   sign out         POST /api/user/logout
 *   session          GET  /api/user/session
 *   rights           GET  /api/currentusersettings
 *   user type        GET  /api/currentusertype
 */
import { httpClient } from './httpClient';

/** The user as the login call returns it, kept in local storage (spec §1). */
export type CurrentUser = { id: number; name: string; email: string; user_type: number; user_status: number };

/** The modules the signed-in user may open (`userModules`) and those it may change (`userModulesModify`). */
export type UserModules = { userModules: string[]; userModulesModify?: string[] };

export const signIn = async (email: string | undefined, password: string): Promise<CurrentUser> =>
  (await httpClient('/user/login', { method: 'POST', body: { email, password } })) as CurrentUser;

export const signOut = (): Promise<unknown> => httpClient('/user/logout', { method: 'POST', body: {} });

/** The session's user; fails (401) when there is no session. */
export const fetchSession = async (): Promise<CurrentUser> => ((await httpClient('/user/session')) as { result: CurrentUser }).result;

export const fetchUserModules = (): Promise<UserModules> => httpClient('/currentusersettings') as Promise<UserModules>;

/** `GET /currentusertype` (spec §7: `{ userType }`), as the server answers it. */
export const fetchUserType = (): Promise<{ userType?: unknown } | null> => httpClient('/currentusertype') as Promise<{ userType?: unknown } | null>;
