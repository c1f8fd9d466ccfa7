import { describe, expect, it } from 'vitest';
import type { ListView } from '../dataProvider/listViews';
import { columnPlaces, currentSettings, shownColumns, shownView, showsView, takesDefault } from './listViews';

const GRID = [
  { index: '0', source: 'name' },
  { index: '1', source: 'phone' },
  { index: '2', source: 'email' },
  { index: '3' }, // the row's delete button
];

const view = (id: number, settings: ListView['settings']): ListView => ({ id, resource: 'customer', name: `V${id}`, settings, owner: { id: 1, name: 'A' }, groups: [], defaultFor: [], mine: true, mayChange: true, isDefault: false });

describe('saved list views: what a list shows and what a view keeps', () => {
  it('reads the shown columns by field, from the choice or, without one, all but the omitted', () => {
    expect(shownColumns(GRID, undefined, ['email'])).toEqual(['name', 'phone']);
    expect(shownColumns(GRID, ['2', '0', '3'])).toEqual(['email', 'name']);
    expect(shownColumns(GRID, ['9'])).toEqual([]);
  });

  it('puts a view’s columns back by field, in its order, dropping fields the grid lost and keeping the row buttons', () => {
    expect(columnPlaces(GRID, ['email', 'gone', 'name'])).toEqual(['2', '0', '3']);
  });

  it('keeps the page size only when the list offers it, and the columns only for a grid that has them', () => {
    expect(currentSettings({ filterValues: { q: 'x' }, sort: { field: 'name', order: 'DESC' }, perPage: 25 }, ['name'])).toEqual({ filter: { q: 'x' }, sort: { field: 'name', order: 'DESC' }, columns: ['name'], perPage: 25 });
    expect(currentSettings({ filterValues: {}, sort: { field: '', order: 'ASC' }, perPage: 7 }, undefined)).toEqual({ filter: {} });
  });

  it('a list shows a view when the filter is equal whatever the keys’ order, and each other setting the view names', () => {
    const current = { filter: { a: 1, b: { y: 2, x: 1 } }, sort: { field: 'name', order: 'ASC' as const }, columns: ['name'], perPage: 10 };
    expect(showsView(current, { filter: { b: { x: 1, y: 2 }, a: 1 } })).toBe(true);
    expect(showsView(current, { filter: { a: 1 } })).toBe(false);
    expect(showsView(current, { filter: current.filter, sort: { field: 'name', order: 'DESC' } })).toBe(false);
    expect(showsView(current, { filter: current.filter, columns: ['phone'] })).toBe(false);
    expect(showsView(current, { filter: current.filter, perPage: 25 })).toBe(false);
    // A list without chosen columns (no column chooser) ignores a view's columns.
    expect(showsView({ ...current, columns: undefined }, { filter: current.filter, columns: ['phone'] })).toBe(true);
  });

  it('the view shown is the one picked while the list still shows it, else the first that matches', () => {
    const views = [view(1, { filter: {} }), view(2, { filter: {} }), view(3, { filter: { q: 'x' } })];
    expect(shownView(views, { filter: {} }, 2)?.id).toBe(2);
    expect(shownView(views, { filter: {} }, 3)?.id).toBe(1);
    expect(shownView(views, { filter: { q: 'y' } }, 3)).toBeUndefined();
  });

  it('a default is taken once per list and user, and never over a filter the address brings', () => {
    expect(takesDefault('', new Set(), 'customer:1')).toBe(true);
    expect(takesDefault('?page=2', new Set(), 'customer:1')).toBe(true);
    expect(takesDefault('?filter=%7B%22id%22%3A%5B1%5D%7D', new Set(), 'customer:1')).toBe(false);
    expect(takesDefault('', new Set(['customer:1']), 'customer:1')).toBe(false);
  });
});
