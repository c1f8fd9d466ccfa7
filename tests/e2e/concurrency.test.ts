import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customer } from '../../src/schemas/entities/customer';
import { buildRecord, createRow } from '../support/entities';
import { openSignedIn, setUpBrowserApp, signIn, WAIT_MS } from '../support/browser';
import type { OkBody, Row } from '../support/testApp';
import { api } from '../support/testApp';

/**
 * Two people on one order at once, each in a browser of their own: nobody's change is lost. The
 * second save of an older version is merged with the first: fields only one of them changed go
 * together at once; a field both changed is asked about, theirs beside mine.
 */

const ORDERS = '/sales/sales-orders';
const PASSWORD = 'Jan-pass-12345';

const browser = setUpBrowserApp();
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: WAIT_MS, interval: 100 });

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** Saves the form and waits for the answer of the save (whatever it is). */
const save = async (page: Page) => {
  const answered = page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/order\/\d+$/.test(new URL(response.url()).pathname));
  await page.getByRole('toolbar').getByRole('button', { name: 'Zapisz', exact: true }).click();
  return answered;
};

/** Jan Kowalski, who may read and change everything: made once, for whichever test needs him first. */
let madeSalesman = false;
const salesman = async () => {
  if (madeSalesman) return;
  const admin = await browser.adminApi();
  const made = await admin.post<OkBody<Row>>('/api/adduser', { name: 'Jan Kowalski', email: 'jan.kowalski@example.pl', password: PASSWORD, user_status: 1, user_type: 1 });
  expect(made.status).toBe(200);
  expect((await admin.post('/api/rolegroup', { description: 'Sprzedaż', settings: [{ key: '*', canRead: true, canModify: true }], users: [{ userId: made.body.responseData.id }] })).status).toBe(200);
  madeSalesman = true;
};

describe('two people editing one order', () => {
  it('shows who else has the order open, and merges a stale save: both changes survive, and a field both changed is asked about', async () => {
    const admin = await browser.adminApi();
    await salesman();
    const customerId = (await createRow(admin, customer, await buildRecord(admin, customer))).id;
    const order = (await admin.post<OkBody<Row>>('/api/order', { customerId, reference: 'ZAM-KLIENTA', comment: 'Dostawa rano', products: [] })).body.responseData;
    const stored = async () => (await admin.get<OkBody<Row>>(`/api/order/${order.id}`)).body.responseData;

    const { page } = browser;
    const other = await browser.otherPage();
    try {
      await openSignedIn(page, `${ORDERS}/${order.id}`);
      await signIn(other.page, 'jan.kowalski@example.pl', PASSWORD);
      await other.page.goto(`${ORDERS}/${order.id}`);
      await eventually(() => field(page, 'Referencja').inputValue()).toBe('ZAM-KLIENTA');
      await eventually(() => field(other.page, 'Referencja').inputValue()).toBe('ZAM-KLIENTA');
      // Each sees who else has the order open.
      await page.getByRole('status', { name: 'Ten rekord mają otwarty też: Jan Kowalski' }).waitFor();
      await other.page.getByRole('status', { name: /^Ten rekord mają otwarty też: (?!.*Jan Kowalski)/ }).waitFor();

      // Different fields: the administrator changes the comment, Jan (on the older version) the reference.
      await field(page, 'Uwagi').fill('Dostawa po południu');
      expect((await save(page)).status()).toBe(200);
      await field(other.page, 'Referencja').fill('ZAM-2026/7');
      expect((await save(other.page)).status()).toBe(409);
      await other.page.getByText(/Rekord zmienił\(a\) .+ \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\. Twoje zmiany zapisano razem z tamtymi\./).waitFor();
      await eventually(async () => {
        const now = await stored();
        return [now.comment, now.reference];
      }).toEqual(['Dostawa po południu', 'ZAM-2026/7']);

      // The same field: the administrator first, then Jan on the version he had; he is asked.
      await page.reload();
      await other.page.reload();
      await eventually(() => field(page, 'Referencja').inputValue()).toBe('ZAM-2026/7');
      await eventually(() => field(other.page, 'Referencja').inputValue()).toBe('ZAM-2026/7');
      await field(page, 'Referencja').fill('OD-ADMINA');
      expect((await save(page)).status()).toBe(200);
      await field(other.page, 'Referencja').fill('OD-JANA');
      await field(other.page, 'Uwagi').fill('Dzwonić przed dostawą');
      expect((await save(other.page)).status()).toBe(409);
      const dialog = other.page.getByRole('dialog', { name: 'Ktoś zapisał ten rekord w międzyczasie' });
      await dialog.waitFor();
      const row = dialog.getByRole('row', { name: /Referencja/ });
      expect(await row.innerText()).toMatch(/OD-ADMINA[\s\S]*OD-JANA/);
      // Only the reference is asked about; the comment only Jan changed goes with it.
      expect(await dialog.getByRole('row').count()).toBe(2);
      await dialog.getByRole('radio', { name: 'Referencja: weź zapisane' }).check();
      const merged = other.page.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/order\/\d+$/.test(new URL(response.url()).pathname));
      await dialog.getByRole('button', { name: 'Zapisz połączone' }).click();
      expect((await merged).status()).toBe(200);
      await dialog.waitFor({ state: 'hidden' });
      await eventually(async () => {
        const now = await stored();
        return [now.reference, now.comment, now.version];
      }).toEqual(['OD-ADMINA', 'Dzwonić przed dostawą', 5]);
    } finally {
      await other.close();
    }
  });

  it('an open list follows another person\'s change in place, an open form says who changed its record, and its tab is marked while out of sight', async () => {
    const admin = await browser.adminApi();
    await salesman();
    const jan = api(browser.testApp.app, await browser.testApp.login('jan.kowalski@example.pl', PASSWORD));
    const customerId = (await createRow(admin, customer, await buildRecord(admin, customer))).id;
    const order = (await admin.post<OkBody<Row>>('/api/order', { customerId, reference: 'LISTA-1', comment: 'Pierwsza uwaga', products: [] })).body.responseData;
    const { page } = browser;
    await openSignedIn(page, `${ORDERS}?filter=${encodeURIComponent(JSON.stringify({ q: 'LISTA-' }))}`);
    const row = page.getByRole('row', { name: /LISTA-1/ });
    await row.waitFor();
    // The page stays the one loaded: a reload would drop this mark.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    expect((await jan.put(`/api/order/${order.id}`, { reference: 'LISTA-2' })).status).toBe(200);
    await page.getByRole('row', { name: /LISTA-2/ }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    await page.goto(`${ORDERS}/${order.id}`);
    await eventually(() => field(page, 'Uwagi').inputValue()).toBe('Pierwsza uwaga');
    expect((await jan.put(`/api/order/${order.id}`, { comment: 'Druga uwaga' })).status).toBe(200);
    const bar = page.getByRole('status').filter({ hasText: 'Zmienione przez Jan Kowalski' });
    await bar.waitFor();
    await bar.getByRole('button', { name: 'Porównaj' }).click();
    const compared = page.getByRole('dialog', { name: 'Co zmienił(a) Jan Kowalski' });
    await compared.getByRole('row', { name: /Uwagi.*Pierwsza uwaga.*Druga uwaga/ }).waitFor();
    await compared.getByRole('button', { name: 'Zamknij' }).click();
    await bar.getByRole('button', { name: 'Odśwież' }).click();
    await eventually(() => field(page, 'Uwagi').inputValue()).toBe('Druga uwaga');
    await bar.waitFor({ state: 'hidden' });

    // Looking at another screen, the order's tab is marked once someone else changes the order, until it is looked at.
    const strip = page.getByRole('tablist', { name: 'Otwarte ekrany' });
    const orderTitle = (await strip.getByRole('tab', { selected: true }).innerText()).trim();
    await strip.getByRole('tab', { selected: false }).first().click();
    await strip.getByRole('tab', { name: orderTitle, exact: true, selected: false }).waitFor();
    expect((await jan.put(`/api/order/${order.id}`, { comment: 'Trzecia uwaga' })).status).toBe(200);
    const marked = strip.getByRole('tab', { name: `${orderTitle} — zmieniony przez inną osobę`, exact: true });
    await marked.click();
    await strip.getByRole('tab', { name: orderTitle, exact: true, selected: true }).waitFor();
    await eventually(() => field(page, 'Uwagi').inputValue()).toBe('Trzecia uwaga');
  });

  it('a list view saved and shared with a group opens as the group\'s default for a colleague', async () => {
    const admin = await browser.adminApi();
    await salesman();
    for (const name of ['Hurtownia Widokowa A', 'Hurtownia Widokowa B', 'Detal Widokowy C']) await createRow(admin, customer, { ...(await buildRecord(admin, customer)), name });
    const { page } = browser;
    const other = await browser.otherPage();
    try {
      await openSignedIn(page, '/customers');
      await page.getByRole('main').getByPlaceholder('Szukaj').fill('Hurtownia Widokowa');
      await page.getByRole('row', { name: /Hurtownia Widokowa B/ }).waitFor();
      await page.getByRole('row', { name: /Detal Widokowy C/ }).waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Widoki' }).click();
      await page.getByRole('menuitem', { name: 'Zapisz bieżący widok…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Zapisz bieżący widok…' });
      await dialog.getByRole('textbox', { name: 'Nazwa widoku' }).fill('Hurtownie');
      await dialog.getByRole('checkbox', { name: 'Sprzedaż', exact: true }).check();
      await dialog.getByRole('checkbox', { name: 'domyślny dla grupy Sprzedaż' }).check();
      const saved = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/list_view');
      await dialog.getByRole('button', { name: 'Zapisz' }).click();
      expect((await saved).status()).toBe(200);
      await page.getByRole('button', { name: 'Widok: Hurtownie' }).waitFor();

      // Jan, in the group, opens the customers: the group's default view is what he sees.
      await signIn(other.page, 'jan.kowalski@example.pl', PASSWORD);
      await other.page.goto('/customers');
      await other.page.getByRole('button', { name: 'Widok: Hurtownie' }).waitFor();
      await eventually(() => other.page.getByRole('main').getByPlaceholder('Szukaj').inputValue()).toBe('Hurtownia Widokowa');
      await other.page.getByRole('row', { name: /Hurtownia Widokowa A/ }).waitFor();
      expect(await other.page.getByRole('row', { name: /Detal Widokowy C/ }).count()).toBe(0);
      await other.page.getByRole('button', { name: 'Widok: Hurtownie' }).click();
      await other.page.getByRole('menuitem', { name: /Hurtownie.*Administrator/ }).waitFor();
      await other.page.getByRole('menuitem', { name: 'Ustaw jako mój domyślny' }).waitFor();
    } finally {
      await other.close();
    }
  });

  it('a record\'s change log names who changed what, references by their labels, and compares two versions', async () => {
    const admin = await browser.adminApi();
    await salesman();
    const jan = api(browser.testApp.app, await browser.testApp.login('jan.kowalski@example.pl', PASSWORD));
    const terms = async (description: string) => (await admin.post<OkBody<Row>>('/api/termsOfPayment', { description, days: 14 })).body.responseData.id;
    const [week, month] = [await terms('Tydzień na zapłatę'), await terms('Miesiąc na zapłatę')];
    const made = await createRow(admin, customer, { ...(await buildRecord(admin, customer)), termsOfPayment: week, phone: '111111111' });
    expect((await jan.put(`/api/customer/${made.id}`, { termsOfPayment: month, phone: '222222222' })).status).toBe(200);

    const { page } = browser;
    await openSignedIn(page, `/customers/${made.id}`);
    await page.getByRole('button', { name: 'Historia zmian' }).click();
    const log = page.getByRole('region', { name: 'Historia zmian' });
    const change = log.getByRole('listitem').filter({ hasText: 'Jan Kowalski' });
    await change.filter({ hasText: 'Zmieniono' }).waitFor();
    await change.getByText('Termin płatności: Tydzień na zapłatę → Miesiąc na zapłatę').waitFor();
    await change.getByText(/\(API\)/).waitFor();
    await log.getByRole('checkbox', { name: 'Wybierz wersję 1 do porównania' }).check();
    await log.getByRole('checkbox', { name: 'Wybierz wersję 2 do porównania' }).check();
    await log.getByRole('button', { name: 'Porównaj zaznaczone wersje' }).click();
    const compared = page.getByRole('dialog', { name: 'Różnice: v1 → v2' });
    await compared.getByRole('row', { name: /Telefon.*111111111.*222222222/ }).waitFor();
    await compared.getByRole('row', { name: /Termin płatności.*Tydzień na zapłatę.*Miesiąc na zapłatę/ }).waitFor();
  });
});
