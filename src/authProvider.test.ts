// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { authProvider, SESSION_CHECK_REUSE_MS } from './authProvider';

const USER = { id: 7, name: 'Anna Kowalska', email: 'anna@zaplecze.local', user_type: 1, user_status: 1 };

/** The browser's fetch answering `/api/user/session` with `status`, counting the calls. */
const sessionServer = (status: () => number) =>
  vi.fn(async (url: string) => {
    if (url !== '/api/user/session') return new Response('{}', { status: 404 });
    const code = status();
    const body = code === 200 ? { httpStatus: 200, result: USER } : { httpStatus: code, message: 'Sesja wygasła' };
    return new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
  });

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['performance'] });
  // Each test starts signed out, with no check to share.
  vi.stubGlobal('fetch', sessionServer(() => 200));
  await authProvider.logout({});
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('asks the server once for the checks of one screen opening, again for a screen opened later', async () => {
  const fetch = sessionServer(() => 200);
  vi.stubGlobal('fetch', fetch);
  await Promise.all([authProvider.checkAuth({}), authProvider.checkAuth({})]);
  await authProvider.checkAuth({});
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(JSON.parse(localStorage.getItem('zaplecze.user') ?? 'null')).toEqual(USER);

  vi.advanceTimersByTime(SESSION_CHECK_REUSE_MS + 1);
  await authProvider.checkAuth({});
  expect(fetch).toHaveBeenCalledTimes(2);
});

it('does not reuse a refused check: the next one asks again, and a refused one sends to the sign-in page', async () => {
  let status = 401;
  const fetch = sessionServer(() => status);
  vi.stubGlobal('fetch', fetch);
  await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: expect.stringMatching(/^\/login/) });
  status = 200;
  await authProvider.checkAuth({});
  expect(fetch).toHaveBeenCalledTimes(2);
});

it('signing out forgets the last check', async () => {
  const fetch = sessionServer(() => 200);
  vi.stubGlobal('fetch', fetch);
  await authProvider.checkAuth({});
  await authProvider.logout({});
  await authProvider.checkAuth({});
  expect(fetch.mock.calls.filter(([url]) => url === '/api/user/session')).toHaveLength(2);
});
