import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { seedSalesCatalogue } from './seed';
import { onBenchApp } from './server';
import { summarize } from './stats';

/** Typing into a cell of a 200-line order: p95 from a key to the next frame ≤ 50 ms. */
export const GRID_TARGET = { p95_ms: 50 };
const DATABASE = 'zaplecze_bench_grid';
const LINES = 200;
const ORDER_REFERENCE = 'Bench: 200 lines';
/** Cells typed into (lines spread over the order), and the characters typed into each. */
const CELLS = [10, 60, 100, 150, 195];
const TYPED = '1234567,89';

/**
 * Run in the page before its own scripts: for every key pressed, the time from the key event
 * (its timeStamp, when the browser took it) to the first frame after it has been handled
 * (a frame, then a task after it: the frame is painted). Kept in `window.__keyLatencies`.
 */
const WATCH_KEYS = `
  window.__keyLatencies = [];
  document.addEventListener('keydown', function (event) {
    var start = event.timeStamp;
    requestAnimationFrame(function () {
      setTimeout(function () { window.__keyLatencies.push(performance.now() - start); }, 0);
    });
  }, true);
`;

const latencies = (page: Page) => page.evaluate(() => (window as unknown as { __keyLatencies: number[] }).__keyLatencies.length);

/** Presses a key and waits until its frame was painted (so no two keys overlap). */
const press = async (page: Page, key: string) => {
  const before = await latencies(page);
  await page.keyboard.press(key);
  await page.waitForFunction((n) => (window as unknown as { __keyLatencies: number[] }).__keyLatencies.length > n, before, { polling: 5 });
};

/**
 * An order of 200 lines (the bench's catalogue products) opened in Chromium by the built client on
 * the real app; in five cells spread over the lines a price is typed (ten keys each) and confirmed
 * with Enter, and the arrows move between cells: for each kind of key the time to its next frame.
 * Also the time from opening the order to its 200th line on screen.
 */
export const measureLinesGrid = async (env: NodeJS.ProcessEnv, log: (line: string) => void) => {
  if (!existsSync('dist/index.html')) {
    log('bench: building the client (dist/ is missing)');
    const built = spawnSync('npx', ['vite', 'build'], { stdio: 'ignore' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  return onBenchApp({ env, log, database: DATABASE, clientDir: 'dist' }, async ({ app, headers, pool, url }) => {
    // The catalogue prices for customers of a group: three customers give it one.
    const { rows: customers } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM customer');
    for (let i = customers[0].n; i < 3; i++) {
      const made = await app.inject({ method: 'POST', url: '/api/customer', headers, payload: { name: `Bench klient ${i + 1}` } });
      if (made.statusCode !== 200) throw new Error(`customer: ${made.statusCode} ${made.body.slice(0, 300)}`);
    }
    const catalogue = await seedSalesCatalogue(url, log);
    const { rows } = await pool.query<{ id: number }>('SELECT id FROM sales_order WHERE reference = $1', [ORDER_REFERENCE]);
    let orderId = rows[0]?.id;
    if (orderId === undefined) {
      const products = Array.from({ length: LINES }, (_, i) => ({ productId: catalogue.products[i % catalogue.products.length], quantity: 1 + (i % 7), price: 10 + i, vat: 23 }));
      const made = await app.inject({ method: 'POST', url: '/api/order', headers, payload: { customerId: catalogue.discountCustomers[0], reference: ORDER_REFERENCE, products } });
      if (made.statusCode !== 200) throw new Error(`order: ${made.statusCode} ${made.body.slice(0, 300)}`);
      orderId = (JSON.parse(made.body) as { responseData: { id: number } }).responseData.id;
    }
    const browser = await chromium.launch({ executablePath: findChromium(env), args: CHROMIUM_ARGS });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const context = await browser.newContext({ baseURL: baseUrl, locale: 'pl-PL', viewport: { width: 1366, height: 800 } });
      const [name, ...value] = headers.cookie.split('=');
      await context.addCookies([{ name, value: value.join('='), url: baseUrl }]);
      const page = await context.newPage();
      await page.addInitScript({ content: WATCH_KEYS });
      // What typing costs in the same form without lines: an empty new order's reference.
      await page.goto('/sales/sales-orders/create');
      await page.getByRole('textbox', { name: 'Referencja' }).click();
      const floorStart = await latencies(page);
      for (const key of 'abcdefghij') await press(page, key);
      const floor = (await page.evaluate(() => (window as unknown as { __keyLatencies: number[] }).__keyLatencies)).slice(floorStart);
      log(`bench: an order of ${LINES} lines in Chromium`);
      const opened = performance.now();
      await page.goto(`/sales/sales-orders/${orderId}`);
      const cell = (line: number, column: string) => page.locator(`[role="grid"] tr[data-line="${line}"] td[data-column="${column}"]`);
      // The form before the grid (one input per line field) is measured alike, to compare: its price inputs by their label.
      const priceInput = (line: number) => page.getByRole('spinbutton', { name: 'Cena netto' }).nth(line - 1);
      await Promise.race([cell(LINES, 'price').waitFor({ timeout: 60_000 }), priceInput(LINES).waitFor({ timeout: 60_000 })]);
      const openMs = performance.now() - opened;
      const isGrid = (await cell(LINES, 'price').count()) > 0;

      const typing: number[] = [];
      const confirming: number[] = [];
      const moving: number[] = [];
      const take = async (into: number[], from: number) => {
        const all = await page.evaluate(() => (window as unknown as { __keyLatencies: number[] }).__keyLatencies);
        into.push(...all.slice(from));
      };
      for (const line of CELLS) {
        let from = await latencies(page);
        if (isGrid) {
          await cell(line, 'price').click();
          from = await latencies(page);
          await press(page, 'Enter');
        } else await priceInput(line).click();
        await press(page, 'ControlOrMeta+A');
        await take(moving, from);
        from = await latencies(page);
        // A number input (the form before the grid) takes a decimal point only.
        for (const key of isGrid ? TYPED : TYPED.replace(',', '.')) await press(page, key);
        await take(typing, from);
        from = await latencies(page);
        await press(page, isGrid ? 'Enter' : 'Tab');
        await take(confirming, from);
        if (!isGrid) continue;
        from = await latencies(page);
        for (const key of ['ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowUp']) await press(page, key);
        await take(moving, from);
      }
      // The same keys into an input of the same page outside the lines (the order's reference): what any typing costs there.
      const outside: number[] = [];
      await page.getByRole('textbox', { name: 'Referencja' }).click();
      const before = await latencies(page);
      for (const key of 'abcdefghij') await press(page, key);
      await take(outside, before);
      const shown = isGrid ? await cell(CELLS[0], 'price').innerText() : await priceInput(CELLS[0]).inputValue();
      if (!['1234567,89', '1234567.89'].includes(shown.replace(/\s/g, ''))) throw new Error(`The typed price reads "${shown}"`);
      const stats = summarize(typing);
      return [
        {
          measure: 'lines_grid_typing',
          form: isGrid ? 'grid' : 'inputs',
          lines: LINES,
          keys: typing.length,
          ...stats,
          confirm: summarize(confirming),
          outside_lines: summarize(outside),
          empty_form: summarize(floor),
          move: moving.length > 0 ? summarize(moving) : null,
          open_to_last_line_ms: Math.round(openMs),
          target: GRID_TARGET,
          pass: stats.p95_ms <= GRID_TARGET.p95_ms,
        },
      ];
    } finally {
      await browser.close().catch(() => {});
    }
  });
};
