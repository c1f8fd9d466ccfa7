import type { SQL } from 'drizzle-orm';
import { getTableName, sql } from 'drizzle-orm';
import { reclamation } from '../../../src/schemas/entities/reclamation';
import type { Db } from '../../db/connection';
import type { EntityTable } from '../../db/entityTable';
import { entityTable, reclamationItems, users } from '../../db/tables';
import type { CustomerScope } from '../entityStore';
import type { ActiveFilter, GroupKey, ReportBody } from './spec';
import { activeFilters, DETAIL_LIMIT, MAX_GROUPS } from './spec';

/**
 * The reclamation report in SQL (DESIGN.md: raw `sql` for GROUPING SETS): one query for every
 * grouping level at once (GROUP BY GROUPING SETS over the filtered rows) and one for the detail
 * rows, whatever the size of the table. Only the dictionaries a query needs are joined.
 */

type Dictionary = 'status' | 'customer' | 'type' | 'reason' | 'perpetrator' | 'execution_type' | 'decision' | 'responsible' | 'sales_point';

const r = () => entityTable('reclamation');

/** The joined table of a dictionary, its label column and the reclamation column pointing at it. */
const dictionary = (name: Dictionary): { table: EntityTable; label: SQL; column: string } => {
  switch (name) {
    case 'customer':
      return { table: entityTable('customer'), label: sql`${entityTable('customer').name}`, column: 'customer' };
    case 'responsible':
      return { table: users, label: sql`${users.name}`, column: 'responsible' };
    case 'sales_point':
      return { table: entityTable('sales_point'), label: sql`${entityTable('sales_point').name}`, column: 'sales_point' };
    default: {
      const table = entityTable(`reclamation_${name}`);
      return { table, label: sql`${table.description}`, column: name };
    }
  }
};

const joins = (needed: ReadonlySet<Dictionary>): SQL =>
  sql.join(
    [...needed].map((name) => {
      const d = dictionary(name);
      return sql` LEFT JOIN ${d.table} ON ${d.table.id} = ${r()[d.column]}`;
    }),
    sql``,
  );

/** doc_type is a select: its Polish option labels, as the report shows them. */
const docTypeLabel = (): SQL => {
  const field = reclamation.fields.doc_type;
  const options = field.type === 'select' ? field.options : [];
  const cases = options.map((o) => sql` WHEN ${o.id} THEN ${o.label.pl}`);
  return sql`(CASE ${r().doc_type}${sql.join(cases, sql``)} ELSE ${r().doc_type}::text END)`;
};

/** A grouping key: its value, its label and the dictionary it needs. */
const groupKey = (key: GroupKey): { value: SQL; label: SQL; needs?: Dictionary } => {
  switch (key) {
    case 'doc_type':
      return { value: sql`${r().doc_type}`, label: docTypeLabel() };
    case 'month':
      return { value: sql`to_char(${r().input_date}, 'YYYY-MM')`, label: sql`to_char(${r().input_date}, 'YYYY-MM')` };
    case 'year':
      return { value: sql`extract(year FROM ${r().input_date})::int`, label: sql`extract(year FROM ${r().input_date})::text` };
    default:
      return { value: sql`${r()[dictionary(key).column]}`, label: dictionary(key).label, needs: key };
  }
};

const condition = (filter: ActiveFilter): SQL => {
  if (filter.kind === 'ids') return sql`${r()[filter.key]} IN (${sql.join(filter.ids.map((id) => sql`${id}`), sql`, `)})`;
  const column = r()[filter.field];
  if (filter.from && filter.to) return sql`${column} BETWEEN ${filter.from}::date AND ${filter.to}::date`;
  return filter.from ? sql`${column} >= ${filter.from}::date` : sql`${column} <= ${filter.to}::date`;
};

/** The WHERE of both queries: the filters in use and, for a client user, its customers (as the list does). */
const whereOf = (body: ReportBody, scope: CustomerScope): SQL => {
  const parts = activeFilters(body).map(condition);
  if (scope) parts.push(scope.length > 0 ? sql`${r().customer} IN (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})` : sql`false`);
  return parts.length > 0 ? sql` WHERE ${sql.join(parts, sql` AND `)}` : sql``;
};

export type GroupRow = {
  level: number;
  /** The values of the first level+1 grouping keys (ids, a month 'YYYY-MM' or a year), and their labels. */
  values: (string | number | null)[];
  labels: (string | null)[];
  countRows: number;
  amount: number;
  /** The same values flat: `status: 17, _status: 'Zarejestrowana'`, as the legacy screens read them. */
  [field: string]: unknown;
};

export type DetailRow = Record<string, unknown> & { lineNumber: number; groupValues: (string | number | null)[] };

export type ReportResult = {
  recordsDetail: DetailRow[];
  group0: GroupRow[];
  group1: GroupRow[];
  group2: GroupRow[];
  group3: GroupRow[];
  group4: GroupRow[];
  group5: GroupRow[];
  group6: GroupRow[];
  groups: GroupKey[];
  total: { countRows: number; amount: number };
  /** recordsDetail holds at most DETAIL_LIMIT rows; true when the filtered rows were more. */
  truncated: boolean;
  detailLimit: number;
};

const orderOf = (keys: { value: SQL; label: SQL }[], tail: SQL[]): SQL =>
  sql.join([...keys.flatMap((k) => [sql`${k.label} ASC NULLS LAST`, sql`${k.value} ASC NULLS LAST`]), ...tail], sql`, `);

/** The label of a grouped value, read after grouping (`v` is the grouped column, `alias` the join). */
const labelAfter = (key: GroupKey, v: SQL, alias: string): { label: SQL; join?: SQL } => {
  switch (key) {
    case 'doc_type': {
      const field = reclamation.fields.doc_type;
      const options = field.type === 'select' ? field.options : [];
      return { label: sql`(CASE ${v}${sql.join(options.map((o) => sql` WHEN ${o.id} THEN ${o.label.pl}`), sql``)} ELSE ${v}::text END)` };
    }
    case 'month':
      return { label: v };
    case 'year':
      return { label: sql`${v}::text` };
    default: {
      const d = dictionary(key);
      const a = sql.identifier(alias);
      const labelColumn = sql.identifier(key === 'customer' || key === 'responsible' || key === 'sales_point' ? 'name' : 'description');
      return { label: sql`${a}.${labelColumn}`, join: sql` LEFT JOIN ${sql.identifier(getTableName(d.table))} ${a} ON ${a}.id = ${v}` };
    }
  }
};

/**
 * Every grouping level in one query: GROUPING SETS ((), (k0), (k0, k1), …) over the ids alone (no
 * join, so the database can hash instead of sorting a million wide rows); the labels are joined
 * to the grouped rows afterwards, which are few.
 */
const groupRows = async (db: Db, body: ReportBody, scope: CustomerScope) => {
  const keys = body.groups.map(groupKey);
  const ref = (name: string) => sql.identifier(name);
  const cols = keys.map((k, i) => sql`${k.value} AS ${ref(`k${i}`)}`);
  const sets = [sql`()`, ...keys.map((_, level) => sql`(${sql.join(keys.slice(0, level + 1).map((__, i) => ref(`k${i}`)), sql`, `)})`)];
  const grouping = keys.length > 0 ? sql`, ${sql.join(keys.map((_, i) => sql`GROUPING(${ref(`k${i}`)}) AS ${ref(`g${i}`)}`), sql`, `)}` : sql``;
  const selected = keys.length > 0 ? sql`${sql.join(keys.map((_, i) => ref(`k${i}`)), sql`, `)}, ` : sql``;
  const labelled = body.groups.map((key, i) => labelAfter(key, sql`g.${ref(`k${i}`)}`, `d${i}`));
  const labels = labelled.length > 0 ? sql`, ${sql.join(labelled.map((l, i) => sql`${l.label} AS ${ref(`l${i}`)}`), sql`, `)}` : sql``;
  const order =
    keys.length > 0
      ? sql` ORDER BY ${sql.join(keys.flatMap((_, i) => [sql`${ref(`l${i}`)} ASC NULLS LAST`, sql`g.${ref(`k${i}`)} ASC NULLS LAST`]), sql`, `)}`
      : sql``;
  const base = sql`SELECT ${sql.join([...cols, sql`${r().amount} AS amount`], sql`, `)} FROM ${r()}${whereOf(body, scope)}`;
  const result = await db.execute<Record<string, unknown>>(sql`
    WITH base AS (${base}),
    g AS (
      SELECT ${selected}count(*)::int AS count_rows, coalesce(sum(amount), 0)::text AS amount${grouping}
      FROM base
      GROUP BY GROUPING SETS (${sql.join(sets, sql`, `)})
    )
    SELECT g.*${labels} FROM g${sql.join(labelled.flatMap((l) => (l.join ? [l.join] : [])), sql``)}${order}`);
  return { keys, rows: result.rows };
};

/**
 * The detail rows, in the order of the groups and then the number: the page of ids is picked on
 * narrow rows (only the group labels joined), then widened with every label and the position
 * codes (one grouped query for the page, not one per row).
 */
const detailRows = async (db: Db, body: ReportBody, scope: CustomerScope, limit: number) => {
  const keys = body.groups.map(groupKey);
  const t = r();
  const needed = new Set(keys.flatMap((k) => (k.needs ? [k.needs] : [])));
  const all: Dictionary[] = ['status', 'customer', 'type', 'reason', 'perpetrator', 'execution_type', 'decision', 'responsible', 'sales_point'];
  const label = (name: Dictionary) => dictionary(name).label;
  const order = orderOf(keys, [sql`${t.number} ASC`, sql`${t.id} ASC`]);
  const groupValues = keys.length > 0 ? sql`json_build_array(${sql.join(keys.map((k) => k.value), sql`, `)})` : sql`'[]'::json`;
  const subject = entityTable('reclamation_subject');
  const result = await db.execute<Record<string, unknown>>(sql`
    WITH picked AS (
      SELECT ${t.id} AS id, row_number() OVER (ORDER BY ${order})::int AS "lineNumber"
      FROM ${t}${joins(needed)}${whereOf(body, scope)}
      ORDER BY ${order}
      LIMIT ${limit + 1}
    ),
    codes AS (
      SELECT ${reclamationItems.reclamation_id} AS id,
        string_agg(${subject.code}, ', ' ORDER BY ${reclamationItems.possitionIndex}, ${reclamationItems.id}) AS possitions_description
      FROM ${reclamationItems} JOIN ${subject} ON ${subject.id} = ${reclamationItems.reclamation_subject}
      WHERE ${reclamationItems.reclamation_id} IN (SELECT id FROM picked)
      GROUP BY ${reclamationItems.reclamation_id}
    )
    SELECT p."lineNumber", ${t.id} AS id, ${t.number} AS number,
      ${t.input_date}::text AS input_date, ${t.execution_term}::text AS execution_term, ${t.delivery_term}::text AS delivery_term,
      ${t.status} AS status, ${label('status')} AS _status, ${t.doc_type} AS doc_type, ${docTypeLabel()} AS _doc_type,
      ${t.customer} AS customer, ${label('customer')} AS _customer, ${t.email} AS email, ${t.sales_order} AS sales_order,
      ${t.sales_request} AS sales_request, ${t.sales_reference} AS sales_reference, ${t.doc_group} AS doc_group,
      ${t.execution_type} AS execution_type, ${label('execution_type')} AS _execution_type,
      ${t.reason} AS reason, ${label('reason')} AS _reclamation_reason, ${t.decision} AS decision, ${label('decision')} AS _decision,
      ${t.responsible} AS responsible, ${label('responsible')} AS _responsible, ${t.type} AS type, ${label('type')} AS _type,
      ${t.perpetrator} AS perpetrator, ${label('perpetrator')} AS _perpetrator, ${t.sales_point} AS sales_point, ${label('sales_point')} AS _sales_point,
      ${t.amount}::text AS amount, ${groupValues} AS "groupValues", codes.possitions_description
    FROM picked p JOIN ${t} ON ${t.id} = p.id${joins(new Set(all))}
    LEFT JOIN codes ON codes.id = p.id
    ORDER BY p."lineNumber"`);
  return result.rows;
};

/** The whole report: groups (one query) and detail rows (one query), run side by side. */
export const reclamationReport = async (db: Db, body: ReportBody, scope: CustomerScope, limit = DETAIL_LIMIT): Promise<ReportResult> => {
  const [grouped, details] = await Promise.all([groupRows(db, body, scope), detailRows(db, body, scope, limit)]);
  const levels: GroupRow[][] = Array.from({ length: MAX_GROUPS }, () => []);
  let total = { countRows: 0, amount: 0 };
  const n = grouped.keys.length;
  for (const row of grouped.rows) {
    const countRows = Number(row.count_rows);
    const amount = Number(row.amount);
    // GROUPING(k_i) is 1 where k_i is rolled up: the level is the number of keys kept, less one.
    const kept = Array.from({ length: n }, (_, i) => Number(row[`g${i}`]) === 0).filter(Boolean).length;
    if (kept === 0) {
      total = { countRows, amount };
      continue;
    }
    const level = kept - 1;
    const values = Array.from({ length: kept }, (_, i) => row[`k${i}`] as string | number | null);
    const labels = Array.from({ length: kept }, (_, i) => (row[`l${i}`] ?? null) as string | null);
    const flat = Object.fromEntries(body.groups.slice(0, kept).flatMap((key, i) => [[key, values[i]], [`_${key}`, labels[i]]]));
    levels[level].push({ ...flat, level, values, labels, countRows, amount });
  }
  const truncated = details.length > limit;
  const recordsDetail = (truncated ? details.slice(0, limit) : details).map(
    (row) => ({ ...row, amount: Number(row.amount), possitions_description: row.possitions_description ?? '', countRows: 1 }) as unknown as DetailRow,
  );
  const [group0, group1, group2, group3, group4, group5, group6] = levels;
  return { recordsDetail, group0, group1, group2, group3, group4, group5, group6, groups: body.groups, total, truncated, detailLimit: limit };
};
