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

/** Modules of the current user, fetched once per sign-in; `[]` when the call fails (spec §6). */
let modules: Promise<string[]> | undefined;
export const userModules = (): Promise<string[]> => {
  modules ??= (httpClient('/currentusersettings') as Promise<{ userModules: string[] }>)
    .then((r) => r.userModules ?? [])
    .catch(() => {
      modules = undefined;
      return [];
    });
  return modules;
};

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
  canAccess: async ({ resource }) => {
    if (!resource) return true;
    const entity = entityByResource(resource);
    return entity ? (await userModules()).includes(entity.access) : true;
  },
};
