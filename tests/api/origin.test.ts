import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/schemas/core';
import type { ErrorBody, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

/** The portal's own address in the tests (readConfig's default PUBLIC_URL). */
const OWN = 'http://127.0.0.1:3000';

// One app for both: neither part changes what the other checks.
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterAll(async () => {
  await t?.close();
});

describe('state-changing calls from another origin', () => {
  const session = () => api(t.app, cookie).get('/api/user/session');

  it('a page on the same host and another port can neither log the user out nor write', async () => {
    const foreign: Record<string, string>[] = [{ origin: 'http://127.0.0.1:4000' }, { origin: 'http://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'same-site' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of foreign) {
      const logout = await api(t.app, cookie).post<ErrorBody>('/api/user/logout', undefined, headers);
      expect(logout.status, JSON.stringify(headers)).toBe(403);
      expect(logout.body).toMatchObject({ httpStatus: 403, code: 'crossOrigin', message: formatMessage('crossOrigin', 'pl') });
      const create = await api(t.app, cookie).post<ErrorBody>('/api/createreclamationtype', { description: 'Z obcej strony' }, headers);
      expect(create.status).toBe(403);
    }
    expect((await session()).status).toBe(200);
    const list = await api(t.app, cookie).get<{ responseData: { description: string }[] }>('/api/getallreclamationtypes');
    expect(list.body.responseData.map((r) => r.description)).not.toContain('Z obcej strony');
  });

  it('a multipart upload from another origin is refused before it is read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reclamation/upload_files',
      headers: { cookie, origin: 'http://127.0.0.1:4000', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"reclamationId":1}\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'crossOrigin' });
  });

  it("the portal's own pages, typed-in navigation and callers without browser headers pass", async () => {
    const own = await api(t.app, cookie).post('/api/createreclamationtype', { description: 'Z portalu' }, { origin: OWN });
    expect(own.status).toBe(200);
    // Reached by the name in its Host header (another name than PUBLIC_URL).
    const byHost = await api(t.app, cookie).post('/api/createreclamationtype', { description: 'Pod inną nazwą' }, { origin: 'http://portal.local:8080', host: 'portal.local:8080' });
    expect(byHost.status).toBe(200);
    const sameSite = await api(t.app, cookie).post('/api/createreclamationtype', { description: 'Ta sama strona' }, { 'sec-fetch-site': 'same-origin' });
    expect(sameSite.status).toBe(200);
    const script = await api(t.app, cookie).post('/api/createreclamationtype', { description: 'Ze skryptu' });
    expect(script.status).toBe(200);
    // Reading is not state-changing: a GET with a foreign Origin is answered (CORS keeps the answer from the page).
    expect((await api(t.app, cookie).get('/api/getallreclamationtypes', { origin: 'http://127.0.0.1:4000' })).status).toBe(200);
  });
});

describe('what caches may keep', () => {
  it('API answers, successful or not, carry Cache-Control: no-store', async () => {
    const calls = [
      api(t.app, cookie).get('/api/user/session'),
      api(t.app, cookie).get('/api/getallusers'),
      api(t.app, cookie).get('/api/customer?page=1&limit=5'),
      api(t.app, cookie).get('/api/getuserdetails/999999'),
      api(t.app).get('/api/getallusers'),
      api(t.app).post('/api/user/login', { email: 'nobody@test.local', password: 'whatever-123' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email: 'admin@test.local', password: 'Admin-pass-123' } });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});
