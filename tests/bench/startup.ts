import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { summarize } from './stats';
import { exited, freePort } from '../support/processes';

/**
 * Start-up of `npm start` as a user runs it: the time from spawning it to the first 200 from
 * /api/health, on an empty data directory (cold: the embedded cluster is created, migrated and
 * seeded) and on the same directory again (warm). The client and the server are built by a first
 * start that is not counted, as they are after `npm ci && npm start` once.
 */
export const STARTUP_TARGETS = { cold_p50_ms: 3000, warm_p50_ms: 1500 };

/** One start: milliseconds until healthy; the process is then stopped with SIGTERM and awaited. */
const startOnce = async (dataDir: string): Promise<number> => {
  const port = await freePort();
  const begin = performance.now();
  const child = spawn('npm', ['start'], { env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore' });
  try {
    for (;;) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (health?.status === 200) return performance.now() - begin;
      if (child.exitCode !== null) throw new Error(`npm start ended with ${child.exitCode} before it was healthy`);
      if (performance.now() - begin > 60_000) throw new Error('npm start was not healthy within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited(child);
    // The server stops itself (and PostgreSQL) once npm has gone: wait for the cluster to be free.
    for (let i = 0; i < 200 && existsSync(path.join(dataDir, 'pg', 'postmaster.pid')); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const tempDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zaplecze-bench-start-'));
  chmodSync(dir, 0o755);
  return dir;
};

export const measureStartup = async (log: (line: string) => void, runs = 5) => {
  const warmDir = tempDataDir();
  const cold: number[] = [];
  const warm: number[] = [];
  try {
    log('bench: start-up (a first start builds what is missing; not counted)');
    await startOnce(warmDir);
    for (let i = 0; i < runs; i++) {
      const dir = tempDataDir();
      try {
        cold.push(await startOnce(dir));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      warm.push(await startOnce(warmDir));
    }
  } finally {
    rmSync(warmDir, { recursive: true, force: true });
  }
  const coldStats = summarize(cold);
  const warmStats = summarize(warm);
  return [
    { measure: 'startup_cold', runs, ...coldStats, samples_ms: cold.map(Math.round), target: { p50_ms: STARTUP_TARGETS.cold_p50_ms }, pass: coldStats.p50_ms <= STARTUP_TARGETS.cold_p50_ms },
    { measure: 'startup_warm', runs, ...warmStats, samples_ms: warm.map(Math.round), target: { p50_ms: STARTUP_TARGETS.warm_p50_ms }, pass: warmStats.p50_ms <= STARTUP_TARGETS.warm_p50_ms },
  ];
};
