import type { AuthProvider } from 'react-admin';
import { HttpError } from 'react-admin';
import type { CurrentUser } from './dataProvider/auth';
import { fetchSession, fetchUserModules, fetchUserType, signIn, signOut } from './dataProvider/auth';
import { entityByResource } from './schemas/registry';

export type { CurrentUser };

const USER_KEY = 'zaplecze.user';

export const storedUser = (): CurrentUser | undefined => {
  const raw = localStorage.getItem(USER_KEY);
  try {
    return raw ? (JSON.parse(raw) as CurrentUser) : undefined;
  } catch {
    return undefined;
  }
};

type Modules = { read: string[]; modify: string[] };

/**
 * Modules the current user may open and those it may change, fetched once per sign-in; empty
 * when the call fails (spec §6). They mirror what the server enforces on every call.
 */
let modules: Promise<Modules> | undefined;
const loadModules = (): Promise<Modules> => {
  modules ??= fetchUserModules()
    .then((r) => ({ read: r.userModules ?? [], modify: r.userModulesModify ?? [] }))
    .catch(() => {
      modules = undefined;
      return { read: [], modify: [] };
    });
  return modules;
};
export const userModules = async (): Promise<string[]> => (await loadModules()).read;

/** Spec §9: the user type when the server names none. */
export const DEFAULT_USER_TYPE = 10;

/**
 * The signed-in user's type from `GET /currentusertype` (spec §7: `{ userType }`), asked once per
 * sign-in; DEFAULT_USER_TYPE when the answer names none or the call fails (a failed call is asked
 * again next time).
 */
let userType: Promise<number> | undefined;
export const currentUserType = (): Promise<number> => {
  userType ??= fetchUserType()
    .then((answer) => {
      const type = answer?.userType;
      return typeof type === 'number' && Number.isInteger(type) ? type : DEFAULT_USER_TYPE;
    })
    .catch(() => {
      userType = undefined;
      return DEFAULT_USER_TYPE;
    });
  return userType;
};

/** react-admin actions that change data and so need the modify right. */
const MODIFYING = new Set(['create', 'edit', 'delete']);

/**
 * The last session check, shared by the checks of one screen opening: react-admin checks when the
 * portal starts and again when the screen mounts, within milliseconds. A check answered more than
 * `SESSION_CHECK_REUSE_MS` ago (or a failed one) is not reused: opening another screen asks again.
 */
export const SESSION_CHECK_REUSE_MS = 2000;
let sessionCheck: { at: number; answer: Promise<CurrentUser> } | undefined;
const checkSession = (): Promise<CurrentUser> => {
  if (sessionCheck && performance.now() - sessionCheck.at < SESSION_CHECK_REUSE_MS) return sessionCheck.answer;
  const check = { at: performance.now(), answer: fetchSession() };
  sessionCheck = check;
  check.answer.then(
    () => {
      if (sessionCheck === check) check.at = performance.now();
    },
    () => {
      if (sessionCheck === check) sessionCheck = undefined;
    },
  );
  return check.answer;
};

const forget = () => {
  localStorage.removeItem(USER_KEY);
  modules = undefined;
  userType = undefined;
  sessionCheck = undefined;
};

/**
 * Asks for the session check and the user's rights ahead of react-admin, when the portal starts on
 * a guarded screen: react-admin's own calls then share the answers (see checkSession, loadModules).
 */
export const prefetchSessionAndRights = () => {
  checkSession().catch(() => undefined);
  void loadModules();
  void currentUserType();
};

const loginRedirect = () => {
  const here = `${window.location.pathname}${window.location.search}`;
  const publicPath = ['/', '/login', '/logout'].includes(window.location.pathname);
  return publicPath ? '/login' : `/login?redirectFrom=${encodeURIComponent(here)}`;
};

/**
 * Sign-in through `/user/login`, the session re-validated with `/user/session` on every guarded
 * screen (one call for the checks of one opening), rights from `/currentusersettings`. The server
 * enforces rights; this only mirrors them.
 */
export const authProvider: AuthProvider = {
  login: async ({ username, email, password }: { username?: string; email?: string; password: string }) => {
    forget();
    const user = await signIn(email ?? username, password);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
  logout: async () => {
    const signedIn = storedUser() !== undefined;
    forget();
    if (signedIn) await signOut().catch(() => undefined);
    return '/login';
  },
  checkAuth: async () => {
    try {
      localStorage.setItem(USER_KEY, JSON.stringify(await checkSession()));
      // Asked alongside the screen's start, so that the identity (which names it) need not wait for it.
      void currentUserType();
    } catch {
      forget();
      throw { redirectTo: loginRedirect(), message: false };
    }
  },
  checkError: async (error: unknown) => {
    if (error instanceof HttpError && error.status === 401) {
      forget();
      throw { redirectTo: loginRedirect(), message: false };
    }
  },
  getIdentity: async () => {
    const user = storedUser();
    if (!user) throw new Error('Not signed in');
    // The type is the server's answer to /currentusertype, not the copy kept at sign-in.
    return { id: user.id, fullName: user.name, email: user.email, userType: await currentUserType() };
  },
  getPermissions: () => userModules(),
  canAccess: async ({ resource, action }) => {
    if (!resource) return true;
    const entity = entityByResource(resource);
    if (!entity) return true;
    const { read, modify } = await loadModules();
    return (MODIFYING.has(action) ? modify : read).includes(entity.access);
  },
};
