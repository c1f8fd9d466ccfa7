import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../support/chromium';
import { loadFirstReclamationRow } from '../support/firstRow';
import { INITIAL_JS_GOAL_BYTES, initialScripts } from '../support/initialScripts';
import { onBenchApp } from './server';
import { summarize } from './stats';

/** Cold load to the first reclamation row in Chromium, median of the runs: target ≤ 800 ms. */
export const FIRST_ROW_TARGET = { p50_ms: 800 };
const DATABASE = 'zaplecze_bench_browser';
const RECLAMATIONS = 25;

/**
 * The built client (`dist/`, built first when missing) served by the real app on 127.0.0.1 over a
 * small database of its own (25 reclamations), opened `runs` times in Chromium, each in a new
 * context (empty cache) signed in by its session cookie: the time from the start of the navigation
 * to /reclamations until the first row is painted (the page's clock, see loadFirstReclamationRow),
 * and the JavaScript loaded until then.
 */
export const measureFirstRow = async (env: NodeJS.ProcessEnv, log: (line: string) => void, runs = 5) => {
  if (!existsSync('dist/index.html')) {
    log('bench: building the client (dist/ is missing)');
    const built = spawnSync('npx', ['vite', 'build'], { stdio: 'ignore' });
    if (built.status !== 0) throw new Error('vite build failed');
  }
  return onBenchApp({ env, log, database: DATABASE, clientDir: 'dist' }, async ({ app, headers, pool }) => {
    const browser = await chromium.launch({ executablePath: findChromium(env), args: CHROMIUM_ARGS });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM reclamation');
      for (let i = rows[0].n; i < RECLAMATIONS; i++) {
        const made = await app.inject({ method: 'POST', url: '/api/createreclamation', headers, payload: { status: 17, client_surname: `Bench ${i + 1}` } });
        if (made.statusCode !== 200) throw new Error(`createreclamation: ${made.statusCode} ${made.body.slice(0, 300)}`);
      }
      log(`bench: first reclamation row in Chromium (${runs} cold loads after one not counted)`);
      await loadFirstReclamationRow(browser, baseUrl, headers.cookie);
      const loads = [];
      for (let i = 0; i < runs; i++) loads.push(await loadFirstReclamationRow(browser, baseUrl, headers.cookie));
      const stats = summarize(loads.map((l) => l.ms));
      const built = initialScripts('dist');
      return [
        {
          measure: 'first_reclamation_row',
          runs,
          ...stats,
          samples_ms: loads.map((l) => Math.round(l.ms)),
          // The same loads timed from the bench process (navigation call to the page's answer).
          harness_p50_ms: summarize(loads.map((l) => l.harnessMs)).p50_ms,
          js_before_row_gzip_kb: Math.round(loads[0].gzipBytes / 102.4) / 10,
          js_files_before_row: loads[0].scripts.length,
          initial_js_gzip_kb: Math.round(built.reduce((n, s) => n + s.gzipBytes, 0) / 102.4) / 10,
          initial_js_goal_kb: INITIAL_JS_GOAL_BYTES / 1024,
          target: FIRST_ROW_TARGET,
          pass: stats.p50_ms <= FIRST_ROW_TARGET.p50_ms,
        },
      ];
    } finally {
      await browser.close().catch(() => {});
    }
  });
};
