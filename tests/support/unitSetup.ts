import { afterAll, vi } from 'vitest';

// Component tests (the files that ask for jsdom) wait for what the screen shows; on a busy
// two-core machine a render that takes over a second is slow, not wrong, so they wait up to
// five seconds for it.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}

// The unit files of a worker share one module cache and, for the component files, one jsdom
// window (vitest.config.ts: `isolate: false`). Whatever a file leaves behind is put back as a fresh
// window and fresh modules would have it before the next file starts.
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof window === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  await forgetEmotionStyles();
});

/**
 * Emotion (MUI's styling) writes each style rule once per window into a <style> of its own and
 * remembers that it did. The next file starts with none of them, as in a window of its own: left
 * in place, every file's rules would add up, and jsdom's getComputedStyle, which the role queries
 * call for each element, reads all of them each time.
 */
const forgetEmotionStyles = async () => {
  const [{ __unsafe_useEmotionCache: useEmotionCache }, { act, createElement }, { createRoot }] = await Promise.all([
    import('@emotion/react'),
    import('react'),
    import('react-dom/client'),
  ]);
  // The cache MUI's components use unless given another: the default of Emotion's context.
  let cache: ReturnType<typeof useEmotionCache> = null;
  const Probe = () => {
    cache = useEmotionCache();
    return null;
  };
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(createElement(Probe)));
  await act(async () => root.unmount());
  const found = cache as ReturnType<typeof useEmotionCache>;
  if (!found) return;
  found.sheet.flush();
  for (const name of Object.keys(found.inserted)) delete found.inserted[name];
};
