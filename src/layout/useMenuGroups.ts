import { useCallback, useEffect, useMemo } from 'react';
import { useStore, useStoreContext } from 'react-admin';

/** A menu's groups by id: `true` unfolded, `false` folded by the user; a group not named follows the active screen. */
export type MenuGroupsState = Readonly<Record<string, boolean>>;

const NONE: MenuGroupsState = {};

/**
 * Which groups of a side menu are unfolded. A group unfolds when the active screen is in it and
 * then stays unfolded until the user folds it: it never folds by itself.
 *
 * The address changes at once on a navigation, but the location the menu is drawn for only once
 * the next screen is ready (react-router renders it as a transition); while the portal settles
 * after a page load that took up to two seconds on a busy machine (a page opened by its address
 * that sends the user on to the access-denied page). A group that folded as the drawn screen left
 * it folded under the user's pointer, that long after it had been shown unfolded.
 *
 * Kept in react-admin's store (the browser's local storage, emptied at sign-out), not in the menu
 * component: it outlives the menu being mounted again (hidden and shown from the top bar, the
 * drawer of a narrow window) and a reload, and the drawer and the side panel share it.
 *
 * @param key the store's key of one menu
 * @param active the ids of the groups that hold the active screen
 */
export const useMenuGroups = (key: string, active: readonly string[]) => {
  const [groups] = useStore<MenuGroupsState>(key, NONE);
  const { getItem, setItem } = useStoreContext();
  // Each change is made to the store's latest value: two changes before a render both count.
  const update = useCallback(
    (change: (current: MenuGroupsState) => MenuGroupsState) => {
      const current = getItem<MenuGroupsState>(key, NONE) ?? NONE;
      const next = change(current);
      if (next !== current) setItem(key, next);
    },
    [key, getItem, setItem],
  );

  // A group shown unfolded because it holds the active screen is kept unfolded after the screen leaves it.
  const activeIds = active.join('\n');
  useEffect(() => {
    const ids = activeIds ? activeIds.split('\n') : [];
    update((current) => {
      const added = ids.filter((id) => current[id] === undefined);
      return added.length ? { ...current, ...Object.fromEntries(added.map((id) => [id, true])) } : current;
    });
  }, [activeIds, update]);

  return useMemo(() => {
    const holdsActive = (id: string) => activeIds.split('\n').includes(id);
    return {
      isOpen: (id: string) => groups[id] ?? holdsActive(id),
      toggle: (id: string) => update((current) => ({ ...current, [id]: !(current[id] ?? holdsActive(id)) })),
    };
  }, [groups, activeIds, update]);
};
