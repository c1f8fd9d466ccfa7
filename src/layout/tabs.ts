/**
 * The tab strip's state as plain data (spec §2 "Shell"): one tab per visited named route, the
 * affix tabs always present, and the flag raised when more than MAX_VIEWS are open.
 * Pure functions only; the React side lives in TabsProvider.
 */
import type { ScreenRoute } from './screens';

export type TabView = 'list' | 'create' | 'edit' | 'show';

/** An entity's screen: its list, create, edit or show view. */
export type EntityTab = {
  /** The URL path; it identifies the tab. */
  readonly path: string;
  /** The react-admin resource (the entity's route path). */
  readonly resource: string;
  readonly view: TabView;
  /** The record of an edit/show screen; a numeric route id is kept as a number. */
  readonly id?: string | number;
  /** Always present, cannot be closed. */
  readonly affix?: boolean;
  /** The record's representation (its number, its name), once the record was read. */
  readonly label?: string;
};

/** Another screen of the shell (screens.ts: a report, an analysis, the mailbox…). */
export type ScreenTab = {
  /** The URL path, with the query parameters that tell the screen's views apart; it identifies the tab. */
  readonly path: string;
  /** The screen's route path (`reports/reportCommon/orders`), which names its title and access. */
  readonly screen: string;
  readonly affix?: boolean;
  readonly label?: string;
};

export type Tab = EntityTab | ScreenTab;

export const isScreenTab = (tab: Tab): tab is ScreenTab => 'screen' in tab;

export const MAX_VIEWS = 100;

/** The named route of a URL path: a resource's list, create, edit or show screen. */
export const routeTab = (pathname: string, resources: readonly string[]): EntityTab | undefined => {
  const path = pathname.replace(/\/+$/, '') || '/';
  // Longest name first, so `a/b` wins over `a` for `/a/b/1`.
  for (const resource of [...resources].sort((a, b) => b.length - a.length)) {
    const base = `/${resource}`;
    if (path === base) return { path, resource, view: 'list' };
    if (!path.startsWith(`${base}/`)) continue;
    const [segment, extra, ...more] = path.slice(base.length + 1).split('/');
    if (more.length > 0 || segment === '') return undefined;
    if (segment === 'create' && extra === undefined) return { path, resource, view: 'create' };
    if (extra !== undefined && extra !== 'show') return undefined;
    const raw = decodeURIComponent(segment);
    const id = /^\d+$/.test(raw) ? Number(raw) : raw;
    return { path, resource, view: extra === 'show' ? 'show' : 'edit', id };
  }
  return undefined;
};

/**
 * The screen of a URL that is no entity's (screens.ts), as a tab: its path with the query
 * parameters that tell its views apart (in the screen's order), the others left out.
 */
export const screenTab = (pathname: string, search: string, screens: readonly ScreenRoute[]): ScreenTab | undefined => {
  const path = pathname.replace(/\/+$/, '') || '/';
  const screen = screens.find((s) => `/${s.path}` === path);
  if (!screen) return undefined;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of screen.keys ?? []) {
    const value = given.get(key);
    if (value !== null) kept.set(key, value);
  }
  const query = kept.toString();
  return { path: query ? `${path}?${query}` : path, screen: screen.path };
};

/** The tab of a URL: an entity's screen, else another screen of the shell; none for other addresses (redirects, errors). */
export const tabAt = (pathname: string, search: string, resources: readonly string[], screens: readonly ScreenRoute[]): Tab | undefined =>
  routeTab(pathname, resources) ?? screenTab(pathname, search, screens);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The title a tab (and the browser) shows for a screen, in the current language: a list's the
 * entity's plural name, a create screen's its noun phrase ("Nowa przyczyna"), a record's its
 * representation ("RK/00012/2026") or its number until it was read; another screen's its title
 * from screens.ts ("Raport zamówień").
 */
export const tabTitle = (tab: Tab, translate: Translate, screens: readonly ScreenRoute[]): string => {
  if (isScreenTab(tab)) {
    const screen = screens.find((s) => s.path === tab.screen);
    return tab.label ?? (screen ? translate(screen.title) : tab.path);
  }
  const name = (count: number) => translate(`resources.${tab.resource}.name`, { smart_count: count });
  if (tab.view === 'list') return name(2);
  if (tab.view === 'create') return translate(`resources.${tab.resource}.page.create`);
  return tab.label ?? translate('app.tabs.edit', { name: name(1), id: tab.id });
};

/** The access key a user needs for the tab's screen; undefined for a screen the portal no longer has. */
export const tabAccess = (tab: Tab, screens: readonly ScreenRoute[], entityAccess: (resource: string) => string | undefined): string | undefined =>
  isScreenTab(tab) ? screens.find((s) => s.path === tab.screen)?.access : entityAccess(tab.resource);

/** Opens a tab; a tab already open for the same path stays where it is. */
export const addTab = (tabs: readonly Tab[], tab: Tab): Tab[] => (tabs.some((t) => t.path === tab.path) ? [...tabs] : [...tabs, tab]);

/** Closes one tab; affix tabs stay. */
export const closeTab = (tabs: readonly Tab[], path: string): Tab[] => tabs.filter((t) => t.affix || t.path !== path);

/** Keeps the given tab and the affix tabs. */
export const closeOthers = (tabs: readonly Tab[], path: string): Tab[] => tabs.filter((t) => t.affix || t.path === path);

/** Keeps only the affix tabs. */
export const closeAll = (tabs: readonly Tab[]): Tab[] => tabs.filter((t) => t.affix);

/**
 * Puts the affix tabs first and marks them; tabs that were affix before and are no longer
 * (another start page after a change of rights) are dropped.
 */
export const withAffix = (tabs: readonly Tab[], affix: readonly Tab[]): Tab[] => {
  const fixed = affix.map((t) => ({ ...t, affix: true }));
  const paths = new Set(fixed.map((t) => t.path));
  return [...fixed, ...tabs.filter((t) => !t.affix && !paths.has(t.path))];
};

/**
 * Where to go after tabs were closed while `activePath` was shown: nowhere when its tab is still
 * open, else the last remaining tab, else the root.
 */
export const nextAfterClose = (remaining: readonly Tab[], activePath: string): string | undefined => {
  if (remaining.some((t) => t.path === activePath)) return undefined;
  return remaining.at(-1)?.path ?? '/';
};

/**
 * The tabs with the record of `resource` and `id` named `label` (edit and show tabs alike); the
 * same array when nothing changes, so a state setter can skip the render.
 */
export const withLabel = (tabs: Tab[], resource: string, id: string | number, label: string): Tab[] => {
  const matches = (t: Tab) => !isScreenTab(t) && t.resource === resource && t.id !== undefined && String(t.id) === String(id) && t.label !== label;
  return tabs.some(matches) ? tabs.map((t) => (matches(t) ? { ...t, label } : t)) : tabs;
};

/** What names a record on its tab: its representation field, when it holds something. */
export const recordLabel = (record: unknown, field: string): string | undefined => {
  if (typeof record !== 'object' || record === null) return undefined;
  const value = (record as Record<string, unknown>)[field];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 80) : undefined;
};

/** The flag of spec §9: more than MAX_VIEWS views are open. */
/** The tabs showing a record (its edit or detail screen): those a change of the record concerns. */
export const recordTabs = (tabs: readonly Tab[], resource: string, id: string | number): string[] =>
  tabs.filter((tab) => !isScreenTab(tab) && tab.resource === resource && (tab.view === 'edit' || tab.view === 'show') && String(tab.id) === String(id)).map((tab) => tab.path);

export const tooManyViews = (tabs: readonly Tab[]): boolean => tabs.length > MAX_VIEWS;

const VIEWS: readonly TabView[] = ['list', 'create', 'edit', 'show'];

const isTab = (value: unknown): value is Tab => {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  const common = typeof t.path === 'string' && t.path.startsWith('/') && (t.affix === undefined || typeof t.affix === 'boolean') && (t.label === undefined || typeof t.label === 'string');
  if (!common) return false;
  if ('screen' in t) return typeof t.screen === 'string' && t.resource === undefined;
  return typeof t.resource === 'string' && VIEWS.includes(t.view as TabView) && (t.id === undefined || typeof t.id === 'string' || typeof t.id === 'number');
};

/** The stored form: the tabs with the id of the user they belong to. */
export const serializeTabs = (owner: string, tabs: readonly Tab[]): string => JSON.stringify({ owner, tabs });

/** Tabs read back from storage: only well-formed ones, and none if they belong to someone else. */
export const parseTabs = (raw: string | null, owner: string | undefined): Tab[] => {
  if (!raw || owner === undefined) return [];
  try {
    const data = JSON.parse(raw) as { owner?: unknown; tabs?: unknown };
    if (data.owner !== owner || !Array.isArray(data.tabs)) return [];
    return data.tabs.filter(isTab);
  } catch {
    return [];
  }
};
