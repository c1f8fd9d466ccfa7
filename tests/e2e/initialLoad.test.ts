import { describe, expect, it } from 'vitest';
import { setUpBrowserApp } from '../support/browser';
import { loadFirstReclamationRow } from '../support/firstRow';
import { describeScripts, FIRST_ROW_JS_LIMIT_BYTES, LAZY_ONLY } from '../support/initialScripts';
import type { OkBody, Row } from '../support/testApp';

/**
 * What the browser really loads before the first reclamation row: the shell and the list, not the
 * reports, statistics, forms or editors (they load on first use).
 */
const browser = setUpBrowserApp();

describe('initial load', () => {
  it('loads at most 429 kB of gzipped JavaScript before the first reclamation row is shown, none of a custom page', async () => {
    const api = await browser.adminApi();
    const made = await api.post<OkBody<Row>>('/api/createreclamation', { status: 17, client_surname: 'Pierwszy wiersz' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);

    const load = await loadFirstReclamationRow(browser.browser, browser.baseUrl, await browser.testApp.login());
    const listed = describeScripts(load.scripts);
    expect(load.scripts.length, listed).toBeGreaterThan(0);
    expect(load.gzipBytes, `JavaScript before the first row above the limit:\n${listed}`).toBeLessThanOrEqual(FIRST_ROW_JS_LIMIT_BYTES);
    // None of the custom pages' libraries: the flow editor, the code editor, the charts.
    expect(load.scripts.map((s) => s.file).filter((file) => LAZY_ONLY.test(file)), listed).toEqual([]);
  });
});
