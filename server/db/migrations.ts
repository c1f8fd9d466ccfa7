import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { getTableName } from 'drizzle-orm';
import { columnName, linesFields } from '../../src/schemas/core';
import { registry } from '../../src/schemas/registry';
import { allTables, entityTable } from './tables';

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

/**
 * The function that writes a record's change into `record_audit`, after each INSERT, UPDATE
 * (one that moved the version on) and DELETE of a row: the changed columns as
 * `{ column: [before, after] }`, the stamp's own columns left out and the columns named as the
 * trigger's arguments (secrets) written as "***"; and tells the listening servers (`NOTIFY
 * record_change`, delivered on commit) which record changed, for the live events.
 */
export const AUDIT_FUNCTION = `CREATE OR REPLACE FUNCTION record_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hidden text[] := ARRAY['version', 'updated_at', 'updated_by', 'created_at'];
  before jsonb := '{}';
  after jsonb := '{}';
  diff jsonb;
  row_id integer;
  row_version integer;
  entry record;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.version = OLD.version THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    before := to_jsonb(OLD) - hidden;
    row_id := OLD.id;
    row_version := OLD.version;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    after := to_jsonb(NEW) - hidden;
    row_id := NEW.id;
    row_version := NEW.version;
  END IF;
  SELECT coalesce(jsonb_object_agg(k, CASE WHEN k = ANY(TG_ARGV) THEN '["***", "***"]'::jsonb ELSE jsonb_build_array(before -> k, after -> k) END), '{}')
    INTO diff
    FROM (SELECT jsonb_object_keys(before || after) AS k) keys
    WHERE coalesce(before -> k, 'null') IS DISTINCT FROM coalesce(after -> k, 'null') AND k <> 'id';
  INSERT INTO record_audit (table_name, record_id, version, action, user_id, source, changes)
    VALUES (TG_TABLE_NAME, row_id, row_version, lower(TG_OP), nullif(current_setting('zaplecze.user_id', true), '')::integer,
      coalesce(nullif(current_setting('zaplecze.source', true), ''), 'system'), diff)
    RETURNING id, user_id, at INTO entry;
  -- Delivered to every listening server when (and only if) the change commits.
  PERFORM pg_notify('record_change', json_build_object('id', entry.id, 'table', TG_TABLE_NAME, 'record', row_id, 'version', row_version, 'action', lower(TG_OP), 'by', entry.user_id, 'at', entry.at)::text);
  RETURN NULL;
END $$;`;

/**
 * The function that writes the lines a statement removed or added into `record_audit`, one entry
 * per record they belong to (its table and the lines' column naming it are the trigger's
 * arguments), so a save of fifty lines is two entries, not a hundred; each line made JSON once.
 */
export const AUDIT_LINES_FUNCTION = `CREATE OR REPLACE FUNCTION record_audit_lines() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  parent_column text := TG_ARGV[0];
  parent_table text := TG_ARGV[1];
  who integer := nullif(current_setting('zaplecze.user_id', true), '')::integer;
  origin text := coalesce(nullif(current_setting('zaplecze.source', true), ''), 'system');
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO record_audit (table_name, record_id, action, user_id, source, changes)
      SELECT parent_table, parent_id, 'lines', who, origin, jsonb_build_object('table', TG_TABLE_NAME, 'removed', jsonb_agg(line))
      FROM (SELECT (line ->> parent_column)::integer AS parent_id, line FROM (SELECT to_jsonb(r) AS line FROM removed_rows r) lines) rows GROUP BY parent_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO record_audit (table_name, record_id, action, user_id, source, changes)
      SELECT parent_table, parent_id, 'lines', who, origin, jsonb_build_object('table', TG_TABLE_NAME, 'added', jsonb_agg(line))
      FROM (SELECT (line ->> parent_column)::integer AS parent_id, line FROM (SELECT to_jsonb(r) AS line FROM added_rows r) lines) rows GROUP BY parent_id;
  END IF;
  RETURN NULL;
END $$;`;

/** Columns whose change is not a change of the record (a user's last sign-in). */
const NOT_A_CHANGE: Record<string, readonly string[]> = { users: ['last_login_at'] };
/** Columns the log says changed without their values. */
const SECRETS: Record<string, readonly string[]> = { users: ['password_hash'], email_account: ['password_secret'] };

const quoted = (values: readonly string[] = []) => values.map((value) => `'${value}'`).join(', ');

/** The lines tables of the registry's entities: each with its record's column and its record's table. */
const linesTables = (): Map<string, { parentColumn: string; parentTable: string }> =>
  new Map(
    registry.flatMap((entity) =>
      linesFields(entity).map(([, field]) => [field.table, { parentColumn: columnName(field.parentKey), parentTable: getTableName(entityTable(entity.name)) }] as const),
    ),
  );

const stampTrigger = (table: string) => `CREATE TRIGGER "${table}_record_stamp" BEFORE INSERT OR UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION record_stamp(${quoted(NOT_A_CHANGE[table])});`;
const auditTrigger = (table: string) => `CREATE TRIGGER "${table}_record_audit" AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION record_audit(${quoted(SECRETS[table])});`;
const linesAuditTriggers = (table: string, { parentColumn, parentTable }: { parentColumn: string; parentTable: string }) => {
  const args = quoted([parentColumn, parentTable]);
  return [
    `CREATE TRIGGER "${table}_audit_added" AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION record_audit_lines(${args});`,
    `CREATE TRIGGER "${table}_audit_removed" AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION record_audit_lines(${args});`,
    `CREATE TRIGGER "${table}_audit_changed" AFTER UPDATE ON "${table}" REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION record_audit_lines(${args});`,
  ];
};

/**
 * The triggers of the tables this migration gives a record's stamp (an entity's new table, or all
 * of them at first): the stamp, and the audit once `record_audit` is there; when this migration
 * makes `record_audit`, every record's table and every lines table gets its audit trigger, and a
 * lines table made later gets its own.
 */
const stampTriggers = (previous: Snapshot, next: Snapshot): string[] => {
  const before = (previous.tables ?? {}) as SnapshotTables;
  const after = (next.tables ?? {}) as SnapshotTables;
  const isRecord = (table: { columns: Record<string, unknown> } | undefined) => Boolean(table && 'updated_by' in table.columns);
  const had = (name: string) => Object.values(before).find((table) => table.name === name);
  const auditNew = !had('record_audit') && Object.values(after).some((table) => table.name === 'record_audit');
  const audited = auditNew || Boolean(had('record_audit'));
  const records = Object.values(after).filter(isRecord).map((table) => table.name).sort();
  const stamped = records.filter((name) => !isRecord(had(name)));
  const auditing = auditNew ? records : audited ? stamped : [];
  const lines = [...linesTables()].filter(([name]) => Object.values(after).some((table) => table.name === name) && (auditNew || (audited && !had(name)))).sort(([a], [b]) => a.localeCompare(b));
  if (stamped.length === 0 && auditing.length === 0 && lines.length === 0) return [];
  return [
    STAMP_FUNCTION,
    ...(audited ? [AUDIT_FUNCTION, AUDIT_LINES_FUNCTION] : []),
    ...stamped.map(stampTrigger),
    ...auditing.map(auditTrigger),
    ...lines.flatMap(([name, parent]) => linesAuditTriggers(name, parent)),
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
