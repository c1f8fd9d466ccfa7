import { describe, expect, it } from 'vitest';
import { registry } from '../schemas/registry';
import type { ScreenEntry } from './commandPalette';
import { fold, isTyping, matchScreens, recordPath, screenEntries } from './commandPalette';
import type { MenuNode } from './menuTree';

const SCREENS: ScreenEntry[] = [
  { path: 'customers', label: 'Klienci' },
  { path: 'reclamations', label: 'Reklamacje' },
  { path: 'reclcatalogs/reclreasons', label: 'Przyczyny reklamacji', group: 'Słowniki reklamacji' },
  { path: 'sales/sales-orders', label: 'Zamówienia klientów', group: 'Sprzedaż' },
  { path: 'reports/reportCommon/reclamations', label: 'Zestawienie reklamacji', group: 'Raporty' },
];

describe('fold', () => {
  it('lowers the case and drops Polish diacritics, ł included', () => {
    expect(fold('Żółć ŁÓDŹ Ąę')).toBe('zolc lodz ae');
  });
});

describe('matchScreens', () => {
  it('puts a name that starts with the text first, then a word that does, then the rest, menu order within each', () => {
    expect(matchScreens(SCREENS, 'rekl').map((s) => s.path)).toEqual(['reclamations', 'reclcatalogs/reclreasons', 'reports/reportCommon/reclamations']);
  });

  it('needs every word, found in the name or its group, whatever the diacritics', () => {
    expect(matchScreens(SCREENS, 'zamowienia sprzedaz').map((s) => s.path)).toEqual(['sales/sales-orders']);
    expect(matchScreens(SCREENS, 'raporty rekl').map((s) => s.path)).toEqual(['reports/reportCommon/reclamations']);
    expect(matchScreens(SCREENS, 'faktury')).toEqual([]);
  });

  it('offers the first screens when nothing is typed, and at most the limit', () => {
    expect(matchScreens(SCREENS, '  ', 2).map((s) => s.path)).toEqual(['customers', 'reclamations']);
    expect(matchScreens(SCREENS, 'e', 3)).toHaveLength(3);
  });
});

describe('screenEntries', () => {
  it('flattens the menu with each entry\'s group name, then the extra screens', () => {
    const menu: MenuNode[] = [
      { kind: 'item', path: 'reclamations', access: 'reclamations' },
      { kind: 'group', path: 'sales', icon: 'sales', order: 1, children: [{ kind: 'item', path: 'sales/sales-orders', access: 'orders' }] },
    ];
    const translate = (key: string) => `T(${key})`;
    const extra = [{ id: 'reports', label: 'reports.menu', icon: 'reports', entries: [{ path: 'reports/reportCommon/orders', access: 'orders', label: 'reports.orders' }] }];
    expect(screenEntries(menu, extra, translate)).toEqual([
      { path: 'reclamations', label: 'T(resources.reclamations.name)', group: undefined },
      { path: 'sales/sales-orders', label: 'T(resources.sales/sales-orders.name)', group: 'T(menuGroups.sales)' },
      { path: 'reports/reportCommon/orders', label: 'T(reports.orders)', group: 'T(reports.menu)' },
    ]);
  });
});

describe('recordPath', () => {
  it('opens a record on its detail screen', () => {
    expect(recordPath({ resource: 'reclamation', id: 5, label: 'RK/1', secondary: null }, registry)).toBe('/reclamation-detail/5');
    expect(recordPath({ resource: 'sales_order', id: 7, label: 'ZAM-1', secondary: null }, registry)).toBe('/sales/orders-detail/7');
    expect(recordPath({ resource: 'nothing', id: 1, label: '', secondary: null }, registry)).toBeUndefined();
  });
});

describe('isTyping', () => {
  const element = (tag: string, extra: Record<string, unknown> = {}) => ({ tagName: tag.toUpperCase(), isContentEditable: false, ...extra }) as unknown as EventTarget;
  it('tells text inputs from buttons and boxes', () => {
    expect(isTyping(element('input', { type: 'text' }))).toBe(true);
    expect(isTyping(element('input', { type: 'search' }))).toBe(true);
    expect(isTyping(element('textarea'))).toBe(true);
    expect(isTyping(element('div', { isContentEditable: true }))).toBe(true);
    expect(isTyping(element('input', { type: 'checkbox' }))).toBe(false);
    expect(isTyping(element('button'))).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});
