import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './queryClient';

const KEY = ['auth', 'canAccess', { resource: 'reclcatalogs/reclstates', action: 'edit' }];

/** A screen that asks a rights check (its request reads the abort signal, as react-admin's does) and goes before the answer. */
const leaveWhileAsking = async (client: QueryClient) => {
  let answer: (value: boolean) => void = () => {};
  const observer = new QueryObserver(client, {
    queryKey: KEY,
    queryFn: ({ signal }) => new Promise<boolean>((resolve) => {
      answer = resolve;
      signal.addEventListener('abort', () => resolve(false));
    }),
  });
  const unsubscribe = observer.subscribe(() => {});
  expect(client.getQueryState(KEY)?.fetchStatus).toBe('fetching');
  const left = observerEvent(client, 'observerRemoved');
  unsubscribe();
  answer(true);
  await left;
};

/** The cache's news that an observer came or left, as its listeners get it (after the portal's own listener). */
const observerEvent = (client: QueryClient, type: 'observerAdded' | 'observerRemoved') =>
  new Promise<void>((resolve) => {
    const stop = client.getQueryCache().subscribe((event) => {
      if (event.type !== type) return;
      stop();
      resolve();
    });
  });

describe('the portal\'s query cache', () => {
  it('forgets a query whose last screen left while it was asked: no "still checking" is left behind', async () => {
    const client = createQueryClient();
    await leaveWhileAsking(client);
    expect(client.getQueryState(KEY)).toBeUndefined();
  });

  it('forgets the queries of a screen rendered and dropped before it showed, once another screen starts', async () => {
    const client = createQueryClient();
    // A render builds its queries in the cache; a render that is dropped never starts them.
    new QueryObserver(client, { queryKey: KEY, queryFn: async () => true });
    expect(client.getQueryState(KEY)).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
    const started = observerEvent(client, 'observerAdded');
    const unsubscribe = new QueryObserver(client, { queryKey: ['auth', 'checkAuth', {}], queryFn: async () => true }).subscribe(() => {});
    await started;
    expect(client.getQueryState(KEY)).toBeUndefined();
    unsubscribe();
  });

  it('is what react-query alone does not do: it keeps the query as never answered', async () => {
    const client = new QueryClient();
    await leaveWhileAsking(client);
    expect(client.getQueryState(KEY)).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
  });

  it('keeps an answered query when its screen goes, for the next one to use', async () => {
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: KEY, queryFn: async () => true });
    const unsubscribe = observer.subscribe(() => {});
    await client.fetchQuery({ queryKey: KEY, queryFn: async () => true });
    const left = observerEvent(client, 'observerRemoved');
    unsubscribe();
    await left;
    expect(client.getQueryState(KEY)).toMatchObject({ status: 'success', data: true });
  });
});
