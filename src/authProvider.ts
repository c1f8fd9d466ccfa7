import type { AuthProvider } from 'react-admin';
import { HttpError } from 'react-admin';
import { httpClient } from './dataProvider/httpClient';
import { entityByResource } from './schemas/registry';

/** The user as the login call returns it, kept in local storage (spec §1). */
export type CurrentUser = { id: number; name: string; email: string; user_type: number; user_status: number };

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
  modules ??= (httpClient('/currentusersettings') as Promise<{ userModules: string[]; userModulesModify?: string[] }>)
    .then((r) => ({ read: r.userModules ?? [], modify: r.userModulesModify ?? [] }))
    .catch(() => {
      modules = undefined;
      return { read: [], modify: [] };
    });
  return modules;
};
export const userModules = async (): Promise<string[]> => (await loadModules()).read;

/** react-admin actions that change data and so need the modify right. */
const MODIFYING = new Set(['create', 'edit', 'delete']);

const forget = () => {
  localStorage.removeItem(USER_KEY);
  modules = undefined;
};

const loginRedirect = () => {
  const here = `${window.location.pathname}${window.location.search}`;
  const publicPath = ['/', '/login', '/logout'].includes(window.location.pathname);
  return publicPath ? '/login' : `/login?redirectFrom=${encodeURIComponent(here)}`;
};

/**
 * Sign-in through `/user/login`, the session re-validated with `/user/session` on every guarded
 * screen, rights from `/currentusersettings`. The server enforces rights; this only mirrors them.
 */
export const authProvider: AuthProvider = {
  login: async ({ username, email, password }: { username?: string; email?: string; password: string }) => {
    forget();
    const user = (await httpClient('/user/login', { method: 'POST', body: { email: email ?? username, password } })) as CurrentUser;
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
  logout: async () => {
    const signedIn = storedUser() !== undefined;
    forget();
    if (signedIn) await httpClient('/user/logout', { method: 'POST', body: {} }).catch(() => undefined);
    return '/login';
  },
  checkAuth: async () => {
    try {
      const { result } = (await httpClient('/user/session')) as { result: CurrentUser };
      localStorage.setItem(USER_KEY, JSON.stringify(result));
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
    return { id: user.id, fullName: user.name, email: user.email };
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
