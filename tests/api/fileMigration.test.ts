import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/connection';
import { MIGRATIONS_DIR } from '../../server/db/migrations';
import { FILE_CHUNK_SIZE } from '../../server/core/files/fileStore';
import { migrationsUpTo } from '../support/migrations';
import { adminQuery, withDatabase } from '../support/pg';

const NAME = 'zaplecze_file_migration';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'zaplecze-migrations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('cuts the files stored whole before into pieces, byte for byte, when it moves them to file_chunk', async () => {
  await adminQuery(inject('pgUrl'), `DROP DATABASE IF EXISTS "${NAME}"`);
  await adminQuery(inject('pgUrl'), `CREATE DATABASE "${NAME}"`);
  const database = openDatabase(withDatabase(inject('pgUrl'), NAME));
  try {
    await migrate(database.db, { migrationsFolder: migrationsUpTo(scratch, '0004_reminders') });
    const big = randomBytes(2 * FILE_CHUNK_SIZE + 999);
    const small = Buffer.from('%PDF-1.4 mały');
    for (const [name, data] of [['duzy.bin', big], ['maly.pdf', small]] as const) {
      await database.pool.query(`INSERT INTO file (owner_type, owner_id, file_name, content_type, size, data) VALUES ('reclamation', 1, $1, 'application/octet-stream', $2, $3)`, [name, data.length, data]);
    }
    await migrate(database.db, { migrationsFolder: MIGRATIONS_DIR });

    const { rows } = await database.pool.query<{ file_name: string; seq: number; data: Buffer }>(
      'SELECT f.file_name, c.seq, c.data FROM file f JOIN file_chunk c ON c.file_id = f.id ORDER BY f.file_name, c.seq',
    );
    expect(rows.map((r) => [r.file_name, r.seq, r.data.length])).toEqual([
      ['duzy.bin', 0, FILE_CHUNK_SIZE],
      ['duzy.bin', 1, FILE_CHUNK_SIZE],
      ['duzy.bin', 2, 999],
      ['maly.pdf', 0, small.length],
    ]);
    expect(Buffer.concat(rows.filter((r) => r.file_name === 'duzy.bin').map((r) => r.data)).equals(big)).toBe(true);
    const columns = await database.pool.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'file' AND column_name = 'data'`);
    expect(columns.rowCount).toBe(0);
  } finally {
    await database.close();
    await adminQuery(inject('pgUrl'), `DROP DATABASE IF EXISTS "${NAME}"`);
  }
});
