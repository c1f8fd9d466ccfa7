import { describe, expect, it } from 'vitest';
import { groupTree } from './groupTree';
import type { GroupRow } from '../../../src/schemas/reports';
import { activeFilters, reportBodySchema } from './spec';

const parse = (body: unknown) => reportBodySchema.parse(body);

describe('activeFilters: a filter applies only when in use and having a value', () => {
  it('ignores filters not in use, empty lists and nulls', () => {
    expect(activeFilters(parse({ filter: { status: { inUse: false, value: [1] }, customer: { inUse: true, value: [] }, type: { inUse: true, value: null }, reason: { value: [3] } } }))).toEqual([]);
  });

  it('keeps ids in use, one id as a list, without repeats', () => {
    expect(activeFilters(parse({ filter: { status: { inUse: true, value: [17, 18, 17] }, customer: { inUse: true, value: 4 } } }))).toEqual([
      { kind: 'ids', key: 'status', ids: [17, 18] },
      { kind: 'ids', key: 'customer', ids: [4] },
    ]);
  });

  it('period type 0 is the single day dateFrom; a range keeps the ends given', () => {
    expect(activeFilters(parse({ filter: { period: { inUse: true, periodType: 0, dateFrom: '2025-03-04', dateTo: '2025-03-09' } } }))).toEqual([
      { kind: 'period', field: 'input_date', from: '2025-03-04', to: '2025-03-04' },
    ]);
    expect(activeFilters(parse({ filter: { period: { inUse: true, periodType: 1, dateFrom: '2025-03-04', dateTo: '2025-03-09', field: 'delivery_term' } } }))).toEqual([
      { kind: 'period', field: 'delivery_term', from: '2025-03-04', to: '2025-03-09' },
    ]);
    expect(activeFilters(parse({ filter: { period: { inUse: true, periodType: 2, dateTo: '2025-03-09' } } }))).toEqual([{ kind: 'period', field: 'input_date', to: '2025-03-09' }]);
    expect(activeFilters(parse({ filter: { period: { inUse: true, periodType: 1, dateFrom: '', dateTo: null } } }))).toEqual([]);
    expect(activeFilters(parse({ filter: { period: { inUse: false, periodType: 0, dateFrom: '2025-03-04' } } }))).toEqual([]);
  });

  it('takes the legacy top-level period type when the filter has none', () => {
    expect(activeFilters(parse({ periodType: 0, filter: { period: { inUse: true, dateFrom: '2025-03-04', dateTo: '2025-03-09' } } }))).toEqual([
      { kind: 'period', field: 'input_date', from: '2025-03-04', to: '2025-03-04' },
    ]);
  });
});

describe('reportBodySchema', () => {
  it('accepts up to 7 known, distinct groups, as names or {key}', () => {
    expect(parse({ groups: ['status', { key: 'year' }] }).groups).toEqual(['status', 'year']);
    expect(parse({}).groups).toEqual([]);
    expect(reportBodySchema.safeParse({ groups: ['status', 'customer', 'type', 'reason', 'perpetrator', 'decision', 'year', 'month'] }).success).toBe(false);
    expect(reportBodySchema.safeParse({ groups: ['password'] }).success).toBe(false);
    expect(reportBodySchema.safeParse({ groups: ['year', 'year'] }).success).toBe(false);
  });

  it('takes a group to report within: one value per chosen level at most, of its key\'s kind', () => {
    expect(parse({ groups: ['status', 'month', 'responsible'], within: [17, '2025-03', null] }).within).toEqual([17, '2025-03', null]);
    expect(parse({ groups: ['status', 'customer'], within: [17] }).within).toEqual([17]);
    const refused = (body: unknown) => expect(reportBodySchema.safeParse(body).success).toBe(false);
    refused({ groups: ['status'], within: [17, 5] });
    refused({ groups: ['status'], within: ['2025-03'] });
    refused({ groups: ['month'], within: [2025] });
    refused({ groups: ['month'], within: ['2025-3'] });
    refused({ groups: ['status'], within: [-1] });
  });

  it('refuses impossible dates, a range ending before it starts and unknown filters', () => {
    expect(reportBodySchema.safeParse({ filter: { period: { dateFrom: '2025-02-29' } } }).success).toBe(false);
    expect(reportBodySchema.safeParse({ filter: { period: { periodType: 1, dateFrom: '2025-03-09', dateTo: '2025-03-01' } } }).success).toBe(false);
    expect(reportBodySchema.safeParse({ filter: { period: { periodType: 0, dateFrom: '2025-03-09', dateTo: '2025-03-01' } } }).success).toBe(true);
    expect(reportBodySchema.safeParse({ filter: { amount: { inUse: true, value: [1] } } }).success).toBe(false);
  });
});

describe('groupTree', () => {
  const row = (values: (number | string)[], countRows: number): GroupRow => ({ values, countRows, amount: 0 });
  it('puts each group before its sub-groups', () => {
    const tree = groupTree({
      group0: [row([1], 3), row([2], 1)],
      group1: [row([1, 'a'], 2), row([2, 'a'], 1), row([1, 'b'], 1)],
      group2: [row([1, 'a', 2025], 2)],
      group3: [],
      group4: [],
      group5: [],
      group6: [],
    });
    expect(tree.map((r) => r.values.join('/'))).toEqual(['1', '1/a', '1/a/2025', '1/b', '2', '2/a']);
  });
});
