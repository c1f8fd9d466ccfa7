import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OkBody, Row } from '../support/testApp';
import { openSignedIn, screenshot, SCREENSHOTS_DIR, setUpBrowserApp, signIn, waitForPath, WAIT_MS } from '../support/browser';

/**
 * The shell (spec §2): the layouts and the settings sidebar, kept per user on the server, and the
 * responsive rules at 1440, 1024, 900, 768 and 390 px.
 */
const browser = setUpBrowserApp();
const SHOTS = ['layout-vertical', 'layout-horizontal', 'layout-detached', 'layout-boxed', 'layout-dark', 'width-1440', 'width-1024', 'width-768', 'width-390'];

/** No horizontal scroll of the whole page: wide tables scroll inside their card. */
const pageScrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const shell = (page: Page) => page.locator('[data-layout]');

const openSettings = async (page: Page) => {
  await page.getByRole('button', { name: 'Ustawienia wyglądu' }).click();
  const sidebar = page.getByRole('dialog', { name: 'Ustawienia wyglądu' });
  await sidebar.waitFor();
  return sidebar;
};

/** Picks a choice in the settings sidebar and waits until the server has kept it. */
const choose = async (page: Page, group: string, choice: string) => {
  const sidebar = await openSettings(page);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/settings') && r.request().method() === 'PUT');
  await sidebar.getByRole('radiogroup', { name: group }).getByRole('radio', { name: choice, exact: true }).check();
  expect((await saved).status()).toBe(200);
  await sidebar.getByRole('button', { name: 'Zamknij ustawienia' }).click();
  await sidebar.waitFor({ state: 'hidden' });
};

const showList = async (page: Page, path: string) => {
  await openSignedIn(page, path);
  await page.locator('#main-content table').first().waitFor();
};

describe('the shell', () => {
  beforeAll(() => {
    for (const name of SHOTS) rmSync(path.join(SCREENSHOTS_DIR, `${name}.png`), { force: true });
  });

  it('has reclamations and customers to list', async () => {
    const api = await browser.adminApi();
    const customer = await api.post<OkBody<Row>>('/api/customer', { name: 'Przedsiębiorstwo Handlowo-Usługowe Budmax Spółka z ograniczoną odpowiedzialnością', city: 'Piotrków Trybunalski' });
    expect(customer.status, JSON.stringify(customer.body)).toBe(200);
    for (const surname of ['Kowalska-Wiśniewska', 'Brzęczyszczykiewicz', 'Nowak']) {
      const made = await api.post<OkBody<Row>>('/api/createreclamation', { status: 17, customer: customer.body.responseData.id, client_surname: surname, comment: 'Pęknięta szyba zespolona w oknie dachowym, zgłoszenie telefoniczne' });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
    }
  });

  it('a choice in the settings sidebar survives a reload and follows the user to another browser', async () => {
    const { page } = browser;
    await signIn(page);
    await showList(page, '/reclamations');
    await screenshot(page, 'layout-vertical');
    await choose(page, 'Układ', 'Poziomy');
    await expect.poll(() => shell(page).getAttribute('data-layout')).toBe('horizontal');
    await page.reload();
    await page.locator('#main-content table').first().waitFor();
    expect(await shell(page).getAttribute('data-layout')).toBe('horizontal');
    // The top navigation: a group opens as a drop-down with the arrow key, Esc closes it.
    const nav = page.getByRole('navigation', { name: 'Menu główne' });
    const group = nav.getByRole('button', { name: 'Słowniki reklamacji' });
    await group.focus();
    await page.keyboard.press('ArrowDown');
    const dropDown = page.getByRole('menu', { name: 'Słowniki reklamacji' });
    await dropDown.waitFor();
    await page.keyboard.press('Escape');
    await dropDown.waitFor({ state: 'hidden' });
    await screenshot(page, 'layout-horizontal');

    // Another browser (no local storage of its own), signed in as the same user.
    const other = await browser.browser.newContext({ baseURL: browser.baseUrl, locale: 'pl-PL', viewport: { width: 1366, height: 800 } });
    other.setDefaultTimeout(WAIT_MS);
    try {
      const second = await other.newPage();
      await signIn(second);
      await expect.poll(() => shell(second).getAttribute('data-layout')).toBe('horizontal');
    } finally {
      await other.close();
    }
  });

  it('the detached, boxed and dark layouts', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await showList(page, '/reclamations');
    await choose(page, 'Układ', 'Odłączony');
    await expect.poll(() => shell(page).getAttribute('data-layout')).toBe('detached');
    await screenshot(page, 'layout-detached');

    await choose(page, 'Układ', 'Pionowy');
    await choose(page, 'Szerokość układu', 'Wyśrodkowana');
    // Boxed: the shell at most 1300 px wide, centred, and the menu condensed.
    const box = await page.locator('#main-content').evaluate((main) => main.parentElement?.parentElement?.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.width).toBeLessThanOrEqual(1300);
    expect(box.x).toBeGreaterThan(50);
    expect(await page.locator('aside[data-sidebar-type]').getAttribute('data-sidebar-type')).toBe('condensed');
    await screenshot(page, 'layout-boxed');

    await choose(page, 'Szerokość układu', 'Pełna');
    const sidebar = await openSettings(page);
    await sidebar.getByRole('switch', { name: 'Tryb ciemny' }).check();
    await sidebar.getByRole('button', { name: 'Zamknij ustawienia' }).click();
    await expect.poll(() => shell(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(18, 24, 32)');
    await screenshot(page, 'layout-dark');
    const dark = await openSettings(page);
    await dark.getByRole('switch', { name: 'Tryb ciemny' }).uncheck();
    await dark.getByRole('button', { name: 'Zamknij ustawienia' }).click();
    await expect.poll(() => shell(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(243, 245, 248)');
  });

  it('at 900 px the menu is condensed, names on hover, and the reclamation list does not scroll the page', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 900, height: 800 });
    await showList(page, '/reclamations');
    const aside = page.locator('aside[data-sidebar-type]');
    expect(await aside.getAttribute('data-sidebar-type')).toBe('condensed');
    expect((await aside.boundingBox())?.width).toBeLessThanOrEqual(80);
    expect(await pageScrollsSideways(page)).toBe(false);
    const entry = page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Klienci' });
    await entry.hover();
    await page.getByRole('tooltip', { name: 'Klienci' }).waitFor();
  });

  it('every width keeps the lists inside the window (1440, 1024, 768, 390)', async () => {
    const { page } = browser;
    for (const width of [1440, 1024, 768, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const list of ['/reclamations', '/reclcatalogs/reclstates', '/customers']) {
        await showList(page, list);
        expect(await pageScrollsSideways(page), `${list} at ${width} px`).toBe(false);
      }
      await showList(page, '/reclamations');
      await screenshot(page, `width-${width}`);
    }
  });

  it('at 390 px the statuses list fits and the menu is a drawer that closes after navigation', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 390, height: 800 });
    await showList(page, '/reclcatalogs/reclstates');
    expect(await pageScrollsSideways(page)).toBe(false);
    expect(await page.locator('aside[data-sidebar-type]').count()).toBe(0);
    await page.getByRole('button', { name: 'Pokaż menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Menu główne' });
    await nav.waitFor();
    await nav.getByRole('link', { name: 'Reklamacje' }).click();
    await waitForPath(page, '/reclamations');
    await nav.waitFor({ state: 'hidden' });
  });
});
