import { readFileSync } from 'node:fs';

/** Timing helpers of the bench: a seeded random sequence, wall-clock timing and percentiles, and a process's memory. */

export const MB = 1024 * 1024;

/** The resident memory (bytes) of a process of this machine, from /proc. */
export const rssBytes = (pid: number) => {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
};

/** mulberry32: the same "random" customers and ids on every run, for the API and its baseline alike. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const timed = async (run: () => Promise<unknown>): Promise<number> => {
  const start = performance.now();
  await run();
  return performance.now() - start;
};

/** Nearest-rank percentile of samples in ms. */
export const percentile = (samples: readonly number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1];
};

export type Summary = { p50_ms: number; p95_ms: number; max_ms: number };

const round = (ms: number) => Math.round(ms * 100) / 100;

export const summarize = (samples: readonly number[]): Summary => ({
  p50_ms: round(percentile(samples, 50)),
  p95_ms: round(percentile(samples, 95)),
  max_ms: round(Math.max(...samples)),
});

/**
 * Runs `iterations` rounds of the measured call and its baseline on the same input, after
 * `warmUp` rounds; who goes first alternates, so neither always finds the cache warmed by the other.
 */
export const measurePair = async (
  iterations: number,
  warmUp: number,
  measured: (i: number) => Promise<unknown>,
  baseline: (i: number) => Promise<unknown>,
): Promise<{ measured: number[]; baseline: number[] }> => {
  for (let i = 0; i < warmUp; i++) {
    await measured(iterations + i);
    await baseline(iterations + i);
  }
  const out = { measured: [] as number[], baseline: [] as number[] };
  for (let i = 0; i < iterations; i++) {
    if (i % 2 === 0) {
      out.measured.push(await timed(() => measured(i)));
      out.baseline.push(await timed(() => baseline(i)));
    } else {
      out.baseline.push(await timed(() => baseline(i)));
      out.measured.push(await timed(() => measured(i)));
    }
  }
  return out;
};
