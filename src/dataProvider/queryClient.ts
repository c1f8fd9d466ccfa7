import type { Query } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';

/** A query no screen waits for that never got an answer and is not being asked: nothing to keep. */
const abandoned = (query: Query): boolean => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && query.getObserversCount() === 0;

/**
 * The portal's cache of answers (react-query), which forgets the queries left with no answer and
 * no one to wait for them.
 *
 * Such a query stays in react-query's cache until it is garbage collected, minutes later: a
 * screen rendered and dropped before it showed (a list left for a record while it was being drawn)
 * leaves the queries its render made, never asked; one whose last screen went while it was asked
 * (a list's rights check cut short) is put back as it was before, never answered. react-admin reads
 * the rights checks of a screen without subscribing to them (useIsAuthPending) and takes such a
 * query for one still under way: a record's form that met the list's abandoned `canAccess` check
 * showed its loader until then, although its own check had long been answered. Whenever a screen
 * starts or stops waiting for a query, the abandoned ones are forgotten; the next screen that needs
 * one asks again (a screen whose query was forgotten between its render and its start asks the
 * cache anew when it fetches).
 */
export const createQueryClient = (): QueryClient => {
  const client = new QueryClient();
  const cache = client.getQueryCache();
  cache.subscribe((event) => {
    if (event.type !== 'observerAdded' && event.type !== 'observerRemoved') return;
    for (const query of cache.getAll()) if (abandoned(query)) cache.remove(query);
  });
  return client;
};
