// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider, currentUserType, DEFAULT_USER_TYPE, SESSION_CHECK_REUSE_MS } from './authProvider';

const USER = { id: 7, name: 'Anna Kowalska', email: 'anna@zaplecze.local', user_type: 1, user_status: 1 };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** How many times the session was checked (a check also asks for the user type, see below). */
const sessionCalls = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.filter(([url]) => url === '/api/user/session').length;

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
  expect(sessionCalls(fetch)).toBe(1);
  expect(JSON.parse(localStorage.getItem('zaplecze.user') ?? 'null')).toEqual(USER);

  vi.advanceTimersByTime(SESSION_CHECK_REUSE_MS + 1);
  await authProvider.checkAuth({});
  expect(sessionCalls(fetch)).toBe(2);
});

it('does not reuse a refused check: the next one asks again, and a refused one sends to the sign-in page', async () => {
  let status = 401;
  const fetch = sessionServer(() => status);
  vi.stubGlobal('fetch', fetch);
  await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: expect.stringMatching(/^\/login/) });
  status = 200;
  await authProvider.checkAuth({});
  expect(sessionCalls(fetch)).toBe(2);
});

it('signing out forgets the last check', async () => {
  const fetch = sessionServer(() => 200);
  vi.stubGlobal('fetch', fetch);
  await authProvider.checkAuth({});
  await authProvider.logout({});
  await authProvider.checkAuth({});
  expect(fetch.mock.calls.filter(([url]) => url === '/api/user/session')).toHaveLength(2);
});

describe('the user type (spec §7 GET /currentusertype, §9 default 10)', () => {
  /** The session as USER, and `/api/currentusertype` answered by `answer` (a thrown error is a network failure). */
  const server = (answer: () => Response) =>
    vi.fn(async (url: string) => {
      if (url === '/api/user/session') return json(200, { httpStatus: 200, result: USER });
      if (url === '/api/currentusertype') return answer();
      return json(404, {});
    });
  const typeCalls = (fetch: ReturnType<typeof vi.fn>) => fetch.mock.calls.filter(([url]) => url === '/api/currentusertype').length;

  it("is the server's answer, asked once per sign-in, and the identity names it", async () => {
    const fetch = server(() => json(200, { userType: 2 }));
    vi.stubGlobal('fetch', fetch);
    await authProvider.checkAuth({});
    expect(await authProvider.getIdentity?.()).toEqual({ id: 7, fullName: 'Anna Kowalska', email: 'anna@zaplecze.local', userType: 2 });
    expect(await currentUserType()).toBe(2);
    expect(typeCalls(fetch)).toBe(1);
  });

  it('is 10 when the answer names none or no number', async () => {
    for (const body of [{}, { userType: null }, { userType: '2' }, { userType: 1.5 }, null]) {
      await authProvider.logout({});
      vi.stubGlobal('fetch', server(() => json(200, body)));
      expect(await currentUserType(), JSON.stringify(body)).toBe(DEFAULT_USER_TYPE);
    }
    expect(DEFAULT_USER_TYPE).toBe(10);
  });

  it('is 10 when the call fails, and is asked again next time', async () => {
    let answer = () => json(503, { httpStatus: 503, code: 'databaseUnavailable', message: 'Baza danych jest niedostępna' });
    const fetch = server(() => answer());
    vi.stubGlobal('fetch', fetch);
    await authProvider.checkAuth({});
    expect((await authProvider.getIdentity?.())?.userType).toBe(10);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await currentUserType()).toBe(10);
    answer = () => json(200, { userType: 1 });
    expect(await currentUserType()).toBe(1);
    expect(typeCalls(fetch)).toBeGreaterThanOrEqual(3);
  });

  it('signing out forgets it', async () => {
    let type = 1;
    vi.stubGlobal('fetch', server(() => json(200, { userType: type })));
    expect(await currentUserType()).toBe(1);
    type = 2;
    expect(await currentUserType()).toBe(1);
    await authProvider.logout({});
    expect(await currentUserType()).toBe(2);
  });
});
