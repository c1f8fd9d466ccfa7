import type { ComponentType } from 'react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { DelayedLoader } from './DelayedLoader';
import { ScreenBoundary } from './ScreenBoundary';
import { loadWithin, newBuildDeployed } from './screenLoad';

/**
 * A screen loaded on first use: the delayed loader while its code arrives (spec §9: after 400 ms,
 * a message after 10 s) and, when the code cannot be fetched or has not arrived in 120 s, a
 * message with "Spróbuj ponownie": it fetches the code again or, when a new build of the portal
 * has replaced the one this page runs (whose chunks are gone), reloads the page.
 *
 * @example
 * const RegisterPage = lazyScreen(() => import('./screens/RegisterPage').then((m) => ({ default: m.RegisterPage })));
 */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>): LazyScreen => {
  // One download shared by `preload` and the first render; a failed one is tried again next time.
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () =>
    (loading ??= loadWithin(load).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  // React keeps a failed lazy component failed: a retry needs a new one.
  let Screen = lazy(loadOnce);
  const LazyScreen = () => {
    const [attempt, setAttempt] = useState(0);
    const retry = useCallback(async () => {
      if (await newBuildDeployed()) {
        window.location.reload();
        return;
      }
      Screen = lazy(loadOnce);
      setAttempt((n) => n + 1);
    }, []);
    return (
      <ScreenBoundary resetKey={attempt} onRetryLoad={retry}>
        <Suspense fallback={<DelayedLoader />}>
          <Screen />
        </Suspense>
      </ScreenBoundary>
    );
  };
  LazyScreen.preload = () => {
    loadOnce().catch(() => undefined);
  };
  return LazyScreen;
};

/** A screen loaded on first use whose code can be fetched ahead of it (`preload`, errors left to the render). */
export type LazyScreen = ComponentType & { preload: () => void };

export const isLazyScreen = (component: unknown): component is LazyScreen =>
  typeof component === 'function' && typeof (component as Partial<LazyScreen>).preload === 'function';

/**
 * A named export of a module as a screen loaded on first use: how the views of an entity
 * (src/custom/<module>/<entity>/index.ts, listed in src/custom/views.ts) and custom pages are registered, so that their code
 * and libraries stay out of the initial JavaScript.
 *
 * @example
 * const ReclamationList = lazyView(() => import('./ReclamationList'), 'ReclamationList');
 */
export const lazyView = <M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K): LazyScreen =>
  lazyScreen(() => load().then((m) => ({ default: m[name] })));
