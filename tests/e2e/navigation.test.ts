import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openFromMenu, openSignedIn, pathOf, setUpBrowserApp, signIn, waitForPath, WAIT_MS } from '../support/browser';
import { dayPicker, pickerText } from '../support/datePickers';
import { uniqueToken } from '../support/entities';
import type { OkBody, Row } from '../support/testApp';

/**
 * The addresses of the route table (spec §2) in Chromium: `/dashboards/<analysis>` opens the
 * analysis, a menu section's address its first screen the user may see (or access denied), every
 * screen opened is a tab titled as it is, and a screen whose code does not arrive says so and
 * loads on "Spróbuj ponownie".
 */
const browser = setUpBrowserApp();
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: WAIT_MS, interval: 100 });

const tabStrip = (page: Page) => page.getByRole('tablist', { name: 'Otwarte ekrany' });
const tabTitles = async (page: Page) => (await tabStrip(page).getByRole('tab').allInnerTexts()).map((t) => t.trim());
const tab = (page: Page, title: string) => tabStrip(page).getByRole('tab').filter({ has: page.getByText(title, { exact: true }) });
const heading = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { name, level: 1 });
const notFound = (page: Page) => page.getByText('Nie znaleziono strony');

/** Opens an address and waits until the portal has led it to `to` (a path, or a path with its query). */
const leadsTo = async (page: Page, from: string, to: string) => {
  await page.goto(from);
  await waitForPath(page, to);
};

describe('addresses, sections, tabs and screen loading (Polish UI)', () => {
  it('/dashboards/<screen> opens the analysis or the dashboard, keeping the query; the screens keep their own addresses', async () => {
    const { page } = browser;
    await signIn(page);
    const query = '?dateFrom=2026-01-01&dateTo=2026-03-31&groupBy=month';
    await leadsTo(page, `/dashboards/costdistribution${query}`, `/costdistribution${query}`);
    await heading(page, 'Rozkład kosztów').waitFor();
    await eventually(() => pickerText(dayPicker(page, 'Od'))).toBe('01.01.2026');
    expect(await pickerText(dayPicker(page, 'Do'))).toBe('31.03.2026');

    await leadsTo(page, '/dashboards/salesanalize', '/salesanalize');
    await heading(page, 'Analiza sprzedaży').waitFor();
    await leadsTo(page, '/dashboards/dashboard-accounting', '/dashboard-accounting');
    await heading(page, 'Pulpit').waitFor();
    await leadsTo(page, '/dashboards', '/dashboard-accounting');
    await heading(page, 'Pulpit').waitFor();
    await openSignedIn(page, '/productionturnovers');
    await heading(page, 'Obroty wyrobów gotowych').waitFor();
    expect(await notFound(page).count()).toBe(0);
  });

  it("a menu section's address opens its first screen in the menu", async () => {
    const { page } = browser;
    await openSignedIn(page, '/reclamations');
    for (const [from, to] of [
      ['/sales', '/sales/sales-orders'],
      ['/reclcatalogs', '/reclcatalogs/reclsubjects'],
      ['/administration', '/administration/users-access/users'],
      ['/administration/users-access', '/administration/users-access/users'],
      ['/administration/bp', '/administration/bp/bp-definitions'],
      ['/administration/othersettings', '/administration/othersettings/employees'],
      ['/reports', '/reports/reportCommon/reclamations'],
    ]) {
      await leadsTo(page, from, to);
      await page.locator('#main-content').getByRole('heading').or(page.locator('#main-content table')).first().waitFor();
      expect(await notFound(page).count(), from).toBe(0);
    }
  });

  it("follows the user's rights: the first screen the user may see, access denied where the menu shows none", async () => {
    const admin = await browser.adminApi();
    const token = uniqueToken();
    const member = { name: `Sprzedawca ${token}`, email: `sprzedawca.${token}@example.com`, password: `Haslo-${token}-123` };
    const user = await admin.post<OkBody<Row>>('/api/adduser', { ...member, user_status: 1, user_type: 1 });
    expect(user.status, JSON.stringify(user.body)).toBe(200);
    const group = await admin.post<OkBody<Row>>('/api/rolegroup', {
      description: `Zapytania ofertowe ${token}`,
      settings: [
        { key: 'customerRequests', canRead: true },
        { key: 'salesModule', canRead: true },
      ],
      users: [{ userId: user.body.responseData.id }],
    });
    expect(group.status, JSON.stringify(group.body)).toBe(200);

    const { page, close } = await browser.otherPage();
    try {
      await signIn(page, member.email, member.password);
      await leadsTo(page, '/sales', '/sales/customer-requests');
      // The screen is the offer requests' list: its tab is the active one.
      await eventually(() => tab(page, 'Zapytania ofertowe').getAttribute('aria-selected')).toBe('true');
      await leadsTo(page, '/administration', '/access-denied');
      await page.getByRole('heading', { name: 'Brak dostępu' }).waitFor();
      await leadsTo(page, '/dashboards', '/access-denied');
      await page.getByRole('heading', { name: 'Brak dostępu' }).waitFor();
    } finally {
      await close();
    }
  });

  it('the order report opened from the menu is a tab "Raport zamówień", active, with its right-click menu', async () => {
    const { page } = browser;
    // A reclamation, so that the list (and its link to the statistics) is shown.
    const made = await (await browser.adminApi()).post<OkBody<Row>>('/api/createreclamation', { status: 17, client_surname: 'Nowak' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    await openSignedIn(page, '/reclamations');
    await tab(page, 'Reklamacje').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Zamknij wszystkie' }).click();
    await eventually(() => tabTitles(page)).toEqual(['Reklamacje']);
    await openFromMenu(page, ['Raporty'], 'Raport zamówień');
    await waitForPath(page, '/reports/reportCommon/orders');
    await heading(page, 'Raport zamówień').waitFor();
    await eventually(() => tab(page, 'Raport zamówień').getAttribute('aria-selected')).toBe('true');
    expect(await tab(page, 'Reklamacje').getAttribute('aria-selected')).toBe('false');
    await eventually(() => page.title()).toBe('Raport zamówień · Zaplecze');

    // An analysis opened by its address and the statistics from a link are tabs too.
    await openFromMenu(page, ['Pulpity'], 'Rozkład kosztów');
    await waitForPath(page, '/costdistribution');
    await eventually(() => tab(page, 'Rozkład kosztów').getAttribute('aria-selected')).toBe('true');
    await page.goto('/reclamations');
    await page.getByRole('main').getByRole('link', { name: 'Statystyki' }).click();
    await waitForPath(page, '/reclamations-statistics');
    await eventually(() => tabTitles(page)).toEqual(['Reklamacje', 'Raport zamówień', 'Rozkład kosztów', 'Statystyki reklamacji']);
    await eventually(() => tab(page, 'Statystyki reklamacji').getAttribute('aria-selected')).toBe('true');

    // A click goes back to the report; the right-click menu refreshes, closes the others, closes it.
    await tab(page, 'Raport zamówień').click();
    await waitForPath(page, '/reports/reportCommon/orders');
    await heading(page, 'Raport zamówień').waitFor();
    await tab(page, 'Raport zamówień').click({ button: 'right' });
    const refreshed = page.waitForRequest((r) => r.url().includes('/api/'));
    await page.getByRole('menuitem', { name: 'Odśwież' }).click();
    await refreshed;
    await heading(page, 'Raport zamówień').waitFor();
    expect(pathOf(page)).toBe('/reports/reportCommon/orders');

    await tab(page, 'Raport zamówień').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Zamknij pozostałe' }).click();
    await eventually(() => tabTitles(page)).toEqual(['Reklamacje', 'Raport zamówień']);
    expect(pathOf(page)).toBe('/reports/reportCommon/orders');

    await tab(page, 'Raport zamówień').click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Zamknij', exact: true }).click();
    await eventually(() => tabTitles(page)).toEqual(['Reklamacje']);
    await waitForPath(page, '/reclamations');
  });

  it('a screen whose code failed to load says so, and "Spróbuj ponownie" loads it without reloading the page', async () => {
    const { page } = browser;
    const chunk = '**/assets/ReclamationStatistics-*.js';
    browser.problems.allow(/ReclamationStatistics-.*\.js|ScreenLoadError|Failed to fetch dynamically imported module|ERR_INTERNET_DISCONNECTED/);
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    try {
      await openSignedIn(page, '/reclamations-statistics');
      await page.getByRole('alert').getByText('Nie udało się wczytać ekranu.').waitFor();
      await page.getByText(/Sprawdź połączenie z siecią i spróbuj ponownie/).waitFor();
      // Marks this page: a reload would forget it.
      await page.evaluate(() => Object.assign(window, { samePage: true }));
    } finally {
      await page.unroute(chunk);
    }
    await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    await heading(page, 'Statystyki reklamacji').waitFor();
    expect(await page.getByText('Nie udało się wczytać ekranu.').count()).toBe(0);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });

  it('a chunk of an earlier build that is gone after a deploy: "Spróbuj ponownie" reloads the page, which loads the new build', async () => {
    const { page } = browser;
    const chunk = '**/assets/ReportCommonPage-*.js';
    browser.problems.allow(/ReportCommonPage-.*\.js|ScreenLoadError|Failed to fetch dynamically imported module/);
    // The server now sends a page naming another entry script (a new build), and the old chunk is gone.
    const newBuild = async (route: Route) => {
      if (route.request().resourceType() !== 'fetch') return route.fallback();
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-NEW.js"></script></head><body><div id="root"></div></body></html>' });
    };
    const portalPage = (url: URL) => url.pathname === '/';
    await page.route(chunk, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"httpStatus":404}' }));
    await page.route(portalPage, newBuild);
    try {
      await openSignedIn(page, '/reports/reportCommon/reclamations');
      await page.getByRole('alert').getByText('Nie udało się wczytać ekranu.').waitFor();
      await page.evaluate(() => Object.assign(window, { samePage: true }));
      // The reloaded page's chunk is served again, as a new build's would be.
      await page.unroute(chunk);
      const reloaded = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
      await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
      await reloaded;
    } finally {
      await page.unroute(chunk);
      await page.unroute(portalPage, newBuild);
    }
    await heading(page, 'Raport reklamacji').waitFor();
    expect(pathOf(page)).toBe('/reports/reportCommon/reclamations');
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBeUndefined();
  });
});
