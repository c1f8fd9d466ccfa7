import { rmSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, screenshot, SCREENSHOTS_DIR, setUpBrowserApp, visibleText, waitForPath } from '../support/browser';

const browser = setUpBrowserApp();

describe('screenshots of the main screens', () => {
  beforeAll(() => {
    for (const name of ['login', 'dictionary-list', 'edit-form']) rmSync(path.join(SCREENSHOTS_DIR, `${name}.png`), { force: true });
  });

  it('the sign-in page', async () => {
    const { page } = browser;
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
    await page.getByRole('button', { name: 'Zaloguj się' }).waitFor();
    expect(await visibleText(page)).toContain('Nie pamiętasz hasła?');
    await screenshot(page, 'login');
  });

  it('a dictionary list', async () => {
    const { page } = browser;
    await openSignedIn(page, '/reclcatalogs/reclreasons');
    await page.getByRole('main').getByRole('cell', { name: 'Wada materiałowa', exact: true }).waitFor();
    await page.getByText('1-6 z 6').waitFor();
    const text = await visibleText(page);
    for (const expected of ['Słowniki reklamacji', 'Przyczyny', 'Opis', 'Błąd montażu', 'Wierszy na stronie:']) expect(text).toContain(expected);
    await screenshot(page, 'dictionary-list');
  });

  it('an edit form', async () => {
    const { page } = browser;
    const client = await browser.adminApi();
    const firms = await client.get<{ responseData: { id: number; nip: string; name: string }[] }>('/api/getallfirms');
    const firm = firms.body.responseData.find((f) => f.nip === '5260250995');
    if (!firm) throw new Error('The seed has no firm with NIP 5260250995');

    await openSignedIn(page, `/administration/othersettings/firms/${firm.id}`);
    await waitForPath(page, `/administration/othersettings/firms/${firm.id}`);
    await expect.poll(() => page.getByRole('textbox', { name: 'NIP' }).inputValue()).toBe('5260250995');
    expect(await page.getByRole('textbox', { name: 'Nazwa' }).inputValue()).toBe(firm.name);
    await page.getByRole('heading', { name: 'Adres i kontakt' }).waitFor();
    await page.getByRole('button', { name: 'Zapisz', exact: true }).waitFor();
    await screenshot(page, 'edit-form');
  });
});
