import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/connection';
import type { EmbeddedServer } from '../../server/db/embedded';
import { startEmbedded } from '../../server/db/embedded';
import { migrateDatabase } from '../../server/db/migrations';
import { adminQuery, TEMPLATE_DATABASE, withDatabase } from './pg';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of the test PostgreSQL server (maintenance database `postgres`). */
    pgUrl: string;
  }
}

/** The same server, maintenance database `postgres`. */
const maintenanceUrl = (url: string): string => withDatabase(url, 'postgres');

/**
 * One PostgreSQL server for the whole run: DATABASE_URL when set, else an embedded one in a
 * throwaway directory. Builds the migrated template and hands the server URL to the test files.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const lines: string[] = [];
  const log = (line: string) => {
    if (line) lines.push(line);
  };
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;

  const cleanUp = async () => {
    await embedded?.stop().catch((error: unknown) => console.error('Stopping the embedded PostgreSQL failed:', error));
    embedded = undefined;
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  };

  try {
    let url: string;
    if (process.env.DATABASE_URL) {
      url = maintenanceUrl(process.env.DATABASE_URL);
    } else {
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'zaplecze-test-pg-'));
      // The server runs as the `postgres` system user when we are root: it must reach its cluster.
      chmodSync(dataDir, 0o755);
      embedded = await startEmbedded(dataDir, log, undefined, 0);
      url = embedded.url;
    }

    await adminQuery(url, `DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE "${TEMPLATE_DATABASE}"`);
    const template = openDatabase(withDatabase(url, TEMPLATE_DATABASE));
    try {
      await migrateDatabase(template.db);
    } finally {
      await template.close();
    }
    project.provide('pgUrl', url);

    return async () => {
      if (!embedded) await adminQuery(url, `DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`).catch(() => {});
      await cleanUp();
    };
  } catch (error) {
    if (lines.length > 0) console.error(lines.join('\n'));
    await cleanUp();
    throw error;
  }
}
