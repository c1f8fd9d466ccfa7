import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpRoles } from '../support/roles';
import type { TestApp } from '../support/testApp';
import { createTestApp } from '../support/testApp';
import type { Part } from '../support/multipart';
import { multipartBody } from '../support/multipart';
import { ENTITY_ROUTES, HAND_WRITTEN } from '../support/routeTable';

/**
 * Malformed input for every route, generated from the OpenAPI document and the registered routes:
 * junk path parameters, query strings and bodies, sent as the administrator and as a user with
 * no rights. No answer may be a 5xx, and a refused request may change no row.
 */

const REQUESTS_PER_ROUTE = 24;

/** A small seeded generator, so a failure can be replayed. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, pick };
};

/** A junk value as a query parameter or form field carries it: text. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));

const nested = (depth: number): unknown => (depth === 0 ? 'dno' : { a: nested(depth - 1) });

const JUNK_VALUES: readonly unknown[] = [
  null, true, false, 0, -1, 0.5, 1e308, -2147483649, 2147483648, Number.MAX_SAFE_INTEGER, '', ' ', 'x'.repeat(5000), 'NaN', '1; DROP TABLE users', '2026-02-30',
  '9999-99-99T99:99', 'a\u0000b', 'x\uD800y', '\uDC00', 'Zażółć 😀', '%00', '../../etc/passwd', '<script>alert(1)</script>', [], {}, [1, 2, 3], [[[]]], { __proto__: null, constructor: 1 },
  JSON.parse('{"__proto__":{"admin":true}}'), { toString: 'x', valueOf: 1 }, nested(40), Array.from({ length: 2000 }, (_, i) => i), { inUse: 'yes', value: {} },
];

const JUNK_PATH_PARAMS = ['abc', '-1', '0', '1.5', '99999999999999999999', '%00', '__proto__', 'constructor', '%F0%9F', '1e3', '%20', 'x'.repeat(300), '2147483648', '2147483647', 'null', '%E2%80%AE'];

const JUNK_QUERIES = [
  'sort=__proto__', 'sort=constructor', 'sort=toString', 'order=SIDEWAYS', 'page=-1', 'page=abc', 'limit=1e9', 'limit=0', 'page=1&limit=99999999',
  `filter=${encodeURIComponent('{bad')}`, `filter=${encodeURIComponent('[]')}`, `filter=${encodeURIComponent('{"__proto__":1}')}`, `filter=${encodeURIComponent('{"constructor":{"a":1}}')}`,
  `filter=${encodeURIComponent('{"q":{"a":1}}')}`, `filter=${encodeURIComponent('{"id":[[1]]}')}`, `filter=${encodeURIComponent('{"q":"a\\u0000"}')}`, `filter=${encodeURIComponent(JSON.stringify(nested(60)))}`,
  'reclamation_id=abc', 'reclamation_id=-5', 'dateFrom=2026-13-45&dateTo=x', 'parent=__proto__', 'parent=task', 'id=%00', 'sort=&order=&page=&limit=', 'q=%ED%A0%80',
];

/** Bodies that are wrong as a whole, whatever the route expects. */
const JUNK_RAW_BODIES = ['{', '{"a":}', 'null', '[]', '"text"', '123', `${'['.repeat(5000)}${']'.repeat(5000)}`, '{"__proto__":{"x":1}}', '{"a":"\\u0000"}', '{"a":"\\ud800"}'];

/** Multipart bodies broken as a whole: a cut boundary, none at all, no boundary named, a NUL in `data`, a file with no `data`. */
const BROKEN_MULTIPART: readonly [string, string][] = [
  ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"id":1}\r\n--abX'],
  ['multipart/form-data; boundary=abc', 'no boundary here'],
  ['multipart/form-data', '--abc\r\n\r\n'],
  ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"id":"\\u0000"}\r\n--abc--\r\n'],
  ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF\r\n--abc--\r\n'],
];

type Schema = { type?: string | string[]; format?: string; properties?: Record<string, Schema>; items?: Schema };
type Operation = { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

const TABLE_CHECKSUM = sql`SELECT string_agg(table_name, ',' ORDER BY table_name) AS names FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`;

describe('fuzz: malformed input to every route', () => {
  let t: TestApp;
  let cookies: { admin: string; noRights: string };
  let checksum: () => Promise<string>;
  beforeAll(async () => {
    t = await createTestApp();
    const roles = await setUpRoles(t);
    cookies = { admin: roles.cookies.admin!, noRights: roles.cookies.noRights! };
    const { rows } = await t.db.execute<{ names: string }>(TABLE_CHECKSUM);
    const tables = rows[0].names.split(',');
    // The shortcut below reads the write-ahead log, which an unlogged table bypasses.
    const unlogged = await t.db.execute(sql`SELECT relname FROM pg_class WHERE relpersistence = 'u' AND relnamespace = 'public'::regnamespace`);
    expect(unlogged.rows).toEqual([]);
    const parts = tables.map((name) => `(SELECT md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) FROM "${name}" t)`);
    const statement = sql.raw(`SELECT md5(concat_ws(',', ${parts.join(', ')})) AS sum`);
    // Every committed change of a (logged) table writes to the write-ahead log: while its insert
    // position stands still, no row changed and the last sum still holds. Only when it moved are
    // the rows summed again — a handful of times in the whole run instead of ten thousand.
    const walPosition = sql`SELECT pg_current_wal_insert_lsn()::text AS lsn`;
    let last = { lsn: '', sum: '' };
    checksum = async () => {
      const { lsn } = (await t.db.execute<{ lsn: string }>(walPosition)).rows[0];
      if (lsn !== last.lsn) last = { lsn, sum: (await t.db.execute<{ sum: string }>(statement)).rows[0].sum };
      return last.sum;
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  // 338 routes, 24 requests each as each of the two users (16,224 requests, 140 of them multipart
  // bodies to the 6 multipart routes), the mailbox's among them (each of those opens or refuses a
  // mail connection), and a session check after every route: about half a minute on two cores.
  it('answers no request with a 5xx and changes nothing it refuses', { timeout: 480_000 }, async () => {
    const openApi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();
    const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
    // Signing out ends the fuzzing sessions: that route goes last.
    const routes = [...t.app.apiRoutes].sort((a, b) => Number(a.url === '/api/user/logout') - Number(b.url === '/api/user/logout'));
    // Every route the tables know is fuzzed, and only those: a route that falls out fails here.
    expect(routes.map(key).sort()).toEqual(Object.keys({ ...ENTITY_ROUTES, ...HAND_WRITTEN }).sort());

    const random = generator(20261124);
    const failures: string[] = [];
    const sentTo = new Map<string, number>();
    const multipartTo = new Map<string, number>();

    /** Both fuzzing users are still signed in: else every later answer would be a quiet 401. */
    const stillSignedIn = async (after: string) => {
      for (const role of ['admin', 'noRights'] as const) {
        const session = await t.app.inject({ method: 'GET', url: '/api/user/session', headers: { cookie: cookies[role] } });
        if (session.statusCode !== 200) throw new Error(`${role} was signed out by ${after} (GET /api/user/session answered ${session.statusCode})`);
      }
    };

    for (const route of routes) {
      const operation = openApi.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const content = operation?.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const form = content['multipart/form-data']?.schema;
      if (WRITES.has(route.method) && !json && !form) {
        failures.push(`${key(route)}: the document gives it no body`);
        continue;
      }
      const bodyKeys = Object.keys(json?.properties ?? {});
      const queryKeys = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      /** A multipart body of the documented parts, each junk: `data` a JSON object of its documented keys, files a few bytes. */
      const junkParts = (): Part[] =>
        Object.entries(form?.properties ?? {}).map(([name, part]): Part => {
          if (part.type === 'array' || part.format === 'binary') return { name, filename: random.pick(['a.pdf', '../../x.png', '', 'ż😀.txt']), data: random.pick(['%PDF-1.4', '', 'x'.repeat(100)]) };
          if (part.properties) return { name, value: JSON.stringify(Object.fromEntries(Object.keys(part.properties).filter(() => random.next() < 0.6).map((k) => [k, random.pick(JUNK_VALUES)]))) };
          return { name, value: asText(random.pick(JUNK_VALUES)) };
        });
      const mutating = route.method !== 'GET';
      for (const role of ['admin', 'noRights'] as const) {
        let before = mutating ? await checksum() : '';
        for (let i = 0; i < REQUESTS_PER_ROUTE; i++) {
          const url = route.url.replace(/:(\w+)/g, () => random.pick(JUNK_PATH_PARAMS));
          const query =
            random.next() < 0.5 ? '' : queryKeys.length > 0 && random.next() < 0.5 ? `?${random.pick(queryKeys)}=${Buffer.from(asText(random.pick(JUNK_VALUES))).toString('hex').replace(/../g, '%$&')}` : `?${random.pick(JUNK_QUERIES)}`;
          const request: InjectOptions = { method: route.method as InjectOptions['method'], url: `${url}${query}`, headers: { cookie: cookies[role] } };
          if (mutating) {
            const kind = random.next();
            if (form && kind < 0.5) {
              if (random.next() < 0.5) {
                const [contentType, payload] = random.pick(BROKEN_MULTIPART);
                request.headers = { ...request.headers, 'content-type': contentType };
                request.payload = payload;
              } else {
                const { payload, contentType } = multipartBody(junkParts());
                request.headers = { ...request.headers, 'content-type': contentType };
                request.payload = payload;
              }
              multipartTo.set(key(route), (multipartTo.get(key(route)) ?? 0) + 1);
            } else if (kind < 0.7 || !json) {
              if (json || random.next() < 0.5) {
                request.headers = { ...request.headers, 'content-type': 'application/json' };
                request.payload = random.pick(JUNK_RAW_BODIES);
              }
            } else {
              const body: Record<string, unknown> = {};
              for (const bodyKey of bodyKeys) if (random.next() < 0.6) body[bodyKey] = random.pick(JUNK_VALUES);
              request.headers = { ...request.headers, 'content-type': 'application/json' };
              request.payload = JSON.stringify(body);
            }
          }
          const response = await t.app.inject(request);
          sentTo.set(key(route), (sentTo.get(key(route)) ?? 0) + 1);
          const what = `${role} ${route.method} ${request.url} ${String(request.payload ?? '').slice(0, 200)}`;
          if (response.statusCode >= 500) failures.push(`${response.statusCode} ${what} → ${response.body.slice(0, 200)}`);
          if (mutating) {
            const after = await checksum();
            if (response.statusCode >= 400 && after !== before) failures.push(`refused with ${response.statusCode} but changed rows: ${what}`);
            before = after;
          }
        }
      }
      if (route.url !== '/api/user/logout') await stillSignedIn(key(route));
    }
    const sent = [...sentTo.values()].reduce((sum, n) => sum + n, 0);
    console.log(`fuzz: ${sent} requests over ${sentTo.size} routes (admin and a user with no rights), ${[...multipartTo.values()].reduce((a, b) => a + b, 0)} multipart bodies to ${multipartTo.size} routes, ${failures.length} failures`);
    expect(failures).toEqual([]);
    // Each route had its requests; the multipart routes of the document had multipart bodies.
    expect([...sentTo].filter(([, n]) => n !== 2 * REQUESTS_PER_ROUTE)).toEqual([]);
    const documentedMultipart = routes.filter((r) => openApi.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()]?.requestBody?.content?.['multipart/form-data']).map(key);
    expect([...multipartTo.keys()].sort()).toEqual(documentedMultipart.sort());
    expect(documentedMultipart.length).toBeGreaterThanOrEqual(6);
  });
});
