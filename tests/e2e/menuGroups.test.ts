import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHELL_SETTINGS } from '../../src/schemas/shellSettings';
import { pathOf, setUpBrowserApp, sideMenu, signIn, WAIT_MS, waitForPath } from '../support/browser';
import { uniqueToken } from '../support/entities';
import type { OkBody, Row } from '../support/testApp';

/**
 * The side menu's groups: a group shown unfolded stays unfolded until the user folds it, also
 * while the portal settles after a page load, whatever arrives after it was shown (the user's saved
 * settings, the screen's code that sends the user on to the access-denied page). Those tests hold
 * the request that makes the portal settle until the group is seen unfolded, then let it go.
 */

const browser = setUpBrowserApp();

const DICTIONARIES = 'Słowniki reklamacji';
const ADMINISTRATION = 'Administracja';
const REASONS = '/reclcatalogs/reclreasons';
const TYPES = '/reclcatalogs/recltypes';

const token = uniqueToken();
/** A user who may read the reasons but not change them, and read and change the types. */
const member = { name: `Jan Menu ${token}`, email: `menu.${token}@example.com`, password: `Haslo-${token}-123` };
const state = { reasonId: 0 };

/**
 * Holds the page's requests whose path matches until `release`: `arrived` settles when the first
 * one is sent; then each goes on to the real server.
 */
const holdRequests = async (page: Page, path: RegExp) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const matches = (url: URL) => path.test(url.pathname);
  const hold = async (route: Route) => {
    arrive();
    await released;
    // The page may have gone on to another address meanwhile.
    await route.continue().catch(() => {});
  };
  await page.route(matches, hold);
  return {
    arrived,
    release,
    stop: async () => {
      release();
      await page.unroute(matches, hold);
    },
  };
};

const group = (page: Page, name: string) => sideMenu(page).getByRole('button', { name, exact: true });
const expanded = (page: Page, name: string) => group(page, name).getAttribute('aria-expanded');

beforeAll(async () => {
  const admin = await browser.adminApi();
  // The administrator's saved settings: a dark sidebar.
  const saved = await admin.put('/api/user/settings', { ...DEFAULT_SHELL_SETTINGS, sidebarTheme: 'dark' });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const user = await admin.post<OkBody<Row>>('/api/adduser', { ...member, user_status: 1, user_type: 1 });
  expect(user.status, JSON.stringify(user.body)).toBe(200);
  const rights = await admin.post<OkBody<Row>>('/api/rolegroup', {
    description: `Menu ${token}`,
    settings: [
      { key: 'customers', canRead: true },
      { key: 'reclamation_reason', canRead: true },
      { key: 'reclamation_type', canRead: true, canModify: true },
    ],
    users: [{ userId: user.body.responseData.id }],
  });
  expect(rights.status, JSON.stringify(rights.body)).toBe(200);
  const reasons = await admin.get<OkBody<Row[]>>('/api/getallreclamationreasons');
  state.reasonId = Number(reasons.body.responseData[0]?.id);
  expect(state.reasonId).toBeGreaterThan(0);
});

describe('a group of the side menu stays unfolded until the user folds it', () => {
  it('a group the user unfolds before the saved settings arrive stays unfolded when they turn the sidebar dark', async () => {
    // A browser with no copy of the settings of its own: the menu is first shown in the default theme.
    const { page } = browser;
    const settings = await holdRequests(page, /^\/api\/user\/settings$/);
    try {
      await signIn(page);
      await settings.arrived;
      const sidebar = page.locator('aside[data-sidebar-type]');
      expect(await sidebar.getAttribute('data-sidebar-theme')).toBe('default');
      expect(await expanded(page, DICTIONARIES)).toBe('false');
      await group(page, DICTIONARIES).click();
      await expect.poll(() => expanded(page, DICTIONARIES), { timeout: WAIT_MS }).toBe('true');
      // The menu scrolled to its end (it is taller than the window with a group unfolded).
      const scrolled = await sidebar.evaluate((aside) => {
        aside.scrollTop = aside.scrollHeight;
        return aside.scrollTop;
      });
      expect(scrolled).toBeGreaterThan(0);

      settings.release();
      await expect.poll(() => sidebar.getAttribute('data-sidebar-theme'), { timeout: WAIT_MS }).toBe('dark');
      expect(await expanded(page, DICTIONARIES)).toBe('true');
      // The same menu, not one built again: it is where the user scrolled it.
      expect(await sidebar.evaluate((aside) => aside.scrollTop)).toBe(scrolled);
      await sideMenu(page).getByRole('link', { name: 'Przyczyny', exact: true }).click();
      await waitForPath(page, REASONS);

      // The user folds it, on its own screen (the next test finds it so).
      await group(page, DICTIONARIES).click();
      await expect.poll(() => expanded(page, DICTIONARIES), { timeout: WAIT_MS }).toBe('false');
    } finally {
      await settings.stop();
    }
  });

  it('groups stay as the user left them when the menu is hidden and shown again, and after a reload', async () => {
    const { page } = browser;
    // Where the first test left the administrator: the reasons' screen, its group folded by the user.
    await waitForPath(page, REASONS);
    expect(await expanded(page, DICTIONARIES)).toBe('false');
    await group(page, ADMINISTRATION).click();
    await expect.poll(() => expanded(page, ADMINISTRATION), { timeout: WAIT_MS }).toBe('true');

    await page.getByRole('banner').getByRole('button', { name: 'Ukryj menu' }).click();
    await sideMenu(page).waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('button', { name: 'Pokaż menu' }).click();
    expect(await expanded(page, ADMINISTRATION)).toBe('true');
    expect(await expanded(page, DICTIONARIES)).toBe('false');

    await page.reload();
    await sideMenu(page).waitFor();
    expect(await expanded(page, ADMINISTRATION)).toBe('true');
    expect(await expanded(page, DICTIONARIES)).toBe('false');
  });

  it('a screen opened by its address that the user may not change: its group, unfolded for it, stays unfolded when the access-denied page takes its place', async () => {
    // Another browser, signed in as the user with fewer rights.
    const { page, close } = await browser.otherPage();
    try {
      await signIn(page, member.email, member.password);
      await waitForPath(page, '/customers');
      expect(await expanded(page, DICTIONARIES)).toBe('false');

      // The edit form's code is held: the form (which finds the user may not change the reason and
      // sends the user on) waits, the menu is shown for the address opened.
      const code = await holdRequests(page, /\/EntityForm-[\w-]+\.js$/);
      try {
        await page.goto(`${REASONS}/${state.reasonId}`);
        await code.arrived;
        await expect.poll(() => expanded(page, DICTIONARIES), { timeout: WAIT_MS }).toBe('true');
        expect(pathOf(page)).toBe(`${REASONS}/${state.reasonId}`);

        code.release();
        await page.getByRole('alert').getByRole('heading', { name: 'Brak dostępu' }).waitFor();
        await waitForPath(page, '/access-denied');
        expect(await expanded(page, DICTIONARIES)).toBe('true');
        await sideMenu(page).getByRole('link', { name: 'Typy reklamacji', exact: true }).click();
        await waitForPath(page, TYPES);
        expect(await expanded(page, DICTIONARIES)).toBe('true');
      } finally {
        await code.stop();
      }
    } finally {
      await close();
    }
  });
});
