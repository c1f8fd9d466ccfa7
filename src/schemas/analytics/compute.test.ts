import { describe, expect, it } from 'vitest';
import type { SourceResults } from './compute';
import { analysisRows, analysisTotal, definitionProblems } from './compute';
import { ANALYSES, costCalculation, productionCostsAnalysis, salesAnalysis } from './definitions';

describe('analysis definitions', () => {
  it('are consistent: figures exist, groupings exist in every source read, drill targets are read', () => {
    expect(ANALYSES.flatMap(definitionProblems)).toEqual([]);
    expect(new Set(ANALYSES.map((a) => a.screen)).size).toBe(6);
    expect(ANALYSES.map((a) => a.api)).toEqual([
      '/enova/production/costs_distribution',
      '/enova/production/costs_calculation',
      '/enova/sales/getProductsSalesAdjustments',
      '/enova/sales/productionCostsAnalize',
      '/enova/sales/salesanalize',
      '/enova/production/productionturnovers',
    ]);
  });

  it('finds a derived figure that names a later one', () => {
    const broken = { ...costCalculation, measures: [costCalculation.measures[3], ...costCalculation.measures.slice(0, 3)] };
    expect(definitionProblems(broken)).toContain('costcalculation: costShare derives from costs, not an earlier figure');
  });
});

describe('analysis rows', () => {
  const sales = (groups: [string | null, string | null, number, number][], total: [number, number]): SourceResults['orderLines'] => ({
    groups: groups.map(([key, label, netto, orders]) => ({ key, label, sums: { netto, brutto: 0, discount: 0, beforeDiscount: 0, quantity: 0, orders } })),
    total: { netto: total[0], brutto: 0, discount: 0, beforeDiscount: 0, quantity: 0, orders: total[1] },
  });
  const costs = (groups: [string | null, string | null, number, number][]): SourceResults['reclamationCosts'] => ({
    groups: groups.map(([key, label, c, reclamations]) => ({ key, label, sums: { costs: c, reclamations } })),
    total: { costs: groups.reduce((s, g) => s + g[2], 0), reclamations: groups.reduce((s, g) => s + g[3], 0) },
  });

  it('merges the sources by key, derives difference and percent in exact units, sorts by the chart figure', () => {
    const now = { orderLines: sales([['1', 'Alfa', 100_000, 2], ['2', 'Beta', 30_000, 1]], [130_000, 3]), reclamationCosts: costs([['2', 'Beta', 1_001, 1], ['3', 'Gamma', 500, 1]]) };
    const before = { orderLines: sales([['1', 'Alfa', 50_000, 1], ['4', 'Delta', 7_000, 1]], [57_000, 2]), reclamationCosts: costs([]) };
    const { rows, truncated } = analysisRows(costCalculation, 'customer', { dateFrom: '2026-03-01', dateTo: '2026-03-31' }, now, before);
    expect(truncated).toBe(false);
    expect(rows).toEqual([
      { key: '1', label: 'Alfa', values: { netto: 1000, costs: 0, result: 1000, costShare: 0 }, previous: { netto: 500, costs: 0, result: 500, costShare: 0 } },
      // 10.01 of 300.00 is 3.336…% → 3.34
      { key: '2', label: 'Beta', values: { netto: 300, costs: 10.01, result: 289.99, costShare: 3.34 }, previous: { netto: 0, costs: 0, result: 0, costShare: null } },
      // Bought only in the previous period: shown with zeros, ties in label order.
      { key: '4', label: 'Delta', values: { netto: 0, costs: 0, result: 0, costShare: null }, previous: { netto: 70, costs: 0, result: 70, costShare: 0 } },
      { key: '3', label: 'Gamma', values: { netto: 0, costs: 5, result: -5, costShare: null }, previous: { netto: 0, costs: 0, result: 0, costShare: null } },
    ]);
    expect(analysisTotal(costCalculation, now)).toEqual({ netto: 1300, costs: 15.01, result: 1284.99, costShare: 1.15 });
  });

  it('averages money over a count and rounds half away from zero', () => {
    // 100.01 over 2 orders: 50.005 → 50.01
    const { rows } = analysisRows(salesAnalysis, 'customer', { dateFrom: '2026-03-01', dateTo: '2026-03-31' }, { orderLines: sales([['1', 'Alfa', 10_001, 2]], [10_001, 2]) }, {});
    expect(rows[0].values.averageOrder).toBe(50.01);
  });

  it('lists every month of the period and compares it with the month a period earlier', () => {
    const now = { reclamationCosts: costs([['2026-02', '2026-02', 2_000, 2]]), orderLines: sales([['2026-03', '2026-03', 0, 0]], [0, 0]) };
    const before = { reclamationCosts: costs([['2025-12', '2025-12', 700, 1], ['2026-01', '2026-01', 900, 3]]) };
    const { rows } = analysisRows(productionCostsAnalysis, 'month', { dateFrom: '2026-02-01', dateTo: '2026-03-31' }, now, before);
    expect(rows.map((r) => [r.key, r.values.costs, r.previous.costs, r.values.average, r.previous.average])).toEqual([
      ['2026-02', 20, 7, 10, 7],
      ['2026-03', 0, 9, null, 3],
    ]);
  });
});
