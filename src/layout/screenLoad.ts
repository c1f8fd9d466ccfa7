/** Spec §9: a screen's code (a chunk loaded on first use) that has not arrived in 120 seconds has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/**
 * A screen's code did not arrive: the request failed (network, or a chunk of an earlier build that
 * is gone after a deploy) or it took longer than CHUNK_TIMEOUT_MS.
 */
export class ScreenLoadError extends Error {
  readonly timedOut: boolean;

  constructor(timedOut: boolean, cause?: unknown) {
    super(timedOut ? `The screen's code did not arrive in ${CHUNK_TIMEOUT_MS / 1000} s` : `The screen's code could not be loaded: ${String(cause)}`, { cause });
    this.name = 'ScreenLoadError';
    this.timedOut = timedOut;
  }
}

/** `load()` as a ScreenLoadError when it fails or has not settled within `timeoutMs`. */
export const loadWithin = <T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadError(true)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ScreenLoadError ? error : new ScreenLoadError(false, error));
      },
    );
  });

/** The entry script a page names (`/assets/index-<hash>.js` in a build). */
const entryScript = (document: Document): string | undefined => document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? undefined;

/**
 * Whether the server now sends another build than the one this page runs: its page (asked past
 * every cache) names another entry script. Then the chunks this page knows may be gone, and only a
 * reload brings the current ones. No when it cannot tell (no answer, no script named).
 */
export const newBuildDeployed = async (): Promise<boolean> => {
  const mine = entryScript(document);
  if (!mine) return false;
  try {
    const response = await fetch('/', { cache: 'no-store', credentials: 'same-origin', headers: { Accept: 'text/html' } });
    if (!response.ok) return false;
    const current = entryScript(new DOMParser().parseFromString(await response.text(), 'text/html'));
    return current !== undefined && current !== mine;
  } catch {
    return false;
  }
};
