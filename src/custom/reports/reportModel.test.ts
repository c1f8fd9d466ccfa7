import { describe, expect, it } from 'vitest';
import type { DetailRow, GroupRow, ReportResult } from './reportModel';
import { addGroup, allNodeIds, buildTree, emptySettings, fileNameOf, moveGroup, periodInvalid, removeGroup, requestBody, settingsFrom, visibleRows } from './reportModel';

const group = (level: number, values: (string | number)[], countRows: number): GroupRow => ({ level, values, label: String(values[values.length - 1]), countRows, amount: 0 });
const detail = (id: number, groupValues: (string | number)[]): DetailRow => ({ id, lineNumber: id, groupValues });
const result = (over: Partial<ReportResult>): ReportResult => ({
  recordsDetail: [],
  group0: [],
  group1: [],
  group2: [],
  group3: [],
  group4: [],
  group5: [],
  group6: [],
  groups: [],
  total: { countRows: 0, amount: 0 },
  truncated: false,
  detailLimit: 100_000,
  ...over,
});

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
    const s = emptySettings();
    s.filters.status = { inUse: true, value: [17] };
    s.period = { inUse: true, periodType: 0, dateFrom: '2025-03-04', dateTo: '' };
    s.groups = ['status'];
    const body = requestBody(s);
    expect(body.filter.period).toEqual({ inUse: true, periodType: 0, dateFrom: '2025-03-04', dateTo: null, field: 'input_date' });
    expect(body.filter.status).toEqual({ inUse: true, value: [17] });
    expect(body.filter.customer).toEqual({ inUse: false, value: [] });
    expect(body.groups).toEqual(['status']);
  });

  it('are read back from a variant, dropping what is unknown', () => {
    const s = settingsFrom({ period: { inUse: true, periodType: 0, dateFrom: '2025-01-02' }, filters: { status: { inUse: true, value: [1, 'x', 2] }, bogus: {} }, groups: ['year', 'nope', 'year'] });
    expect(s.period).toEqual({ inUse: true, periodType: 0, dateFrom: '2025-01-02', dateTo: '' });
    expect(s.filters.status).toEqual({ inUse: true, value: [1, 2] });
    expect(s.groups).toEqual(['year']);
    expect(settingsFrom(null)).toEqual(emptySettings());
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

it('reads the file name of a Content-Disposition header', () => {
  expect(fileNameOf('attachment; filename="raport-reklamacji-2025-03-04.xlsx"', 'x.xlsx')).toBe('raport-reklamacji-2025-03-04.xlsx');
  expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
});
