import { describe, expect, it } from 'vitest';
import { groupTree } from './groupTree';
import type { GroupRow } from '../../../../src/schemas/reports';
import { orderListReport, reclamationReport } from '../../../../src/schemas/reports';
import { reportSpec } from './spec';

const { bodySchema: reportBodySchema, activeFilters } = reportSpec(reclamationReport);

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

describe('the order-list report\'s request, from its definition', () => {
  const orders = reportSpec(orderListReport);
  const ok = (body: unknown) => orders.bodySchema.parse(body);
  const refused = (body: unknown) => expect(orders.bodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);

  it('takes its own filters: status and currency options, customer ids, two periods and a flag', () => {
    const body = ok({
      filter: {
        status: { inUse: true, value: ['NEW', 'CONFIRMED', 'NEW'] },
        currency: { inUse: true, value: 'EUR' },
        customer: { inUse: true, value: [4] },
        createdAt: { inUse: true, periodType: 1, dateFrom: '2025-01-01', dateTo: '2025-01-31', field: 'createdAt' },
        deliveryDate: { inUse: true, periodType: 0, dateFrom: '2025-03-10', dateTo: '2025-03-01' },
        markedToDelete: { inUse: true, value: false },
      },
    });
    expect(orders.activeFilters(body)).toEqual([
      { kind: 'ids', key: 'customer', ids: [4] },
      { kind: 'ids', key: 'status', ids: ['NEW', 'CONFIRMED'] },
      { kind: 'ids', key: 'currency', ids: ['EUR'] },
      { kind: 'period', field: 'createdAt', from: '2025-01-01', to: '2025-01-31' },
      { kind: 'period', field: 'deliveryDate', from: '2025-03-10', to: '2025-03-10' },
      { kind: 'flag', key: 'markedToDelete', value: false },
    ]);
    // A flag counts when in use with a value, false included; not in use, it does not.
    expect(orders.activeFilters(ok({ filter: { markedToDelete: { inUse: false, value: true }, status: { inUse: true, value: [] } } }))).toEqual([]);
    // The legacy top-level period type applies to every period without its own.
    expect(orders.activeFilters(ok({ periodType: 0, filter: { createdAt: { inUse: true, dateFrom: '2025-02-01', dateTo: '2025-02-09' } } }))).toEqual([
      { kind: 'period', field: 'createdAt', from: '2025-02-01', to: '2025-02-01' },
    ]);
  });

  it('refuses what the order list does not have: other options, the reclamation report\'s keys, a wrong period field', () => {
    refused({ filter: { status: { inUse: true, value: ['DROPPED'] } } });
    refused({ filter: { status: { inUse: true, value: [17] } } });
    refused({ filter: { customer: { inUse: true, value: ['A'] } } });
    refused({ filter: { markedToDelete: { inUse: true, value: 'yes' } } });
    refused({ filter: { period: { inUse: true } } });
    refused({ filter: { createdAt: { inUse: true, field: 'deliveryDate' } } });
    refused({ filter: { deliveryDate: { periodType: 1, dateFrom: '2025-03-09', dateTo: '2025-03-01' } } });
    refused({ groups: ['type'] });
    expect(ok({ groups: ['customer', { key: 'deliveryMethod' }] }).groups).toEqual(['customer', 'deliveryMethod']);
  });

  it('takes `within` values of each key\'s kind: an option\'s text, an id, a month', () => {
    expect(ok({ groups: ['status', 'customer', 'month'], within: ['NEW', 5, '2025-02'] }).within).toEqual(['NEW', 5, '2025-02']);
    expect(ok({ groups: ['termsOfPayment'], within: [null] }).within).toEqual([null]);
    refused({ groups: ['status'], within: [5] });
    refused({ groups: ['customer'], within: ['NEW'] });
    refused({ groups: ['month'], within: ['luty'] });
    refused({ groups: ['status'], within: ['x'.repeat(256)] });
  });
});
