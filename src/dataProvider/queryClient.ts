import type { Query } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';

/**
 * A rights check (react-admin's `['auth', 'canAccess', …]`) no screen waits for that never got an
 * answer and is not being asked.
 */
const abandonedCheck = (query: Query): boolean =>
  query.queryKey[0] === 'auth' && query.queryKey[1] === 'canAccess' && query.state.status === 'pending' && query.state.fetchStatus === 'idle' && query.getObserversCount() === 0;

/**
 * The portal's cache of answers (react-query), which answers the rights checks left with no answer
 * and no one to wait for them.
 *
 * Such a check would stay unanswered in react-query's cache until it is garbage collected, minutes
 * later: a screen rendered and dropped before it showed (a list left for a record while it was
 * being drawn) leaves the checks its render made, never asked; one whose last screen went while it
 * was asked (a list's check cut short) is put back as it was before, never answered. react-admin
 * reads the rights checks of a screen without subscribing to them (useIsAuthPending) and takes
 * such a check for one still under way: a record's form that met the list's abandoned `canAccess`
 * check showed its loader until then, although its own check had long been answered. Whenever a
 * screen starts or stops waiting for a query, each abandoned check is asked to its end (a check is
 * the user's rights as the portal already holds them: no request). Nothing is removed from the
 * cache: a screen about to wait for a check keeps the one it holds.
 */
export const createQueryClient = (): QueryClient => {
  const client = new QueryClient();
  const cache = client.getQueryCache();
  cache.subscribe((event) => {
    if (event.type !== 'observerAdded' && event.type !== 'observerRemoved') return;
    for (const query of cache.getAll()) if (abandonedCheck(query)) query.fetch().catch(() => undefined);
  });
  return client;
};
