import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { buildApp } from '../../server/app';
import { SESSION_COOKIE } from '../../server/auth/sessions';
import { readConfig } from '../../server/config';
import { ensureDatabase, openDatabase } from '../../server/db/connection';
import { migrateDatabase } from '../../server/db/migrations';
import { ensureAdministrator, seedDictionaries } from '../../server/db/seed';
import { reclamationReport } from '../../server/services/reports/reclamationReport';
import type { ReportBody } from '../../server/services/reports/spec';
import { withDatabase } from '../support/pg';
import type { Statement } from './queries';
import { detailBaseline, detailStatements, listBaseline, listStatements, reportBaseline, reportGroupsOnly, reportStatements } from './queries';
import { seedBulk } from './seed';
import { measureStartup } from './startup';
import { measureUpload } from './upload';
import { startBenchServer } from './server';
import { measurePair, seededRandom, summarize, timed } from './stats';

/**
 * `npm run bench [reclamations] [startup] [upload]` (all three when none is named), each writing its
 * JSON lines to bench-results/<measure>.json: start-up is in ./startup.ts, uploads in ./upload.ts.
 *
 * reclamations: seeds (or reuses) a large reclamation table and measures the list, the detail
 * and the grouped report through the real app (app.inject), each beside a raw-SQL baseline of the
 * same queries on the same pool. One JSON line per measure on stdout and in
 * bench-results/reclamations.json; progress and the PASS/MISS summary on stderr. Always exits 0
 * after measuring: a benchmark reports, it does not fail CI.
 *
 * Env: DATABASE_URL (else an embedded server in .tmp/bench-pg), BENCH_FRESH=1 (throwaway cluster),
 * BENCH_RECLAMATIONS (1 000 000), BENCH_CUSTOMERS (10 000), BENCH_ITERATIONS (200),
 * BENCH_REPORT_ITERATIONS (5), BENCH_EXPLAIN=1 (EXPLAIN ANALYZE of the baselines to bench-results/).
 */

const env = process.env;
const int = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const RECLAMATIONS = int('BENCH_RECLAMATIONS', 1_000_000);
const CUSTOMERS = int('BENCH_CUSTOMERS', 10_000);
const ITERATIONS = int('BENCH_ITERATIONS', 200);
const REPORT_ITERATIONS = int('BENCH_REPORT_ITERATIONS', 5);
const DATABASE = 'zaplecze_bench';
const EMAIL = 'bench@zaplecze.local';
const PASSWORD = 'Bench-pass-123';
const LIST_STATUS = 18;
const PAGE_SIZE = 10;
const REPORT_BODY: ReportBody = { filter: {}, groups: ['status', 'customer', 'type'] };
const OUT_DIR = path.resolve('bench-results');

const log = (line: string) => process.stderr.write(`${line}\n`);
const round = (n: number) => Math.round(n * 100) / 100;

type Target = { p50_ms: number; max_ratio?: number };
type Line = Record<string, unknown> & { measure: string; pass: boolean };

const resultLine = (measure: string, samples: { measured: number[]; baseline: number[] }, target: Target, extra: Record<string, unknown> = {}): Line => {
  const api = summarize(samples.measured);
  const base = summarize(samples.baseline);
  const ratio = round(api.p50_ms / base.p50_ms);
  const pass = api.p50_ms <= target.p50_ms && (target.max_ratio === undefined || ratio <= target.max_ratio);
  return {
    measure,
    rows: RECLAMATIONS,
    iterations: samples.measured.length,
    ...api,
    baseline_p50_ms: base.p50_ms,
    baseline_p95_ms: base.p95_ms,
    baseline_max_ms: base.max_ms,
    ratio,
    target,
    pass,
    ...extra,
  };
};

const explain = async (pool: pg.Pool, title: string, statements: readonly Statement[]): Promise<string> => {
  const parts: string[] = [];
  for (const s of statements) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.values);
    parts.push(`-- ${title}\n${s.text}\n-- params: ${JSON.stringify(s.values).slice(0, 200)}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  }
  return parts.join('\n');
};

const reclamations = async (): Promise<number> => {
  const server = await startBenchServer(env, log);
  log(`bench: PostgreSQL at ${server.where}`);
  const url = withDatabase(server.url, DATABASE);
  const database = openDatabase(url, (error) => log(`bench: pool error: ${error.message}`));
  try {
    await ensureDatabase(url);
    await migrateDatabase(database.db);
    await seedDictionaries(database.db);
    await ensureAdministrator(database.db, EMAIL, PASSWORD);
    const seed = await seedBulk(url, { reclamations: RECLAMATIONS, customers: CUSTOMERS }, log);

    const config = readConfig({ NODE_ENV: 'test', LOGIN_RATE_LIMIT: '1000' });
    const app = await buildApp({ db: database.db, config, logger: false });
    await app.ready();
    const { pool } = database;
    try {
      const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { email: EMAIL, password: PASSWORD } });
      const session = login.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '');
      if (login.statusCode !== 200 || !session) throw new Error(`Login failed: ${login.statusCode} ${login.body}`);
      const headers = { cookie: `${session.name}=${session.value}` };
      const get = async (url: string) => {
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
        return response;
      };
      const lines: Line[] = [];
      const seedInfo = { seeded: seed.seeded, seed_seconds: round(seed.seconds), counts: seed.counts };

      // 1. The list, two filters (status + customer), page 1 of 10, newest first; a different customer each round.
      const random = seededRandom(2026);
      const customers = Array.from({ length: ITERATIONS + 20 }, () => 1 + Math.floor(random() * CUSTOMERS));
      const listUrl = (customer: number) =>
        `/api/getallreclamations?page=1&limit=${PAGE_SIZE}&sort=id&order=DESC&filter=${encodeURIComponent(JSON.stringify({ status: LIST_STATUS, customer }))}`;
      let listRows = 0;
      log(`bench: list (${ITERATIONS} rounds)`);
      const list = await measurePair(
        ITERATIONS,
        20,
        async (i) => {
          const body = (await get(listUrl(customers[i]))).json<{ responseData: { rows: unknown[]; count: number } }>();
          listRows += body.responseData.rows.length;
        },
        (i) => listBaseline(pool, LIST_STATUS, customers[i], PAGE_SIZE),
      );
      lines.push(resultLine('list_two_filters', list, { p50_ms: 25, max_ratio: 2 }, { avg_page_rows: round(listRows / (ITERATIONS + 20)), ...seedInfo }));

      // 2. The detail: the row, its positions, its history and codes, for random ids.
      const detailIds = Array.from({ length: ITERATIONS + 20 }, () => 1 + Math.floor(random() * RECLAMATIONS));
      log(`bench: detail (${ITERATIONS} rounds)`);
      const detail = await measurePair(
        ITERATIONS,
        20,
        (i) => get(`/api/getreclamation/${detailIds[i]}`),
        (i) => detailBaseline(pool, detailIds[i]),
      );
      lines.push(resultLine('detail_positions_history', detail, { p50_ms: 10 }));

      // 3. The three-level grouped report over all rows, as the API answers it (with its detail rows).
      log(`bench: report (${REPORT_ITERATIONS} rounds)`);
      await reclamationReport(database.db, REPORT_BODY, undefined); // warm-up
      // Timed: the request until the whole answer is received; reading the JSON is the caller's work, done once after.
      let last: Buffer | undefined;
      const report = await measurePair(
        REPORT_ITERATIONS,
        0,
        async () => {
          const response = await app.inject({ method: 'POST', url: '/api/reports/reclamations', headers, payload: REPORT_BODY });
          if (response.statusCode !== 200) throw new Error(`report: ${response.statusCode} ${response.body.slice(0, 300)}`);
          last = response.rawPayload;
        },
        () => reportBaseline(pool, REPORT_BODY),
      );
      const answer = JSON.parse(last?.toString('utf8') ?? '{}') as { responseData: { recordsDetail: unknown[]; truncated: boolean; group2: unknown[] } };
      const jsonBytes = last?.length ?? 0;
      const detailRows = answer.responseData.recordsDetail.length;
      const truncated = answer.responseData.truncated;
      // Where the time goes: the service alone (SQL + shaping, no HTTP/JSON), and the grouped query alone.
      const service: number[] = [];
      const groupsOnly: number[] = [];
      for (let i = 0; i < REPORT_ITERATIONS; i++) {
        service.push(await timed(() => reclamationReport(database.db, REPORT_BODY, undefined)));
        groupsOnly.push(await timed(() => reportGroupsOnly(pool, REPORT_BODY)));
      }
      lines.push(
        resultLine('report_three_levels', report, { p50_ms: 3000, max_ratio: 1.3 }, {
          groups: REPORT_BODY.groups,
          json_bytes: jsonBytes,
          detail_rows: detailRows,
          truncated,
          service_p50_ms: summarize(service).p50_ms,
          group_query_p50_ms: summarize(groupsOnly).p50_ms,
        }),
      );

      mkdirSync(OUT_DIR, { recursive: true });
      writeFileSync(path.join(OUT_DIR, 'reclamations.json'), `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
      for (const line of lines) process.stdout.write(`${JSON.stringify(line)}\n`);
      for (const line of lines) {
        const t = line.target as Target;
        const ratio = t.max_ratio === undefined ? `ratio ${line.ratio}` : `ratio ${line.ratio} (≤ ${t.max_ratio})`;
        log(`${line.pass ? 'PASS' : 'MISS'} ${line.measure}: p50 ${line.p50_ms} ms (≤ ${t.p50_ms}), baseline p50 ${line.baseline_p50_ms} ms, ${ratio}`);
      }

      if (env.BENCH_EXPLAIN === '1') {
        const page = await pool.query<{ id: number }>(listStatements(LIST_STATUS, customers[0], PAGE_SIZE)[0].text, [LIST_STATUS, customers[0], PAGE_SIZE, 0]);
        const text = [
          await explain(pool, 'list', listStatements(LIST_STATUS, customers[0], PAGE_SIZE, page.rows.length ? page.rows.map((r) => r.id) : [0])),
          await explain(pool, 'detail', detailStatements(detailIds[0])),
          await explain(pool, 'report', reportStatements(REPORT_BODY)),
        ].join('\n');
        writeFileSync(path.join(OUT_DIR, 'reclamations-explain.txt'), text);
        log(`bench: EXPLAIN ANALYZE written to ${path.join(OUT_DIR, 'reclamations-explain.txt')}`);
      }
    } finally {
      await app.close();
    }
    return 0;
  } finally {
    await database.close().catch(() => {});
    await server.stop();
  }
};

/** Writes a measure's lines to bench-results/<file> and stdout, and a PASS/MISS summary of each to stderr. */
const writeLines = <L extends Line>(file: string, lines: readonly L[], summary: (line: L) => string) => {
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(path.join(OUT_DIR, file), `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
  for (const line of lines) process.stdout.write(`${JSON.stringify(line)}\n`);
  for (const line of lines) log(`${line.pass ? 'PASS' : 'MISS'} ${line.measure}: ${summary(line)}`);
};

const startup = async (): Promise<number> => {
  writeLines('startup.json', await measureStartup(log), (line) => `p50 ${line.p50_ms} ms (≤ ${line.target.p50_ms})`);
  return 0;
};

const upload = async (): Promise<number> => {
  writeLines('upload.json', await measureUpload(log), (line) =>
    `RSS +${line.rss_growth_mb} MB (≤ ${line.target.rss_growth_mb}), ${line.mb_per_s} MB/s beside raw COPY ${line.copy_mb_per_s} MB/s (ratio ${line.throughput_ratio})`,
  );
  return 0;
};

/** `npm run bench [measure …]`: the named measures (reclamations, startup, upload), or all of them. */
const MEASURES: Record<string, () => Promise<number>> = { reclamations, startup, upload };
const main = async (): Promise<number> => {
  const chosen = process.argv.slice(2);
  const unknown = chosen.filter((name) => !Object.hasOwn(MEASURES, name));
  if (unknown.length > 0) throw new Error(`Unknown measure: ${unknown.join(', ')} (known: ${Object.keys(MEASURES).join(', ')})`);
  for (const name of chosen.length > 0 ? chosen : Object.keys(MEASURES)) await MEASURES[name]();
  return 0;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
