import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { reclamation } from '../../../src/schemas/entities/reclamation';
import type { Db } from '../../db/connection';
import type { EntityTable } from '../../db/entityTable';
import { entityTable, reclamationItems, users } from '../../db/tables';
import type { CustomerScope } from '../entityStore';
import type { DetailRow, GroupKey, GroupLabels, GroupValue, ReportAnswer } from '../../../src/schemas/reports';
import type { LeafGroup } from './rollup';
import { rollUp } from './rollup';
import type { ActiveFilter, ReportBody } from './spec';
import { activeFilters, DETAIL_LIMIT } from './spec';


/**
 * The reclamation report in SQL (DESIGN.md: raw `sql` for grouping), whatever the size of the table:
 *
 * - groups: one query aggregates the filtered rows on the ids of the grouping keys (a hash
 *   aggregate, no join over the big table) down to the deepest level and returns those groups in
 *   the report's order; the levels above are rolled up from them in one pass (rollup.ts), and
 *   only the labels of the values present are read afterwards;
 * - detail rows: the page is picked on narrow rows and then widened with every label.
 *
 * The report's order is by label (a status's description, a customer's name), then by id. Labels
 * are ranked once per dictionary (`row_number() OVER (ORDER BY label)`, a few thousand rows at
 * most), so the big sorts compare integers, not collated text. Both queries run side by side.
 */

/** Memory for the grouping query's hash tables (per report, not per connection): ~100 MB holds 170 000 groups. */
export const REPORT_WORK_MEM = '64MB';

export type Dictionary = 'status' | 'customer' | 'type' | 'reason' | 'perpetrator' | 'execution_type' | 'decision' | 'responsible' | 'sales_point';

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

const docTypeOptions = () => {
  const field = reclamation.fields.doc_type;
  return field.type === 'select' ? field.options : [];
};

/** doc_type is a select: its Polish option labels, as the report shows them. */
const docTypeLabel = (): SQL => {
  const cases = docTypeOptions().map((o) => sql` WHEN ${o.id} THEN ${o.label.pl}`);
  return sql`(CASE ${r().doc_type}${sql.join(cases, sql``)} ELSE ${r().doc_type}::text END)`;
};

/**
 * A grouping key: its value over the reclamation rows, the dictionary naming it (if any), and how
 * a value ranks in the report's order: `rank(v, alias)` gives the sort terms of a value `v` and
 * the join that ranks it. A dictionary rank is unique per id (and null only for no value), so it
 * is the only term; equal values always sort next to each other.
 */
type KeyPlan = { value: SQL; dictionary?: Dictionary; rank: (v: SQL, alias: string) => { terms: SQL[]; join?: SQL } };

const groupKey = (key: GroupKey): KeyPlan => {
  switch (key) {
    case 'doc_type': {
      // A handful of options: their order by Polish label, written into the query.
      const ranked = [...docTypeOptions()].sort((a, b) => a.label.pl.localeCompare(b.label.pl, 'pl') || String(a.id).localeCompare(String(b.id)));
      return {
        value: sql`${r().doc_type}`,
        // An unknown value ranks after the options, by value.
        rank: (v) => ({ terms: ranked.length > 0 ? [sql`(CASE ${v}${sql.join(ranked.map((o, i) => sql` WHEN ${o.id} THEN ${i}`), sql``)} END)`, v] : [v] }),
      };
    }
    case 'month':
      return { value: sql`to_char(${r().input_date}, 'YYYY-MM')`, rank: (v) => ({ terms: [v] }) };
    case 'year':
      return { value: sql`extract(year FROM ${r().input_date})::int`, rank: (v) => ({ terms: [v] }) };
    default: {
      const d = dictionary(key);
      return {
        value: sql`${r()[d.column]}`,
        dictionary: key,
        rank: (v, alias) => {
          const a = sql.identifier(alias);
          const ranks = sql`(SELECT ${d.table.id} AS id, row_number() OVER (ORDER BY ${d.label} ASC NULLS LAST, ${d.table.id} ASC) AS o FROM ${d.table})`;
          return { terms: [sql`${a}.o`], join: sql` LEFT JOIN ${ranks} ${a} ON ${a}.id = ${v}` };
        },
      };
    }
  }
};

/** What puts values `vs` (one per key) in the report's order: the joins that rank them and the sort terms. */
const ranking = (keys: readonly KeyPlan[], vs: readonly SQL[]) => {
  const ranked = keys.map((k, i) => k.rank(vs[i], `rank${i}`));
  return {
    joins: sql.join(ranked.flatMap((x) => (x.join ? [x.join] : [])), sql``),
    terms: ranked.flatMap((x) => x.terms),
  };
};

const ascending = (terms: readonly SQL[]) => sql.join(terms.map((term) => sql`${term} ASC NULLS LAST`), sql`, `);

const condition = (filter: ActiveFilter): SQL => {
  if (filter.kind === 'ids') return sql`${r()[filter.key]} IN (${sql.join(filter.ids.map((id) => sql`${id}`), sql`, `)})`;
  const column = r()[filter.field];
  if (filter.from && filter.to) return sql`${column} BETWEEN ${filter.from}::date AND ${filter.to}::date`;
  return filter.from ? sql`${column} >= ${filter.from}::date` : sql`${column} <= ${filter.to}::date`;
};

/** Rows of one group: each key equal to its value (null: none), so the keys' indexes serve. */
const withinGroup = (body: ReportBody): SQL[] =>
  (body.within ?? []).map((value, i) => {
    const key = groupKey(body.groups[i]);
    return value === null ? sql`${key.value} IS NULL` : sql`${key.value} = ${value}`;
  });

/** The WHERE of both queries: the filters in use, the group asked `within` and, for a client user, its customers (as the list does). */
const whereOf = (body: ReportBody, scope: CustomerScope): SQL => {
  const parts = [...activeFilters(body).map(condition), ...withinGroup(body)];
  if (scope) parts.push(scope.length > 0 ? sql`${r().customer} IN (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})` : sql`false`);
  return parts.length > 0 ? sql` WHERE ${sql.join(parts, sql` AND `)}` : sql``;
};

/**
 * The deepest groups in the report's order: the filtered rows aggregated on the keys' values alone,
 * then ranked. Without grouping keys: one row, the total.
 */
export const leafGroupsQuery = (body: ReportBody, scope: CustomerScope): SQL => {
  const keys = body.groups.map(groupKey);
  const aggregates = sql`count(*)::int AS c, coalesce(sum(${r().amount}), 0)::text AS a`;
  if (keys.length === 0) return sql`SELECT ${aggregates} FROM ${r()}${whereOf(body, scope)}`;
  const ref = (i: number) => sql.identifier(`k${i}`);
  const values = keys.map((_, i) => sql`g.${ref(i)}`);
  const { joins: rankJoins, terms } = ranking(keys, values);
  return sql`SELECT ${sql.join(values, sql`, `)}, g.c, g.a FROM (
      SELECT ${sql.join(keys.map((k, i) => sql`${k.value} AS ${ref(i)}`), sql`, `)}, ${aggregates}
      FROM ${r()}${whereOf(body, scope)}
      GROUP BY ${sql.join(keys.map((_, i) => sql.raw(String(i + 1))), sql`, `)}
    ) g${rankJoins}
    ORDER BY ${ascending(terms)}`;
};

/** The dictionary naming a grouping key's values, if any (month, year and document type need none). */
export const dictionaryOf = (key: GroupKey): Dictionary | undefined => groupKey(key).dictionary;

/** The labels of the given ids of a dictionary. */
export const labelsQuery = (name: Dictionary, ids: readonly number[]): SQL => {
  const d = dictionary(name);
  return sql`SELECT ${d.table.id} AS id, ${d.label} AS label FROM ${d.table} WHERE ${d.table.id} = ANY(${sql.param([...ids])}::int[])`;
};

/**
 * The detail rows, in the order of the groups and then the number: the page of ids is picked on
 * narrow rows (only the ranks joined), then widened with every label and the position codes (one
 * grouped query for the page, not one per row).
 */
export const detailQuery = (body: ReportBody, scope: CustomerScope, limit: number): SQL => {
  const keys = body.groups.map(groupKey);
  const t = r();
  const all: Dictionary[] = ['status', 'customer', 'type', 'reason', 'perpetrator', 'execution_type', 'decision', 'responsible', 'sales_point'];
  const label = (name: Dictionary) => dictionary(name).label;
  const { joins: rankJoins, terms } = ranking(
    keys,
    keys.map((k) => k.value),
  );
  // The sort terms are selected with the ids, so the page is numbered after the LIMIT: the
  // database keeps the best limit+1 rows (a top-N sort) instead of sorting every row.
  const sortColumns = [...terms, sql`${t.number}`, sql`${t.id}`].map((term, i) => ({ term, name: sql.identifier(`s${i}`) }));
  const groupValues = keys.length > 0 ? sql`json_build_array(${sql.join(keys.map((k) => k.value), sql`, `)})` : sql`'[]'::json`;
  const subject = entityTable('reclamation_subject');
  return sql`
    WITH top AS (
      SELECT ${t.id} AS id, ${sql.join(sortColumns.map((c) => sql`${c.term} AS ${c.name}`), sql`, `)}
      FROM ${t}${rankJoins}${whereOf(body, scope)}
      ORDER BY ${ascending(sortColumns.map((c) => c.term))}
      LIMIT ${limit + 1}
    ),
    picked AS (
      SELECT id, row_number() OVER (ORDER BY ${ascending(sortColumns.map((c) => sql`${c.name}`))})::int AS "lineNumber" FROM top
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
    ORDER BY p."lineNumber"`;
};

/** The grouping query in its own transaction, with the memory its hash tables need. */
const leafGroups = (db: Db, body: ReportBody, scope: CustomerScope) =>
  db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL work_mem = '${REPORT_WORK_MEM}'`));
    return (await tx.execute<Record<string, unknown>>(leafGroupsQuery(body, scope))).rows;
  });

/** The labels of the values present at each level: dictionary labels read for the ids found, others from the value. */
const labelsOf = async (db: Db, keys: readonly GroupKey[], rows: readonly Record<string, unknown>[]): Promise<GroupLabels> => {
  const docTypes = new Map<unknown, string>(docTypeOptions().map((o) => [o.id, o.label.pl]));
  const entries = await Promise.all(
    keys.map(async (key, i) => {
      const values = new Set<string | number>();
      for (const row of rows) {
        const value = row[`k${i}`];
        if (typeof value === 'number' || typeof value === 'string') values.add(value);
      }
      const name = dictionaryOf(key);
      const labels: Record<string, string> = {};
      if (name) {
        if (values.size > 0) {
          const found = await db.execute<{ id: number; label: string | null }>(labelsQuery(name, [...values].map(Number)));
          for (const l of found.rows) labels[String(l.id)] = l.label ?? '';
        }
      } else {
        for (const value of values) labels[String(value)] = key === 'doc_type' ? (docTypes.get(value) ?? String(value)) : String(value);
      }
      return [key, labels] as const;
    }),
  );
  return Object.fromEntries(entries);
};

/** The whole report: the groups and the detail rows, queried side by side. */
export const reclamationReport = async (db: Db, body: ReportBody, scope: CustomerScope, limit = DETAIL_LIMIT): Promise<ReportAnswer> => {
  const [leafRows, details] = await Promise.all([leafGroups(db, body, scope), db.execute<Record<string, unknown>>(detailQuery(body, scope, limit))]);
  const depth = body.groups.length;
  const labels = await labelsOf(db, body.groups, leafRows);
  function* leaves(): Generator<LeafGroup> {
    for (const row of leafRows) {
      const values: GroupValue[] = new Array<GroupValue>(depth);
      for (let i = 0; i < depth; i++) values[i] = (row[`k${i}`] ?? null) as GroupValue;
      yield { values, countRows: Number(row.c), amount: row.a as string };
    }
  }
  const { levels, total } = rollUp(leaves(), depth);
  const truncated = details.rows.length > limit;
  const recordsDetail = (truncated ? details.rows.slice(0, limit) : details.rows).map(
    (row) => ({ ...row, amount: Number(row.amount), possitions_description: row.possitions_description ?? '', countRows: 1 }) as unknown as DetailRow,
  );
  const [group0 = [], group1 = [], group2 = [], group3 = [], group4 = [], group5 = [], group6 = []] = levels;
  return { recordsDetail, group0, group1, group2, group3, group4, group5, group6, groups: body.groups, labels, total, truncated, detailLimit: limit };
};
