import path from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import type { EmbeddedServer } from './db/embedded';
import { startEmbedded } from './db/embedded';
import { ensureDatabase, openDatabase } from './db/connection';
import { migrateDatabase } from './db/migrations';
import { ensureAdministrator, seedDemoData, seedDictionaries } from './db/seed';

const config = readConfig();
let embedded: EmbeddedServer | undefined;
let url = config.databaseUrl;
if (!url) {
  embedded = await startEmbedded(path.resolve(config.dataDir));
  url = embedded.url.replace(/\/postgres$/, '/zaplecze');
}
await ensureDatabase(url);
const database = openDatabase(url, (error) => console.error('Database connection error:', error.message));

const stop = async (code: number) => {
  await database.close().catch(() => {});
  await embedded?.stop().catch(() => {});
  process.exit(code);
};

try {
  await migrateDatabase(database.db, { generate: !config.production, log: (line) => console.log(line) });
  const admin = await ensureAdministrator(database.db, config.adminEmail, config.adminPassword);
  if (admin) {
    await seedDictionaries(database.db);
    await seedDemoData(database.db);
  }
  const app = await buildApp({ db: database.db, config, clientDir: path.resolve('dist') });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      app.log.info(`${signal}: shutting down`);
      await app.close();
      await stop(0);
    });
  }
  await app.listen({ port: config.port, host: config.host });
  console.log(`\nZaplecze is running at http://${config.host}:${config.port}`);
  if (admin?.password) {
    console.log(`First administrator created. Sign in as ${admin.email} with password: ${admin.password}`);
    console.log('(The password is shown only this once: change it after signing in.)\n');
  } else if (admin) {
    console.log(`First administrator created. Sign in as ${admin.email} with ADMIN_PASSWORD.\n`);
  } else {
    console.log(`Sign in with an existing account${config.adminEmail ? ` (e.g. ${config.adminEmail})` : ''}.\n`);
  }
} catch (error) {
  console.error(error);
  await stop(1);
}
