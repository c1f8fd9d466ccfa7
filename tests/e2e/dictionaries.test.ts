import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isValidNip } from '../../src/schemas/core';
import { entityByName } from '../../src/schemas/registry';
import { fieldMessage, openFromMenu, openSignedIn, pathOf, rawKeysIn, screenshot, setUpBrowserApp, submitLogin, visibleText, waitForPath } from '../support/browser';
import { customer } from '../../src/schemas/entities/customer';
import { buildRecord, createRow, entityCalls, uniqueToken, validNip } from '../support/entities';
import type { OkBody, Row } from '../support/testApp';

const REASONS = '/reclcatalogs/reclreasons';
const TYPES = '/reclcatalogs/recltypes';
const FIRMS = '/administration/othersettings/firms';
const STATUSES = '/reclcatalogs/reclstates';
const status = entityByName('reclamation_status');

const browser = setUpBrowserApp();

/** Polls a value until it passes the assertion (playwright's auto-waiting `expect` for vitest). */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });

const tabStrip = (page: Page) => page.getByRole('tablist', { name: 'Otwarte ekrany' });
/** The titles of the open tabs, left to right. */
const tabTitles = async (page: Page) => (await tabStrip(page).getByRole('tab').allInnerTexts()).map((t) => t.trim());
const tab = (page: Page, title: string) => tabStrip(page).getByRole('tab').filter({ has: page.getByText(title, { exact: true }) });

/** The data rows of the list on screen (the header row has no cells). */
const dataRows = (page: Page) => page.getByRole('main').getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
/** The texts of the rows of a one-column dictionary list, top to bottom. */
const rowTexts = async (page: Page) => (await dataRows(page).allInnerTexts()).map((t) => t.trim());
const rowWith = (page: Page, text: string) => dataRows(page).filter({ has: page.getByRole('cell', { name: text, exact: true }) });
/** The row being edited in place. */
const editedRow = (page: Page) => page.getByRole('main').locator('tr[data-editing]');
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
/** The status's update call (its answer), started by what `act` does. */
const updateAnswer = async (page: Page, act: () => Promise<void>) => {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/updatereclamationstatus')), act()]);
  return response;
};
/** The paging summary under a list, e.g. "1-10 z 12". */
const rangeInfo = (page: Page) => page.getByText(/^\d+-\d+ z \d+$/);

/** Clicks the submit button and answers the API response it caused. */
const saveAndAnswer = async (page: Page, button: Locator, urlPart: string) => {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes(urlPart) && r.request().method() !== 'GET'), button.click()]);
  return response;
};

describe('the reclamation dictionaries in the browser (Polish UI)', () => {
  it('sends a signed-out visitor from / to the Polish sign-in page, and signs the administrator in', async () => {
    const { page } = browser;
    await page.goto('/');
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('pl');
    expect(await page.title()).toBe('Logowanie · Zaplecze');
    expect(rawKeysIn(await visibleText(page))).toEqual([]);

    // Both fields are required: the form says so before any call.
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await eventually(() => page.getByText('To pole nie może być puste').count()).toBe(2);

    await submitLogin(page);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.getByRole('navigation', { name: 'Menu główne' }).waitFor();
    await page.getByRole('button', { name: 'Konto użytkownika' }).filter({ hasText: 'Witaj, Administrator' }).waitFor();
    // The start page is the affix tab: it has no close button.
    await eventually(() => tabStrip(page).getByRole('tab').count()).toBe(1);
    expect(await tabStrip(page).getByRole('tab').getByRole('button').count()).toBe(0);
  });

  it('opens two dictionaries from the side menu, each in its own tab', async () => {
    const { page } = browser;
    await openSignedIn(page, '/');
    const [start] = await tabTitles(page);

    await openFromMenu(page, ['Słowniki reklamacji'], 'Przyczyny');
    await waitForPath(page, REASONS);
    await page.getByRole('banner').getByRole('heading', { name: 'Przyczyny' }).waitFor();
    await eventually(() => rowTexts(page)).toContain('Błąd montażu');

    await openFromMenu(page, ['Słowniki reklamacji'], 'Typy reklamacji');
    await waitForPath(page, TYPES);
    await page.getByRole('banner').getByRole('heading', { name: 'Typy reklamacji' }).waitFor();
    await eventually(() => tabTitles(page)).toEqual([start, 'Przyczyny', 'Typy reklamacji']);
    await eventually(() => tab(page, 'Typy reklamacji').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Typy reklamacji' }).getAttribute('aria-current')).toBe('page');

    // A tab switches back to its screen.
    await tab(page, 'Przyczyny').click();
    await waitForPath(page, REASONS);
    await eventually(() => tab(page, 'Przyczyny').getAttribute('aria-selected')).toBe('true');
  });

  it('creates, edits and deletes a row; shows the required-field and duplicate errors', async () => {
    const { page } = browser;
    await openSignedIn(page, REASONS);
    const text = `Przyczyna e2e ${uniqueToken()}`;
    const changed = `${text} (zmieniona)`;

    // Create, first with a description that exists already: the server's 409 reaches the field.
    await page.getByRole('main').getByRole('link', { name: 'Utwórz' }).click();
    await waitForPath(page, `${REASONS}/create`);
    // The create screen's tab reads as its title: the entity's noun phrase, not "Przyczyna – nowa pozycja".
    await page.getByRole('banner').getByRole('heading', { name: 'Nowa przyczyna', exact: true }).waitFor();
    await eventually(() => tab(page, 'Nowa przyczyna').getAttribute('aria-selected')).toBe('true');
    expect(await tabTitles(page)).not.toContainEqual(expect.stringContaining('nowa pozycja'));
    const description = page.getByRole('textbox', { name: 'Opis' });
    await description.fill('Błąd montażu');
    const save = page.getByRole('button', { name: 'Zapisz', exact: true });
    const duplicate = await saveAndAnswer(page, save, '/api/createreclamationreason');
    expect(duplicate.status()).toBe(409);
    await eventually(() => fieldMessage(description)).toBe('Taka wartość już istnieje');
    await eventually(() => description.getAttribute('aria-invalid')).toBe('true');
    expect(pathOf(page)).toBe(`${REASONS}/create`);

    await description.fill(text);
    expect((await saveAndAnswer(page, save, '/api/createreclamationreason')).status()).toBe(200);
    await waitForPath(page, REASONS);
    await page.getByText('Element został utworzony').waitFor();
    await rowWith(page, text).waitFor();

    // Edit: an emptied required field is refused on the field, then a new text is saved.
    await rowWith(page, text).getByRole('link', { name: 'Otwórz' }).click();
    await waitForPath(page, new RegExp(`^${REASONS}/\\d+$`));
    await eventually(() => description.inputValue()).toBe(text);
    await description.fill('');
    await save.click();
    await eventually(() => fieldMessage(description)).toBe('To pole nie może być puste');
    await eventually(() => description.getAttribute('aria-invalid')).toBe('true');
    expect(pathOf(page)).toMatch(new RegExp(`^${REASONS}/\\d+$`));

    await description.fill(changed);
    expect((await saveAndAnswer(page, save, '/api/updatereclamationreason')).status()).toBe(200);
    await waitForPath(page, REASONS);
    await rowWith(page, changed).waitFor();
    expect(await rowWith(page, text).count()).toBe(0);

    // Delete through the confirmation dialog, which names the row.
    await rowWith(page, changed).getByRole('button', { name: 'Usuń' }).click();
    const dialog = page.getByRole('dialog', { name: `Usunąć „${changed}”?` });
    await dialog.getByText('Tej operacji nie można cofnąć.').waitFor();
    await dialog.getByRole('button', { name: 'Potwierdź' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rowWith(page, changed).waitFor({ state: 'detached' });
    await eventually(() => rowTexts(page)).toContain('Błąd montażu');
    expect(await rowTexts(page)).not.toContain(changed);
    const left = await (await browser.adminApi()).get<{ responseData: { description: string }[] }>('/api/getallreclamationreasons');
    expect(left.body.responseData.map((r) => r.description)).not.toContain(changed);
  });

  /** The types list's answer in the given order (the request the page makes after a sort). */
  const listAnswer = (page: Page, order: 'ASC' | 'DESC') =>
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/getallreclamationtypes' && url.searchParams.get('order') === order && response.status() === 200;
    });

  it('searches, sorts by a column and pages through more than 10 rows', async () => {
    const { page } = browser;
    const prefix = `Typ${uniqueToken()}`;
    const client = await browser.adminApi();
    const names = Array.from({ length: 12 }, (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`);
    for (const name of names) await createRow(client, entityByName('reclamation_type'), { description: name });

    await openSignedIn(page, TYPES);
    await eventually(() => rowTexts(page)).toHaveLength(10);
    const search = page.getByRole('main').getByPlaceholder('Szukaj');

    // Search: only the rows holding the text, ten on the first page.
    await search.fill(prefix);
    await eventually(() => rangeInfo(page).innerText()).toBe('1-10 z 12');
    await eventually(() => rowTexts(page)).toEqual(names.slice(0, 10));

    // Paging.
    await page.getByRole('button', { name: 'Przejdź do następnej strony' }).click();
    await eventually(() => rangeInfo(page).innerText()).toBe('11-12 z 12');
    await eventually(() => rowTexts(page)).toEqual(names.slice(10));
    await page.getByRole('button', { name: 'Przejdź do strony 1' }).click();
    await eventually(() => rowTexts(page)).toEqual(names.slice(0, 10));

    // Sorting by the column header turns the order round; a second click turns it back. The list
    // shows a page it has cached at once and asks again behind it: wait for that answer, or the
    // search typed next races the reload (and loses its text to it).
    const header = page.getByRole('columnheader').getByRole('button', { name: /Opis/i });
    const sortedDesc = listAnswer(page, 'DESC');
    await header.click();
    await sortedDesc;
    await eventually(() => rowTexts(page)).toEqual([...names].reverse().slice(0, 10));
    expect(new URL(page.url()).searchParams.get('order')).toBe('DESC');
    const sortedAsc = listAnswer(page, 'ASC');
    await header.click();
    await sortedAsc;
    await eventually(() => rowTexts(page)).toEqual(names.slice(0, 10));

    // A narrower search leaves one row; clearing it brings the whole list back. react-admin's filter
    // form takes its values back from the URL when a reload it started earlier lands, and a search
    // typed in that moment is wiped (seen once in a clean-clone run): the text is typed again only
    // when the box no longer holds it, and the list must then show the one row.
    await search.fill(`${prefix} 07`);
    await expect
      .poll(
        async () => {
          if ((await search.inputValue()) !== `${prefix} 07`) await search.fill(`${prefix} 07`);
          return rowTexts(page);
        },
        { timeout: 10_000, interval: 250 },
      )
      .toEqual([`${prefix} 07`]);
    await eventually(() => rangeInfo(page).innerText()).toBe('1-1 z 1');
    await search.fill('');
    await eventually(() => rangeInfo(page).innerText()).toMatch(/^1-10 z (\d+)$/);
    expect(Number((await rangeInfo(page).innerText()).split(' z ')[1])).toBeGreaterThanOrEqual(12);
  });

  it('closes other tabs, all tabs and refreshes a tab from its context menu', async () => {
    const { page } = browser;
    await openSignedIn(page, REASONS);
    const [start] = await tabTitles(page);
    await openFromMenu(page, ['Słowniki reklamacji'], 'Typy reklamacji');
    await waitForPath(page, TYPES);
    await openFromMenu(page, ['Słowniki reklamacji'], 'Sprawcy');
    await waitForPath(page, '/reclcatalogs/reclperpetrators');
    await eventually(() => tabTitles(page)).toEqual(expect.arrayContaining([start, 'Przyczyny', 'Typy reklamacji', 'Sprawcy']));

    // "Close others" on the current tab keeps the affix tab and this one.
    await tab(page, 'Sprawcy').click({ button: 'right' });
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Odśwież', 'Zamknij', 'Zamknij pozostałe', 'Zamknij wszystkie']);
    await menu.getByRole('menuitem', { name: 'Zamknij pozostałe' }).click();
    await eventually(() => tabTitles(page)).toEqual([start, 'Sprawcy']);
    expect(pathOf(page)).toBe('/reclcatalogs/reclperpetrators');

    // The affix tab cannot be closed on its own.
    await tab(page, start).click({ button: 'right' });
    expect(await page.getByRole('menuitem', { name: 'Zamknij', exact: true }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // "Refresh" reloads the list's data and stays on the page.
    await tab(page, 'Sprawcy').click({ button: 'right' });
    const [reload] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/getallreclamationperpetrators')),
      page.getByRole('menuitem', { name: 'Odśwież' }).click(),
    ]);
    expect(reload.status()).toBe(200);
    expect(pathOf(page)).toBe('/reclcatalogs/reclperpetrators');
    await eventually(() => tabTitles(page)).toEqual([start, 'Sprawcy']);
    await eventually(() => dataRows(page).count()).toBeGreaterThan(0);

    // "Close all" leaves the affix tab only, and shows its screen.
    await openFromMenu(page, ['Słowniki reklamacji'], 'Przyczyny');
    await eventually(() => tabTitles(page)).toEqual([start, 'Sprawcy', 'Przyczyny']);
    await tab(page, 'Przyczyny').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Zamknij wszystkie' }).click();
    await eventually(() => tabTitles(page)).toEqual([start]);
    await page.waitForURL((url) => url.pathname !== REASONS);
    await eventually(() => tab(page, start).getAttribute('aria-selected')).toBe('true');
  });

  it('switches the language to English and back; the choice survives a reload', async () => {
    const { page } = browser;
    await openSignedIn(page, REASONS);
    try {
      await page.getByRole('button', { name: 'Język' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();

      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('button', { name: 'Reclamation dictionaries' }).waitFor();
      await menu.getByRole('link', { name: 'Reclamation reasons' }).waitFor();
      await page.getByRole('columnheader').getByText('Description', { exact: true }).waitFor();
      await page.getByRole('main').getByRole('link', { name: 'Create' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('zaplecze.locale'))).toBe('en');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');

      await page.reload();
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Reclamation reasons' }).waitFor();
      await page.getByRole('columnheader').getByText('Description', { exact: true }).waitFor();
      await page.getByRole('banner').getByRole('heading', { name: 'Reclamation reasons' }).waitFor();
      expect(await page.getByRole('button', { name: 'Language' }).innerText()).toBe('English');
      expect(rawKeysIn(await visibleText(page))).toEqual([]);

      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: 'Polski' }).click();
      await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Przyczyny' }).waitFor();
      await page.getByRole('columnheader').getByText('Opis', { exact: true }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('zaplecze.locale'))).toBe('pl');
    } finally {
      // The other tests read the Polish UI, whatever happened here.
      await page.evaluate(() => localStorage.setItem('zaplecze.locale', 'pl'));
    }
  });

  it('signs out from the user menu; a deep link then asks to sign in and comes back', async () => {
    const { page } = browser;
    await openSignedIn(page, TYPES);
    await page.getByRole('button', { name: 'Konto użytkownika' }).click();
    await page.getByRole('menu').getByText('admin@test.local').waitFor();
    await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
    // The session is really gone on the server.
    expect(await page.evaluate(async () => (await fetch('/api/user/session')).status)).toBe(401);

    await page.goto(REASONS);
    await waitForPath(page, '/login?redirectFrom=%2Freclcatalogs%2Freclreasons');
    expect(new URL(page.url()).searchParams.get('redirectFrom')).toBe(REASONS);
    await page.getByRole('heading', { name: 'Logowanie' }).waitFor();

    await submitLogin(page);
    await waitForPath(page, REASONS);
    expect(new URL(page.url()).search).not.toContain('redirectFrom');
    await page.getByRole('banner').getByRole('heading', { name: 'Przyczyny' }).waitFor();
    await eventually(() => rowTexts(page)).toContain('Błąd montażu');
    // Signing out closed the tabs opened before: only the start page and this screen are open.
    await eventually(() => tabTitles(page)).toHaveLength(2);
    expect((await tabTitles(page))[1]).toBe('Przyczyny');
  });

  it('shows the 404 page for an unknown path, with a working Return Home button', async () => {
    const { page } = browser;
    await openSignedIn(page, REASONS);
    await page.goto('/some/unknown/path');
    await waitForPath(page, '/404');
    await page.getByRole('heading', { name: 'Nie znaleziono strony' }).waitFor();
    await page.getByText('404', { exact: true }).waitFor();
    expect(rawKeysIn(await visibleText(page))).toEqual([]);

    await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
    await page.waitForURL((url) => !['/404', '/', '/login'].includes(url.pathname));
    await page.getByRole('navigation', { name: 'Menu główne' }).waitFor();
    // Home is the start page: the affix tab, selected, its screen shown.
    const start = tabStrip(page).getByRole('tab').first();
    await eventually(() => start.getAttribute('aria-selected')).toBe('true');
    const title = (await start.innerText()).trim();
    await page.getByRole('banner').getByRole('heading', { name: title, exact: true }).waitFor();
  });

  it('exports what the list shows; sets a field of the selected rows at once; deletes them all or, when one is in use, names it and deletes the others on request', async () => {
    const { page } = browser;
    const admin = await browser.adminApi();
    const tag = `Masowo ${uniqueToken()}`;
    const made: Row[] = [];
    for (const n of [1, 2, 3]) made.push(await createRow(admin, customer, { ...(await buildRecord(admin, customer)), name: `${tag} ${n}`, phone: '100100100' }));
    expect((await admin.post('/api/order', { customerId: made[0].id, reference: 'W UŻYCIU', products: [] })).status).toBe(200);
    await openSignedIn(page, `/customers?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    const row = (n: number) => dataRows(page).filter({ hasText: `${tag} ${n}` });
    await row(3).waitFor();

    // The export writes what the list shows: its rows in its order, its columns headed as on screen.
    await page.getByRole('button', { name: 'Eksportuj' }).click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV (rozdzielany średnikami)' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^customer-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    const headers = (await page.getByRole('main').getByRole('columnheader').allInnerTexts()).map((text) => text.trim()).filter((text) => text !== '' && text !== 'Usuń');
    expect(lines[0].split(';')).toEqual(headers);
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual([`${tag} 1`, `${tag} 2`, `${tag} 3`]);

    await row(1).getByRole('checkbox').check();
    await row(2).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Zmień pole…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zmień pole w zaznaczonych rekordach (2)' });
    await dialog.getByRole('combobox', { name: 'Pole' }).click();
    await page.getByRole('option', { name: 'Telefon', exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Nowa wartość: Telefon' }).fill('555666777');
    const changed = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/bulk/customer');
    await dialog.getByRole('button', { name: 'Zmień (2)' }).click();
    expect((await changed).status()).toBe(200);
    await page.getByText('Zmieniono rekordów: 2.').waitFor();
    const phone = async (id: unknown) => (await admin.get<OkBody<Row>>(`/api/customer/${String(id)}`)).body.responseData.phone;
    expect([await phone(made[0].id), await phone(made[1].id), await phone(made[2].id)]).toEqual(['555666777', '555666777', '100100100']);

    for (const n of [1, 2, 3]) await row(n).getByRole('checkbox').check();
    // The selected rows' toolbar (react-admin's), not a row's own delete icon.
    await page.locator('[data-test="bulk-actions-toolbar"]').getByRole('button', { name: 'Usuń', exact: true }).click();
    await page.getByRole('dialog', { name: 'Usunąć zaznaczone rekordy (3)?' }).getByRole('button', { name: 'Usuń' }).click();
    const refused = page.getByRole('dialog', { name: 'Nie usunięto żadnego rekordu' });
    await refused.getByText(new RegExp(`^${tag} 1: .*Zamówienia klientów: 1`)).waitFor();
    expect((await admin.get(`/api/customer/${String(made[1].id)}`)).status).toBe(200);
    await refused.getByRole('button', { name: 'Usuń pozostałe (2)' }).click();
    await page.getByText('Usunięto rekordów: 2.').waitFor();
    expect([(await admin.get(`/api/customer/${String(made[0].id)}`)).status, (await admin.get(`/api/customer/${String(made[2].id)}`)).status]).toEqual([200, 404]);
  });

  it('sets the status of every record the filter finds, beyond the page, at once', async () => {
    const { page } = browser;
    const admin = await browser.adminApi();
    const tag = `Wszystkie ${uniqueToken()}`;
    for (let n = 1; n <= 12; n++) await createRow(admin, customer, { ...(await buildRecord(admin, customer)), name: `${tag} ${String(n).padStart(2, '0')}`, phone: '100100100' });
    await openSignedIn(page, `/customers?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    await page.getByText('1-10 z 12').waitFor();
    await page.getByRole('main').getByRole('checkbox', { name: 'Zaznacz wszystko' }).check();
    const toolbar = page.locator('[data-test="bulk-actions-toolbar"]');
    await toolbar.getByRole('button', { name: 'Zaznacz wszystkie pasujące (12)' }).click();
    await toolbar.getByRole('button', { name: 'Tylko zaznaczone (10)' }).waitFor();
    await toolbar.getByRole('button', { name: 'Zmień pole…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Zmień pole w zaznaczonych rekordach (12)' });
    await dialog.getByRole('combobox', { name: 'Pole' }).click();
    // A status, chosen by its label.
    await page.getByRole('option', { name: 'Status', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Nowa wartość: Status' }).click();
    await page.getByRole('option', { name: 'Nieaktywny', exact: true }).click();
    const changed = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/bulk/customer');
    await dialog.getByRole('button', { name: 'Zmień (12)' }).click();
    // The filter went, not the ten ids of the page.
    expect((await changed).request().postDataJSON()).toEqual({ filter: { q: tag }, set: { status: 'Inactive' } });
    await page.getByText('Zmieniono rekordów: 12.').waitFor();
    const stored = await admin.get<OkBody<{ rows: Row[] }>>(`/api/customer?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}&page=1&limit=20&sort=name&order=ASC`);
    expect(stored.body.responseData.rows.map((row) => row.status)).toEqual(Array.from({ length: 12 }, () => 'Inactive'));
  });

  it('imports a 200-row customer file with three bad rows: the preview names them, a column is mapped by hand, the valid rows are imported', async () => {
    const { page } = browser;
    const admin = await browser.adminApi();
    const tag = `Import ${uniqueToken()}`;
    const bad = new Map([
      [7, ['123', 'Aktywny']],
      [60, [validNip(), 'Zawieszony']],
      [151, ['999-999-99-98', 'Aktywny']],
    ]);
    const lines = ['Nazwa;Miasto;NIP;Status'];
    for (let n = 1; n <= 200; n++) {
      const [nip, status] = bad.get(n) ?? [validNip(), n % 2 ? 'Aktywny' : 'Nieaktywny'];
      lines.push(`${tag} ${String(n).padStart(3, '0')};Miasto ${n};${nip};${status}`);
    }
    await openSignedIn(page, `/customers?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    await page.getByRole('button', { name: 'Importuj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import z arkusza: Klienci' });
    const preview = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/import/customer/preview');
    const first = preview();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'klienci.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n'), 'utf8') });
    expect((await first).status()).toBe(200);
    await dialog.getByText('Wierszy: 200, poprawnych: 197 (nowe rekordy: 197, zmiany: 0, bez zmian: 0)').waitFor();
    const errors = dialog.getByRole('table', { name: 'Błędy (3)' }).getByRole('row').filter({ has: page.getByRole('cell') });
    expect((await errors.allInnerTexts()).map((text) => text.split('\t').slice(0, 2).join(' '))).toEqual(['8 NIP', '61 Status', '152 NIP']);

    // "Miasto" is no field's label: the column is skipped until it is given its field.
    const city = dialog.getByRole('combobox', { name: 'Miasto' });
    await expect.poll(() => city.innerText()).toBe('pomiń');
    await city.click();
    const again = preview();
    await page.getByRole('option', { name: 'Miejscowość', exact: true }).click();
    // The preview is read again with the column's field: the server answers the mapping it used.
    expect(((await (await again).json()) as OkBody<{ mapping: Record<string, string | null> }>).responseData.mapping).toMatchObject({ Miasto: 'city', NIP: 'nip' });
    await expect.poll(() => city.innerText()).toBe('Miejscowość');

    const commit = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/import/customer/commit');
    await dialog.getByRole('button', { name: 'Importuj poprawne wiersze (197)' }).click();
    expect((await commit).status()).toBe(200);
    await page.getByText('Zaimportowano: nowe rekordy 197, zmienione 0, bez zmian 0.').first().waitFor();
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await page.getByText(/^1-\d+ z 197$/).waitFor();
    const stored = await admin.get<OkBody<{ rows: Row[]; count: number }>>(`/api/customer?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}&page=1&limit=1&sort=name&order=ASC`);
    expect(stored.body.responseData.count).toBe(197);
    expect(stored.body.responseData.rows[0]).toMatchObject({ name: `${tag} 001`, city: 'Miasto 1', status: 'Active' });
  });

  it('refuses a firm with an invalid NIP on the field and saves one with a valid NIP', async () => {
    const { page } = browser;
    await openSignedIn(page, REASONS);
    await page.getByRole('banner').getByRole('heading', { name: 'Przyczyny', exact: true }).waitFor();
    await openFromMenu(page, ['Administracja', 'Inne ustawienia'], 'Firmy');
    await waitForPath(page, FIRMS);
    // The address changes at once; the screen before stays shown until the firms' list is ready
    // (react-router navigates in a transition), and its own Utwórz would open a new reason.
    await page.getByRole('banner').getByRole('heading', { name: 'Firmy', exact: true }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Utwórz' }).click();
    await waitForPath(page, `${FIRMS}/create`);

    const name = `Firma e2e ${uniqueToken()}`;
    await page.getByRole('textbox', { name: 'Nazwa' }).fill(name);
    await page.getByRole('textbox', { name: 'Skrót' }).fill(`E2E${uniqueToken()}`.slice(0, 30));
    const nipBox = page.getByRole('textbox', { name: 'NIP' });
    expect(isValidNip('1234567890')).toBe(false);
    await nipBox.fill('1234567890');
    await page.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await eventually(() => fieldMessage(nipBox)).toBe('Niepoprawny NIP (10 cyfr z sumą kontrolną)');
    await eventually(() => nipBox.getAttribute('aria-invalid')).toBe('true');
    expect(pathOf(page)).toBe(`${FIRMS}/create`);

    const nip = validNip();
    expect(nip).not.toBe('5260250995');
    await nipBox.fill(nip);
    await eventually(() => fieldMessage(nipBox)).toBe('');
    // "Zapisz i zamknij" saves and goes back to the list.
    const created = await saveAndAnswer(page, page.getByRole('button', { name: 'Zapisz i zamknij' }), '/api/createfirm');
    expect(created.status()).toBe(200);
    await waitForPath(page, FIRMS);
    const row = dataRows(page).filter({ hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain(nip);
  });

  it('edits two rows in place by keyboard and by double-click, refuses on the cell, merges a stale row, adds a row and still opens the form', async () => {
    const { page } = browser;
    const admin = await browser.adminApi();
    const statuses = entityCalls(admin, status);
    const tag = `Stan ${uniqueToken()}`;
    const group = await createRow(admin, entityByName('reclamation_status_group'), { description: `Grupa ${tag}` });
    const a = await createRow(admin, status, { description: `${tag} A`, color: '#112233' });
    await createRow(admin, status, { description: `${tag} B` });
    const stored = async (id: number) => (await statuses.getOne<OkBody<Row>>(id)).body.responseData;

    await openSignedIn(page, `${STATUSES}?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    await rowWith(page, `${tag} B`).waitFor();

    // A click makes a row the current one; it no longer opens the form.
    const rowA = rowWith(page, `${tag} A`);
    await rowA.getByRole('cell', { name: `${tag} A` }).click();
    await expect.poll(() => focused(rowA)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(STATUSES);

    // Enter edits it: the description's input takes the keyboard; Tab moves to the group, chosen by its search.
    await page.keyboard.press('Enter');
    const description = editedRow(page).getByRole('textbox', { name: 'Opis' });
    await expect.poll(() => focused(description)).toBe(true);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`${tag} A2`);
    await page.keyboard.press('Tab');
    await expect.poll(() => focused(editedRow(page).getByRole('combobox', { name: 'Grupa statusów' }))).toBe(true);
    await page.keyboard.type(`Grupa ${tag}`);
    await page.getByRole('option', { name: `Grupa ${tag}` }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => editedRow(page).getByRole('combobox', { name: 'Grupa statusów' }).inputValue()).toBe(`Grupa ${tag}`);
    // Enter saves the row: only what changed, with the version it was read in.
    const saved = await updateAnswer(page, () => page.keyboard.press('Enter'));
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON()).toEqual({ id: a.id, description: `${tag} A2`, statusGroupId: group.id, version: a.version });
    await editedRow(page).waitFor({ state: 'detached' });
    const rowA2 = rowWith(page, `${tag} A2`);
    await rowA2.getByRole('cell', { name: `Grupa ${tag}` }).waitFor();
    await expect.poll(() => focused(rowA2)).toBe(true);
    expect(await stored(a.id)).toMatchObject({ description: `${tag} A2`, statusGroupId: group.id, color: '#112233' });

    // Escape gives up an edit: nothing is sent, the row reads as before.
    await page.keyboard.press('ArrowDown');
    const rowB = rowWith(page, `${tag} B`);
    await expect.poll(() => focused(rowB)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.type(' i coś');
    await page.keyboard.press('Escape');
    await editedRow(page).waitFor({ state: 'detached' });
    await expect.poll(() => focused(rowB)).toBe(true);

    // Double-click edits the row with the clicked column's input focused; refusals land on their cells.
    await rowB.getByRole('cell', { name: `${tag} B` }).dblclick();
    await expect.poll(() => focused(description)).toBe(true);
    await description.fill('');
    await page.keyboard.press('Enter');
    await expect.poll(() => fieldMessage(description)).toBe('To pole nie może być puste');
    await description.fill(`${tag} A2`);
    const duplicate = await updateAnswer(page, () => page.keyboard.press('Enter'));
    expect(duplicate.status()).toBe(409);
    await expect.poll(() => fieldMessage(description)).toBe('Taka wartość już istnieje');
    await screenshot(page, 'row-edited-in-place');
    await description.fill(`${tag} B2`);
    await editedRow(page).getByRole('switch', { name: 'Zamyka reklamację' }).check();
    expect((await updateAnswer(page, () => editedRow(page).getByRole('button', { name: 'Zapisz wiersz (Enter)' }).click())).status()).toBe(200);
    await rowWith(page, `${tag} B2`).waitFor();

    // Someone saves the row's record while it is edited: the two changes are merged, nothing is lost.
    await rowA2.getByRole('cell', { name: `${tag} A2` }).dblclick();
    const before = await stored(a.id);
    expect((await statuses.update(a.id, { color: '#445566', version: before.version })).status).toBe(200);
    await description.fill(`${tag} A3`);
    const stale = await updateAnswer(page, () => page.keyboard.press('Enter'));
    expect(stale.status()).toBe(409);
    await page.getByText('Twoje zmiany zapisano razem z tamtymi.', { exact: false }).waitFor();
    await rowWith(page, `${tag} A3`).waitFor();
    expect(await stored(a.id)).toMatchObject({ description: `${tag} A3`, color: '#445566', statusGroupId: group.id });

    // "Dodaj wiersz" types a new record at the top of the list.
    await page.getByRole('button', { name: 'Dodaj wiersz' }).click();
    await expect.poll(() => editedRow(page).getAttribute('data-editing')).toBe('new');
    expect(await dataRows(page).first().getAttribute('data-editing')).toBe('new');
    await expect.poll(() => focused(description)).toBe(true);
    await page.keyboard.type(`${tag} C`);
    const [created] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/createreclamationstatus')), page.keyboard.press('Enter')]);
    expect(created.status()).toBe(200);
    await rowWith(page, `${tag} C`).waitFor();
    const all = (await statuses.list<OkBody<Row[]>>(`filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`)).body.responseData;
    expect(all.map((row) => row.description).sort()).toEqual([`${tag} A3`, `${tag} B2`, `${tag} C`]);

    // The whole form is a row's "Otwórz" away.
    await rowWith(page, `${tag} C`).getByRole('link', { name: 'Otwórz' }).click();
    await waitForPath(page, new RegExp(`^${STATUSES}/\\d+$`));
    await expect.poll(() => page.getByRole('textbox', { name: 'Opis' }).inputValue()).toBe(`${tag} C`);
  });
});
