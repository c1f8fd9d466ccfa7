import { describe, expect, it } from 'vitest';
import { setUpBrowserApp, signIn } from '../support/browser';
import { loadFirstReclamationRow } from '../support/firstRow';
import { describeScripts, FIRST_ROW_JS_LIMIT_BYTES, LAZY_ONLY } from '../support/initialScripts';
import type { OkBody, Row } from '../support/testApp';

/**
 * What the browser really loads before the first reclamation row: the shell and the list, not the
 * reports, statistics, forms or editors (they load on first use).
 */
const browser = setUpBrowserApp();

describe('initial load', () => {
  it('loads at most 392 kB of gzipped JavaScript before the first reclamation row is shown, none of a custom page', async () => {
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

  it('a list filter loads its input when it is first shown from the filter menu', async () => {
    const api = await browser.adminApi();
    const made = await api.post<OkBody<Row>>('/api/createreclamation', { status: 17, client_surname: 'Filtrowany' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { page } = browser;
    await signIn(page);
    await page.goto('/reclamations');
    await page.getByRole('main').locator('tbody tr').first().waitFor();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(new URL(response.url()).pathname);
    });
    await page.getByRole('button', { name: 'Dodaj filtr' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Data przyjęcia od' }).click();
    // The date picker of the filter, labelled, in the filter form.
    await page.locator('[data-source="input_date_gte"]').getByText('Data przyjęcia od').first().waitFor();
    expect(scripts.some((file) => /FilterInputs/.test(file)), scripts.join('\n')).toBe(true);
  });
});
