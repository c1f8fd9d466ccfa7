import type { ListView, ListViewSettings } from '../dataProvider/listViews';

/** The page sizes a list offers (and a view may keep). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** A column of a configurable grid as react-admin keeps it: its place among the grid's children and its field. */
export type GridColumn = { index: string; source?: string };

/** The fields of the columns a grid shows, in order: the user's choice (places), else every column but the omitted ones. */
export const shownColumns = (available: readonly GridColumn[], chosen: readonly string[] | undefined, omit: readonly string[] = []): string[] => {
  const places = chosen ?? available.filter((column) => !column.source || !omit.includes(column.source)).map((column) => column.index);
  return places.flatMap((index) => {
    const source = available.find((column) => column.index === index)?.source;
    return source ? [source] : [];
  });
};

/** The grid's places for a view's columns: the named fields it still has, in the view's order, then the columns without a field (the row's buttons). */
export const columnPlaces = (available: readonly GridColumn[], fields: readonly string[]): string[] => [
  ...fields.flatMap((field) => available.filter((column) => column.source === field).map((column) => column.index)),
  ...available.filter((column) => !column.source).map((column) => column.index),
];

/** What a list shows now, as a view keeps it; the columns only for a grid whose columns the user chooses. */
export const currentSettings = (list: { filterValues: Record<string, unknown>; sort?: { field: string; order: string }; perPage: number }, columns: string[] | undefined): ListViewSettings => ({
  filter: list.filterValues,
  ...(list.sort?.field && { sort: { field: list.sort.field, order: list.sort.order === 'DESC' ? 'DESC' : 'ASC' } }),
  ...(columns && { columns }),
  ...((PAGE_SIZES as readonly number[]).includes(list.perPage) && { perPage: list.perPage }),
});

/** A value's JSON with object keys in order, so that two equal settings compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );

/** Whether a list shows what a view keeps: its filter, and each of its sort, columns and page size it names. */
export const showsView = (current: ListViewSettings, view: ListViewSettings): boolean =>
  canonical(current.filter ?? {}) === canonical(view.filter ?? {}) &&
  (!view.sort || canonical(current.sort) === canonical(view.sort)) &&
  (!view.columns || !current.columns || canonical(current.columns) === canonical(view.columns)) &&
  (view.perPage === undefined || current.perPage === view.perPage);

/** The view a list shows: the one picked while it still shows it, else the first that matches. */
export const shownView = (views: readonly ListView[], current: ListViewSettings, picked: number | undefined): ListView | undefined => {
  const pickedView = views.find((view) => view.id === picked);
  if (pickedView && showsView(current, pickedView.settings)) return pickedView;
  return views.find((view) => showsView(current, view.settings));
};

/**
 * Whether a list opened now takes the user's default view: once per list and user while the
 * portal stays open, and never over a filter the address brings (a link from a dashboard).
 */
export const takesDefault = (search: string, opened: ReadonlySet<string>, key: string): boolean => !opened.has(key) && !new URLSearchParams(search).has('filter');
