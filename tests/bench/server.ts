import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EmbeddedServer } from '../../server/db/embedded';
import { startEmbedded } from '../../server/db/embedded';
import { withDatabase } from '../support/pg';

export type BenchServer = { url: string; stop: () => Promise<void>; where: string };

/** Where the bench keeps its cluster between runs (git-ignored through `.tmp/`). */
export const BENCH_PG_DIR = path.resolve('.tmp', 'bench-pg');

/**
 * The PostgreSQL server of the bench: DATABASE_URL when set; else an embedded one, kept in
 * `.tmp/bench-pg` so that a second run finds its data, or in a throwaway directory with BENCH_FRESH=1.
 */
export const startBenchServer = async (env: NodeJS.ProcessEnv, log: (line: string) => void): Promise<BenchServer> => {
  if (env.DATABASE_URL) return { url: withDatabase(env.DATABASE_URL, 'postgres'), stop: async () => {}, where: 'DATABASE_URL' };
  const fresh = env.BENCH_FRESH === '1';
  const dataDir = fresh ? mkdtempSync(path.join(os.tmpdir(), 'zaplecze-bench-pg-')) : BENCH_PG_DIR;
  mkdirSync(dataDir, { recursive: true });
  // As root the server runs as the `postgres` system user: it must reach its cluster.
  if (process.getuid?.() === 0) {
    if (!fresh) chmodSync(path.dirname(dataDir), 0o755);
    chmodSync(dataDir, 0o755);
  }
  const lines: string[] = [];
  let embedded: EmbeddedServer;
  try {
    embedded = await startEmbedded(dataDir, (line) => line && lines.push(line));
  } catch (error) {
    log(lines.join('\n'));
    throw error;
  }
  return {
    url: embedded.url,
    where: dataDir,
    stop: async () => {
      await embedded.stop().catch((error: unknown) => log(`Stopping the embedded PostgreSQL failed: ${String(error)}`));
      if (fresh) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
