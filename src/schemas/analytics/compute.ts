import type { AnalysisDefinition, AnalysisSource, Dimension, Measure } from './definition';
import { KIND_SCALE, measureKind, SOURCE_DIMENSIONS, sourcesOf, summedMeasures } from './definition';
import type { AnalysisRow, Figures } from './answer';
import { MAX_ANALYSIS_ROWS } from './answer';
import type { Period } from './period';
import { monthSpan, monthsOf, shiftMonth } from './period';

/** A group as a source query answers it: the integer units of each of the source's sums (grosze, thousandths, counts). */
export type SourceGroup = { key: string | null; label: string | null; sums: Record<string, number> };
/** A source's groups and its total (distinct counts cannot be added up from the groups). */
export type SourceResult = { groups: SourceGroup[]; total: Record<string, number> };
export type SourceResults = Partial<Record<AnalysisSource, SourceResult>>;

type Units = Record<string, number | null>;

/** a / b in the target's units, rounded half away from zero; null when b is 0. */
const divide = (a: number, aScale: number, b: number, bScale: number, target: Measure): number | null => {
  if (b === 0) return null;
  const kind = measureKind(target);
  const factor = (kind === 'percent' ? 100 : 1) * KIND_SCALE[kind];
  const exact = (a * bScale * factor) / (b * aScale);
  return Math.sign(exact) * Math.round(Math.abs(exact));
};

/** Every measure of a row in integer units: the sums as given, then the derived ones in order. */
export const rowUnits = (definition: AnalysisDefinition, sums: (source: AnalysisSource, sum: string) => number): Units => {
  const units: Units = {};
  for (const m of definition.measures) {
    if ('source' in m) {
      units[m.key] = sums(m.source, m.sum);
      continue;
    }
    const [a, b] = m.of.map((k) => units[k] ?? null);
    const [ma, mb] = m.of.map((k) => definition.measures.find((x) => x.key === k)!);
    if (a === null || b === null) units[m.key] = null;
    else if (m.derive === 'difference') units[m.key] = a - b;
    else units[m.key] = divide(a, KIND_SCALE[measureKind(ma)], b, KIND_SCALE[measureKind(mb)], m);
  }
  return units;
};

/** Integer units as display numbers: 1234 grosze → 12.34. */
export const toFigures = (definition: AnalysisDefinition, units: Units): Figures =>
  Object.fromEntries(definition.measures.map((m) => [m.key, units[m.key] === null ? null : units[m.key]! / KIND_SCALE[measureKind(m)]]));

const keyOf = (key: string | null) => key ?? '\u0000none';

/** The groups of all sources of one period, merged by key: sums per source, and the label found first. */
const merge = (results: SourceResults) => {
  const merged = new Map<string, { key: string | null; label: string | null; sums: Partial<Record<AnalysisSource, Record<string, number>>> }>();
  for (const [source, result] of Object.entries(results) as [AnalysisSource, SourceResult][]) {
    for (const g of result.groups) {
      const entry = merged.get(keyOf(g.key)) ?? { key: g.key, label: g.label, sums: {} };
      entry.label ??= g.label;
      entry.sums[source] = g.sums;
      merged.set(keyOf(g.key), entry);
    }
  }
  return merged;
};

/**
 * The rows of an analysis from its sources' groups for the period and the previous one: merged
 * by key, derived figures computed, every month of the period present when grouped by month (a
 * month is compared with the month as many months earlier as the period spans), other groupings
 * (those of either period) sorted by the chart's figure, largest first, at most MAX_ANALYSIS_ROWS.
 */
export const analysisRows = (definition: AnalysisDefinition, groupBy: Dimension, period: Period, current: SourceResults, previous: SourceResults): { rows: AnalysisRow[]; truncated: boolean } => {
  const now = merge(current);
  const before = merge(previous);
  const unitsOf = (entry: ReturnType<typeof merge> extends Map<string, infer E> ? E | undefined : never) =>
    rowUnits(definition, (source, sum) => entry?.sums[source]?.[sum] ?? 0);
  const row = (key: string | null, label: string | null, previousKey: string | null): AnalysisRow => ({
    key,
    label,
    values: toFigures(definition, unitsOf(now.get(keyOf(key)))),
    previous: toFigures(definition, unitsOf(before.get(keyOf(previousKey)))),
  });
  if (groupBy === 'month') {
    const span = monthSpan(period);
    return { rows: monthsOf(period).map((month) => row(month, month, shiftMonth(month, -span))), truncated: false };
  }
  const chart = definition.chartMeasure;
  // A group of the previous period alone (a customer who bought then, not now) is shown with zeros.
  const groups = [...now.values(), ...[...before.entries()].filter(([k]) => !now.has(k)).map(([, e]) => e)];
  const rows = groups.map((e) => row(e.key, e.label, e.key));
  rows.sort((a, b) => (b.values[chart] ?? 0) - (a.values[chart] ?? 0) || (a.label ?? '\uffff').localeCompare(b.label ?? '\uffff', 'pl'));
  return { rows: rows.slice(0, MAX_ANALYSIS_ROWS), truncated: rows.length > MAX_ANALYSIS_ROWS };
};

/** The totals of a period from its sources' totals. */
export const analysisTotal = (definition: AnalysisDefinition, results: SourceResults): Figures =>
  toFigures(definition, rowUnits(definition, (source, sum) => results[source]?.total[sum] ?? 0));

/** Sanity of a definition: its figures exist, derived figures name earlier ones, groupings exist in every source read. */
export const definitionProblems = (definition: AnalysisDefinition): string[] => {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const m of definition.measures) {
    if (seen.has(m.key)) problems.push(`${definition.screen}: ${m.key} twice`);
    if (!('source' in m)) for (const k of m.of) if (!seen.has(k)) problems.push(`${definition.screen}: ${m.key} derives from ${k}, not an earlier figure`);
    seen.add(m.key);
  }
  if (!seen.has(definition.chartMeasure)) problems.push(`${definition.screen}: chart figure ${definition.chartMeasure} unknown`);
  for (const dimension of definition.dimensions) {
    for (const source of sourcesOf(definition)) if (!SOURCE_DIMENSIONS[source].includes(dimension)) problems.push(`${definition.screen}: ${source} has no ${dimension}`);
  }
  if (!summedMeasures(definition).some((m) => m.source === definition.drill.source)) problems.push(`${definition.screen}: drills into a source it does not read`);
  return problems;
};
