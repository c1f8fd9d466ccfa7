import type { ComponentType } from 'react';
import { lazy, Suspense } from 'react';
import { DelayedLoader } from './DelayedLoader';
import { ScreenBoundary } from './ScreenBoundary';

/**
 * A screen loaded on first use: the delayed loader while its code arrives, an error message
 * (instead of a blank page) when the chunk cannot be fetched.
 *
 * @example
 * const RegisterPage = lazyScreen(() => import('./custom/pages/RegisterPage').then((m) => ({ default: m.RegisterPage })));
 */
export const lazyScreen = (load: () => Promise<{ default: ComponentType }>): LazyScreen => {
  // One download shared by `preload` and the first render; a failed one is tried again next time.
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Screen = lazy(loadOnce);
  const LazyScreen = () => (
    <ScreenBoundary>
      <Suspense fallback={<DelayedLoader />}>
        <Screen />
      </Suspense>
    </ScreenBoundary>
  );
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
 * (src/resources/overrides/<entity>/index.ts) and custom pages are registered, so that their code
 * and libraries stay out of the initial JavaScript.
 *
 * @example
 * const ReclamationList = lazyView(() => import('./ReclamationList'), 'ReclamationList');
 */
export const lazyView = <M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K): LazyScreen =>
  lazyScreen(() => load().then((m) => ({ default: m[name] })));
