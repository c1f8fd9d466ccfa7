import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { DetailRow, GroupLabels, GroupValue, ReportAnswer, ReportColumn, ReportDefinition, ReportGroupKey } from '../../../../src/schemas/reports';
import { optionLabelPl, reportGroupKey } from '../../../../src/schemas/reports';
import { entityByName } from '../../../../src/schemas/registry';
import type { Db } from '../../../db/connection';
import type { EntityTable } from '../../../db/entityTable';
import { entityTable, linesTable } from '../../../db/tables';
import type { CustomerScope } from '../../../core/entityStore';
import type { LeafGroup } from './rollup';
import { rollUp } from './rollup';
import type { ActiveFilter, ReportBody } from './spec';
import { reportSpec } from './spec';

/**
 * Any grouped report in SQL (DESIGN.md: raw `sql` for grouping), built from its definition,
 * whatever the size of the table:
 *
 * - groups: one query aggregates the filtered rows on the values of the grouping keys (ids, not
 *   labels: a hash aggregate, no join over the big table) down to the deepest level and returns
 *   those groups in the report's order; the levels above are rolled up from them in one pass
 *   (rollup.ts), and only the labels of the values present are read afterwards;
 * - detail rows: the page is picked on narrow rows and then widened with every label.
 *
 * The report's order is by label (a status's description, a customer's name), then by id. Labels
 * are ranked once per dictionary (`row_number() OVER (ORDER BY label)`, a few thousand rows at
 * most), so the big sorts compare integers, not collated text. Both queries run side by side.
 * Money is summed as numeric in SQL and rolled up in integer grosze: never a float sum.
 */

/** Memory for the grouping query's hash tables (per report, not per connection): ~100 MB holds 170 000 groups. */
export const REPORT_WORK_MEM = '64MB';

/** Points in time are reported by the calendar of the company's users. */
const ZONE = sql.raw(`'Europe/Warsaw'`);

const sourceOf = (definition: ReportDefinition): EntityTable => entityTable(definition.source.name);

/** A field's column; a datetime read as the local wall-clock time (for its day, month and year). */
const local = (definition: ReportDefinition, field: string): SQL => {
  const column = sourceOf(definition)[field];
  return definition.source.fields[field]?.type === 'datetime' ? sql`(${column} AT TIME ZONE ${ZONE})` : sql`${column}`;
};

/** The table of a referenced entity and the column naming its records (its recordRepresentation). */
const dictionary = (target: string): { table: EntityTable; label: string } => ({ table: entityTable(target), label: entityByName(target).recordRepresentation });

/**
 * A grouping key: its value over the source rows (what the rows are grouped and sorted on), the
 * answer's value of a grouped one, and how a value ranks in the report's order: `rank(v, alias)`
 * gives the sort terms of a value `v` and the join that ranks it. A dictionary rank is unique per
 * id (and null only for no value), so it is the only term; equal values always sort next to each
 * other.
 */
type KeyPlan = {
  key: ReportGroupKey;
  value: SQL;
  answer: (v: SQL) => SQL;
  /** Rows whose value is the answer's `value` (a group asked `within`). */
  equals: (value: number | string) => SQL;
  rank: (v: SQL, alias: string) => { terms: SQL[]; join?: SQL };
};

const keyPlan = (definition: ReportDefinition, key: ReportGroupKey): KeyPlan => {
  const column = sql`${sourceOf(definition)[key.field]}`;
  const byValue = (v: SQL) => ({ terms: [v] });
  const plain = (value: SQL): Pick<KeyPlan, 'value' | 'answer' | 'equals'> => ({ value, answer: (v) => v, equals: (x) => sql`${value} = ${x}` });
  switch (key.source.kind) {
    case 'month': {
      // Grouped and sorted on the month's first instant (8 bytes, no collation), written 'YYYY-MM' once per group.
      const month = sql`date_trunc('month', ${local(definition, key.field)}::timestamp)`;
      return { key, value: month, answer: (v) => sql`to_char(${v}, 'YYYY-MM')`, equals: (x) => sql`${month} = to_date(${x}::text, 'YYYY-MM')::timestamp`, rank: byValue };
    }
    case 'year':
      return { key, ...plain(sql`extract(year FROM ${local(definition, key.field)})::int`), rank: byValue };
    case 'column':
      return { key, ...plain(column), rank: byValue };
    case 'select': {
      // A handful of options: their order (by Polish label, or as listed) written into the query.
      const options = key.source.order === 'options' ? [...key.source.options] : [...key.source.options].sort((a, b) => a.label.pl.localeCompare(b.label.pl, 'pl') || String(a.id).localeCompare(String(b.id)));
      const when = (then: (i: number) => SQL) => sql.join(options.map((o, i) => sql` WHEN ${o.id} THEN ${then(i)}`), sql``);
      return {
        key,
        ...plain(column),
        // An unknown value ranks after the options, by value; a known one needs no second term (null: nothing to compare).
        // The ranks are literal integers: as parameters they would be typed text and sorted by collation.
        rank: (v) => ({ terms: options.length > 0 ? [sql`(CASE ${v}${when((i) => sql.raw(String(i)))} END)`, sql`(CASE ${v}${when(() => sql`NULL`)} ELSE ${v} END)`] : [v] }),
      };
    }
    case 'reference': {
      const d = dictionary(key.source.target);
      return {
        key,
        ...plain(column),
        rank: (v, name) => {
          const a = sql.identifier(name);
          const ranks = sql`(SELECT ${d.table.id} AS id, row_number() OVER (ORDER BY ${d.table[d.label]} ASC NULLS LAST, ${d.table.id} ASC) AS o FROM ${d.table})`;
          return { terms: [sql`${a}.o`], join: sql` LEFT JOIN ${ranks} ${a} ON ${a}.id = ${v}` };
        },
      };
    }
  }
};

const keyPlans = (definition: ReportDefinition, groups: readonly string[]): KeyPlan[] =>
  groups.map((name) => {
    const key = reportGroupKey(definition, name);
    if (!key) throw new Error(`Report ${definition.module} has no group key ${name}`);
    return keyPlan(definition, key);
  });

/** What puts values `vs` (one per key) in the report's order: the joins that rank them and the sort terms. */
const ranking = (keys: readonly KeyPlan[], vs: readonly SQL[]) => {
  const ranked = keys.map((k, i) => k.rank(vs[i], `rank${i}`));
  return {
    joins: sql.join(ranked.flatMap((x) => (x.join ? [x.join] : [])), sql``),
    terms: ranked.flatMap((x) => x.terms),
  };
};

const ascending = (terms: readonly SQL[]) => sql.join(terms.map((term) => sql`${term} ASC NULLS LAST`), sql`, `);
const list = (values: readonly (number | string)[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

const condition = (definition: ReportDefinition, filter: ActiveFilter): SQL => {
  const t = sourceOf(definition);
  if (filter.kind === 'period') {
    const column = t[filter.field];
    if (definition.source.fields[filter.field]?.type === 'datetime') {
      // The local days' bounds as points in time, so an index on the column could serve.
      const from = filter.from ? sql`${column} >= (${filter.from}::date::timestamp AT TIME ZONE ${ZONE})` : undefined;
      const to = filter.to ? sql`${column} < ((${filter.to}::date + 1)::timestamp AT TIME ZONE ${ZONE})` : undefined;
      return from && to ? sql`${from} AND ${to}` : (from ?? to ?? sql`true`);
    }
    if (filter.from && filter.to) return sql`${column} BETWEEN ${filter.from}::date AND ${filter.to}::date`;
    return filter.from ? sql`${column} >= ${filter.from}::date` : sql`${column} <= ${filter.to}::date`;
  }
  const spec = definition.filters.find((f) => f.key === filter.key);
  if (!spec || spec.kind === 'period') throw new Error(`Report ${definition.module} has no filter ${filter.key}`);
  const column = t[spec.field];
  return filter.kind === 'flag' ? sql`${column} = ${filter.value}` : sql`${column} IN (${list(filter.ids)})`;
};

/** Rows of one group: each key equal to its value (null: none), so the keys' indexes serve. */
const withinGroup = (definition: ReportDefinition, body: ReportBody): SQL[] => {
  const keys = keyPlans(definition, body.groups);
  return (body.within ?? []).map((value, i) => (value === null ? sql`${keys[i].value} IS NULL` : keys[i].equals(value)));
};

/** The WHERE of both queries: the filters in use, the group asked `within` and, for a client user, its customers (as the lists do). */
const whereOf = (definition: ReportDefinition, body: ReportBody, scope: CustomerScope): SQL => {
  const parts = [...reportSpec(definition).activeFilters(body).map((f) => condition(definition, f)), ...withinGroup(definition, body)];
  if (scope) {
    const column = definition.customerScope ? sourceOf(definition)[definition.customerScope] : undefined;
    // A report without a customer column shows a client user nothing rather than everything.
    parts.push(column && scope.length > 0 ? sql`${column} IN (${list(scope)})` : sql`false`);
  }
  return parts.length > 0 ? sql` WHERE ${sql.join(parts, sql` AND `)}` : sql``;
};

/**
 * The deepest groups in the report's order: the filtered rows aggregated on the keys' values alone,
 * then ranked; each row `k0…`, its count `c` and its sums `s0…` (in grosze). Without
 * grouping keys: one row, the total.
 */
export const leafGroupsQuery = (definition: ReportDefinition, body: ReportBody, scope: CustomerScope): SQL => {
  const t = sourceOf(definition);
  const keys = keyPlans(definition, body.groups);
  const aggregates = sql.join(
    // Summed exactly as numeric, then sent as a whole number of grosze: a float8 holds every such
    // integer up to 2^53 exactly, and the driver reads it as a number (numeric would come as text).
    [sql`count(*)::int AS c`, ...definition.sums.map((s, i) => sql`(coalesce(sum(${t[s.key]}), 0) * 100)::float8 AS ${sql.identifier(`s${i}`)}`)],
    sql`, `,
  );
  if (keys.length === 0) return sql`SELECT ${aggregates} FROM ${t}${whereOf(definition, body, scope)}`;
  const ref = (i: number) => sql.identifier(`k${i}`);
  const values = keys.map((_, i) => sql`g.${ref(i)}`);
  const { joins: rankJoins, terms } = ranking(keys, values);
  const sums = definition.sums.map((_, i) => sql`g.${sql.identifier(`s${i}`)}`);
  const answers = keys.map((k, i) => sql`${k.answer(values[i])} AS ${ref(i)}`);
  return sql`SELECT ${sql.join([...answers, sql`g.c`, ...sums], sql`, `)} FROM (
      SELECT ${sql.join(keys.map((k, i) => sql`${k.value} AS ${ref(i)}`), sql`, `)}, ${aggregates}
      FROM ${t}${whereOf(definition, body, scope)}
      GROUP BY ${sql.join(keys.map((_, i) => sql.raw(String(i + 1))), sql`, `)}
    ) g${rankJoins}
    ORDER BY ${ascending(terms)}`;
};

/** The entity naming a grouping key's values, if any (months, years, options and plain values need none). */
export const dictionaryOf = (definition: ReportDefinition, key: string): string | undefined => {
  const source = reportGroupKey(definition, key)?.source;
  return source?.kind === 'reference' ? source.target : undefined;
};

/** The labels of the given ids of an entity. */
export const labelsQuery = (target: string, ids: readonly number[]): SQL => {
  const d = dictionary(target);
  return sql`SELECT ${d.table.id} AS id, ${d.table[d.label]} AS label FROM ${d.table} WHERE ${d.table.id} = ANY(${sql.param([...ids])}::int[])`;
};

/** A select's Polish option labels, for the detail rows. */
const optionLabel = (column: SQL, c: Extract<ReportColumn, { kind: 'select' }>): SQL =>
  sql`(CASE ${column}${sql.join(c.options.map((o) => sql` WHEN ${o.id} THEN ${o.label.pl}`), sql``)} ELSE ${column}::text END)`;

/** A detail column's SQL: what it selects, and the join or the common table it needs. */
const detailColumn = (definition: ReportDefinition, c: ReportColumn, i: number): { select: SQL; join?: SQL; cte?: SQL } => {
  const t = sourceOf(definition);
  const as = (name: string) => sql.identifier(name);
  switch (c.kind) {
    case 'value': {
      const column = t[c.field];
      if (c.shape === 'date' || c.shape === 'money') return { select: sql`${column}::text AS ${as(c.key)}` };
      // A point in time as local wall-clock time: the screen and the spreadsheet show it as it was in Poland.
      if (c.shape === 'datetime') return { select: sql`to_char(${column} AT TIME ZONE ${ZONE}, 'YYYY-MM-DD"T"HH24:MI:SS') AS ${as(c.key)}` };
      return { select: sql`${column} AS ${as(c.key)}` };
    }
    case 'select':
      return { select: sql`${t[c.field]} AS ${as(c.key)}, ${optionLabel(sql`${t[c.field]}`, c)} AS ${as(c.labelKey)}` };
    case 'reference': {
      const d = dictionary(c.target);
      // Aliased: two columns may name the same entity.
      const joined = as(`d${i}`);
      return {
        select: sql`${t[c.field]} AS ${as(c.key)}, ${joined}.${as(d.table[d.label].name)} AS ${as(c.labelKey)}`,
        join: sql` LEFT JOIN ${d.table} ${joined} ON ${joined}.id = ${t[c.field]}`,
      };
    }
    case 'lineCodes': {
      const lines = linesTable(definition.source.name, c.lines);
      const spec = definition.source.fields[c.lines];
      if (spec?.type !== 'lines') throw new Error(`${c.lines} is not a lines field`);
      const target = entityTable(c.target);
      const name = as(`codes${i}`);
      return {
        select: sql`${name}.v AS ${as(c.key)}`,
        join: sql` LEFT JOIN ${name} ON ${name}.id = p.id`,
        cte: sql`${name} AS (
          SELECT ${lines[spec.parentKey]} AS id, string_agg(${target[c.shows]}, ', ' ORDER BY ${lines[spec.orderKey]}, ${lines.id}) AS v
          FROM ${lines} JOIN ${target} ON ${target.id} = ${lines[c.field]}
          WHERE ${lines[spec.parentKey]} IN (SELECT id FROM picked)
          GROUP BY ${lines[spec.parentKey]}
        )`,
      };
    }
  }
};

/**
 * The detail rows, in the order of the groups and then the definition's detail order: the page of
 * ids is picked on narrow rows (only the ranks joined), then widened with every label and the
 * lines' codes (one grouped query for the page, not one per row).
 */
export const detailQuery = (definition: ReportDefinition, body: ReportBody, scope: CustomerScope, limit: number): SQL => {
  const t = sourceOf(definition);
  const keys = keyPlans(definition, body.groups);
  const { joins: rankJoins, terms } = ranking(
    keys,
    keys.map((k) => k.value),
  );
  // The sort terms are selected with the ids, so the page is numbered after the LIMIT: the
  // database keeps the best limit+1 rows (a top-N sort) instead of sorting every row.
  const sortColumns = [...terms, ...definition.detailOrder.map((f) => sql`${t[f]}`), sql`${t.id}`].map((term, i) => ({ term, name: sql.identifier(`s${i}`) }));
  const groupValues = keys.length > 0 ? sql`json_build_array(${sql.join(keys.map((k) => k.answer(k.value)), sql`, `)})` : sql`'[]'::json`;
  const columns = definition.columns.map((c, i) => detailColumn(definition, c, i));
  const ctes = columns.flatMap((c) => (c.cte ? [c.cte] : []));
  return sql`
    WITH top AS (
      SELECT ${t.id} AS id, ${sql.join(sortColumns.map((c) => sql`${c.term} AS ${c.name}`), sql`, `)}
      FROM ${t}${rankJoins}${whereOf(definition, body, scope)}
      ORDER BY ${ascending(sortColumns.map((c) => c.term))}
      LIMIT ${limit + 1}
    ),
    picked AS (
      SELECT id, row_number() OVER (ORDER BY ${ascending(sortColumns.map((c) => sql`${c.name}`))})::int AS "lineNumber" FROM top
    )${sql.join(ctes.map((cte) => sql`,\n    ${cte}`), sql``)}
    SELECT p."lineNumber", ${t.id} AS id, ${sql.join(columns.map((c) => c.select), sql`, `)}, ${groupValues} AS "groupValues"
    FROM picked p JOIN ${t} ON ${t.id} = p.id${sql.join(columns.flatMap((c) => (c.join ? [c.join] : [])), sql``)}
    ORDER BY p."lineNumber"`;
};

/** The grouping query in its own transaction, with the memory its hash tables need. */
const leafGroups = (db: Db, definition: ReportDefinition, body: ReportBody, scope: CustomerScope) =>
  db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL work_mem = '${REPORT_WORK_MEM}'`));
    return (await tx.execute<Record<string, unknown>>(leafGroupsQuery(definition, body, scope))).rows;
  });

/** The labels of the values present at each level: entity labels read for the ids found, options' labels, else the value itself. */
const labelsOf = async (db: Db, definition: ReportDefinition, groups: readonly string[], rows: readonly Record<string, unknown>[]): Promise<GroupLabels> => {
  const entries = await Promise.all(
    keyPlans(definition, groups).map(async ({ key }, i) => {
      const values = new Set<string | number>();
      for (const row of rows) {
        const value = row[`k${i}`];
        if (typeof value === 'number' || typeof value === 'string') values.add(value);
      }
      const labels: Record<string, string> = {};
      const source = key.source;
      if (source.kind === 'reference') {
        if (values.size > 0) {
          const found = await db.execute<{ id: number; label: string | null }>(labelsQuery(source.target, [...values].map(Number)));
          for (const l of found.rows) labels[String(l.id)] = l.label ?? '';
        }
      } else {
        for (const value of values) labels[String(value)] = (source.kind === 'select' ? optionLabelPl(source.options, value) : undefined) ?? String(value);
      }
      return [key.key, labels] as const;
    }),
  );
  return Object.fromEntries(entries);
};

/** A detail row as the answer carries it: money as numbers, lines' codes as text, each row one of the count. */
const detailRow = (definition: ReportDefinition, row: Record<string, unknown>): DetailRow => {
  const out: Record<string, unknown> = { ...row, countRows: 1 };
  for (const c of definition.columns) {
    if (c.kind === 'value' && c.shape === 'money') out[c.key] = row[c.key] === null ? null : Number(row[c.key]);
    else if (c.kind === 'lineCodes') out[c.key] = row[c.key] ?? '';
  }
  return out as DetailRow;
};

/**
 * A whole report: the groups and the detail rows (at most `limit`, the definition's by default),
 * queried side by side. `scope`: the customers a client user may see (undefined for staff).
 */
export const runReport = async (db: Db, definition: ReportDefinition, body: ReportBody, scope: CustomerScope, limit = definition.limits.detail): Promise<ReportAnswer> => {
  const [leafRows, details] = await Promise.all([leafGroups(db, definition, body, scope), db.execute<Record<string, unknown>>(detailQuery(definition, body, scope, limit))]);
  const depth = body.groups.length;
  const sums = definition.sums.map((s) => s.key);
  const labels = await labelsOf(db, definition, body.groups, leafRows);
  const keyColumns = Array.from({ length: depth }, (_, i) => `k${i}`);
  const sumColumns = sums.map((_, i) => `s${i}`);
  function* leaves(): Generator<LeafGroup> {
    for (const row of leafRows) {
      const values: GroupValue[] = new Array<GroupValue>(depth);
      for (let i = 0; i < depth; i++) values[i] = (row[keyColumns[i]] ?? null) as GroupValue;
      const leaf: LeafGroup = { values, countRows: Number(row.c) };
      for (let i = 0; i < sums.length; i++) leaf[sums[i]] = Number(row[sumColumns[i]]) / 100;
      yield leaf;
    }
  }
  const { levels, total } = rollUp(leaves(), depth, sums);
  const truncated = details.rows.length > limit;
  const recordsDetail = (truncated ? details.rows.slice(0, limit) : details.rows).map((row) => detailRow(definition, row));
  const [group0 = [], group1 = [], group2 = [], group3 = [], group4 = [], group5 = [], group6 = []] = levels;
  return { recordsDetail, group0, group1, group2, group3, group4, group5, group6, groups: body.groups, labels, total, truncated, detailLimit: limit };
};
