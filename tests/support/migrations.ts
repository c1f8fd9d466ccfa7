import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../../server/db/migrations';

/**
 * The committed migrations up to and including `tag`, copied into `scratch`, as a folder drizzle's
 * migrator reads: a test brings a database to an earlier state, writes rows as they were stored
 * then, and migrates the rest of the way.
 */
export const migrationsUpTo = (scratch: string, tag: string): string => {
  const dir = path.join(scratch, tag);
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`No migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
};
