import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../src/schemas/entities/customer';
import { buildRecord, createRow } from '../support/entities';
import { ROLE_PASSWORD, setUpRoles } from '../support/roles';
import type { OkBody, Row, TestApp } from '../support/testApp';
import { api, createTestApp } from '../support/testApp';
import { eventStreamReader } from '../support/eventStream';

type Change = { entity: string; id: number; version: number | null; action: string; by: number | null; at: string };
type Presence = { entity: string; id: number; viewers: { id: number; name: string }[] };
type Received<T = Change> = { id: string; event: string; data: T };

/** A live stream of `GET /api/events` as a browser's EventSource reads it: each event of one name (`change`, `presence`) as it comes. */
const openStream = <T = Change>(port: number, cookie: string, lastEventId?: string, name = 'change') =>
  new Promise<{ next: () => Promise<Received<T>>; status: number; contentType: string; close: () => void }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/events', headers: { cookie, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) } }, (response) => {
      const queue: Received<T>[] = [];
      const waiting: ((event: Received<T>) => void)[] = [];
      response.setEncoding('utf8');
      response.on(
        'data',
        eventStreamReader((raw) => {
          if (raw.event !== name) return;
          const event = { id: raw.id, event: raw.event, data: JSON.parse(raw.data) as T };
          const taker = waiting.shift();
          if (taker) taker(event);
          else queue.push(event);
        }),
      );
      resolve({
        status: response.statusCode ?? 0,
        contentType: String(response.headers['content-type']),
        next: () => new Promise<Received<T>>((take) => (queue.length > 0 ? take(queue.shift()!) : waiting.push(take))),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });

/**
 * Live events: every committed change of a record reaches the open streams of the people who may
 * read it, and nobody else's; a stream that reconnects gets what it missed.
 */
describe('live events of changes', () => {
  let t: TestApp;
  let roles: Awaited<ReturnType<typeof setUpRoles>>;
  let port: number;
  let reclamationsOnly: string;

  beforeAll(async () => {
    t = await createTestApp();
    roles = await setUpRoles(t);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    const email = `reklamacje.${Date.now()}@example.pl`;
    const user = (await roles.admin.post<OkBody<Row>>('/api/adduser', { name: 'Tylko reklamacje', email, password: ROLE_PASSWORD, user_status: 1, user_type: 1 })).body.responseData;
    expect((await roles.admin.post('/api/rolegroup', { description: 'Reklamacje', settings: [{ key: 'reclamations', canRead: true }], users: [{ userId: user.id }] })).status).toBe(200);
    reclamationsOnly = await t.login(email, ROLE_PASSWORD);
  });
  afterAll(() => t.close());

  it('a save reaches another signed-in user as an event naming the record, its version, the action, who and when', async () => {
    const stream = await openStream(port, roles.cookies.readOnly!);
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      const made = await createRow(roles.admin, customer, await buildRecord(roles.admin, customer));
      const created = await stream.next();
      expect(created.data).toEqual({ entity: 'customer', id: made.id, version: 1, action: 'create', by: expect.any(Number), at: expect.any(String) });
      expect(created.id).toMatch(/^\d+$/);
      expect((await roles.admin.put(`/api/customer/${made.id}`, { phone: '601602603' })).status).toBe(200);
      const updated = await stream.next();
      expect(updated.data).toMatchObject({ entity: 'customer', id: made.id, version: 2, action: 'update', by: created.data.by });
      expect(Number(updated.id)).toBeGreaterThan(Number(created.id));
      expect(Date.parse(updated.data.at)).not.toBeNaN();
      expect((await roles.admin.delete(`/api/customer/${made.id}`)).status).toBe(200);
      expect((await stream.next()).data).toMatchObject({ entity: 'customer', id: made.id, action: 'delete' });
    } finally {
      stream.close();
    }
  });

  it('no event reaches a user without the right, or a client user outside its customers', async () => {
    const client = await openStream(port, roles.cookies.client!);
    const narrow = await openStream(port, reclamationsOnly);
    try {
      // Changes neither may see, then one each may: the first event each gets is its own.
      expect((await roles.admin.put(`/api/customer/${roles.customerB.id}`, { phone: '700000001' })).status).toBe(200);
      expect((await roles.admin.put(`/api/customer/${roles.customerA.id}`, { phone: '700000002' })).status).toBe(200);
      const reclamation = (await roles.admin.post<OkBody<Row>>('/api/createreclamation', {})).body.responseData;
      expect((await client.next()).data).toMatchObject({ entity: 'customer', id: roles.customerA.id });
      expect((await narrow.next()).data).toMatchObject({ entity: 'reclamation', id: reclamation.id, action: 'create' });
    } finally {
      client.close();
      narrow.close();
    }
  });

  it('a stream that reconnects with Last-Event-ID gets the changes it missed, in order', async () => {
    const made = await createRow(roles.admin, customer, await buildRecord(roles.admin, customer));
    const first = await openStream(port, roles.cookies.readOnly!);
    expect((await roles.admin.put(`/api/customer/${made.id}`, { phone: '500000001' })).status).toBe(200);
    const seen = await first.next();
    first.close();
    expect((await roles.admin.put(`/api/customer/${made.id}`, { phone: '500000002' })).status).toBe(200);
    expect((await roles.admin.put(`/api/customer/${made.id}`, { phone: '500000003' })).status).toBe(200);
    const again = await openStream(port, roles.cookies.readOnly!, seen.id);
    try {
      expect((await again.next()).data).toMatchObject({ id: made.id, version: 3 });
      expect((await again.next()).data).toMatchObject({ id: made.id, version: 4 });
    } finally {
      again.close();
    }
  });

  it('a stream that reconnects while changes go on gets each change once, in order: the missed ones, then the live ones', async () => {
    const first = await openStream(port, roles.cookies.readOnly!);
    const made = await createRow(roles.admin, customer, await buildRecord(roles.admin, customer));
    const created = await first.next();
    first.close();
    // Saves made while the new stream opens and its missed changes are replayed.
    const saving = (async () => {
      for (let n = 2; n <= 8; n++) expect((await roles.admin.put(`/api/customer/${made.id}`, { phone: `50000000${n}` })).status).toBe(200);
    })();
    const again = await openStream(port, roles.cookies.readOnly!, created.id);
    try {
      await saving;
      const versions: number[] = [];
      while (versions.length < 7) {
        const event = await again.next();
        if (event.data.id === made.id) versions.push(Number(event.data.version));
      }
      expect(versions).toEqual([2, 3, 4, 5, 6, 7, 8]);
    } finally {
      again.close();
    }
  });

  it('who else has a record open: each new viewer and each closed form reaches those who may read the record', async () => {
    const made = await createRow(roles.admin, customer, await buildRecord(roles.admin, customer));
    const open = (cookie: string | undefined, body: Record<string, unknown>) => api(t.app, cookie).put<OkBody<{ viewers: Presence['viewers'] }>>('/api/presence', body);
    const watching = await openStream<Presence>(port, roles.cookies.readOnly!, undefined, 'presence');
    const admins = await openStream<Presence>(port, roles.cookies.admin!, undefined, 'presence');
    try {
      const first = await open(roles.cookies.admin, { entity: 'customer', id: made.id, viewer: 'admin-form-0001' });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const adminUser = first.body.responseData.viewers[0];
      expect(first.body.responseData.viewers).toEqual([{ id: expect.any(Number), name: expect.any(String) }]);
      expect((await watching.next()).data).toEqual({ entity: 'customer', id: made.id, viewers: [adminUser] });
      const second = await open(roles.cookies.readOnly, { entity: 'customer', id: made.id, viewer: 'reader-form-0001' });
      expect(second.body.responseData.viewers.map((viewer) => viewer.name)).toEqual([adminUser.name, 'Tylko odczyt']);
      // Everyone who may read the record hears it, the viewer too (the portal leaves itself out).
      expect((await admins.next()).data.viewers).toEqual([adminUser]);
      expect((await admins.next()).data.viewers.map((viewer) => viewer.name)).toEqual([adminUser.name, 'Tylko odczyt']);
      expect((await watching.next()).data.viewers).toHaveLength(2);
      // A renewal is no news; the form closing is.
      expect((await open(roles.cookies.admin, { entity: 'customer', id: made.id, viewer: 'admin-form-0001' })).body.responseData.viewers).toHaveLength(2);
      expect((await api(t.app, roles.cookies.admin).delete('/api/presence/admin-form-0001')).status).toBe(200);
      expect((await watching.next()).data.viewers.map((viewer) => viewer.name)).toEqual(['Tylko odczyt']);
      // One's own form only, and one's own id.
      expect((await api(t.app, roles.cookies.admin).delete('/api/presence/reader-form-0001')).status).toBe(404);
      expect((await open(roles.cookies.admin, { entity: 'customer', id: made.id, viewer: 'reader-form-0001' })).status).toBe(409);
      // A form not renewed for long no longer counts.
      await t.db.execute(sql`update record_presence set seen_at = now() - interval '2 minutes' where viewer = 'reader-form-0001'`);
      expect((await open(roles.cookies.admin, { entity: 'customer', id: made.id, viewer: 'admin-form-0002' })).body.responseData.viewers).toEqual([adminUser]);
    } finally {
      watching.close();
      admins.close();
    }
  });

  it('presence only of a record the caller may read, told only to those who may read it', async () => {
    const client = await openStream<Presence>(port, roles.cookies.client!, undefined, 'presence');
    try {
      expect((await api(t.app, roles.cookies.client).put('/api/presence', { entity: 'customer', id: roles.customerB.id, viewer: 'client-form-0001' })).status).toBe(404);
      expect((await api(t.app, roles.cookies.client).put('/api/presence', { entity: 'product', id: 1, viewer: 'client-form-0002' })).status).toBe(403);
      expect((await roles.admin.put('/api/presence', { entity: 'customer', id: 2147483647, viewer: 'admin-form-0003' })).status).toBe(404);
      expect((await roles.admin.put('/api/presence', { entity: 'customer', id: roles.customerA.id, viewer: 'bad id!' })).status).toBe(400);
      // The administrator opens customer B, then A: the client hears only of A.
      expect((await roles.admin.put('/api/presence', { entity: 'customer', id: roles.customerB.id, viewer: 'admin-form-0004' })).status).toBe(200);
      expect((await roles.admin.put('/api/presence', { entity: 'customer', id: roles.customerA.id, viewer: 'admin-form-0005' })).status).toBe(200);
      expect((await client.next()).data).toMatchObject({ entity: 'customer', id: roles.customerA.id });
    } finally {
      client.close();
    }
  });

  it('needs a session', async () => {
    const stream = await openStream(port, '');
    stream.close();
    expect(stream.status).toBe(401);
  });
});
