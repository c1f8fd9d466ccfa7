import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/schemas/core';
import { allAccessKeys } from '../../src/schemas/modules';
import { SESSION_COOKIE, sha256 } from '../../server/auth/sessions';
import { authTokens, sessions, users } from '../../server/db/tables';
import type { ErrorBody, OkBody, TestApp } from '../support/testApp';
import { ADMIN_EMAIL, ADMIN_PASSWORD, api, createTestApp, sessionCookieOf, tokenOf } from '../support/testApp';

type User = { id: number; name: string; email: string; user_status: number; user_type: number; language: string | null };

const login = (t: TestApp, email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password }, headers });

const sessionOf = (t: TestApp, cookie?: string) => api(t.app, cookie).get<{ result: User } | ErrorBody>('/api/user/session');

let seq = 0;
/** Signs a new person up and answers the address, the password and the confirmation mail's token. */
const signUp = async (t: TestApp) => {
  const email = `person${seq++}.${Date.now()}@test.local`;
  const password = 'Person-pass-123';
  const sent = t.mails.length;
  const res = await api(t.app).post<OkBody<{ email: string }>>('/api/user/signup', { name: 'Jan Kowalski', email, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.responseData).toEqual({ email });
  expect(t.mails).toHaveLength(sent + 1);
  const mail = t.mails[sent];
  expect(mail.to).toBe(email);
  expect(mail.text).toMatch(/\/confirm-account\?token=/);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { id: row.id, email, password, token: tokenOf(mail) };
};

/** A new, confirmed account. */
const newUser = async (t: TestApp) => {
  const person = await signUp(t);
  expect((await api(t.app).post('/api/user/confirm', { token: person.token })).status).toBe(200);
  return person;
};

const askReset = async (t: TestApp, email: string) => {
  const sent = t.mails.length;
  const res = await api(t.app).post<OkBody<boolean>>('/api/user/forgotpassword', { email });
  expect(res.status).toBe(200);
  expect(t.mails).toHaveLength(sent + 1);
  expect(t.mails[sent].text).toMatch(/\/forget-password\?token=/);
  return tokenOf(t.mails[sent]);
};

describe('sessions and accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('login answers the user without the password hash and sets an HttpOnly, SameSite=Lax cookie', async () => {
    const res = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number), name: 'Administrator', email: ADMIN_EMAIL, user_status: 1, user_type: 1, language: null });
    expect(res.body).not.toMatch(/password|argon2/i);
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${SESSION_COOKIE}=[\\w-]{20,};`));
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    // Addresses are matched whatever their case and surrounding spaces.
    expect((await login(t, `  ${ADMIN_EMAIL.toUpperCase()} `, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('a wrong password and an unknown e-mail get the same 401 answer, in Polish and English', async () => {
    for (const [headers, message] of [
      [{}, 'Niepoprawny e-mail lub hasło'],
      [{ 'accept-language': 'en' }, 'User Email or Password invalid'],
    ] as const) {
      const wrong = await login(t, ADMIN_EMAIL, 'Wrong-pass-123', headers);
      const unknown = await login(t, 'nobody@test.local', ADMIN_PASSWORD, headers);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.body).toBe(unknown.body);
      expect(wrong.json()).toEqual({ httpStatus: 401, code: 'loginInvalid', message, errors: [] });
      expect(wrong.headers['set-cookie']).toBeUndefined();
    }
  });

  it('a login body without e-mail or password gets 400 naming the field', async () => {
    const res = await api(t.app).post<ErrorBody>('/api/user/login', { email: ADMIN_EMAIL });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ path: 'password', code: 'required' });
    expect(res.body.message).toContain('password');
  });

  it('bodies the auth calls cannot use get 400, never 500', async () => {
    const anonymous = api(t.app);
    for (const [url, body, path] of [
      ['/api/user/login', { email: 'a\u0000b@test.local', password: ADMIN_PASSWORD }, 'email'],
      ['/api/user/forgotpassword', { email: 'a\u0000b@test.local' }, 'email'],
      ['/api/user/signup', { name: 'a\u0000b', email: 'nul@test.local', password: 'Person-pass-123' }, 'name'],
      ['/api/user/signup', { name: 'Jan', email: 'a\u0000b@test.local', password: 'Person-pass-123' }, 'email'],
    ] as const) {
      const res = await anonymous.post<ErrorBody>(url, body);
      expect(res.status, `${url} ${path}`).toBe(400);
      expect(res.body.errors[0], url).toMatchObject({ path });
    }
    for (const url of ['/api/user/login', '/api/user/signup', '/api/user/forgotpassword', '/api/user/confirm', '/api/user/resetpassword']) {
      for (const body of ['text', [1, 2], 42]) {
        const res = await anonymous.post<ErrorBody>(url, body);
        expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body, url).toEqual({ httpStatus: 400, code: 'badRequest', message: formatMessage('badRequest', 'pl'), errors: [] });
      }
    }
  });

  it('every login starts a new session; the one sent along with it ends', async () => {
    const first = sessionCookieOf(await login(t, ADMIN_EMAIL, ADMIN_PASSWORD));
    expect(first).toBeDefined();
    const again = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, headers: { cookie: first } });
    const second = sessionCookieOf(again);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // The old cookie is cleared and the new one set: a browser keeps the last one it is given.
    const given = again.cookies.filter((c) => c.name === SESSION_COOKIE);
    expect(`${SESSION_COOKIE}=${given[given.length - 1].value}`).toBe(second);
    expect((await sessionOf(t, first)).status).toBe(401);
    expect((await sessionOf(t, second)).status).toBe(200);
    // A login elsewhere (another browser, no cookie sent) leaves the other sessions alone.
    const third = sessionCookieOf(await login(t, ADMIN_EMAIL, ADMIN_PASSWORD));
    expect(third).not.toBe(second);
    expect((await sessionOf(t, second)).status).toBe(200);
    expect((await sessionOf(t, third)).status).toBe(200);
  });

  it('logout ends the session and clears the cookie', async () => {
    const cookie = await t.login();
    expect((await sessionOf(t, cookie)).status).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ httpStatus: 200, responseData: true });
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    const after = await sessionOf(t, cookie);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ httpStatus: 401, message: formatMessage('unauthorized', 'pl') });
  });

  it('an expired session gets 401', async () => {
    const cookie = await t.login();
    expect((await sessionOf(t, cookie)).status).toBe(200);
    const token = cookie.slice(`${SESSION_COOKIE}=`.length);
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sha256(token)));
    expect((await sessionOf(t, cookie)).status).toBe(401);
  });

  it('/api/user/session, /api/currentusertype and /api/currentusersettings describe the signed-in user', async () => {
    const client = api(t.app, await t.login());
    const session = await client.get<{ result: User }>('/api/user/session');
    expect(session.status).toBe(200);
    expect(session.body).toEqual({ result: { id: expect.any(Number), name: 'Administrator', email: ADMIN_EMAIL, user_status: 1, user_type: 1, language: null } });
    expect(await client.get('/api/currentusertype')).toMatchObject({ status: 200, body: { userType: 1 } });
    const settings = await client.get<{ userModules: string[] }>('/api/currentusersettings');
    expect(settings.status).toBe(200);
    expect(settings.body.userModules).toContain('reclamation_reason');
    expect([...settings.body.userModules].sort()).toEqual(allAccessKeys().sort());

    // An account in no access group is signed in but holds no module.
    const person = await newUser(t);
    const plain = api(t.app, await t.login(person.email, person.password));
    expect((await plain.get('/api/currentusersettings')).body).toEqual({ userModules: [], userModulesModify: [] });
    expect((await plain.get('/api/currentusertype')).body).toEqual({ userType: 1 });

    for (const url of ['/api/user/session', '/api/currentusertype', '/api/currentusersettings']) {
      const res = await api(t.app).get<ErrorBody>(url);
      expect(res.status, url).toBe(401);
      expect(res.body).toEqual({ httpStatus: 401, code: 'unauthorized', message: formatMessage('unauthorized', 'pl'), errors: [] });
    }
  });

  it('GET /api/users/{username} answers the public data of the user signing in with that e-mail (any case), never its password; 404 for nobody; a client user reads only itself', async () => {
    const admin = api(t.app, await t.login());
    const person = await newUser(t);
    const read = await admin.get<OkBody<User>>(`/api/users/${encodeURIComponent(person.email.toUpperCase())}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ httpStatus: 200, responseData: { id: person.id, name: 'Jan Kowalski', email: person.email, user_status: 1, user_type: 1, language: null } });
    expect(JSON.stringify(read.body)).not.toMatch(/password|hash|\$argon2/i);
    expect(read.headers['cache-control']).toBe('private, max-age=60');
    // Any staff member reads it, an account in no group too; nobody signed in does not.
    const plain = api(t.app, await t.login(person.email, person.password));
    expect((await plain.get<OkBody<User>>(`/api/users/${encodeURIComponent(ADMIN_EMAIL)}`)).body.responseData).toMatchObject({ email: ADMIN_EMAIL, name: 'Administrator' });
    expect((await api(t.app).get<ErrorBody>(`/api/users/${encodeURIComponent(person.email)}`)).status).toBe(401);
    const unknown = await admin.get<ErrorBody>('/api/users/nikt%40example.pl');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'notFound', message: 'Nie znaleziono rekordu' });
    // An address of the longest kind an account may have (254 characters) is looked up; a longer one is refused by its field.
    expect((await admin.get<ErrorBody>(`/api/users/${'a'.repeat(242)}%40example.pl`)).status).toBe(404);
    expect((await admin.get<ErrorBody>(`/api/users/${'a'.repeat(250)}%40example.pl`)).body).toMatchObject({ httpStatus: 400, errors: [{ path: 'username', code: 'tooLong' }] });

    const clientEmail = `klient.${Date.now()}@test.local`;
    expect((await admin.post('/api/adduser', { name: 'Klient Portalu', email: clientEmail, password: 'Client-pass-123', user_status: 1, user_type: 2 })).status).toBe(200);
    const client = api(t.app, await t.login(clientEmail, 'Client-pass-123'));
    expect((await client.get<OkBody<User>>(`/api/users/${encodeURIComponent(clientEmail)}`)).body.responseData).toMatchObject({ email: clientEmail, user_type: 2 });
    for (const other of [ADMIN_EMAIL, person.email, 'nikt@example.pl']) expect((await client.get<ErrorBody>(`/api/users/${encodeURIComponent(other)}`)).status, other).toBe(403);
  });

  /** An inactive account's answer, the same whatever the password: it must not confirm a guessed one. */
  const expectInactive = async (email: string, passwords: readonly string[]) => {
    const answers = await Promise.all(passwords.map((password) => login(t, email, password)));
    for (const [i, answer] of answers.entries()) {
      expect(answer.statusCode, passwords[i]).toBe(403);
      expect(answer.json(), passwords[i]).toEqual({ httpStatus: 403, code: 'accountInactive', message: formatMessage('accountInactive', 'pl'), errors: [] });
      expect(answer.headers['set-cookie'], passwords[i]).toBeUndefined();
    }
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  };

  it('an account not confirmed yet answers 403 accountInactive to any password; once confirmed, a wrong one is 401', async () => {
    const person = await signUp(t);
    await expectInactive(person.email, [person.password, 'Wrong-pass-123', `${person.password}x`, '']);
    expect((await api(t.app).post('/api/user/confirm', { token: person.token })).status).toBe(200);
    expect((await login(t, person.email, 'Wrong-pass-123')).json()).toMatchObject({ httpStatus: 401, code: 'loginInvalid' });
    expect((await login(t, person.email, person.password)).statusCode).toBe(200);
  });

  it('an account an administrator switched off answers the same to any password, and signs in again once switched on', async () => {
    const person = await newUser(t);
    const admin = api(t.app, await t.login());
    expect((await admin.put('/api/edituser', { id: person.id, user_status: 0 })).status).toBe(200);
    await expectInactive(person.email, [person.password, 'Wrong-pass-123']);
    expect((await admin.put('/api/edituser', { id: person.id, user_status: 1 })).status).toBe(200);
    expect((await login(t, person.email, 'Wrong-pass-123')).statusCode).toBe(401);
    expect((await login(t, person.email, person.password)).statusCode).toBe(200);
  });

  it('signup sends a confirmation link; the account works once confirmed, and the link only once', async () => {
    const person = await signUp(t);
    const before = await login(t, person.email, person.password);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ httpStatus: 403, message: formatMessage('accountInactive', 'pl') });
    expect(before.headers['set-cookie']).toBeUndefined();

    const confirmed = await api(t.app).post('/api/user/confirm', { token: person.token });
    expect(confirmed).toMatchObject({ status: 200, body: { httpStatus: 200, responseData: true } });
    const cookie = await t.login(person.email, person.password);
    expect((await sessionOf(t, cookie)).body).toMatchObject({ result: { email: person.email, name: 'Jan Kowalski', user_status: 1 } });

    const twice = await api(t.app).post<ErrorBody>('/api/user/confirm', { token: person.token });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({ httpStatus: 400, code: 'tokenInvalid', message: formatMessage('tokenInvalid', 'pl') });
    const made_up = await api(t.app).post<ErrorBody>('/api/user/confirm', { token: 'made-up-token' });
    expect(made_up.status).toBe(400);
  });

  it('signup with a taken e-mail answers as for a new one and mails the owner instead; bad signup data gets 400', async () => {
    const fresh = await api(t.app).post<OkBody<{ email: string }>>('/api/user/signup', { name: 'Ktoś', email: 'fresh.taken@test.local', password: 'Other-pass-123' });
    const sent = t.mails.length;
    const taken = await api(t.app).post<OkBody<{ email: string }>>('/api/user/signup', { name: 'Ktoś', email: ADMIN_EMAIL.toUpperCase(), password: 'Other-pass-123' });
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual({ httpStatus: 200, responseData: { email: ADMIN_EMAIL } });
    expect(Object.keys(taken.body.responseData)).toEqual(Object.keys(fresh.body.responseData));
    expect(t.mails).toHaveLength(sent + 1);
    expect(t.mails[sent].to).toBe(ADMIN_EMAIL);
    expect(t.mails[sent].text).toMatch(/already have an account/);
    expect(t.mails[sent].text).not.toMatch(/token=/);
    // The existing account is untouched: same password, still one row.
    expect((await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN_EMAIL))).toHaveLength(1);

    const weak = await api(t.app).post<ErrorBody>('/api/user/signup', { name: 'Ktoś', email: 'weak@test.local', password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0]).toMatchObject({ path: 'password', code: 'weakPassword' });
    const badEmail = await api(t.app).post<ErrorBody>('/api/user/signup', { name: 'Ktoś', email: 'not-an-address', password: 'Other-pass-123' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors[0]).toMatchObject({ path: 'email', code: 'invalidEmail' });
    expect(t.mails).toHaveLength(sent + 1);
  });

  it('a newer reset link voids the older one; using one voids all; tokens are stored as hashes only', async () => {
    const person = await newUser(t);
    const first = await askReset(t, person.email);
    const second = await askReset(t, person.email);
    const third = await askReset(t, person.email);
    const stored = await t.db.select({ tokenHash: authTokens.tokenHash, expiresAt: authTokens.expiresAt, createdAt: authTokens.createdAt }).from(authTokens).where(eq(authTokens.userId, person.id));
    for (const token of [first, second, third]) {
      expect(stored.some((row) => row.tokenHash === token)).toBe(false);
      expect(stored.some((row) => row.tokenHash === sha256(token))).toBe(true);
    }
    // A reset link lives one hour.
    const newest = stored.find((row) => row.tokenHash === sha256(third));
    expect(Math.abs(newest!.expiresAt.getTime() - newest!.createdAt.getTime() - 3600_000)).toBeLessThan(5_000);

    const older = await api(t.app).post<ErrorBody>('/api/user/resetpassword', { token: first, password: 'Older-link-pass-1' });
    expect(older.status).toBe(400);
    expect(older.body.code).toBe('tokenInvalid');
    expect((await api(t.app).post('/api/user/resetpassword', { token: second, password: 'Second-link-pass-1' })).status).toBe(400);
    expect((await login(t, person.email, person.password)).statusCode).toBe(200);

    const fourth = await askReset(t, person.email);
    // Redeem the fourth, then make sure no token of the person's is left alive.
    expect((await api(t.app).post('/api/user/resetpassword', { token: fourth, password: 'Newest-link-pass-1' })).status).toBe(200);
    const alive = await t.db.select({ id: authTokens.id }).from(authTokens).where(and(eq(authTokens.userId, person.id), eq(authTokens.kind, 'reset'), isNull(authTokens.usedAt)));
    expect(alive).toHaveLength(0);
    expect((await api(t.app).post('/api/user/resetpassword', { token: third, password: 'Third-link-pass-1' })).status).toBe(400);
    expect((await login(t, person.email, 'Newest-link-pass-1')).statusCode).toBe(200);
  });

  it('forgot password mails a reset link; an unknown address gets the same answer and no mail', async () => {
    const person = await newUser(t);
    const sent = t.mails.length;
    const known = await api(t.app).post('/api/user/forgotpassword', { email: person.email.toUpperCase() });
    const unknown = await api(t.app).post('/api/user/forgotpassword', { email: 'nobody@test.local' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(t.mails).toHaveLength(sent + 1);
    expect(t.mails[sent].to).toBe(person.email);
  });

  it('a reset link sets a new password once and ends the other sessions of the account', async () => {
    const person = await newUser(t);
    const other = await t.login(person.email, person.password);
    const adminCookie = await t.login();
    const token = await askReset(t, person.email);

    const newPassword = 'Brand-new-pass-456';
    const weak = await api(t.app).post<ErrorBody>('/api/user/resetpassword', { token, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0]).toMatchObject({ path: 'password', code: 'weakPassword' });

    const reset = await api(t.app).post('/api/user/resetpassword', { token, password: newPassword });
    expect(reset).toMatchObject({ status: 200, body: { httpStatus: 200, responseData: true } });
    expect((await login(t, person.email, person.password)).statusCode).toBe(401);
    expect((await login(t, person.email, newPassword)).statusCode).toBe(200);
    expect((await sessionOf(t, other)).status).toBe(401);
    // Somebody else's session is not touched.
    expect((await sessionOf(t, adminCookie)).status).toBe(200);

    const again = await api(t.app).post<ErrorBody>('/api/user/resetpassword', { token, password: 'Third-pass-789' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('tokenInvalid');
    expect((await login(t, person.email, newPassword)).statusCode).toBe(200);

    // A confirmation token is no reset token.
    const fresh = await signUp(t);
    const wrongKind = await api(t.app).post<ErrorBody>('/api/user/resetpassword', { token: fresh.token, password: newPassword });
    expect(wrongKind.status).toBe(400);
  });

  it('expired confirmation and reset links get 400', async () => {
    const person = await signUp(t);
    await t.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(authTokens.userId, person.id));
    const confirm = await api(t.app).post<ErrorBody>('/api/user/confirm', { token: person.token });
    expect(confirm.status).toBe(400);
    expect(confirm.body).toMatchObject({ httpStatus: 400, code: 'tokenInvalid', message: formatMessage('tokenInvalid', 'pl') });
    const [row] = await t.db.select({ status: users.user_status }).from(users).where(eq(users.id, person.id));
    expect(row.status).toBe(0);

    const confirmed = await newUser(t);
    const token = await askReset(t, confirmed.email);
    await t.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.userId, confirmed.id));
    const reset = await api(t.app).post<ErrorBody>('/api/user/resetpassword', { token, password: 'Late-pass-12345' });
    expect(reset.status).toBe(400);
    expect(reset.body.code).toBe('tokenInvalid');
    expect((await login(t, confirmed.email, confirmed.password)).statusCode).toBe(200);
  });
});

describe('login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 3 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the 4th login attempt within a minute gets 429 with a message', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t, ADMIN_EMAIL, 'Wrong-pass-123')).statusCode).toBe(401);
    const limited = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ httpStatus: 429, code: 'tooManyAttempts', message: formatMessage('tooManyAttempts', 'pl'), errors: [] });
    expect(limited.headers['set-cookie']).toBeUndefined();
    const english = await login(t, ADMIN_EMAIL, ADMIN_PASSWORD, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(429);
    expect(english.json<ErrorBody>().message).toBe('Too many attempts. Try again in a moment');
  });
});
