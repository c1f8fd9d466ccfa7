import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { AnalysisSource, Dimension, Period } from '../../../../src/schemas/analytics';
import { SOURCE_MEASURES } from '../../../../src/schemas/analytics';
import type { CustomerScope } from '../../../core/entityStore';
import { SOURCES } from './sources';

/** A client user's customers (undefined: no limit; empty: nothing). */
export const scoped = (customer: SQL, scope: CustomerScope): SQL =>
  scope === undefined ? sql`true` : scope.length === 0 ? sql`false` : sql`${customer} = ANY(${`{${scope.join(',')}}`}::int[])`;

/** The grouping value of a source row and its label. */
export const groupingOf = (source: AnalysisSource, groupBy: Dimension): { value: SQL; key: SQL; label: SQL } => {
  const plan = SOURCES[source];
  if (groupBy === 'month') return { value: plan.month, key: sql`to_char(${plan.month}, 'YYYY-MM')`, label: sql`to_char(${plan.month}, 'YYYY-MM')` };
  const dimension = plan.dimensions[groupBy];
  if (!dimension) throw new Error(`${source} cannot be grouped by ${groupBy}`);
  return { value: dimension.value, key: sql`${dimension.value}::text`, label: dimension.label };
};

const rowsOf = (source: AnalysisSource, period: Period, scope: CustomerScope) => {
  const plan = SOURCES[source];
  return sql`FROM ${plan.from} WHERE ${plan.placed(period.dateFrom, period.dateTo)} AND ${plan.where} AND ${scoped(plan.customer, scope)}`;
};

/**
 * One source's groups of a period and its total in one statement (GROUPING SETS: the groups and
 * the grand total, whose distinct counts are not the groups' sum). Columns: `total` (1 on the
 * total's row), `key`, `label` and one column per sum of the source.
 */
export const sourceQuery = (source: AnalysisSource, groupBy: Dimension, period: Period, scope: CustomerScope): SQL => {
  const plan = SOURCES[source];
  const { value, key, label } = groupingOf(source, groupBy);
  const sums = Object.keys(SOURCE_MEASURES[source]).map((name) => sql`${plan.sums[name]} AS ${sql.identifier(name)}`);
  return sql`SELECT GROUPING(${value})::int AS total, ${key} AS key, ${label} AS label, ${sql.join(sums, sql`, `)}
    ${rowsOf(source, period, scope)}
    GROUP BY GROUPING SETS ((${value}, ${label}), ())`;
};

/** The records (orders, reclamations, delivery documents) behind one group, by id, at most `limit`. */
export const recordsQuery = (source: AnalysisSource, groupBy: Dimension, period: Period, scope: CustomerScope, key: string | null, limit: number): SQL => {
  const plan = SOURCES[source];
  const { key: keyText } = groupingOf(source, groupBy);
  const matches = key === null ? sql`${keyText} IS NULL` : sql`${keyText} = ${key}`;
  return sql`SELECT DISTINCT ${plan.record} AS id ${rowsOf(source, period, scope)} AND ${matches} ORDER BY 1 DESC LIMIT ${limit}`;
};
