import { describe, expect, it } from 'vitest';
import type { Tab } from './tabs';
import { addTab, closeAll, closeOthers, closeTab, MAX_VIEWS, nextAfterClose, parseTabs, recordLabel, routeTab, serializeTabs, tooManyViews, withAffix, withLabel } from './tabs';

const RESOURCES = ['reclcatalogs/reclreasons', 'reclcatalogs/recltypes', 'sales/cr-tags', 'sales'];
const list = (resource: string): Tab => ({ path: `/${resource}`, resource, view: 'list' });
const start: Tab = { ...list('reclcatalogs/reclsubjects'), affix: true };
const reasons = list('reclcatalogs/reclreasons');
const types = list('reclcatalogs/recltypes');
const reason5: Tab = { path: '/reclcatalogs/reclreasons/5', resource: 'reclcatalogs/reclreasons', view: 'edit', id: 5 };

describe('routeTab', () => {
  it('names list, create, edit and show screens', () => {
    expect(routeTab('/reclcatalogs/reclreasons', RESOURCES)).toEqual(reasons);
    expect(routeTab('/reclcatalogs/reclreasons/', RESOURCES)).toEqual(reasons);
    expect(routeTab('/reclcatalogs/reclreasons/create', RESOURCES)).toEqual({ path: '/reclcatalogs/reclreasons/create', resource: 'reclcatalogs/reclreasons', view: 'create' });
    expect(routeTab('/reclcatalogs/reclreasons/5', RESOURCES)).toEqual(reason5);
    expect(routeTab('/sales/cr-tags/7/show', RESOURCES)).toEqual({ path: '/sales/cr-tags/7/show', resource: 'sales/cr-tags', view: 'show', id: 7 });
  });

  it('keeps a numeric route id as a number and other ids as text', () => {
    expect(routeTab('/reclcatalogs/reclreasons/12', RESOURCES)?.id).toBe(12);
    expect(routeTab('/reclcatalogs/reclreasons/a%20b', RESOURCES)?.id).toBe('a b');
  });

  it('prefers the longest resource name', () => {
    expect(routeTab('/sales/cr-tags', RESOURCES)?.resource).toBe('sales/cr-tags');
    expect(routeTab('/sales', RESOURCES)?.resource).toBe('sales');
  });

  it('knows nothing of other paths', () => {
    expect(routeTab('/', RESOURCES)).toBeUndefined();
    expect(routeTab('/access-denied', RESOURCES)).toBeUndefined();
    expect(routeTab('/reclcatalogs', RESOURCES)).toBeUndefined();
    expect(routeTab('/reclcatalogs/reclreasonsX', RESOURCES)).toBeUndefined();
    expect(routeTab('/reclcatalogs/reclreasons/5/edit/x', RESOURCES)).toBeUndefined();
  });
});

describe('tab operations', () => {
  const open = [start, reasons, reason5, types];

  it('adds a tab once, at the end', () => {
    expect(addTab([start], reasons)).toEqual([start, reasons]);
    expect(addTab(open, { ...reasons })).toEqual(open);
  });

  it('closes one tab but never an affix tab', () => {
    expect(closeTab(open, reason5.path)).toEqual([start, reasons, types]);
    expect(closeTab(open, start.path)).toEqual(open);
    expect(closeTab(open, '/nowhere')).toEqual(open);
  });

  it('closes the others and all, keeping affix tabs', () => {
    expect(closeOthers(open, reason5.path)).toEqual([start, reason5]);
    expect(closeAll(open)).toEqual([start]);
    expect(closeAll([reasons, types])).toEqual([]);
  });

  it('puts affix tabs first and drops former affix tabs', () => {
    expect(withAffix([reasons, { ...start, affix: false }], [start])).toEqual([start, reasons]);
    expect(withAffix([start, reasons], [{ ...types, affix: true }])).toEqual([{ ...types, affix: true }, reasons]);
    expect(withAffix([reasons], [])).toEqual([reasons]);
  });
});

describe('nextAfterClose', () => {
  it('stays when the active tab is still open', () => {
    expect(nextAfterClose([start, reasons], reasons.path)).toBeUndefined();
  });

  it('goes to the last remaining tab when the active one was closed', () => {
    expect(nextAfterClose(closeTab([start, reasons, reason5, types], reason5.path), reason5.path)).toBe(types.path);
    expect(nextAfterClose(closeAll([start, reasons]), reasons.path)).toBe(start.path);
  });

  it('goes to the root when no tab remains', () => {
    expect(nextAfterClose([], reasons.path)).toBe('/');
  });
});

describe('tooManyViews', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i): Tab => ({ path: `/sales/${i}`, resource: 'sales', view: 'edit', id: i }));

  it('is raised only above the limit', () => {
    expect(MAX_VIEWS).toBe(100);
    expect(tooManyViews(many(100))).toBe(false);
    expect(tooManyViews(many(101))).toBe(true);
  });
});

describe('stored tabs', () => {
  it('round-trips for the same user', () => {
    expect(parseTabs(serializeTabs('1', [start, reason5]), '1')).toEqual([start, reason5]);
  });

  it("drops another user's tabs, no user, broken text and malformed tabs", () => {
    const raw = serializeTabs('1', [start]);
    expect(parseTabs(raw, '2')).toEqual([]);
    expect(parseTabs(raw, undefined)).toEqual([]);
    expect(parseTabs('{not json', '1')).toEqual([]);
    expect(parseTabs(null, '1')).toEqual([]);
    const bad = JSON.stringify({ owner: '1', tabs: [reasons, { path: 'x', resource: 'r', view: 'list' }, { ...types, view: 'grid' }, 7] });
    expect(parseTabs(bad, '1')).toEqual([reasons]);
  });
});

describe('record labels', () => {
  const show5: Tab = { path: '/reclcatalogs/reclreasons/5/show', resource: 'reclcatalogs/reclreasons', view: 'show', id: 5 };

  it('names the edit and show tabs of that record only, and keeps the array when nothing changes', () => {
    const tabs = [start, reason5, show5, { ...reason5, path: '/reclcatalogs/reclreasons/6', id: 6 }];
    const named = withLabel(tabs, 'reclcatalogs/reclreasons', '5', 'Uszkodzenie');
    expect(named.map((t) => t.label)).toEqual([undefined, 'Uszkodzenie', 'Uszkodzenie', undefined]);
    expect(withLabel(named, 'reclcatalogs/reclreasons', 5, 'Uszkodzenie')).toBe(named);
    expect(withLabel(tabs, 'customers', 5, 'Budmax')).toBe(tabs);
  });

  it('reads the representation field when it holds text or a number', () => {
    expect(recordLabel({ number: 'RK/00012/2026' }, 'number')).toBe('RK/00012/2026');
    expect(recordLabel({ code: 17 }, 'code')).toBe('17');
    expect(recordLabel({ name: '  ' }, 'name')).toBeUndefined();
    expect(recordLabel({ name: null }, 'name')).toBeUndefined();
    expect(recordLabel(undefined, 'name')).toBeUndefined();
    expect(recordLabel({ name: 'x'.repeat(100) }, 'name')).toHaveLength(80);
  });

  it('keeps a label through storage and drops one that is not text', () => {
    const named = { ...reason5, label: 'Uszkodzenie' };
    expect(parseTabs(serializeTabs('1', [named]), '1')).toEqual([named]);
    expect(parseTabs(JSON.stringify({ owner: '1', tabs: [{ ...reason5, label: 5 }] }), '1')).toEqual([]);
  });
});
