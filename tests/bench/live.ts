import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { eventStreamReader } from '../support/eventStream';
import { onBenchApp } from './server';
import { summarize, timed } from './stats';

/**
 * Many people at once, through the real server on the bench's PostgreSQL:
 * - `live_event_200_streams`: 200 event streams (`GET /api/events`) open on the server, then saves
 *   of one customer one after another; for each save and each stream, the time from the save's
 *   start (its request sent, so the commit and the answer are inside it) to the stream's event of
 *   that version; target p95 ≤ 500 ms;
 * - `order_save_50_lines_audit`: saving an order of 50 lines (`PUT /api/order/{id}`, the lines
 *   changed every time) with the audit triggers, against the same saves with the audit triggers of
 *   the order and its lines switched off, alternating save by save in the same run; target p50
 *   ratio ≤ 1.15.
 */
export const LIVE_TARGET = { event_p95_ms: 500, audit_ratio: 1.15 };
const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 200);
const SAVES = 20;
const ORDER_LINES = 50;
const SAVE_PAIRS = 150;

const round = (n: number) => Math.round(n * 100) / 100;
const machine = () => ({ cpus: os.cpus().length, memory_gb: Math.round(os.totalmem() / 1024 ** 3), load_average: os.loadavg().map((l) => round(l)) });

/** An open event stream that notes when each version of a record arrives. */
const openStream = (port: number, cookie: string, arrived: (id: number, version: number, at: number) => void) =>
  new Promise<() => void>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/events', headers: { cookie, accept: 'text/event-stream' }, agent: false }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`GET /api/events: ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on(
        'data',
        eventStreamReader((event) => {
          const change = JSON.parse(event.data) as { id: number; version: number };
          arrived(change.id, change.version, performance.now());
        }),
      );
      resolve(() => request.destroy());
    });
    request.on('error', reject);
  });

export const measureLive = async (env: NodeJS.ProcessEnv, log: (line: string) => void) =>
  onBenchApp({ env, log, database: 'zaplecze_live_bench' }, async ({ app, headers, pool }) => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const call = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
      const response = await app.inject({ method, url, headers, payload: payload as Record<string, unknown> });
      if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      return (JSON.parse(response.body) as { responseData: { id: number; version: number } }).responseData;
    };

    // Events: one customer saved while 200 streams listen.
    const customer = await call('POST', '/api/customer', { name: 'Odbiorca zdarzeń', customersGroup: 'HURT' });
    const arrivals = new Map<number, number[]>();
    log(`bench: live events, ${STREAMS} streams`);
    const closers = await Promise.all(
      Array.from({ length: STREAMS }, () =>
        openStream(port, headers.cookie, (id, version, at) => {
          if (id !== customer.id) return;
          arrivals.set(version, [...(arrivals.get(version) ?? []), at]);
        }),
      ),
    );
    const latencies: number[] = [];
    let missing = 0;
    try {
      for (let i = 0; i < SAVES; i++) {
        const started = performance.now();
        const saved = await call('PUT', `/api/customer/${customer.id}`, { phone: String(600_000_000 + i) });
        // Every stream has had its time to hear of it (at most two seconds), then the next save.
        const deadline = performance.now() + 2_000;
        while ((arrivals.get(saved.version)?.length ?? 0) < STREAMS && performance.now() < deadline) await new Promise((done) => setTimeout(done, 5));
        const heard = arrivals.get(saved.version) ?? [];
        missing += STREAMS - heard.length;
        latencies.push(...heard.map((at) => at - started));
      }
    } finally {
      for (const close of closers) close();
    }
    const events = summarize(latencies);
    const eventsLine = {
      measure: 'live_event_200_streams',
      streams: STREAMS,
      saves: SAVES,
      events: latencies.length,
      missing,
      ...events,
      target: { p95_ms: LIVE_TARGET.event_p95_ms },
      pass: missing === 0 && events.p95_ms <= LIVE_TARGET.event_p95_ms,
      machine: machine(),
    };

    // The audit's cost: an order of 50 lines saved with and without its audit triggers.
    const product = await call('POST', '/api/product', { code: `AUDYT-${Date.now()}`, name: 'Produkt do pomiaru', unit: 'szt', vat: 23 });
    const order = await call('POST', '/api/order', { customerId: customer.id, reference: 'AUDYT', products: [] });
    const lines = (round: number) => Array.from({ length: ORDER_LINES }, (_, k) => ({ productId: product.id, description: `Pozycja ${k + 1}`, quantity: 1 + ((k + round) % 7), price: 10 + k, vat: 23 }));
    const auditTriggers = ['"sales_order_record_audit"', '"sales_order_product_audit_added"', '"sales_order_product_audit_removed"', '"sales_order_product_audit_changed"'];
    const switchAudit = async (on: boolean) => {
      await pool.query(`ALTER TABLE sales_order ${on ? 'ENABLE' : 'DISABLE'} TRIGGER sales_order_record_audit`);
      for (const name of auditTriggers.slice(1)) await pool.query(`ALTER TABLE sales_order_product ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${name}`);
    };
    const withAudit: number[] = [];
    const withoutAudit: number[] = [];
    let saves = 0;
    log(`bench: order save of ${ORDER_LINES} lines, with and without the audit (${SAVE_PAIRS} of each, alternating)`);
    try {
      for (let i = 0; i < 10; i++) await call('PUT', `/api/order/${order.id}`, { products: lines(saves++) });
      // Alternating save by save, each after the switch (so both kinds follow the same change of the tables).
      for (let i = 0; i < SAVE_PAIRS * 2; i++) {
        const audited = i % 2 === 0;
        await switchAudit(audited);
        (audited ? withAudit : withoutAudit).push(await timed(() => call('PUT', `/api/order/${order.id}`, { products: lines(saves++) })));
      }
    } finally {
      await switchAudit(true);
    }
    const [audited, plain] = [summarize(withAudit), summarize(withoutAudit)];
    const ratio = round(audited.p50_ms / plain.p50_ms);
    const auditLine = {
      measure: 'order_save_50_lines_audit',
      lines: ORDER_LINES,
      saves: withAudit.length + withoutAudit.length,
      ...audited,
      without_audit: plain,
      ratio,
      target: { max_ratio: LIVE_TARGET.audit_ratio },
      pass: ratio <= LIVE_TARGET.audit_ratio,
      machine: machine(),
    };
    return [eventsLine, auditLine];
  });
