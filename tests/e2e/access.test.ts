import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openFromMenu, pathOf, setUpBrowserApp, signIn, visibleText, waitForPath } from '../support/browser';
import { uniqueToken } from '../support/entities';
import { ADMIN_EMAIL } from '../support/testApp';

/**
 * The journey, all through the Polish UI: the administrator creates a user and an access
 * group granting three modules, the user sees exactly those, is refused the rest (by the client
 * and by the server), may read but not change a read-only dictionary, and loses a module as
 * soon as the administrator takes it back. The tests run in order and share what they create.
 */

const USERS = '/administration/users-access/users';
const GROUPS = '/administration/users-access/rolegroups';
const REASONS = '/reclcatalogs/reclreasons';
const TYPES = '/reclcatalogs/recltypes';
const CUSTOMERS = '/customers';
const ACCESS_DENIED = '/access-denied';

const browser = setUpBrowserApp();

/** Polls a value until it passes the assertion (playwright's auto-waiting `expect` for vitest). */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });

const token = uniqueToken();
const member = { name: `Jan Testowy ${token}`, email: `jan.${token}@example.com`, password: `Haslo-${token}-123` };
const groupName = `Grupa e2e ${token}`;
/** How the members picker names the user. */
const memberText = `${member.name} (${member.email})`;
/** Filled in by the tests that create them. */
const created = { userId: 0, groupId: 0 };

type Setting = { key: string; canRead: boolean; canModify: boolean; isForbidden: boolean };
type Group = { id: number; description: string; settings: Setting[]; users: { userId: number; name: string; email: string }[] };

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu główne' });

/** Unfolds every group of the side menu, nested ones included (each unfolded group may show more). */
const unfoldMenu = async (page: Page) => {
  const folded = menu(page).locator('[aria-expanded="false"]');
  for (let left = 20; left > 0 && (await folded.count()) > 0; left--) {
    const name = (await folded.first().innerText()).trim();
    const button = menu(page).getByRole('button', { name, exact: true });
    await button.click();
    await eventually(() => button.getAttribute('aria-expanded')).toBe('true');
  }
  expect(await folded.count(), 'folded menu groups').toBe(0);
};

/** The side menu as the user sees it fully unfolded, top to bottom: groups as `[name]`, entries as their name. */
const menuEntries = async (page: Page): Promise<string[]> => {
  await unfoldMenu(page);
  const nav = menu(page);
  const items = await nav.getByRole('link').or(nav.getByRole('button')).all();
  return Promise.all(
    items.map(async (item) => {
      const text = (await item.innerText()).trim();
      return (await item.getAttribute('aria-expanded')) === null ? text : `[${text}]`;
    }),
  );
};

const tabTitles = async (page: Page) => (await page.getByRole('tablist', { name: 'Otwarte ekrany' }).getByRole('tab').allInnerTexts()).map((t) => t.trim());

/** The data rows of the list on screen (the header row has no cells). */
const dataRows = (page: Page) => page.getByRole('main').getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
const rowWith = (page: Page, text: string) => dataRows(page).filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/** Clicks a button and answers the first non-GET API response it caused. */
const submitAndAnswer = async (page: Page, button: Locator, urlPart: string): Promise<Response> => {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes(urlPart) && r.request().method() !== 'GET'), button.click()]);
  return response;
};

/** Picks an option of a react-admin select (an MUI combobox named by its label, then its value). */
const choose = async (page: Page, label: string, option: string) => {
  const select = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await eventually(() => select.innerText()).toBe(option);
};

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Konto użytkownika' }).click();
  await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
  await waitForPath(page, '/login');
  await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
};

/** Signs whoever is in out (when someone is) and signs in with the given account. */
const switchTo = async (page: Page, email?: string, password?: string) => {
  if (await menu(page).isVisible()) await signOut(page);
  await signIn(page, email, password);
};

/** The rights checkbox of one module in the group's matrix. */
const right = (page: Page, column: 'Odczyt' | 'Modyfikacja' | 'Zabroniony', module: string) => page.getByRole('checkbox', { name: `${column} – ${module}`, exact: true });
const matrix = (page: Page) => page.getByRole('table', { name: 'Uprawnienia' });

const groupFromApi = async (): Promise<Group> => {
  const answer = await (await browser.adminApi()).get<{ responseData: Group }>(`/api/rolegroup/${created.groupId}`);
  expect(answer.status).toBe(200);
  return answer.body.responseData;
};

/**
 * Opens a screen the user may not open by its URL: the access-denied page, no data of the screen,
 * and the screen's API refused by the server (every call the page made to it, and one made on purpose).
 */
const expectRefused = async (page: Page, path: string, apiPath: string) => {
  const calls: { url: string; status: number }[] = [];
  const record = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith(apiPath)) calls.push({ url: response.url(), status: response.status() });
  };
  page.on('response', record);
  try {
    await page.goto(path);
    await waitForPath(page, ACCESS_DENIED);
    const denied = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Brak dostępu' }) });
    await denied.waitFor();
    expect(await denied.innerText()).toContain('Nie masz uprawnień do tego ekranu.');
    await denied.getByRole('link', { name: 'Przejdź do strony startowej' }).waitFor();
    expect(await page.getByRole('main').getByRole('table').count()).toBe(0);
    expect(await page.getByRole('main').getByRole('row').count()).toBe(0);
    const text = await visibleText(page);
    expect(text).not.toContain(ADMIN_EMAIL);
    // The server refuses the data too: a call straight from the page, with the user's session.
    const status = await page.evaluate(async (url) => (await fetch(url)).status, apiPath);
    expect(status).toBe(403);
    await eventually(() => Promise.resolve(calls.length)).toBeGreaterThan(0);
    expect(calls.filter((c) => c.status !== 403)).toEqual([]);
  } finally {
    page.off('response', record);
  }
};

describe('access groups: a new user sees and does only what its group allows (Polish UI)', () => {
  it('the administrator creates a user on the Users screen', async () => {
    const { page } = browser;
    await signIn(page);
    await openFromMenu(page, ['Administracja', 'Użytkownicy i dostęp'], 'Użytkownicy');
    await waitForPath(page, USERS);
    await page.getByRole('banner').getByRole('heading', { name: 'Użytkownicy' }).waitFor();
    await rowWith(page, ADMIN_EMAIL).waitFor();

    await page.getByRole('main').getByRole('link', { name: 'Utwórz' }).click();
    await waitForPath(page, `${USERS}/create`);
    await page.getByRole('textbox', { name: 'Nazwa' }).fill(member.name);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(member.email);
    await page.getByLabel('Hasło', { exact: true }).fill(member.password);
    await choose(page, 'Status', 'Aktywny');
    await choose(page, 'Rodzaj użytkownika', 'Pracownik');
    const answer = await submitAndAnswer(page, page.getByRole('button', { name: 'Zapisz', exact: true }), '/api/adduser');
    expect(answer.status()).toBe(200);
    created.userId = Number(((await answer.json()) as { responseData: { id: number } }).responseData.id);
    expect(created.userId).toBeGreaterThan(0);

    await waitForPath(page, USERS);
    await page.getByText('Element został utworzony').waitFor();
    const row = rowWith(page, member.email);
    await row.waitFor();
    const cells = (await row.getByRole('cell').allInnerTexts()).map((t) => t.trim());
    expect(cells).toEqual(expect.arrayContaining([member.name, member.email, 'Aktywny', 'Pracownik']));
  });

  it('the administrator creates an access group with three rights and the user as its member', async () => {
    const { page } = browser;
    expect(created.userId, 'the user of the first test').toBeGreaterThan(0);
    await openFromMenu(page, ['Administracja', 'Użytkownicy i dostęp'], 'Grupy dostępu');
    await waitForPath(page, GROUPS);
    await page.getByRole('main').getByRole('link', { name: 'Utwórz' }).click();
    await waitForPath(page, `${GROUPS}/create`);

    await page.getByRole('heading', { name: 'Dane grupy' }).waitFor();
    await page.getByRole('textbox', { name: 'Opis' }).fill(groupName);
    await choose(page, 'Rodzaj użytkowników', 'Pracownicy');

    // The matrix: a filter narrows the rows, a tick on Modify ticks Read too.
    await page.getByRole('heading', { name: 'Uprawnienia' }).waitFor();
    const filter = page.getByRole('searchbox', { name: 'Szukaj modułu' });
    await filter.fill('przycz');
    await eventually(() => matrix(page).getByRole('rowheader').allInnerTexts()).toEqual(['Przyczyny']);
    await right(page, 'Odczyt', 'Przyczyny').check();
    await filter.fill('Typy reklamacji');
    await right(page, 'Modyfikacja', 'Typy reklamacji').check();
    await eventually(() => right(page, 'Odczyt', 'Typy reklamacji').isChecked()).toBe(true);
    await filter.fill('');
    await right(page, 'Odczyt', 'Klienci').check();
    await eventually(() => matrix(page).getByRole('checkbox', { checked: true }).count()).toBe(4);

    // Members: the new user, found by typing its name.
    await page.getByRole('heading', { name: 'Członkowie' }).waitFor();
    const users = page.getByRole('combobox', { name: 'Użytkownicy' });
    await users.fill(member.name);
    await page.getByRole('option', { name: memberText, exact: true }).click();
    await page.getByRole('main').getByRole('button', { name: memberText }).waitFor();

    const answer = await submitAndAnswer(page, page.getByRole('button', { name: 'Zapisz', exact: true }), '/api/rolegroup');
    expect(answer.status()).toBe(200);
    created.groupId = Number(((await answer.json()) as { responseData: { id: number } }).responseData.id);
    await waitForPath(page, GROUPS);
    await rowWith(page, groupName).waitFor();

    // Reopened, the group shows what was saved.
    await rowWith(page, groupName).getByRole('cell', { name: groupName }).click();
    await waitForPath(page, `${GROUPS}/${created.groupId}`);
    await eventually(() => page.getByRole('textbox', { name: 'Opis' }).inputValue()).toBe(groupName);
    await eventually(() => right(page, 'Odczyt', 'Przyczyny').isChecked()).toBe(true);
    expect(await right(page, 'Modyfikacja', 'Przyczyny').isChecked()).toBe(false);
    expect(await right(page, 'Odczyt', 'Typy reklamacji').isChecked()).toBe(true);
    expect(await right(page, 'Modyfikacja', 'Typy reklamacji').isChecked()).toBe(true);
    expect(await right(page, 'Odczyt', 'Klienci').isChecked()).toBe(true);
    expect(await right(page, 'Modyfikacja', 'Klienci').isChecked()).toBe(false);
    expect(await right(page, 'Odczyt', 'Reklamacje').isChecked()).toBe(false);
    expect(await matrix(page).getByRole('checkbox', { checked: true }).count()).toBe(4);
    await page.getByRole('main').getByRole('button', { name: memberText }).waitFor();

    // And so does the API: exactly the three keys, no other.
    const group = await groupFromApi();
    expect(group.description).toBe(groupName);
    expect(group.settings).toEqual([
      { key: 'customers', canRead: true, canModify: false, isForbidden: false },
      { key: 'reclamation_reason', canRead: true, canModify: false, isForbidden: false },
      { key: 'reclamation_type', canRead: true, canModify: true, isForbidden: false },
    ]);
    expect(group.users).toEqual([{ userId: created.userId, name: member.name, email: member.email }]);
  });

  it('the user sees only the allowed entries in the menu and starts on the first of them', async () => {
    const { page } = browser;
    expect(created.groupId, 'the group of the second test').toBeGreaterThan(0);
    await switchTo(page, member.email, member.password);
    await waitForPath(page, CUSTOMERS);
    await page.getByRole('button', { name: 'Konto użytkownika' }).filter({ hasText: `Witaj, ${member.name}` }).waitFor();
    await eventually(() => tabTitles(page)).toEqual(['Klienci']);
    await page.getByRole('banner').getByRole('heading', { name: 'Klienci' }).waitFor();

    await eventually(() => menuEntries(page)).toEqual(['Klienci', '[Słowniki reklamacji]', 'Typy reklamacji', 'Przyczyny']);
    for (const hidden of ['Administracja', 'Reklamacje', 'Sprzedaż', 'Użytkownicy', 'Grupy dostępu', 'Sprawcy']) {
      expect(await menu(page).getByText(hidden, { exact: true }).count(), hidden).toBe(0);
    }
  });

  it('a forbidden screen opened by its URL shows the access-denied page and no data; the server refuses it', async () => {
    const { page } = browser;
    const users = await (await browser.adminApi()).get<{ responseData: { id: number; email: string }[] }>('/api/getallusers');
    const admin = users.body.responseData.find((u) => u.email === ADMIN_EMAIL);
    expect(admin).toBeDefined();

    await expectRefused(page, USERS, '/api/getallusers');
    await expectRefused(page, `${USERS}/${admin?.id}`, `/api/getuserdetails/${admin?.id}`);
    await expectRefused(page, '/reclamations', '/api/getallreclamations');
    await expectRefused(page, GROUPS, '/api/rolegroup');

    // The way out leads to the start page.
    await page.getByRole('link', { name: 'Przejdź do strony startowej' }).click();
    await page.waitForURL((url) => url.pathname !== ACCESS_DENIED);
    await eventually(() => tabTitles(page)).toEqual(['Klienci']);
  });

  it('a read-only dictionary lists its rows and opens them read-only, offers no change, and the server refuses one; a modifiable one saves', async () => {
    const { page } = browser;
    const client = await browser.adminApi();

    await openFromMenu(page, ['Słowniki reklamacji'], 'Przyczyny');
    await waitForPath(page, REASONS);
    const reason = rowWith(page, 'Błąd montażu');
    await reason.waitFor();
    expect(await dataRows(page).count()).toBeGreaterThan(1);
    // Nothing on the list would change data: no create, no delete.
    expect(await page.getByRole('main').getByRole('link', { name: 'Utwórz' }).count()).toBe(0);
    expect(await page.getByRole('main').getByRole('button', { name: 'Usuń' }).count()).toBe(0);
    // A row opens the read-only detail, not the form.
    await reason.getByRole('cell', { name: 'Błąd montażu' }).click();
    await waitForPath(page, new RegExp(`^${REASONS}/\\d+/show$`));
    await page.getByRole('main').getByText('Błąd montażu', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Opis' }).count()).toBe(0);
    const reasonId = Number(pathOf(page).split('/')[3]);
    // The edit screen by its URL is refused, and so is a change sent straight to the server.
    await page.goto(`${REASONS}/${reasonId}`);
    await waitForPath(page, ACCESS_DENIED);
    const status = await page.evaluate(
      async ([url, id]) => (await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id, description: 'Zmienione' }) })).status,
      ['/api/updatereclamationreason', reasonId] as const,
    );
    expect(status).toBe(403);
    const reasons = await client.get<{ responseData: { description: string }[] }>('/api/getallreclamationreasons');
    expect(reasons.body.responseData.map((r) => r.description)).toContain('Błąd montażu');
    expect(reasons.body.responseData.map((r) => r.description)).not.toContain('Zmienione');
    const description = page.getByRole('textbox', { name: 'Opis' });

    await openFromMenu(page, ['Słowniki reklamacji'], 'Typy reklamacji');
    await waitForPath(page, TYPES);
    const original = 'Reklamacja dostawcy';
    const types = await client.get<{ responseData: { id: number; description: string }[] }>('/api/getallreclamationtypes');
    const type = types.body.responseData.find((t) => t.description === original);
    if (!type) throw new Error(`The seed has no reclamation type "${original}"`);
    const renamed = `${original} ${token}`;
    await rowWith(page, original).getByRole('link', { name: 'Otwórz' }).click();
    await waitForPath(page, `${TYPES}/${type.id}`);
    await eventually(() => description.inputValue()).toBe(original);
    await description.fill(renamed);
    const saved = await submitAndAnswer(page, page.getByRole('button', { name: 'Zapisz', exact: true }), '/api/updatereclamationtype');
    expect(saved.status()).toBe(200);
    await waitForPath(page, TYPES);
    await rowWith(page, renamed).waitFor();
    const after = await client.get<{ responseData: { id: number; description: string }[] }>('/api/getallreclamationtypes');
    expect(after.body.responseData.find((t) => t.id === type.id)?.description).toBe(renamed);
  });

  it('a right the administrator takes back in the matrix disappears from the user’s menu', async () => {
    const { page } = browser;
    await switchTo(page);
    await openFromMenu(page, ['Administracja', 'Użytkownicy i dostęp'], 'Grupy dostępu');
    await waitForPath(page, GROUPS);
    await rowWith(page, groupName).getByRole('cell', { name: groupName }).click();
    await waitForPath(page, `${GROUPS}/${created.groupId}`);
    await eventually(() => right(page, 'Modyfikacja', 'Typy reklamacji').isChecked()).toBe(true);

    // Unticking Read takes Modify with it: the module leaves the group.
    await right(page, 'Odczyt', 'Typy reklamacji').uncheck();
    await eventually(() => right(page, 'Modyfikacja', 'Typy reklamacji').isChecked()).toBe(false);
    const answer = await submitAndAnswer(page, page.getByRole('button', { name: 'Zapisz', exact: true }), `/api/rolegroup/${created.groupId}`);
    expect(answer.status()).toBe(200);
    await waitForPath(page, GROUPS);
    expect((await groupFromApi()).settings.map((s) => s.key)).toEqual(['customers', 'reclamation_reason']);

    await switchTo(page, member.email, member.password);
    await waitForPath(page, CUSTOMERS);
    await eventually(() => menuEntries(page)).toEqual(['Klienci', '[Słowniki reklamacji]', 'Przyczyny']);
    await expectRefused(page, TYPES, '/api/getallreclamationtypes');
  });
});
