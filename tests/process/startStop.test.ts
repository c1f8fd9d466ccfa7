import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/processes';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Every process below `root`, read from /proc. */
const descendants = (root: number): number[] => {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent !== pid) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
};

type Started = { npm: ChildProcess; output: () => string; processes: number[]; postmaster: number };

/** `npm start` on its own data directory and port, until /api/health answers 200. */
const start = async (dataDir: string, port: number): Promise<Started> => {
  const npm = spawn('npm', ['start'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, as a terminal's foreground job has
  });
  let output = '';
  npm.stdout!.on('data', (chunk) => (output += chunk));
  npm.stderr!.on('data', (chunk) => (output += chunk));
  for (let i = 0; i < 600 && npm.exitCode === null; i++) {
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (health?.status === 200) {
      const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      return { npm, output: () => output, processes: descendants(npm.pid!), postmaster };
    }
    await sleep(100);
  }
  npm.kill('SIGKILL');
  throw new Error(`npm start did not become healthy:\n${output}`);
};

const allGone = async (pids: number[]) => {
  for (let i = 0; i < 150 && pids.some(isAlive); i++) await sleep(100);
  return pids.filter(isAlive);
};

describe('npm start and stop', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zaplecze-start-'));
  // As root, PostgreSQL runs as the `postgres` system user: it must reach its cluster.
  chmodSync(dataDir, 0o755);
  const left: number[] = [];
  afterAll(() => {
    for (const pid of left) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('SIGTERM to the npm process stops the server and the embedded PostgreSQL: no orphan', { timeout: 120_000 }, async () => {
    const started = await start(dataDir, await freePort());
    left.push(...started.processes, started.postmaster);
    expect(started.output()).toMatch(/First administrator created\. Sign in as admin@zaplecze\.local with password: \S+/);
    expect(started.processes).toContain(started.postmaster);
    process.kill(started.npm.pid!, 'SIGTERM');
    expect(await allGone([started.npm.pid!, ...started.processes, started.postmaster])).toEqual([]);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });

  it('a later start names the administrator and how to reset the password; Ctrl+C (SIGINT to the group) stops everything', { timeout: 120_000 }, async () => {
    const started = await start(dataDir, await freePort());
    left.push(...started.processes, started.postmaster);
    expect(started.output()).toContain('Sign in as admin@zaplecze.local (administrator).');
    expect(started.output()).toContain('Forgot the password? Choose "Nie pamiętasz hasła?"');
    process.kill(-started.npm.pid!, 'SIGINT');
    expect(await allGone([started.npm.pid!, ...started.processes, started.postmaster])).toEqual([]);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });
});
