/**
 * Saved views of a list (the engine's, for every entity):
 *
 *   views of a list   GET    /api/list_view?resource={entity}
 *   save a view       POST   /api/list_view        { resource, name, settings, groups, defaultFor, isDefault }
 *   change a view     PUT    /api/list_view/{id}   any of name, settings, groups, defaultFor, isDefault
 *   delete a view     DELETE /api/list_view/{id}
 *   my default        PUT    /api/list_view/default { resource, id | null }
 */
import { apiData, httpClient } from './httpClient';

/** What a view keeps of a list: its filter, sort, shown columns (by field, in order) and page size. */
export type ListViewSettings = {
  filter: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  columns?: string[];
  perPage?: number;
};

/** A saved view as the server answers it for the caller. */
export type ListView = {
  id: number;
  resource: string;
  name: string;
  settings: ListViewSettings;
  owner: { id: number; name: string };
  groups: number[];
  defaultFor: number[];
  mine: boolean;
  mayChange: boolean;
  isDefault: boolean;
};

/** A list's views the user sees, its default (its own choice, else its group's), and the groups it may share with. */
export type ListViews = { views: ListView[]; defaultId: number | null; ownDefaultId: number | null; groups: { id: number; name: string }[]; mayShareDefaults: boolean };

export type ListViewChange = Partial<{ name: string; settings: ListViewSettings; groups: number[]; defaultFor: number[]; isDefault: boolean }>;

export const listViewsApi = (resource: string) => ({
  list: (): Promise<ListViews> => apiData<ListViews>('/list_view', { query: { resource } }),
  create: (view: ListViewChange & { name: string; settings: ListViewSettings }): Promise<ListView> => apiData<ListView>('/list_view', { method: 'POST', body: { resource, ...view } }),
  update: (id: number, change: ListViewChange): Promise<ListView> => apiData<ListView>(`/list_view/${id}`, { method: 'PUT', body: change }),
  remove: async (id: number): Promise<void> => {
    await httpClient(`/list_view/${id}`, { method: 'DELETE' });
  },
  setMyDefault: (id: number | null): Promise<{ defaultId: number | null; ownDefaultId: number | null }> => apiData('/list_view/default', { method: 'PUT', body: { resource, id } }),
});
