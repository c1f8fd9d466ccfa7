import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n';
import type { Locale } from '../schemas/core';
import { registry } from '../schemas/registry';
import { EXTRA_MENU } from './extraMenu';
import { SCREEN_ROUTES } from './screens';
import type { ScreenTab, Tab } from './tabs';
import {
  addTab,
  closeAll,
  closeOthers,
  closeTab,
  MAX_VIEWS,
  nextAfterClose,
  parseTabs,
  recordLabel,
  recordTabs,
  routeTab,
  screenTab,
  serializeTabs,
  tabAccess,
  tabAt,
  tabTitle,
  tooManyViews,
  withAffix,
  withLabel,
} from './tabs';

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

describe('screens that are no entity\'s', () => {
  const ALL_RESOURCES = registry.map((e) => e.menu);
  const orderReport: ScreenTab = { path: '/reports/reportCommon/orders', screen: 'reports/reportCommon/orders' };

  it('a report, an analysis, the mailbox and the statistics are tabs; the query is left out unless it tells views apart', () => {
    expect(tabAt('/reports/reportCommon/orders', '', ALL_RESOURCES, SCREEN_ROUTES)).toEqual(orderReport);
    expect(tabAt('/costdistribution', '?dateFrom=2026-01-01&groupBy=month', ALL_RESOURCES, SCREEN_ROUTES)).toEqual({ path: '/costdistribution', screen: 'costdistribution' });
    expect(tabAt('/mailbox/', '', ALL_RESOURCES, SCREEN_ROUTES)).toEqual({ path: '/mailbox', screen: 'mailbox' });
    expect(tabAt('/reclamations-statistics', '', ALL_RESOURCES, SCREEN_ROUTES)).toEqual({ path: '/reclamations-statistics', screen: 'reclamations-statistics' });
  });

  it('each received message is a tab of its own, named by its account, folder and number', () => {
    const message = tabAt('/email-details', '?uid=5&x=1&account=2&box=INBOX', ALL_RESOURCES, SCREEN_ROUTES);
    expect(message).toEqual({ path: '/email-details?account=2&box=INBOX&uid=5', screen: 'email-details' });
    expect(tabAt('/email-details', '?account=2&box=INBOX&uid=6', ALL_RESOURCES, SCREEN_ROUTES)?.path).not.toBe(message?.path);
  });

  it("an entity's screen stays the entity's (the sent mail is the outgoing e-mails' list)", () => {
    expect(tabAt('/outgoing-emails', '', ALL_RESOURCES, SCREEN_ROUTES)).toEqual({ path: '/outgoing-emails', resource: 'outgoing-emails', view: 'list' });
  });

  it('redirects, section addresses and error pages are no tab', () => {
    for (const path of ['/', '/sales', '/dashboards', '/dashboards/costdistribution', '/access-denied', '/404', '/reports/reportCommon'])
      expect(tabAt(path, '', ALL_RESOURCES, SCREEN_ROUTES), path).toBeUndefined();
  });

  it('every screen of the menu has its tab, a future one too', () => {
    for (const entry of EXTRA_MENU.flatMap((g) => g.entries)) expect(tabAt(`/${entry.path}`, '', ALL_RESOURCES, SCREEN_ROUTES), entry.path).toBeDefined();
    const future = [{ path: 'future-screen', access: 'a', title: 'x' }];
    expect(screenTab('/future-screen', '', future)).toEqual({ path: '/future-screen', screen: 'future-screen' });
  });

  it('needs the right the screen names', () => {
    const entityAccess = (resource: string) => registry.find((e) => e.menu === resource)?.access;
    expect(tabAccess(orderReport, SCREEN_ROUTES, entityAccess)).toBe('orders');
    expect(tabAccess({ path: '/costdistribution', screen: 'costdistribution' }, SCREEN_ROUTES, entityAccess)).toBe('dashboards');
    expect(tabAccess(reasons, SCREEN_ROUTES, entityAccess)).toBe(registry.find((e) => e.menu === 'reclcatalogs/reclreasons')?.access);
    expect(tabAccess({ path: '/gone', screen: 'gone' }, SCREEN_ROUTES, entityAccess)).toBeUndefined();
  });

  it('are kept through storage; a malformed one is dropped', () => {
    expect(parseTabs(serializeTabs('1', [start, orderReport]), '1')).toEqual([start, orderReport]);
    expect(parseTabs(JSON.stringify({ owner: '1', tabs: [{ path: '/x', screen: 5 }, { path: 'x', screen: 'x' }, { path: '/x', screen: 'x', resource: 'r' }] }), '1')).toEqual([]);
  });
});

describe('tabTitle', () => {
  const translateIn = (locale: Locale) => polyglotI18nProvider((l) => messagesFor(l as Locale), locale).translate;
  const pl = translateIn('pl');

  it("names another screen by its title in the user's language", () => {
    const report: Tab = { path: '/reports/reportCommon/orders', screen: 'reports/reportCommon/orders' };
    expect(tabTitle(report, pl, SCREEN_ROUTES)).toBe('Raport zamówień');
    expect(tabTitle(report, translateIn('en'), SCREEN_ROUTES)).toBe('Order report');
    expect(tabTitle({ path: '/email-details?uid=5', screen: 'email-details' }, pl, SCREEN_ROUTES)).toBe('Wiadomość');
    expect(tabTitle({ path: '/reclamations-statistics', screen: 'reclamations-statistics' }, pl, SCREEN_ROUTES)).toBe('Statystyki reklamacji');
  });

  it("names an entity's screen by the entity", () => {
    expect(tabTitle(reasons, pl, SCREEN_ROUTES)).toBe('Przyczyny');
    expect(tabTitle({ ...reason5, label: 'Uszkodzenie' }, pl, SCREEN_ROUTES)).toBe('Uszkodzenie');
  });

  it('every screen has a title in every language, no raw key', () => {
    for (const locale of ['pl', 'en', 'de', 'fr'] as const) {
      const translate = translateIn(locale);
      for (const screen of SCREEN_ROUTES) expect(tabTitle({ path: `/${screen.path}`, screen: screen.path }, translate, SCREEN_ROUTES), `${locale} ${screen.path}`).not.toMatch(/^(app|reports|dashboards)\./);
    }
  });
});

describe('the tabs a change of a record concerns', () => {
  it('are the record’s edit and detail screens, by the id whatever its type, not the list or another record', () => {
    const tabs: Tab[] = [
      list('sales'),
      { path: '/sales/7', resource: 'sales', view: 'edit', id: 7 },
      { path: '/sales/7/show', resource: 'sales', view: 'show', id: '7' },
      { path: '/sales/8', resource: 'sales', view: 'edit', id: 8 },
      { path: '/sales/create', resource: 'sales', view: 'create' },
      { path: '/sales-statistics', screen: 'sales-statistics' },
    ];
    expect(recordTabs(tabs, 'sales', 7)).toEqual(['/sales/7', '/sales/7/show']);
    expect(recordTabs(tabs, 'sales/cr-tags', 7)).toEqual([]);
  });
});
