import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { MIGRATIONS_DIR } from '../../server/db/migrations';
import { migrationsUpTo } from '../support/migrations';
import { adminQuery, withDatabase } from '../support/pg';

const NAME = 'zaplecze_importance_migration';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'zaplecze-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it("moves the tasks' importance to the specification's codes: HIGH and CRITICAL become HIGHT, the others stay", async () => {
  await adminQuery(inject('pgUrl'), `DROP DATABASE IF EXISTS "${NAME}"`);
  await adminQuery(inject('pgUrl'), `CREATE DATABASE "${NAME}"`);
  const database = openDatabase(withDatabase(inject('pgUrl'), NAME));
  try {
    await migrate(database.db, { migrationsFolder: migrationsUpTo(scratch, '0016_mail_accounts_templates_outgoing_received') });
    const stored = ['NOT_SET', 'LOW', 'NORMAL', 'HIGH', 'CRITICAL'];
    for (const importance of stored) await database.pool.query('INSERT INTO task (name, importance) VALUES ($1, $2)', [`Zadanie ${importance}`, importance]);

    await migrate(database.db, { migrationsFolder: MIGRATIONS_DIR });

    const { rows } = await database.pool.query<{ name: string; importance: string }>('SELECT name, importance FROM task ORDER BY id');
    expect(rows).toEqual([
      { name: 'Zadanie NOT_SET', importance: 'NOT_SET' },
      { name: 'Zadanie LOW', importance: 'LOW' },
      { name: 'Zadanie NORMAL', importance: 'NORMAL' },
      { name: 'Zadanie HIGH', importance: 'HIGHT' },
      { name: 'Zadanie CRITICAL', importance: 'HIGHT' },
    ]);
  } finally {
    await database.close();
    await adminQuery(inject('pgUrl'), `DROP DATABASE IF EXISTS "${NAME}"`);
  }
});
