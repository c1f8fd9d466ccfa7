import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { allTables } from './tables';

/** Beside this file in the sources; from the compiled server (`dist-server/…`), the sources' `server/db/migrations`. */
const migrationsDir = (from: string): string => {
  for (let dir = from; ; dir = path.dirname(dir)) {
    for (const candidate of [path.join(dir, 'migrations'), path.join(dir, 'server', 'db', 'migrations')]) {
      if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    }
    if (path.dirname(dir) === dir) return path.join(from, 'migrations');
  }
};
export const MIGRATIONS_DIR = migrationsDir(path.dirname(fileURLToPath(import.meta.url)));
const META_DIR = path.join(MIGRATIONS_DIR, 'meta');
const JOURNAL = path.join(META_DIR, '_journal.json');

type JournalEntry = { idx: number; version: string; when: number; tag: string; breakpoints: boolean };
type Journal = { version: string; dialect: 'postgresql'; entries: JournalEntry[] };
type Snapshot = { id: string } & Record<string, unknown>;

const EMPTY_SNAPSHOT: Snapshot = {
  id: '00000000-0000-0000-0000-000000000000',
  prevId: '',
  version: '7',
  dialect: 'postgresql',
  tables: {},
  enums: {},
  schemas: {},
  sequences: {},
  roles: {},
  policies: {},
  views: {},
  _meta: { schemas: {}, tables: {}, columns: {} },
};

const readJournal = (): Journal =>
  existsSync(JOURNAL) ? JSON.parse(readFileSync(JOURNAL, 'utf8')) : { version: '7', dialect: 'postgresql', entries: [] };

const snapshotFile = (idx: number) => path.join(META_DIR, `${String(idx).padStart(4, '0')}_snapshot.json`);

const latestSnapshot = (journal: Journal): Snapshot => {
  const last = journal.entries.at(-1);
  return last ? JSON.parse(readFileSync(snapshotFile(last.idx), 'utf8')) : EMPTY_SNAPSHOT;
};

/**
 * The SQL that would bring the committed migrations up to the tables the code declares
 * (the registry's entities plus the hand-written tables); empty when they agree.
 */
export const pendingSchemaChange = async (): Promise<{ statements: string[]; snapshot: Snapshot }> => {
  const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
  const previous = latestSnapshot(readJournal());
  const snapshot = generateDrizzleJson(allTables, previous.id) as unknown as Snapshot;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const statements = await generateMigration(previous as any, snapshot as any);
  return { statements: [...statements, ...stampTriggers(previous, snapshot)], snapshot };
};

type SnapshotTables = Record<string, { name: string; columns: Record<string, unknown> }>;

/**
 * The function behind every record's stamp (`recordStamp` in entityTable.ts), run before each
 * INSERT and UPDATE of a row:
 * - `updated_by` is the user the transaction acts for (`actingAs` in connection.ts), or NULL for
 *   the system;
 * - on an UPDATE, `version` goes up by one when any column but the stamp (and the columns named as
 *   the trigger's arguments) changed, or stays as the statement set it when that is the next one
 *   (a save that replaced the record's lines counts itself); a save that changed nothing leaves
 *   the version, the time and the author as they were.
 */
const STAMP_FUNCTION = `CREATE OR REPLACE FUNCTION record_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ignored text[] := ARRAY['version', 'updated_at', 'updated_by'] || TG_ARGV;
BEGIN
  NEW.updated_by := nullif(current_setting('zaplecze.user_id', true), '')::integer;
  IF TG_OP = 'INSERT' OR NEW.version = OLD.version + 1 THEN
    RETURN NEW;
  END IF;
  IF (to_jsonb(NEW) - ignored) IS DISTINCT FROM (to_jsonb(OLD) - ignored) THEN
    NEW.version := OLD.version + 1;
  ELSE
    NEW.version := OLD.version;
    NEW.updated_at := OLD.updated_at;
    NEW.updated_by := OLD.updated_by;
  END IF;
  RETURN NEW;
END $$;`;

/** Columns whose change is not a change of the record (a user's last sign-in). */
const NOT_A_CHANGE: Record<string, readonly string[]> = { users: ['last_login_at'] };

/** The stamp's trigger on every table that gains a `version` column in this migration (a new entity's table, or all of them at first). */
const stampTriggers = (previous: Snapshot, next: Snapshot): string[] => {
  const before = (previous.tables ?? {}) as SnapshotTables;
  const after = (next.tables ?? {}) as SnapshotTables;
  const gaining = Object.entries(after)
    .filter(([key, table]) => 'version' in table.columns && !(before[key] && 'version' in before[key].columns))
    .map(([, table]) => table.name)
    .sort();
  if (gaining.length === 0) return [];
  return [
    STAMP_FUNCTION,
    ...gaining.map((table) => {
      const args = (NOT_A_CHANGE[table] ?? []).map((column) => `'${column}'`).join(', ');
      return `CREATE TRIGGER "${table}_record_stamp" BEFORE INSERT OR UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION record_stamp(${args});`;
    }),
  ];
};

/** Writes a new migration (SQL, snapshot and journal entry) in drizzle-kit's own layout. */
export const writeMigration = (statements: string[], snapshot: Snapshot, name: string): string => {
  const journal = readJournal();
  const idx = journal.entries.length;
  const tag = `${String(idx).padStart(4, '0')}_${name.replace(/[^a-z0-9_]+/gi, '_').toLowerCase()}`;
  mkdirSync(META_DIR, { recursive: true });
  writeFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), `${statements.join('\n--> statement-breakpoint\n')}\n`);
  writeFileSync(snapshotFile(idx), `${JSON.stringify(snapshot, null, 2)}\n`);
  journal.entries.push({ idx, version: '7', when: Date.now(), tag, breakpoints: true });
  writeFileSync(JOURNAL, `${JSON.stringify(journal, null, 2)}\n`);
  return tag;
};

/**
 * Brings the database up to date with the committed migrations: drizzle's migrator compares their
 * journal with the database's and applies what is missing. Migrations are written at development
 * time (`npm run db:generate`) and committed; a test fails while they lag behind the schemas.
 */
export const migrateDatabase = (db: NodePgDatabase): Promise<void> => migrate(db, { migrationsFolder: MIGRATIONS_DIR });
