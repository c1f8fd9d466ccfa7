import type { QueryCacheNotifyEvent } from '@tanstack/react-query';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './queryClient';

const CHECK = ['auth', 'canAccess', { resource: 'reclcatalogs/reclstates', action: 'edit' }];
const SESSION = ['auth', 'checkAuth', {}];

/** The next event of the cache that `matches`, as its listeners get it (after the portal's own listener). */
const cacheEvent = (client: QueryClient, matches: (event: QueryCacheNotifyEvent) => boolean) =>
  new Promise<void>((resolve) => {
    const stop = client.getQueryCache().subscribe((event) => {
      if (!matches(event)) return;
      stop();
      resolve();
    });
  });

const answered = (client: QueryClient) => cacheEvent(client, (event) => event.query === client.getQueryCache().find({ queryKey: CHECK, exact: true }) && event.query.state.status === 'success');

/**
 * A screen that asks the rights check (its request reads the abort signal, as react-admin's does)
 * and goes before the answer; asked again, the check answers at once.
 */
const leaveWhileAsking = async (client: QueryClient) => {
  let asked = 0;
  const observer = new QueryObserver(client, {
    queryKey: CHECK,
    queryFn: ({ signal }) => (++asked === 1 ? new Promise<boolean>((resolve) => signal.addEventListener('abort', () => resolve(false))) : Promise.resolve(true)),
  });
  const unsubscribe = observer.subscribe(() => {});
  expect(client.getQueryState(CHECK)?.fetchStatus).toBe('fetching');
  const left = cacheEvent(client, (event) => event.type === 'observerRemoved');
  unsubscribe();
  await left;
};

describe('the portal\'s query cache and the rights checks left behind', () => {
  it('answers a check whose last screen left while it was asked: no "still checking" is left behind', async () => {
    const client = createQueryClient();
    const done = answered(client);
    await leaveWhileAsking(client);
    await done;
    expect(client.getQueryState(CHECK)).toMatchObject({ status: 'success', data: true });
  });

  it('answers the checks of a screen rendered and dropped before it showed, once another screen starts', async () => {
    const client = createQueryClient();
    // A render builds its queries in the cache; a render that is dropped never starts them.
    new QueryObserver(client, { queryKey: CHECK, queryFn: async () => true });
    expect(client.getQueryState(CHECK)).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
    const done = answered(client);
    const unsubscribe = new QueryObserver(client, { queryKey: ['reclcatalogs/reclstates', 'getList'], queryFn: async () => [] }).subscribe(() => {});
    await done;
    expect(client.getQueryState(CHECK)).toMatchObject({ status: 'success', data: true });
    unsubscribe();
  });

  it('leaves react-admin its own session check, which it clears and asks again when the user signs out and in', async () => {
    const client = createQueryClient();
    let asked = 0;
    new QueryObserver(client, { queryKey: SESSION, queryFn: async () => ++asked > 0 });
    const started = cacheEvent(client, (event) => event.type === 'observerAdded');
    const unsubscribe = new QueryObserver(client, { queryKey: ['reclcatalogs/reclstates', 'getList'], queryFn: async () => [] }).subscribe(() => {});
    await started;
    expect(asked).toBe(0);
    expect(client.getQueryState(SESSION)).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
    unsubscribe();
  });

  it('is what react-query alone does not do: it keeps the check as never answered', async () => {
    const client = new QueryClient();
    await leaveWhileAsking(client);
    expect(client.getQueryState(CHECK)).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
  });
});
