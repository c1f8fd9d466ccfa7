import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { storedUser } from '../authProvider';
import { entityByResource, registry } from '../schemas/registry';
import { SCREEN_ROUTES } from './screens';
import type { Tab } from './tabs';
import { addTab, closeAll, closeOthers, closeTab, isScreenTab, nextAfterClose, parseTabs, recordLabel, routeTab, serializeTabs, tabAccess, tabAt, tabTitle, withAffix, withLabel } from './tabs';
import { useStartPage } from './useStartPage';

const STORAGE_KEY = 'zaplecze.tabs';
const RESOURCES = registry.map((entity) => entity.menu);

/** Forgets the stored tabs (sign-out closes every tab). */
export const clearStoredTabs = () => sessionStorage.removeItem(STORAGE_KEY);

type TabsApi = {
  tabs: Tab[];
  active?: string;
  /** Bumped by "refresh": the content is keyed by it, so the view mounts anew. */
  refreshKey: number;
  open: (path: string) => void;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: () => void;
  refresh: (path: string) => void;
  /** Closes every tab, affix ones included, and forgets them: for sign-out. */
  reset: () => void;
};

const TabsContext = createContext<TabsApi | undefined>(undefined);

export const useTabs = (): TabsApi => {
  const api = useContext(TabsContext);
  if (!api) throw new Error('useTabs outside TabsProvider');
  return api;
};

/** The title a tab (and the browser) shows for a screen, in the current language (tabs.ts tabTitle). */
export const useTabTitle = () => {
  const translate = useTranslate();
  return useCallback((tab: Tab) => tabTitle(tab, translate, SCREEN_ROUTES), [translate]);
};

/** The tab of the screen at the current address, if it is one (an entity's screen or another of screens.ts). */
export const useCurrentTab = (): Tab | undefined => {
  const { pathname, search } = useLocation();
  return useMemo(() => tabAt(pathname, search, RESOURCES, SCREEN_ROUTES), [pathname, search]);
};

/**
 * Keeps a tab for every visited screen the user may open (an entity's list, create or edit
 * screen, a report, an analysis, the mailbox…), with the start page as the affix tab; the tabs
 * survive a reload (session storage) but not a sign-out.
 */
export const TabsProvider = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const refreshData = useRefresh();
  const queryClient = useQueryClient();
  const { path: start, modules } = useStartPage();
  const [owner] = useState(() => {
    const user = storedUser();
    return user ? String(user.id) : undefined;
  });
  const [tabs, setTabs] = useState<Tab[]>(() => parseTabs(sessionStorage.getItem(STORAGE_KEY), owner));
  const [refreshKey, setRefreshKey] = useState(0);
  const current = useCurrentTab();
  const currentPath = current?.path;

  // Rights are known only once the modules have loaded; until then no tab is added or dropped.
  const allowed = useCallback(
    (tab: Tab) => !!modules && modules.includes(tabAccess(tab, SCREEN_ROUTES, (resource) => entityByResource(resource)?.access) ?? ''),
    [modules],
  );

  // Brought in line with the shown screen and the rights while rendering (not in an effect), so
  // the strip never shows a stale state for a frame: the start page as the affix tab, the tabs of
  // screens the user may no longer open dropped, the current screen added.
  const [syncedFor, setSyncedFor] = useState<string>();
  const syncKey = modules ? [currentPath, start, ...modules].join('\n') : undefined;
  if (syncKey !== undefined && syncKey !== syncedFor) {
    setSyncedFor(syncKey);
    const affix = start ? routeTab(start, RESOURCES) : undefined;
    const kept = withAffix(tabs.filter(allowed), affix ? [affix] : []);
    setTabs(current && allowed(current) ? addTab(kept, current) : kept);
  }

  useEffect(() => {
    if (owner) sessionStorage.setItem(STORAGE_KEY, serializeTabs(owner, tabs));
  }, [owner, tabs]);

  // A record read for its screen (react-admin's getOne, kept in the query cache) names its tabs.
  // A list fills the cache with a getOne entry per row: only a record with an open tab changes
  // anything, and the change waits for a microtask, off whatever render filled the cache.
  const openTabs = useRef(tabs);
  useEffect(() => {
    openTabs.current = tabs;
  }, [tabs]);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const [resource, kind, params] = event.query.queryKey as [unknown, unknown, { id?: unknown } | undefined];
        if (typeof resource !== 'string' || kind !== 'getOne' || (typeof params?.id !== 'string' && typeof params?.id !== 'number')) return;
        const id = params.id;
        const entity = entityByResource(resource);
        const label = entity && recordLabel(event.action.data, entity.recordRepresentation);
        if (!label || withLabel(openTabs.current, resource, id, label) === openTabs.current) return;
        queueMicrotask(() => setTabs((open) => withLabel(open, resource, id, label)));
      }),
    [queryClient],
  );

  const api = useMemo<TabsApi>(() => {
    const apply = (change: (open: Tab[]) => Tab[]) => {
      const remaining = change(tabs);
      // A closed record screen drops its record from the cache (spec §2), so reopening reads it anew.
      for (const closed of tabs.filter((tab) => !remaining.some((kept) => kept.path === tab.path))) {
        if (!isScreenTab(closed) && closed.id !== undefined) queryClient.removeQueries({ queryKey: [closed.resource, 'getOne', { id: String(closed.id) }] });
      }
      setTabs(remaining);
      const next = nextAfterClose(remaining, currentPath ?? pathname);
      if (next && currentPath) navigate(next);
    };
    return {
      tabs,
      active: currentPath,
      refreshKey,
      open: (path) => navigate(path),
      close: (path) => apply((open) => closeTab(open, path)),
      // When the shown screen is among the closed, nextAfterClose lands on the kept tab (the last).
      closeOthers: (path) => apply((open) => closeOthers(open, path)),
      closeAll: () => apply(closeAll),
      refresh: (path) => {
        if (path !== (currentPath ?? pathname)) navigate(path);
        refreshData();
        setRefreshKey((key) => key + 1);
      },
      reset: () => {
        setTabs([]);
        clearStoredTabs();
      },
    };
  }, [tabs, currentPath, pathname, refreshKey, navigate, refreshData, queryClient]);

  return <TabsContext.Provider value={api}>{children}</TabsContext.Provider>;
};
