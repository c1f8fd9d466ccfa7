import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../src/schemas/entities/customer';
import type { ApiRoute } from '../../server/types';
import { buildRecord, createRow } from '../support/entities';
import { ROLE_PASSWORD, setUpRoles } from '../support/roles';
import type { ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

describe('rights enforced on the server', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
  });
  afterAll(() => t.close());

  const newStaff = async (name: string) => {
    const email = `${name}.${Date.now()}@example.pl`;
    const res = await roles.admin.post<OkBody<Row>>('/api/adduser', { name, email, password: ROLE_PASSWORD, user_type: 1, user_status: 1 });
    expect(res.status).toBe(200);
    return { id: res.body.responseData.id, email, client: api(t.app, await t.login(email, ROLE_PASSWORD)) };
  };
  const newGroup = async (body: Record<string, unknown>) => {
    const res = await roles.admin.post<OkBody<Row>>('/api/rolegroup', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData.id;
  };

  it('forbidden in one group beats allowed in another, and the change applies to the next request', async () => {
    const person = await newStaff('dwie.grupy');
    await newGroup({ description: 'Firmy – edycja', settings: [{ key: 'firm', canRead: true, canModify: true }], users: [{ userId: person.id }] });
    expect((await person.client.get('/api/getallfirms')).status).toBe(200);
    const banId = await newGroup({ description: 'Firmy – zakaz', settings: [{ key: 'firm', isForbidden: true }], users: [{ userId: person.id }] });
    expect((await person.client.get('/api/getallfirms')).status).toBe(403);
    expect((await person.client.get<{ userModules: string[] }>('/api/currentusersettings')).body.userModules).not.toContain('firm');
    await roles.admin.put(`/api/rolegroup/${banId}`, { users: [] });
    expect((await person.client.get('/api/getallfirms')).status).toBe(200);
    expect((await person.client.get<{ userModules: string[] }>('/api/currentusersettings')).body.userModules).toEqual(['firm']);
  });

  it('reports what the user may open and what it may change, as the server enforces it', async () => {
    const person = await newStaff('odczyt.i.zmiana');
    await newGroup({
      description: 'Mieszane',
      settings: [
        { key: 'firm', canRead: true },
        { key: 'delivery_type', canModify: true },
      ],
      users: [{ userId: person.id }],
    });
    const settings = await person.client.get<{ userModules: string[]; userModulesModify: string[] }>('/api/currentusersettings');
    expect(settings.body).toEqual({ userModules: ['delivery_type', 'firm'], userModulesModify: ['delivery_type'] });
    expect((await person.client.post('/api/createfirm', { name: 'X', abbreviation: 'X1' })).status).toBe(403);
    expect((await person.client.post('/api/createdeliverytype', { code: 'DT-X', description: 'Nowy' })).status).toBe(200);
  });

  it('revoking a right takes effect on the next request', async () => {
    const reader = roles.as('readOnly');
    expect((await reader.get('/api/getallreclamationreasons')).status).toBe(200);
    await roles.admin.put(`/api/rolegroup/${roles.readGroupId}`, { settings: [{ key: 'customers', canRead: true }] });
    expect((await reader.get('/api/getallreclamationreasons')).status).toBe(403);
    expect((await reader.get('/api/customer')).status).toBe(200);
    await roles.admin.put(`/api/rolegroup/${roles.readGroupId}`, { settings: [{ key: '*', canRead: true }] });
    expect((await reader.get('/api/getallreclamationreasons')).status).toBe(200);
  });

  it('deactivating a user ends its sessions at once, and it cannot sign in', async () => {
    const person = await newStaff('wylaczany');
    expect((await person.client.get('/api/user/session')).status).toBe(200);
    const res = await roles.admin.put('/api/edituser', { id: person.id, user_status: 0 });
    expect(res.status).toBe(200);
    expect((await person.client.get('/api/user/session')).status).toBe(401);
    const again = await api(t.app).post('/api/user/login', { email: person.email, password: ROLE_PASSWORD });
    expect(again.status).toBe(403);
  });

  it('an administrator cannot switch off or delete its own account', async () => {
    const me = await roles.admin.get<{ result: { id: number } }>('/api/user/session');
    const off = await roles.admin.put<ErrorBody>('/api/edituser', { id: me.body.result.id, user_status: 0 });
    expect(off.status).toBe(400);
    expect(off.body.message).toBe('Nie możesz wyłączyć ani usunąć własnego konta');
    expect((await roles.admin.post('/api/deleteuser', { id: me.body.result.id })).status).toBe(400);
    expect((await roles.admin.get('/api/user/session')).status).toBe(200);
  });

  describe('a client user sees only its customers', () => {
    it('the list and its count never hold another customer', async () => {
      const client = roles.as('client');
      const list = await client.get<OkBody<Row[]>>('/api/customer');
      expect(list.body.responseData.map((r) => r.id)).toContain(roles.customerA.id);
      expect(list.body.responseData.map((r) => r.id)).not.toContain(roles.customerB.id);
      const paged = await client.get<OkBody<{ rows: Row[]; count: number }>>('/api/customer?page=1&limit=100');
      expect(paged.body.responseData.rows.every((r) => r.id !== roles.customerB.id)).toBe(true);
      expect(paged.body.responseData.count).toBe(paged.body.responseData.rows.length);
      const filtered = await client.get<OkBody<{ rows: Row[]; count: number }>>(
        `/api/customer?page=1&limit=10&filter=${encodeURIComponent(JSON.stringify({ id: roles.customerB.id }))}`,
      );
      expect(filtered.body.responseData).toEqual({ rows: [], count: 0 });
    });

    it("another customer's record by id is 404, to read, change or delete", async () => {
      const client = roles.as('client');
      expect((await client.get(`/api/customer/${roles.customerB.id}`)).status).toBe(404);
      expect((await client.put(`/api/customer/${roles.customerB.id}`, { name: 'Przejęty' })).status).toBe(404);
      expect((await client.delete(`/api/customer/${roles.customerB.id}`)).status).toBe(404);
      const b = await roles.admin.get<OkBody<Row>>(`/api/customer/${roles.customerB.id}`);
      expect(b.body.responseData.name).not.toBe('Przejęty');
      expect((await client.get(`/api/customer/${roles.customerA.id}`)).status).toBe(200);
    });

    it('an all-customers group opens every customer', async () => {
      const groupId = await newGroup({ description: 'Klient – wszyscy', user_type: 2, all_clients_access: true, users: [{ userId: roles.users.client.id }] });
      expect((await roles.as('client').get(`/api/customer/${roles.customerB.id}`)).status).toBe(200);
      await roles.admin.delete(`/api/rolegroup/${groupId}`);
      expect((await roles.as('client').get(`/api/customer/${roles.customerB.id}`)).status).toBe(404);
    });

    it('reports only client rights, whatever its group holds', async () => {
      const res = await roles.admin.post<OkBody<{ settings: { key: string }[] }>>('/api/rolegroup', {
        description: 'Klient – za dużo',
        user_type: 2,
        settings: [
          { key: 'customers', canRead: true },
          { key: 'firm', canRead: true, canModify: true },
          { key: 'users', canRead: true },
        ],
        users: [{ userId: roles.users.client.id }],
      });
      expect(res.body.responseData.settings.map((s) => s.key)).toEqual(['customers']);
      const modules = await roles.as('client').get<{ userModules: string[] }>('/api/currentusersettings');
      expect(modules.body.userModules).toEqual(['reclamations', 'customers', 'orders', 'customerRequests', 'deliveryDocuments']);
      expect((await roles.as('client').get('/api/getallfirms')).status).toBe(403);
      expect((await roles.as('client').get<{ userType: number }>('/api/currentusertype')).body).toEqual({ userType: 2 });
    });
  });

  describe('a body cannot set what its sender may not set', () => {
    it('sign-up ignores user_type, user_status and group lists', async () => {
      const email = `samozwaniec.${Date.now()}@example.pl`;
      const res = await api(t.app).post('/api/user/signup', { name: 'Samozwaniec', email, password: 'Signup-pass-1', user_type: 2, user_status: 1, groups: [1] });
      expect(res.status).toBe(200);
      const list = await roles.admin.get<OkBody<Row[]>>(`/api/getallusers?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
      expect(list.body.responseData).toHaveLength(1);
      expect(list.body.responseData[0]).toMatchObject({ email, user_type: 1, user_status: 0 });
      expect((await api(t.app).post('/api/user/login', { email, password: 'Signup-pass-1' })).status).toBe(403);
    });

    it("a client's update cannot move a record to another id or customer", async () => {
      const own = await createRow(roles.admin, customer, await buildRecord(roles.admin, customer));
      await roles.grantCustomer(own.id);
      const res = await roles.as('client').put<OkBody<Row>>(`/api/customer/${own.id}`, { id: roles.customerB.id, name: 'Nowa nazwa' });
      expect(res.status).toBe(200);
      expect(res.body.responseData).toMatchObject({ id: own.id, name: 'Nowa nazwa' });
      const b = await roles.admin.get<OkBody<Row>>(`/api/customer/${roles.customerB.id}`);
      expect(b.body.responseData.name).not.toBe('Nowa nazwa');
    });

    it('users and password hashes never come back from the API', async () => {
      const list = await roles.admin.get<OkBody<Row[]>>('/api/getallusers');
      for (const row of list.body.responseData) {
        expect(row).not.toHaveProperty('password');
        expect(row).not.toHaveProperty('passwordHash');
      }
    });

    it('a user list cannot be sorted or filtered by the password', async () => {
      expect((await roles.admin.get('/api/getallusers?sort=password')).status).toBe(400);
      expect((await roles.admin.get(`/api/getallusers?filter=${encodeURIComponent('{"password":"x"}')}`)).status).toBe(400);
    });
  });

  it('an access group rejects unknown access keys and unknown members', async () => {
    const key = await roles.admin.post<ErrorBody>('/api/rolegroup', { description: 'Zła', settings: [{ key: 'no-such-module', canRead: true }] });
    expect(key.status).toBe(400);
    expect(key.body.message).toContain('no-such-module');
    const member = await roles.admin.post<ErrorBody>('/api/rolegroup', { description: 'Zła 2', users: [{ userId: 999999 }] });
    expect(member.status).toBe(400);
    expect(member.body.errors[0]).toMatchObject({ path: 'users', code: 'unknownReference' });
    const groups = await roles.admin.get<OkBody<Row[]>>('/api/rolegroup');
    expect(groups.body.responseData.map((g) => g.description)).not.toContain('Zła 2');
  });

  it('default settings list every key with its client access, all flags off', async () => {
    const res = await roles.admin.get<OkBody<{ key: string; clientAccess: boolean; canRead: boolean }[]>>('/api/rolegroupsettings');
    const keys = res.body.responseData.map((s) => s.key);
    expect(keys[0]).toBe('*');
    expect(keys).toEqual(expect.arrayContaining(['customers', 'firm', 'users', 'rolegroups', 'reclamation_reason']));
    expect(new Set(keys).size).toBe(keys.length);
    expect(res.body.responseData.find((s) => s.key === 'customers')?.clientAccess).toBe(true);
    expect(res.body.responseData.find((s) => s.key === 'firm')?.clientAccess).toBe(false);
    expect(res.body.responseData.every((s) => !s.canRead)).toBe(true);
  });

  describe('rights before input: a caller who may not use a route learns nothing of what it takes', () => {
    type Malformed = { kind: string; request: (url: string) => Omit<InjectOptions, 'method'> };
    /** Inputs each route would refuse with a 400 from a caller who may use it. */
    const MALFORMED: readonly Malformed[] = [
      { kind: 'malformed query', request: (url) => ({ url: `${url}?filter=%7B&page=-1&sort=__proto__&q=${'x'.repeat(300)}` }) },
      { kind: 'NUL in the query', request: (url) => ({ url: `${url}?q=a%00b&objectType=order%00&objectId=1` }) },
      { kind: 'malformed JSON body', request: (url) => ({ url, headers: { 'content-type': 'application/json' }, payload: '{"description": "niedokończony' }) },
      { kind: 'NUL in the JSON body', request: (url) => ({ url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ description: 'a\u0000b', objectType: 'order', objectId: 1, q: 'a\u0000b' }) }) },
      { kind: 'broken multipart', request: (url) => ({ url, headers: { 'content-type': 'multipart/form-data; boundary=zzz' }, payload: '--zzz\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"x":' }) },
      { kind: 'body too large', request: (url) => ({ url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ description: 'x'.repeat(1024 * 1024 + 10) }) }) },
    ];
    /** A path's parameters as junk: an id no route takes. */
    const junkPath = (url: string) => url.replace(/:(\w+)/g, 'x%00y');
    const bodyless = (method: string) => method === 'GET' || method === 'DELETE';

    /** Every call of every route that needs more than the public's access: method, url, kind, answer. */
    const sweep = async (cookie: string | undefined, routes: readonly ApiRoute[]) => {
      const answers: string[] = [];
      for (const route of routes) {
        for (const { kind, request } of MALFORMED) {
          if (bodyless(route.method) && !kind.includes('query')) continue;
          const options = request(junkPath(route.url));
          const response = await t.app.inject({ method: route.method as InjectOptions['method'], ...options, headers: { ...options.headers, ...(cookie ? { cookie } : {}) } });
          answers.push(`${response.statusCode} ${(response.json() as { code?: string }).code} ${route.method} ${route.url} (${kind})`);
        }
      }
      return answers;
    };
    const needsARight = (route: ApiRoute) => route.access !== 'public' && route.access !== 'signedIn';

    it('the routes that take their module from the input need a right on one of them, as any route needs its own', () => {
      const access = (method: string, url: string) => t.app.apiRoutes.find((r) => r.method === method && r.url === url)?.access;
      expect(access('GET', '/api/object_version')).toEqual({ anyOf: ['orders', 'customerRequests'], mode: 'read' });
      expect(access('POST', '/api/upload_files')).toMatchObject({ mode: 'modify' });
      expect(access('POST', '/api/subject_files')).toMatchObject({ mode: 'read' });
      expect(access('GET', '/api/search')).toMatchObject({ mode: 'read' });
      // The routes that stay open to every signed-in user serve the user's own account and settings,
      // a colleague's public data by the address they sign in with (a client user: its own only),
      // and the user's live events (each one sent only for a record the user may read).
      expect(t.app.apiRoutes.filter((r) => r.access === 'signedIn').map((r) => `${r.method} ${r.url}`).sort()).toEqual([
        'GET /api/currentusersettings',
        'GET /api/currentusertype',
        'GET /api/events',
        'GET /api/user/session',
        'GET /api/user/settings',
        'GET /api/users/:username',
        'PUT /api/user/settings',
      ]);
    });

    it('a user without rights gets 403 forbidden from every route that needs a right, whatever it sends', async () => {
      const routes = t.app.apiRoutes.filter(needsARight);
      // The four routes seen answering 400, and one generic one, are among them.
      for (const [method, url] of [['GET', '/api/object_version'], ['POST', '/api/upload_files'], ['POST', '/api/subject_files'], ['GET', '/api/search'], ['POST', '/api/createreclamationtype']]) {
        expect(routes.some((r) => r.method === method && r.url === url), `${method} ${url}`).toBe(true);
      }
      const answers = await sweep(roles.cookies.noRights, routes);
      expect(answers.filter((answer) => !answer.startsWith('403 forbidden '))).toEqual([]);
      expect(answers.length).toBeGreaterThan(routes.length);
    });

    it('without a session, every route that is not public answers 401, whatever it is sent', async () => {
      const routes = t.app.apiRoutes.filter((route) => route.access !== 'public');
      const answers = await sweep(undefined, routes);
      expect(answers.filter((answer) => !answer.startsWith('401 unauthorized '))).toEqual([]);
    });

    it('a caller who may use the route still gets its 400 for the same input', async () => {
      const bad = (method: 'GET' | 'POST', url: string, options: Omit<InjectOptions, 'method' | 'url'> = {}) =>
        t.app.inject({ method, url, ...options, headers: { ...options.headers, cookie: roles.cookies.admin! } });
      expect((await bad('GET', '/api/object_version?objectType=order%00&objectId=1')).statusCode).toBe(400);
      expect((await bad('GET', '/api/search?q=a%00b')).statusCode).toBe(400);
      expect((await bad('POST', '/api/subject_files', { headers: { 'content-type': 'application/json' }, payload: '{"objectType":' })).json()).toMatchObject({ httpStatus: 400, code: 'malformedJson' });
      expect((await bad('POST', '/api/upload_files', { headers: { 'content-type': 'multipart/form-data; boundary=zzz' }, payload: '--zzz\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"x":' })).statusCode).toBe(400);
      expect((await bad('POST', '/api/createreclamationtype', { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ description: 'a\u0000b' }) })).statusCode).toBe(400);
    });
  });
});
