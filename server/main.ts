import path from 'node:path';
import type { buildApp } from './app';
import { readConfig } from './config';
import type { EmbeddedServer } from './db/embedded';
import { startEmbedded } from './db/embedded';
import { ensureDatabase, openDatabase } from './db/connection';
import { migrateDatabase } from './db/migrations';
import { seedDemoData } from './demo';
import { ensureAdministrator, firstAdministrator, seedDictionaries } from './db/seed';

const config = readConfig();
let embedded: EmbeddedServer | undefined;
let database: ReturnType<typeof openDatabase> | undefined;
let app: Awaited<ReturnType<typeof buildApp>> | undefined;

let stopping = false;
/** Closes the HTTP server, the pool and the embedded PostgreSQL, in that order, then exits. */
const stop = async (code: number) => {
  stopping = true;
  await app?.close().catch(() => {});
  await database?.close().catch(() => {});
  await embedded?.stop().catch(() => {});
  process.exit(code);
};

// SIGTERM, SIGINT, and Ctrl+C in a terminal (SIGINT to the whole process group, PostgreSQL too):
// a clean stop; a second signal while stopping does not wait any longer.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) {
      console.log(`${signal} again: stopping at once.`);
      process.exit(1);
    }
    console.log(`${signal}: shutting down.`);
    void stop(0);
  });
}

// Under `npm start`, a SIGTERM to npm ends npm without passing it on: the server, left without its
// parent, stops cleanly itself rather than running on (with PostgreSQL) as an orphan.
if (process.env.npm_lifecycle_event === 'start') {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent && !stopping) {
      console.log('npm has ended: shutting down.');
      void stop(0);
    }
  }, 250).unref();
}

// PostgreSQL starts (a child process) while the app's modules load (Fastify, its plugins, the
// routes: a separate chunk of the compiled server); each promise is awaited below, in the try.
const starting = config.databaseUrl ? undefined : startEmbedded(path.resolve(config.dataDir));
const loadingApp = import('./app');
for (const promise of [starting, loadingApp]) promise?.catch(() => {});

try {
  if (starting) embedded = await starting;
  // `starting` is there exactly when DATABASE_URL is not.
  const url = embedded ? embedded.url.replace(/\/postgres$/, '/zaplecze') : config.databaseUrl!;
  await ensureDatabase(url);
  database = openDatabase(url, (error) => console.error('Database connection error:', error.message));
  const { db } = database;
  await migrateDatabase(db);
  const created = await ensureAdministrator(db, config.adminEmail, config.adminPassword);
  if (created) {
    await seedDictionaries(db);
    await seedDemoData(db);
  }
  const { buildApp } = await loadingApp;
  app = await buildApp({ db, config, clientDir: path.resolve('dist') });
  await app.listen({ port: config.port, host: config.host });
  console.log(`\nZaplecze is running at http://${config.host}:${config.port}`);
  if (created?.password) {
    console.log(`First administrator created. Sign in as ${created.email} with password: ${created.password}`);
    console.log('(The password is shown only this once: change it after signing in.)\n');
  } else if (created) {
    console.log(`First administrator created. Sign in as ${created.email} with ADMIN_PASSWORD.\n`);
  } else {
    const admin = await firstAdministrator(db);
    console.log(admin ? `Sign in as ${admin} (administrator).` : 'Sign in with an existing account.');
    // System mail goes to this log until a mail server is configured, so the reset link shows up here.
    console.log(`Forgot the password? Choose "Nie pamiętasz hasła?" on ${config.publicUrl}/login: the reset link is written to this log.\n`);
  }
} catch (error) {
  console.error(error);
  await stop(1);
}
