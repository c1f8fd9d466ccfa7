import type { AnalysisAnswer, AnalysisDefinition, AnalysisSource, Dimension, DrillRecords, Period, SourceResult, SourceResults } from '../../../../src/schemas/analytics';
import { analysisRows, analysisTotal, previousPeriod, SOURCE_MEASURES, sourcesOf } from '../../../../src/schemas/analytics';
import type { Db } from '../../../db/connection';
import type { CustomerScope } from '../../../core/entityStore';
import { recordsQuery, sourceQuery } from './query';

export type AnalysisInput = { period: Period; groupBy: Dimension };

type Row = { total: number; key: string | null; label: string | null } & Record<string, string | number | null>;

const integer = (value: unknown): number => {
  const n = Number(value ?? 0);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Sum out of range: ${String(value)}`);
  return n;
};

const readSource = async (db: Db, source: AnalysisSource, input: AnalysisInput, period: Period, scope: CustomerScope): Promise<SourceResult> => {
  const result = await db.execute<Row>(sourceQuery(source, input.groupBy, period, scope));
  const names = Object.keys(SOURCE_MEASURES[source]);
  const sumsOf = (row: Row) => Object.fromEntries(names.map((name) => [name, integer(row[name])]));
  const totalRow = result.rows.find((r) => Number(r.total) === 1);
  return {
    groups: result.rows.filter((r) => Number(r.total) === 0).map((r) => ({ key: r.key, label: r.label, sums: sumsOf(r) })),
    total: totalRow ? sumsOf(totalRow) : Object.fromEntries(names.map((name) => [name, 0])),
  };
};

const readPeriod = async (db: Db, definition: AnalysisDefinition, input: AnalysisInput, period: Period, scope: CustomerScope): Promise<SourceResults> => {
  const sources = sourcesOf(definition);
  const results = await Promise.all(sources.map((source) => readSource(db, source, input, period, scope)));
  return Object.fromEntries(sources.map((source, i) => [source, results[i]]));
};

/**
 * An analysis for a period and the previous one of the same length: each source read once per
 * period (its groups and total in one statement), all side by side, then merged and derived in
 * integer units (src/schemas/analytics/compute.ts).
 */
export const runAnalysis = async (db: Db, definition: AnalysisDefinition, input: AnalysisInput, scope: CustomerScope): Promise<AnalysisAnswer> => {
  const previous = previousPeriod(input.period);
  const [now, before] = await Promise.all([readPeriod(db, definition, input, input.period, scope), readPeriod(db, definition, input, previous, scope)]);
  const { rows, truncated } = analysisRows(definition, input.groupBy, input.period, now, before);
  return {
    screen: definition.screen,
    groupBy: input.groupBy,
    period: input.period,
    previousPeriod: previous,
    rows,
    total: { values: analysisTotal(definition, now), previous: analysisTotal(definition, before) },
    truncated,
  };
};

/** The most records a drill-down lists. */
export const MAX_DRILL_RECORDS = 500;

/** The ids of the records behind one group of an analysis (its drill target's source), newest first. */
export const analysisRecords = async (db: Db, definition: AnalysisDefinition, input: AnalysisInput, key: string | null, scope: CustomerScope): Promise<DrillRecords> => {
  const result = await db.execute<{ id: number }>(recordsQuery(definition.drill.source, input.groupBy, input.period, scope, key, MAX_DRILL_RECORDS + 1));
  const ids = result.rows.map((r) => Number(r.id));
  return { ids: ids.slice(0, MAX_DRILL_RECORDS), truncated: ids.length > MAX_DRILL_RECORDS };
};
