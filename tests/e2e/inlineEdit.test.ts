import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { entityByName } from '../../src/schemas/registry';
import { entityCalls, createRow, uniqueToken } from '../support/entities';
import { fieldMessage, openSignedIn, screenshot, setUpBrowserApp, waitForPath } from '../support/browser';
import type { OkBody, Row } from '../support/testApp';

const STATUSES = '/reclcatalogs/reclstates';
const status = entityByName('reclamation_status');
const browser = setUpBrowserApp();

const dataRows = (page: Page) => page.getByRole('main').getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
const rowWith = (page: Page, text: string) => dataRows(page).filter({ has: page.getByRole('cell', { name: text, exact: true }) });
/** The row being edited in place. */
const editedRow = (page: Page) => page.getByRole('main').locator('tr[data-editing]');
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
/** The status's update call (its answer), started by what `act` does. */
const updateAnswer = async (page: Page, act: () => Promise<void>) => {
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/updatereclamationstatus')), act()]);
  return response;
};

describe('a dictionary list edited in place (Polish UI)', () => {
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
