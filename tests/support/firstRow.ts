import type { Browser, Response } from 'playwright-core';
import type { ScriptSize } from './initialScripts';
import { gzipSize } from './initialScripts';

/**
 * `ms`: from the start of the navigation to the first reclamation row on screen, as the page's own
 * clock tells it; `harnessMs`: the same seen from the test process (it adds the driver's round trips).
 */
export type FirstRowLoad = { ms: number; harnessMs: number; scripts: ScriptSize[]; gzipBytes: number };

const isScript = (response: Response) => response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js');

/**
 * Run in the page before its own scripts: watches the document for the first row of the list in
 * the main area and notes `performance.now()` (milliseconds since the navigation started) at the
 * first frame after it, when it is painted. A script's text, not a function, so that nothing of
 * the test's compiled code (helpers) has to exist in the page.
 */
const WATCH_FIRST_ROW = `
  window.__firstRowShown = new Promise(function (resolve) {
    var seen = false;
    var observer = new MutationObserver(function () {
      if (seen || !document.querySelector('main tbody tr')) return;
      seen = true;
      observer.disconnect();
      requestAnimationFrame(function () { resolve(performance.now()); });
    });
    observer.observe(document, { subtree: true, childList: true });
  });
`;

/**
 * A cold load of the reclamation list as a signed-in user opens it: a new browser context (empty
 * cache) with the session cookie set before navigating to `/reclamations`, until the first row of
 * the list is painted. Timed by the page (an observer of the document, no polling by the driver,
 * which would take the page's main thread); also what JavaScript arrived until then (gzip, level 9).
 */
export const loadFirstReclamationRow = async (browser: Browser, baseUrl: string, sessionCookie: string, timeoutMs = 20_000): Promise<FirstRowLoad> => {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'pl-PL', viewport: { width: 1366, height: 800 } });
  try {
    const [name, ...value] = sessionCookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url: baseUrl }]);
    const page = await context.newPage();
    await page.addInitScript({ content: WATCH_FIRST_ROW });
    const responses: Response[] = [];
    let shown = false;
    page.on('response', (response) => {
      if (!shown && isScript(response)) responses.push(response);
    });
    const start = performance.now();
    await page.goto('/reclamations', { timeout: timeoutMs });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`No reclamation row within ${timeoutMs} ms`)), timeoutMs);
    });
    const ms = await Promise.race([page.evaluate(() => (window as unknown as { __firstRowShown: Promise<number> }).__firstRowShown), timeout]).finally(() => clearTimeout(timer));
    const harnessMs = performance.now() - start;
    shown = true;
    const scripts = await Promise.all(
      responses.map(async (r) => {
        const body = await r.body();
        return { file: new URL(r.url()).pathname, bytes: body.length, gzipBytes: gzipSize(body) };
      }),
    );
    return { ms, harnessMs, scripts, gzipBytes: scripts.reduce((n, s) => n + s.gzipBytes, 0) };
  } finally {
    await context.close();
  }
};
