import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PASSWORD, setUpRoles } from '../support/roles';
import type { Api, ErrorBody, OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';

type Hit = { resource: string; id: number; label: string; secondary: string | null };

describe('GET /api/search (the command palette)', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let admin: Api;
  const made: Record<string, Row> = {};

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
    admin = roles.admin;
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await admin.post<OkBody<Row>>(path, body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.responseData;
    };
    // One word no seeded record holds, in a record of every kind searched.
    made.customer = await post('/api/customer', { name: 'Żurawinex Sp. z o.o.', city: 'Łódź' });
    made.reclamationA = await post('/api/createreclamation', { status: 17, customer: roles.customerA.id, client_surname: 'Żurawinex-Kowalski' });
    made.reclamationB = await post('/api/createreclamation', { status: 17, customer: roles.customerB.id, client_surname: 'Żurawinex-Nowak' });
    made.task = await post('/api/task', { name: 'Oddzwonić do Żurawinex', executorId: 0 });
  });
  afterAll(() => t.close());

  const search = async (api: Api, q: string) => {
    const res = await api.get<OkBody<Hit[]>>(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.responseData;
  };

  it('finds records of every kind the caller may read by their words, with what names them', async () => {
    const hits = await search(admin, 'żurawinex');
    const key = (h: Hit) => `${h.resource}:${h.id}`;
    expect(hits.map(key).sort()).toEqual(
      [`customer:${made.customer.id}`, `reclamation:${made.reclamationA.id}`, `reclamation:${made.reclamationB.id}`, `task:${made.task.id}`].sort(),
    );
    expect(hits.find((h) => h.resource === 'customer')).toMatchObject({ label: 'Żurawinex Sp. z o.o.', secondary: 'Łódź' });
    const claim = hits.find((h) => h.id === made.reclamationA.id && h.resource === 'reclamation');
    expect(claim).toMatchObject({ label: made.reclamationA.number, secondary: 'Żurawinex-Kowalski' });
    // A reclamation's number finds it too.
    expect((await search(admin, String(made.reclamationB.number))).map(key)).toContain(`reclamation:${made.reclamationB.id}`);
  });

  it('a client user finds only its customers\' records, and nothing of what it may not read', async () => {
    const hits = await search(roles.as('client'), 'Żurawinex');
    expect(hits.map((h) => `${h.resource}:${h.id}`)).toEqual([`reclamation:${made.reclamationA.id}`]);
  });

  it('a user who reads no kind searched may not search (403, whatever the text), and tasks are found only as the task list shows them', async () => {
    for (const q of ['Żurawinex', 'a', '']) {
      const refused = await roles.as('noRights').get<ErrorBody>(`/api/search?q=${encodeURIComponent(q)}`);
      expect(refused.status, q).toBe(403);
      expect(refused.body.code, q).toBe('forbidden');
    }
    // Reading everything (the * key) includes every task only with the allTasks right, which * grants.
    const readOnly = await search(roles.as('readOnly'), 'Żurawinex');
    expect(readOnly.map((h) => h.resource).sort()).toEqual(['customer', 'reclamation', 'reclamation', 'task']);
    // Tasks without the allTasks right: only one's own, one's roles' and the ones one assigned.
    const email = 'zadania@zaplecze.test';
    const user = await admin.post<OkBody<Row>>('/api/adduser', { name: 'Tylko zadania', email, password: ROLE_PASSWORD, user_status: 1, user_type: 1 });
    expect(user.status).toBe(200);
    const group = await admin.post('/api/rolegroup', { description: 'Zadania', settings: [{ key: 'internalTasks', canRead: true, canModify: true }], users: [{ userId: user.body.responseData.id }] });
    expect(group.status).toBe(200);
    const clerk = api(t.app, await t.login(email, ROLE_PASSWORD));
    expect(await search(clerk, 'Żurawinex')).toEqual([]);
    const own = await clerk.post<OkBody<Row>>('/api/task', { name: 'Własne: Żurawinex', executorId: 0 });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect((await search(clerk, 'Żurawinex')).map((h) => `${h.resource}:${h.id}`)).toEqual([`task:${own.body.responseData.id}`]);
  });

  it('refuses a text too short or too long, in the caller\'s language', async () => {
    const short = await admin.get<ErrorBody>('/api/search?q=a');
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([expect.objectContaining({ path: 'q', code: 'tooShort' })]);
    const long = await admin.get<ErrorBody>(`/api/search?q=${'x'.repeat(101)}`, { 'accept-language': 'en' });
    expect(long.status).toBe(400);
    expect(long.body.errors[0].message).toMatch(/at most 100/);
    expect((await admin.get<ErrorBody>('/api/search')).status).toBe(400);
  });
});
