import { describe, expect, it } from 'vitest';
import type { DetailRow, GroupRow, ReportResult } from './reportModel';
import { addGroup, allNodeIds, buildTree, emptySettings, moveGroup, needsDetails, periodInvalid, removeGroup, requestBody, rowsBefore, settingsFrom, settingsInvalid, visibleRows, withLabels } from './reportModel';
import { orderListReport, reclamationReport } from '../../schemas/reports';
import { reportResult } from './reportResult.fixture';

const group = (level: number, values: (string | number)[], countRows: number): GroupRow => ({ level, values, label: String(values[values.length - 1]), countRows, amount: 0 });
const detail = (id: number, groupValues: (string | number)[]): DetailRow => ({ id, lineNumber: id, groupValues });
const result = reportResult;

describe('grouping levels', () => {
  it('adds a key once, at most seven, removes and moves', () => {
    expect(addGroup(['status'], 'customer')).toEqual(['status', 'customer']);
    expect(addGroup(['status'], 'status')).toEqual(['status']);
    expect(addGroup(['status', 'customer', 'type', 'reason', 'perpetrator', 'decision', 'year'], 'month')).toHaveLength(7);
    expect(removeGroup(['status', 'customer', 'year'], 1)).toEqual(['status', 'year']);
    expect(moveGroup(['status', 'customer', 'year'], 2, -1)).toEqual(['status', 'year', 'customer']);
    expect(moveGroup(['status', 'customer'], 0, -1)).toEqual(['status', 'customer']);
  });
});

describe('settings', () => {
  it('become the request body with every filter and the period on input_date', () => {
    const s = emptySettings(reclamationReport);
    s.filters.status = { inUse: true, value: [17] };
    s.period = { inUse: true, periodType: 0, dateFrom: '2025-03-04', dateTo: '' };
    s.groups = ['status'];
    const body = requestBody(reclamationReport, s);
    expect(body.filter.period).toEqual({ inUse: true, periodType: 0, dateFrom: '2025-03-04', dateTo: null, field: 'input_date' });
    expect(body.filter.status).toEqual({ inUse: true, value: [17] });
    expect(body.filter.customer).toEqual({ inUse: false, value: [] });
    expect(body.groups).toEqual(['status']);
  });

  it('are read back from a variant, dropping what is unknown', () => {
    const s = settingsFrom(reclamationReport, { period: { inUse: true, periodType: 0, dateFrom: '2025-01-02' }, filters: { status: { inUse: true, value: [1, 'x', 2] }, bogus: {} }, groups: ['year', 'nope', 'year'] });
    expect(s.period).toEqual({ inUse: true, periodType: 0, dateFrom: '2025-01-02', dateTo: '' });
    expect(s.filters.status).toEqual({ inUse: true, value: [1, 2] });
    expect(s.groups).toEqual(['year']);
    expect(settingsFrom(reclamationReport, null)).toEqual(emptySettings(reclamationReport));
  });

  it('a range ending before it starts is invalid; a single day is not', () => {
    expect(periodInvalid({ inUse: true, periodType: 1, dateFrom: '2025-03-05', dateTo: '2025-03-01' })).toBe(true);
    expect(periodInvalid({ inUse: true, periodType: 0, dateFrom: '2025-03-05', dateTo: '2025-03-01' })).toBe(false);
    expect(periodInvalid({ inUse: false, periodType: 1, dateFrom: '2025-03-05', dateTo: '2025-03-01' })).toBe(false);
  });
});

describe('the result tree', () => {
  const grouped = result({
    groups: ['status', 'customer'],
    group0: [group(0, [17], 3), group(0, [18], 1)],
    group1: [group(1, [17, 1], 2), group(1, [17, 2], 1), group(1, [18, 1], 1)],
    recordsDetail: [detail(1, [17, 1]), detail(2, [17, 1]), detail(3, [17, 2]), detail(4, [18, 1])],
  });

  it('puts sub-groups under their group and detail rows under the last level', () => {
    const tree = buildTree(grouped);
    expect(tree.map((n) => n.row.countRows)).toEqual([3, 1]);
    expect(tree[0].children.map((n) => n.details.map((d) => d.id))).toEqual([[1, 2], [3]]);
    expect(tree[1].children[0].details.map((d) => d.id)).toEqual([4]);
    expect(allNodeIds(tree)).toHaveLength(5);
  });

  it('shows the expanded groups only, and caps the detail rows of a group', () => {
    const tree = buildTree(grouped);
    expect(visibleRows(tree, new Set(), 10).map((r) => r.kind)).toEqual(['group', 'group']);
    const open = new Set([tree[0].id, tree[0].children[0].id]);
    const rows = visibleRows(tree, open, 1);
    expect(rows.map((r) => r.kind)).toEqual(['group', 'group', 'detail', 'more', 'group', 'group']);
    expect(rows[3]).toMatchObject({ kind: 'more', shown: 1, count: 2, depth: 2 });
  });

  it('is empty without groups', () => {
    expect(buildTree(result({ recordsDetail: [detail(1, [])] }))).toEqual([]);
  });
});

describe('groups loaded on their own', () => {
  const cut = (): ReportResult => ({
    recordsDetail: [detail(1, [1, 'a']), detail(2, [1, 'a'])],
    group0: [group(0, [1], 6)],
    group1: [group(1, [1, 'a'], 2), group(1, [1, 'b'], 4)],
    group2: [],
    group3: [],
    group4: [],
    group5: [],
    group6: [],
    groups: ['status', 'customer'],
    total: { countRows: 6, amount: 0 },
    truncated: true,
    detailLimit: 2,
  });

  it('a last-level group of a cut report needs its rows when it has fewer than it counts (up to the cap)', () => {
    const result = cut();
    const [top] = buildTree(result);
    const [whole, missing] = top.children;
    expect(needsDetails(result, whole, 500)).toBe(false);
    expect(needsDetails(result, missing, 500)).toBe(true);
    expect(needsDetails(result, missing, 0)).toBe(false);
    expect(needsDetails(result, top, 500)).toBe(false);
    expect(needsDetails({ ...result, truncated: false }, missing, 500)).toBe(false);
  });

  it('puts loaded rows under their group, numbers them after the groups before, and says what is loading or missing', () => {
    const result = cut();
    expect(rowsBefore(result, [1, 'b'])).toBe(2);
    expect(rowsBefore(result, [1, 'a'])).toBe(0);
    const loaded = new Map([[JSON.stringify([1, 'b']), [detail(3, [1, 'b']), detail(4, [1, 'b'])]]]);
    const tree = buildTree(result, loaded);
    expect(tree[0].children[1].details.map((d) => d.id)).toEqual([3, 4]);
    const open = new Set([tree[0].id, tree[0].children[1].id]);
    // Two of four rows: the line says so.
    expect(visibleRows(tree, open, 500).at(-1)).toEqual({ kind: 'more', id: tree[0].children[1].id, shown: 2, count: 4, depth: 2, node: tree[0].children[1] });
    // While loading: a loading line instead.
    const loading = visibleRows(buildTree(result), open, 500, 0, new Set([tree[0].children[1].id]));
    expect(loading.at(-1)).toEqual({ kind: 'loading', id: tree[0].children[1].id, depth: 2 });
  });
});

describe('withLabels', () => {
  it('names every group row from the labels sent once: its own value, null for none, the value when no label came', () => {
    const answer = result({
      groups: ['status', 'customer'],
      group0: [group(0, [17], 2)],
      group1: [group(1, [17, 5], 1), { ...group(1, [17, 0], 1), values: [17, null] }, group(1, [17, 9], 0)],
    });
    const named = withLabels({ ...answer, labels: { status: { '17': 'Zarejestrowana' }, customer: { '5': 'Firma Kowalski' } } });
    expect(named.group0.map((g) => g.label)).toEqual(['Zarejestrowana']);
    expect(named.group1.map((g) => g.label)).toEqual(['Firma Kowalski', null, '9']);
  });
});

describe('settings of the order-list report', () => {
  it('keep its first period (created) as `period`, the delivery date, the ids and the deletion mark under their keys', () => {
    const s = emptySettings(orderListReport);
    expect(s.period).toEqual({ inUse: false, periodType: 1, dateFrom: '', dateTo: '' });
    expect(s.filters).toEqual({
      customer: { inUse: false, value: [] },
      status: { inUse: false, value: [] },
      currency: { inUse: false, value: [] },
      deliveryDate: { inUse: false, periodType: 1, dateFrom: '', dateTo: '' },
      markedToDelete: { inUse: false, value: false },
    });
  });

  it('become the order report body, each period on its own field', () => {
    const s = emptySettings(orderListReport);
    s.period = { inUse: true, periodType: 1, dateFrom: '2025-01-01', dateTo: '' };
    s.filters.deliveryDate = { inUse: true, periodType: 0, dateFrom: '2025-03-10', dateTo: '' };
    s.filters.status = { inUse: true, value: ['NEW'] };
    s.filters.markedToDelete = { inUse: true, value: true };
    s.groups = ['customer', 'month'];
    expect(requestBody(orderListReport, s, ['1', null])).toEqual({
      filter: {
        customer: { inUse: false, value: [] },
        status: { inUse: true, value: ['NEW'] },
        currency: { inUse: false, value: [] },
        createdAt: { inUse: true, periodType: 1, dateFrom: '2025-01-01', dateTo: null, field: 'createdAt' },
        deliveryDate: { inUse: true, periodType: 0, dateFrom: '2025-03-10', dateTo: null, field: 'deliveryDate' },
        markedToDelete: { inUse: true, value: true },
      },
      groups: ['customer', 'month'],
      within: ['1', null],
    });
  });

  it('are read back from a variant keeping only what fits: known options, ids, booleans, the report’s own keys', () => {
    const s = settingsFrom(orderListReport, {
      period: { inUse: true, periodType: 0, dateFrom: '2025-02-01' },
      filters: {
        status: { inUse: true, value: ['NEW', 'DROPPED', 17] },
        customer: { inUse: true, value: [3, 'x'] },
        markedToDelete: { inUse: true, value: true },
        deliveryDate: { inUse: true, periodType: 5, dateFrom: '2025-03-01', dateTo: '2025-03-31' },
        type: { inUse: true, value: [1] },
      },
      groups: ['status', 'type', 'month'],
    });
    expect(s.period).toEqual({ inUse: true, periodType: 0, dateFrom: '2025-02-01', dateTo: '' });
    expect(s.filters.status).toEqual({ inUse: true, value: ['NEW'] });
    expect(s.filters.customer).toEqual({ inUse: true, value: [3] });
    expect(s.filters.markedToDelete).toEqual({ inUse: true, value: true });
    expect(s.filters.deliveryDate).toEqual({ inUse: true, periodType: 1, dateFrom: '2025-03-01', dateTo: '2025-03-31' });
    expect(s.filters).not.toHaveProperty('type');
    expect(s.groups).toEqual(['status', 'month']);
  });

  it('are invalid while either period ends before it starts', () => {
    const s = emptySettings(orderListReport);
    expect(settingsInvalid(s)).toBe(false);
    s.filters.deliveryDate = { inUse: true, periodType: 1, dateFrom: '2025-03-10', dateTo: '2025-03-01' };
    expect(settingsInvalid(s)).toBe(true);
    s.filters.deliveryDate = { inUse: true, periodType: 0, dateFrom: '2025-03-10', dateTo: '2025-03-01' };
    expect(settingsInvalid(s)).toBe(false);
    s.period = { inUse: true, periodType: 1, dateFrom: '2025-03-10', dateTo: '2025-03-01' };
    expect(settingsInvalid(s)).toBe(true);
  });
});
