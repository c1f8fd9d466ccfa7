import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { entityStore } from '../../server/core/entityStore';
import { closeSandbox } from '../../server/core/sandbox';
import { runReport } from '../../server/modules/reports/report/report';
import type { ReportBody } from '../../server/modules/reports/report/spec';
import { parseListQuery } from '../../src/schemas/core/listQuery';
import { salesOrder } from '../../src/schemas/entities/salesOrder';
import type { ReportDefinition } from '../../src/schemas/reports';
import { orderListReport, reclamationReport } from '../../src/schemas/reports';
import { orderSums } from '../../src/schemas/sales/orderSums';
import type { SavedOrder, Statement } from './queries';
import {
  detailBaseline,
  detailStatements,
  listBaseline,
  listStatements,
  orderListBaseline,
  orderListStatements,
  orderSaveBaseline,
  priceBaseline,
  priceStatements,
  reportBaseline,
  reportGroupsOnly,
  firstTaskPageIds,
  reportStatements,
  taskListStatements,
} from './queries';
import type { SalesCatalogue } from './seed';
import { seedBulk, seedOrders, seedSalesCatalogue, seedTasks } from './seed';
import { measureFirstRow } from './firstRow';
import { measureLinesGrid } from './linesGrid';
import { measureLive } from './live';
import { measureMail } from './mail';
import { measureHostileScripts } from './sandbox';
import { measureStartup } from './startup';
import { measureImport } from './importFile';
import { measureUpload } from './upload';
import type { BenchApp } from './server';
import { BENCH_EMAIL, onBenchApp as onAppOf } from './server';
import { measurePair, seededRandom, summarize, timed } from './stats';
import { measureTaskExecution, measureTaskList } from './tasks';

/**
 * `npm run bench [reclamations] [orders] [startup] [upload] [import] [tasks] [sandbox] [browser] [grid] [mail] [live]` (all of
 * them when none is named), each writing its JSON lines to bench-results/<measure>.json: start-up is in
 * ./startup.ts, uploads in ./upload.ts, an import of a large workbook in ./importFile.ts, the mailbox (a list page, opening a large message) in
 * ./mail.ts, the task measures in ./tasks.ts, hostile stage code in
 * ./sandbox.ts, the cold load of the reclamation list in Chromium in ./firstRow.ts, typing into a
 * 200-line order's lines grid in ./linesGrid.ts.
 *
 * reclamations: seeds (or reuses) a large reclamation table and measures the list, the detail
 * and the grouped report through the real app (app.inject), each beside a raw-SQL baseline of the
 * same queries on the same pool. One JSON line per measure on stdout and in
 * bench-results/reclamations.json; progress and the PASS/MISS summary on stderr. Always exits 0
 * after measuring: a benchmark reports, it does not fail CI.
 *
 * orders: seeds (or reuses) a large customer-order table and a small sales catalogue (products, a
 * configurable product of 10 parameters, price lists) in the same database and measures, through
 * the real app and each beside a raw-SQL baseline of the same statements: the order list with two
 * filters, calculate_prices of the configurable product, the order-list report grouped at three
 * levels and, last, saving an order of 50 lines (the orders it creates are deleted after). Its
 * lines go to bench-results/orders.json.
 *
 * tasks: seeds (or reuses) the reclamations as above and a large task table of their tasks, then
 * measures the task list (not executed, newest first) beside its statements on the pool, and
 * executing a process task whose stage has on-execution code and a condition next (sandbox
 * included) beside the raw writes of that step. Its lines go to bench-results/tasks.json.
 *
 * Env: DATABASE_URL (else an embedded server in .tmp/bench-pg), BENCH_FRESH=1 (throwaway cluster),
 * BENCH_RECLAMATIONS (1 000 000), BENCH_ORDERS (1 000 000), BENCH_TASKS (1 000 000), BENCH_CUSTOMERS (10 000),
 * BENCH_ORDER_GROUPS (status,customer,termsOfPayment),
 * BENCH_ITERATIONS (200), BENCH_REPORT_ITERATIONS (5), BENCH_EXPLAIN=1 (EXPLAIN ANALYZE of the
 * baselines to bench-results/).
 */

const env = process.env;
const int = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};
const RECLAMATIONS = int('BENCH_RECLAMATIONS', 1_000_000);
const ORDERS = int('BENCH_ORDERS', 1_000_000);
const TASKS = int('BENCH_TASKS', 1_000_000);
const CUSTOMERS = int('BENCH_CUSTOMERS', 10_000);
const ITERATIONS = int('BENCH_ITERATIONS', 200);
const REPORT_ITERATIONS = int('BENCH_REPORT_ITERATIONS', 5);
const DATABASE = 'zaplecze_bench';
const LIST_STATUS = 18;
const PAGE_SIZE = 10;
const REPORT_BODY: ReportBody = { filter: {}, groups: ['status', 'customer', 'type'] };
/**
 * The order list as the reclamation report is measured: status, customer, then a dictionary (terms
 * of payment). BENCH_ORDER_GROUPS names other keys, e.g. `status,customer,month` (a derived key;
 * nearly every order its own group at 1,000,000 orders).
 */
const ORDER_REPORT_BODY: ReportBody = { filter: {}, groups: (env.BENCH_ORDER_GROUPS ?? 'status,customer,termsOfPayment').split(',') };
const OUT_DIR = path.resolve('bench-results');

const log = (line: string) => process.stderr.write(`${line}\n`);
const round = (n: number) => Math.round(n * 100) / 100;

type Target = { p50_ms?: number; max_ratio?: number };
type Line = Record<string, unknown> & { measure: string; pass: boolean };

const resultLine = (measure: string, samples: { measured: number[]; baseline: number[] }, target: Target, extra: Record<string, unknown> = {}, rows = RECLAMATIONS): Line => {
  const api = summarize(samples.measured);
  const base = summarize(samples.baseline);
  const ratio = round(api.p50_ms / base.p50_ms);
  const pass = (target.p50_ms === undefined || api.p50_ms <= target.p50_ms) && (target.max_ratio === undefined || ratio <= target.max_ratio);
  return {
    measure,
    rows,
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

/** The bench database with its seed, and the real app signed in as the administrator, for `work`. */
const onBenchApp = async (work: (bench: BenchApp) => Promise<void>): Promise<number> => {
  await onAppOf({ env, log, database: DATABASE }, work);
  return 0;
};

/**
 * A grouped report over all rows through the API (`POST /api/reports/<module>`, with its detail
 * rows) beside the raw SQL of the same statements; timed until the whole answer is received
 * (reading the JSON is the caller's work, done once after).
 */
const measureReport = async (bench: BenchApp, definition: ReportDefinition, body: ReportBody, measure: string, rows: number): Promise<Line> => {
  const { app, headers, db, pool } = bench;
  log(`bench: ${measure} (${REPORT_ITERATIONS} rounds)`);
  await runReport(db, definition, body, undefined); // warm-up
  let last: Buffer | undefined;
  const report = await measurePair(
    REPORT_ITERATIONS,
    0,
    async () => {
      const response = await app.inject({ method: 'POST', url: `/api/reports/${definition.module}`, headers, payload: body });
      if (response.statusCode !== 200) throw new Error(`report: ${response.statusCode} ${response.body.slice(0, 300)}`);
      last = response.rawPayload;
    },
    () => reportBaseline(pool, definition, body),
  );
  const answer = JSON.parse(last?.toString('utf8') ?? '{}') as { responseData: { recordsDetail: unknown[]; truncated: boolean; group0: unknown[]; group1: unknown[]; group2: unknown[] } };
  // Where the time goes: the service alone (SQL + shaping, no HTTP/JSON), and the grouped query alone.
  const service: number[] = [];
  const groupsOnly: number[] = [];
  for (let i = 0; i < REPORT_ITERATIONS; i++) {
    service.push(await timed(() => runReport(db, definition, body, undefined)));
    groupsOnly.push(await timed(() => reportGroupsOnly(pool, definition, body)));
  }
  const { group0, group1, group2 } = answer.responseData;
  return resultLine(
    measure,
    report,
    { p50_ms: 3000, max_ratio: 1.3 },
    {
      groups: body.groups,
      group_rows: [group0.length, group1.length, group2.length],
      json_bytes: last?.length ?? 0,
      detail_rows: answer.responseData.recordsDetail.length,
      truncated: answer.responseData.truncated,
      service_p50_ms: summarize(service).p50_ms,
      group_query_p50_ms: summarize(groupsOnly).p50_ms,
    },
    rows,
  );
};

/** A measure's lines to bench-results/<file> and stdout, and each one's PASS/MISS against its p50 and ratio targets to stderr. */
const writeTimedLines = (file: string, lines: readonly Line[]) => {
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(path.join(OUT_DIR, file), `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
  for (const line of lines) process.stdout.write(`${JSON.stringify(line)}\n`);
  for (const line of lines) {
    const t = line.target as Target;
    const ratio = t.max_ratio === undefined ? `ratio ${line.ratio}` : `ratio ${line.ratio} (≤ ${t.max_ratio})`;
    const p50 = t.p50_ms === undefined ? `p50 ${line.p50_ms} ms` : `p50 ${line.p50_ms} ms (≤ ${t.p50_ms})`;
    log(`${line.pass ? 'PASS' : 'MISS'} ${line.measure}: ${p50}, baseline p50 ${line.baseline_p50_ms} ms, ${ratio}`);
  }
};

const reclamations = (): Promise<number> =>
  onBenchApp(async (bench) => {
    const { app, headers, pool } = bench;
    const seed = await seedBulk(bench.url, { reclamations: RECLAMATIONS, customers: CUSTOMERS }, log);
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
    lines.push(await measureReport(bench, reclamationReport, REPORT_BODY, 'report_three_levels', RECLAMATIONS));
    writeTimedLines('reclamations.json', lines);

    if (env.BENCH_EXPLAIN === '1') {
      const page = await pool.query<{ id: number }>(listStatements(LIST_STATUS, customers[0], PAGE_SIZE)[0].text, [LIST_STATUS, customers[0], PAGE_SIZE, 0]);
      const text = [
        await explain(pool, 'list', listStatements(LIST_STATUS, customers[0], PAGE_SIZE, page.rows.length ? page.rows.map((r) => r.id) : [0])),
        await explain(pool, 'detail', detailStatements(detailIds[0])),
        await explain(pool, 'report', reportStatements(reclamationReport, REPORT_BODY)),
      ].join('\n');
      writeFileSync(path.join(OUT_DIR, 'reclamations-explain.txt'), text);
      log(`bench: EXPLAIN ANALYZE written to ${path.join(OUT_DIR, 'reclamations-explain.txt')}`);
    }
  });

/** The order list's status filter: most old orders are closed, so a customer's first page is mostly full. */
const ORDER_LIST_STATUS = 'CLOSED';
const ORDER_LINES = 50;

/**
 * The order list, two filters (status + customer), page 1 of 10 newest first, a different
 * customer each round; beside its page and count side by side, as entityStore runs them.
 */
const measureOrderList = async (bench: BenchApp): Promise<{ line: Line; customer: number }> => {
  const { app, headers, pool } = bench;
  const random = seededRandom(2027);
  const customers = Array.from({ length: ITERATIONS + 20 }, () => 1 + Math.floor(random() * CUSTOMERS));
  const url = (customerId: number) =>
    `/api/orders?page=1&limit=${PAGE_SIZE}&sort=id&order=DESC&filter=${encodeURIComponent(JSON.stringify({ status: ORDER_LIST_STATUS, customerId }))}`;
  const answers: Buffer[] = [];
  log(`bench: order list (${ITERATIONS} rounds)`);
  const list = await measurePair(
    ITERATIONS,
    20,
    async (i) => {
      const response = await app.inject({ method: 'GET', url: url(customers[i]), headers });
      if (response.statusCode !== 200) throw new Error(`GET /api/orders: ${response.statusCode} ${response.body.slice(0, 300)}`);
      answers.push(response.rawPayload); // read after: reading the answer is the caller's work
    },
    (i) => orderListBaseline(pool, ORDER_LIST_STATUS, customers[i], PAGE_SIZE),
  );
  const pages = answers.map((a) => (JSON.parse(a.toString('utf8')) as { responseData: { rows: unknown[]; count: number } }).responseData);
  // Where the time goes: the service alone (the query's parsing, entityStore's prepared page and
  // count; no HTTP, session check or JSON) beside the baseline again, both on pages now cached.
  const service = await measurePair(
    ITERATIONS,
    0,
    async (i) => {
      const parsed = parseListQuery(salesOrder, { page: '1', limit: String(PAGE_SIZE), sort: 'id', order: 'DESC', filter: JSON.stringify({ status: ORDER_LIST_STATUS, customerId: customers[i] }) });
      if (!parsed.ok) throw new Error(`order list query: ${JSON.stringify(parsed.problems)}`);
      await entityStore(bench.db).list(salesOrder, parsed.query, undefined);
    },
    (i) => orderListBaseline(pool, ORDER_LIST_STATUS, customers[i], PAGE_SIZE),
  );
  const line = resultLine(
    'order_list_two_filters',
    list,
    { max_ratio: 2 },
    {
      filter: { status: ORDER_LIST_STATUS, customerId: 'random' },
      avg_page_rows: round(pages.reduce((n, p) => n + p.rows.length, 0) / pages.length),
      avg_count: round(pages.reduce((n, p) => n + p.count, 0) / pages.length),
      service_p50_ms: summarize(service.measured).p50_ms,
      service_baseline_p50_ms: summarize(service.baseline).p50_ms,
    },
    ORDERS,
  );
  return { line, customer: customers[0] };
};

/**
 * calculate_prices of the configurable product, quantity 2, all 10 parameters chosen (a different
 * selection and customer of the discounted group each round), beside the route's 7 statements.
 */
const measureCalculatePrices = async (bench: BenchApp, catalogue: SalesCatalogue): Promise<{ line: Line; statements: Statement[] }> => {
  const { app, headers, pool, db } = bench;
  const random = seededRandom(2028);
  const { productId, parameters } = catalogue.configurable;
  const listIds = (await pool.query<{ id: number }>(`SELECT id FROM price_list WHERE active AND currency = 'PLN' ORDER BY id`)).rows.map((r) => r.id);
  const rounds = Array.from({ length: ITERATIONS + 20 }, () => {
    const choices = parameters.map((p) => ({ parameterId: p.id, valueId: p.values[Math.floor(random() * p.values.length)] }));
    const customerId = catalogue.discountCustomers[Math.floor(random() * catalogue.discountCustomers.length)];
    return {
      body: { productId, quantity: 2, choosenParameters: choices.map((c) => ({ param: { id: c.parameterId }, paramValue: { id: c.valueId } })), customerId },
      statements: priceStatements(db, { productId, customerId, choices, currency: 'PLN' }, listIds),
    };
  });
  let last: Buffer | undefined;
  log(`bench: calculate_prices (${ITERATIONS} rounds)`);
  const prices = await measurePair(
    ITERATIONS,
    20,
    async (i) => {
      const response = await app.inject({ method: 'POST', url: '/api/pricelist/calculate_prices', headers, payload: rounds[i].body });
      if (response.statusCode !== 200) throw new Error(`calculate_prices: ${response.statusCode} ${response.body.slice(0, 300)}`);
      last = response.rawPayload;
    },
    (i) => priceBaseline(pool, rounds[i].statements),
  );
  const priceLines = (JSON.parse(last?.toString('utf8') ?? '{"responseData":[]}') as { responseData: unknown[] }).responseData.length;
  const line = resultLine(
    'calculate_prices_10_parameters',
    prices,
    { p50_ms: 5 },
    { parameters: parameters.length, values_per_parameter: parameters[0].values.length, price_lists: listIds.length, price_lines: priceLines, statements: rounds[0].statements.length },
    ORDERS,
  );
  return { line, statements: rounds[0].statements };
};

/**
 * Saving a new order of 50 catalogue lines (POST /api/order: a random customer, random products,
 * quantities and prices, a 5 % discount on every third line), beside the raw writes of the same
 * order in one transaction. Run last: the orders both sides create (and their versions) are
 * deleted after, so the table is back at its seeded size for the next run.
 */
const measureOrderSave = async (bench: BenchApp, catalogue: SalesCatalogue): Promise<Line> => {
  const { app, headers, pool } = bench;
  const random = seededRandom(2029);
  const author = (await pool.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [BENCH_EMAIL])).rows[0].id;
  const orders = Array.from({ length: ITERATIONS + 20 }, (_, i) => {
    const sent = Array.from({ length: ORDER_LINES }, (_l, k) => ({
      productId: catalogue.products[Math.floor(random() * catalogue.products.length)],
      description: `Pozycja ${k + 1}`,
      quantity: 1 + Math.floor(random() * 20),
      price: Math.round((15 + random() * 600) * 100) / 100,
      discountPercent: k % 3 === 0 ? 5 : 0,
      vat: 23,
    }));
    const sums = orderSums(sent);
    const customerId = 1 + Math.floor(random() * CUSTOMERS);
    const saved: SavedOrder = { customerId, reference: `BENCH/${i}`, author, lines: sent.map((l, k) => ({ ...l, ...sums.lines[k] })), total: sums.total };
    return { body: { status: 'NEW', customerId, reference: `BENCH/${i}`, currency: 'PLN', products: sent }, saved };
  });
  const { rows: [before] } = await pool.query<{ id: number }>('SELECT COALESCE(max(id), 0)::int AS id FROM sales_order');
  log(`bench: order save, ${ORDER_LINES} lines (${ITERATIONS} rounds)`);
  let last: Buffer | undefined;
  try {
    const save = await measurePair(
      ITERATIONS,
      20,
      async (i) => {
        const response = await app.inject({ method: 'POST', url: '/api/order', headers, payload: orders[i].body });
        if (response.statusCode !== 200) throw new Error(`POST /api/order: ${response.statusCode} ${response.body.slice(0, 300)}`);
        last = response.rawPayload;
      },
      (i) => orderSaveBaseline(pool, orders[i].saved),
    );
    const lines = (JSON.parse(last?.toString('utf8') ?? '{}') as { responseData?: { products: unknown[] } }).responseData?.products.length ?? 0;
    return resultLine('order_save_50_lines', save, { p50_ms: 50 }, { lines, created_and_deleted: 2 * (ITERATIONS + 20) }, ORDERS);
  } finally {
    // Their lines go with them (ON DELETE CASCADE); the numerator stays where it got to.
    await pool.query(`DELETE FROM object_version WHERE object_type = 'order' AND object_id > $1`, [before.id]);
    await pool.query('DELETE FROM sales_order WHERE id > $1', [before.id]);
    await pool.query('VACUUM sales_order, sales_order_product, object_version');
  }
};

/**
 * The order measures over every seeded order, each beside its raw SQL: the list, calculate_prices,
 * the order-list report at three levels, then saving (last: it writes).
 */
const orders = (): Promise<number> =>
  onBenchApp(async (bench) => {
    const seed = await seedOrders(bench.url, { orders: ORDERS, customers: CUSTOMERS }, log);
    const catalogue = await seedSalesCatalogue(bench.url, log);
    const seedInfo = { seeded: seed.seeded, seed_seconds: round(seed.seconds), counts: seed.counts };
    const list = await measureOrderList(bench);
    const prices = await measureCalculatePrices(bench, catalogue);
    const report = await measureReport(bench, orderListReport, ORDER_REPORT_BODY, 'order_report_three_levels', ORDERS);
    const save = await measureOrderSave(bench, catalogue);
    writeTimedLines('orders.json', [{ ...list.line, ...seedInfo }, { ...prices.line, catalogue_seeded: catalogue.seeded }, { ...report, ...seedInfo }, save]);
    if (env.BENCH_EXPLAIN === '1') {
      const text = [
        await explain(bench.pool, 'order list', orderListStatements(ORDER_LIST_STATUS, list.customer, PAGE_SIZE)),
        await explain(bench.pool, 'calculate_prices', prices.statements),
        await explain(bench.pool, 'order report', reportStatements(orderListReport, ORDER_REPORT_BODY)),
      ].join('\n');
      writeFileSync(path.join(OUT_DIR, 'orders-explain.txt'), text);
      log(`bench: EXPLAIN ANALYZE written to ${path.join(OUT_DIR, 'orders-explain.txt')}`);
    }
  });

/**
 * The task measures over every seeded task (each a reclamation's: the reclamations are seeded or
 * reused first): the list, then executing a process task (last: it writes, and deletes what it made).
 */
const tasks = (): Promise<number> =>
  onBenchApp(async (bench) => {
    const claims = await seedBulk(bench.url, { reclamations: RECLAMATIONS, customers: CUSTOMERS }, log);
    const seed = await seedTasks(bench.url, { tasks: TASKS }, log);
    const seedInfo = { seeded: seed.seeded, seed_seconds: round(seed.seconds), counts: seed.counts, reclamations_seeded: claims.seeded };
    try {
      const list = await measureTaskList(bench, ITERATIONS, PAGE_SIZE, log);
      const step = await measureTaskExecution(bench, seed.people, ITERATIONS, log);
      writeTimedLines('tasks.json', [
        resultLine('task_list_not_executed', list.samples, { max_ratio: 2 }, { ...list.extra, ...seedInfo }, TASKS),
        resultLine('task_execute_code_condition', step.samples, { p50_ms: 20 }, step.extra, TASKS),
      ]);
      if (env.BENCH_EXPLAIN === '1') {
        const ids = await firstTaskPageIds(bench.pool, false, PAGE_SIZE);
        writeFileSync(path.join(OUT_DIR, 'tasks-explain.txt'), await explain(bench.pool, 'task list', taskListStatements(false, PAGE_SIZE, ids)));
        log(`bench: EXPLAIN ANALYZE written to ${path.join(OUT_DIR, 'tasks-explain.txt')}`);
      }
    } finally {
      await closeSandbox();
    }
  });

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

const importFile = async (): Promise<number> => {
  writeLines('import.json', await measureImport(log), (line) =>
    `commit ${line.commit_seconds} s (≤ ${line.target.seconds}) for ${line.rows} rows (${line.rows_per_s}/s; preview ${line.preview_seconds} s), RSS +${line.rss_growth_mb} MB (≤ ${line.target.rss_growth_mb})`,
  );
  return 0;
};

const sandbox = async (): Promise<number> => {
  writeLines('sandbox.json', await measureHostileScripts(log), (line) =>
    `p50 ${line.p50_ms} ms${line.target.p50_ms === undefined ? '' : ` (≤ ${line.target.p50_ms})`}, p95 ${line.p95_ms} ms${line.target.p95_ms === undefined ? '' : ` (≤ ${line.target.p95_ms})`}, max ${line.max_ms} ms`,);
  return 0;
};

const browser = async (): Promise<number> => {
  writeLines('browser.json', await measureFirstRow(env, log), (line) =>
    `p50 ${line.p50_ms} ms (≤ ${line.target.p50_ms}; ${line.harness_p50_ms} ms seen by the bench), ${line.js_before_row_gzip_kb} kB gzip of JavaScript before the row (${line.js_files_before_row} files), ${line.initial_js_gzip_kb} kB at start (goal ${line.initial_js_goal_kb})`,
  );
  return 0;
};

const grid = async (): Promise<number> => {
  writeLines('grid.json', await measureLinesGrid(env, log), (line) =>
    `typing p50 ${line.p50_ms} ms, p95 ${line.p95_ms} ms (≤ ${line.target.p95_ms}) over ${line.keys} keys; confirming p95 ${line.confirm.p95_ms} ms, typing outside the lines p50 ${line.outside_lines.p50_ms} ms p95 ${line.outside_lines.p95_ms} ms (in an empty form p50 ${line.empty_form.p50_ms} ms, p95 ${line.empty_form.p95_ms} ms), moving p95 ${line.move?.p95_ms ?? '–'} ms; ${line.lines} lines (${line.form}) shown in ${line.open_to_last_line_ms} ms`,
  );
  return 0;
};

const mail = async (): Promise<number> => {
  writeLines('mail.json', await measureMail(log), (line) =>
    'rss_growth_mb' in line
      ? `RSS +${line.rss_growth_mb} MB (≤ ${line.target.rss_growth_mb}; ${line.rss_before_mb} → peak ${line.rss_peak_mb}, after ${line.rss_after_mb}), p50 ${line.p50_ms} ms`
      : `p50 ${line.p50_ms} ms (≤ ${line.target.p50_ms}), p95 ${line.p95_ms} ms, max ${line.max_ms} ms over ${line.requests} requests`,
  );
  return 0;
};

const live = async (): Promise<number> => {
  writeLines('live.json', await measureLive(env, log), (line) =>
    'ratio' in line
      ? `p50 ${line.p50_ms} ms with the audit, ${line.without_audit.p50_ms} ms without: ×${line.ratio} (≤ ${line.target.max_ratio})`
      : `p50 ${line.p50_ms} ms, p95 ${line.p95_ms} ms (≤ ${line.target.p95_ms}) from a save to each of ${line.streams} streams, ${line.missing} missing`,
  );
  return 0;
};

/** `npm run bench [measure …]`: the named measures (reclamations, orders, startup, upload, import, tasks, sandbox, browser, grid, mail, live), or all of them. */
const MEASURES: Record<string, () => Promise<number>> = { reclamations, orders, startup, upload, import: importFile, tasks, sandbox, browser, grid, mail, live };
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
