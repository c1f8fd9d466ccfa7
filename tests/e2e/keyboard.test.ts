import { describe, expect, it } from 'vitest';
import { pathOf, setUpBrowserApp, signIn, waitForPath } from '../support/browser';
import { uniqueToken } from '../support/entities';
import type { OkBody, Row } from '../support/testApp';

/**
 * The keyboard of people who live in the portal: Ctrl+K jumps to a record by its number, Ctrl+S
 * saves the form, `/` focuses the list's search, `?` lists the keys and Esc closes the list.
 */
const browser = setUpBrowserApp();
const token = uniqueToken();
const state = { id: 0, number: '' };

describe('keyboard', () => {
  it('Ctrl+K finds a reclamation by its number and Enter opens it', async () => {
    const api = await browser.adminApi();
    const made = await api.post<OkBody<Row>>('/api/createreclamation', { status: 17, client_surname: `Klawiaturowy ${token}` });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    state.id = Number(made.body.responseData.id);
    state.number = String(made.body.responseData.number);

    const { page } = browser;
    await signIn(page);
    await page.keyboard.press('Control+K');
    const box = page.getByRole('combobox', { name: 'Szukaj w portalu' });
    await box.waitFor();
    await box.fill(state.number);
    const option = page.getByRole('option').filter({ hasText: state.number });
    await option.waitFor();
    await box.press('Enter');
    await waitForPath(page, `/reclamation-detail/${state.id}`);
    await expect.poll(() => box.isVisible()).toBe(false);
    // The record's tab reads as the record: its number, not "Reklamacja #id".
    await page.getByRole('tablist', { name: 'Otwarte ekrany' }).getByRole('tab', { name: state.number }).waitFor();
  });

  it('Ctrl+S saves the form on the screen', async () => {
    const { page } = browser;
    const field = page.getByLabel('Opis zgłoszenia');
    await field.waitFor();
    await field.fill(`Zapisane klawiszem ${token}`);
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/updatereclamation') && r.request().method() === 'PUT'),
      page.keyboard.press('Control+S'),
    ]);
    expect(saved.status()).toBe(200);
    const api = await browser.adminApi();
    const stored = await api.get<OkBody<Row>>(`/api/getreclamation/${state.id}`);
    expect(stored.body.responseData.comment).toBe(`Zapisane klawiszem ${token}`);
  });

  it('/ focuses the list search, ? lists the keys and Esc closes the list', async () => {
    const { page } = browser;
    await page.goto('/reclamations');
    const search = page.locator('#main-content input[name="q"]');
    await search.waitFor();
    await page.locator('#main-content').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect.poll(() => search.evaluate((input) => input === document.activeElement)).toBe(true);
    // Typed into the search, `?` is text, not a shortcut.
    await page.keyboard.type('?');
    expect(await search.inputValue()).toBe('?');
    expect(await page.getByRole('dialog', { name: 'Skróty klawiszowe' }).count()).toBe(0);
    await search.fill('');
    await page.locator('#main-content').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Skróty klawiszowe' });
    await help.waitFor();
    expect(await help.innerText()).toContain('Zapisz formularz');
    await page.keyboard.press('Escape');
    await expect.poll(() => help.count()).toBe(0);
    expect(pathOf(page)).toMatch(/^\/reclamations/);
  });
});
