import type { Browser, Response } from 'playwright-core';
import type { ScriptSize } from './initialScripts';
import { gzipSize } from './initialScripts';

export type FirstRowLoad = { ms: number; scripts: ScriptSize[]; gzipBytes: number };

const isScript = (response: Response) => response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js');

/**
 * A cold load of the reclamation list as a signed-in user opens it: a new browser context (empty
 * cache) with the session cookie set before navigating, timed from `goto('/reclamations')` until
 * the first row of the list is shown. Also what JavaScript arrived until then (gzip, level 9).
 */
export const loadFirstReclamationRow = async (browser: Browser, baseUrl: string, sessionCookie: string, timeoutMs = 20_000): Promise<FirstRowLoad> => {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'pl-PL', viewport: { width: 1366, height: 800 } });
  try {
    const [name, ...value] = sessionCookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url: baseUrl }]);
    const page = await context.newPage();
    const responses: Response[] = [];
    let shown = false;
    page.on('response', (response) => {
      if (!shown && isScript(response)) responses.push(response);
    });
    const start = performance.now();
    await page.goto('/reclamations', { timeout: timeoutMs });
    await page.getByRole('main').locator('tbody tr').first().waitFor({ timeout: timeoutMs });
    const ms = performance.now() - start;
    shown = true;
    const scripts = await Promise.all(
      responses.map(async (r) => {
        const body = await r.body();
        return { file: new URL(r.url()).pathname, bytes: body.length, gzipBytes: gzipSize(body) };
      }),
    );
    return { ms, scripts, gzipBytes: scripts.reduce((n, s) => n + s.gzipBytes, 0) };
  } finally {
    await context.close();
  }
};
