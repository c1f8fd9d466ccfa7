import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../../src/schemas/entities/customer';
import { buildRecord, createRow } from '../support/entities';
import { ROLE_PASSWORD, setUpRoles } from '../support/roles';
import type { OkBody, Row, TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';
import { eventStreamReader } from '../support/eventStream';

type Change = { entity: string; id: number; version: number | null; action: string; by: number | null; at: string };
type Received = { id: string; event: string; data: Change };

/** A live stream of `GET /api/events` as a browser's EventSource reads it: each event as it comes. */
const openStream = (port: number, cookie: string, lastEventId?: string) =>
  new Promise<{ next: () => Promise<Received>; status: number; contentType: string; close: () => void }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/events', headers: { cookie, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) } }, (response) => {
      const queue: Received[] = [];
      const waiting: ((event: Received) => void)[] = [];
      response.setEncoding('utf8');
      response.on(
        'data',
        eventStreamReader((raw) => {
          if (raw.event !== 'change') return;
          const event = { id: raw.id, event: raw.event, data: JSON.parse(raw.data) as Change };
          const taker = waiting.shift();
          if (taker) taker(event);
          else queue.push(event);
        }),
      );
      resolve({
        status: response.statusCode ?? 0,
        contentType: String(response.headers['content-type']),
        next: () => new Promise<Received>((take) => (queue.length > 0 ? take(queue.shift()!) : waiting.push(take))),
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

  it('needs a session', async () => {
    const stream = await openStream(port, '');
    stream.close();
    expect(stream.status).toBe(401);
  });
});
