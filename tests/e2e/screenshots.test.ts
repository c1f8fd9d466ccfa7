import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSignedIn, rawKeysIn, setUpBrowserApp, visibleText, waitForPath } from '../support/browser';

/** Where the pictures go (ignored by git), for a person to look at after the run. */
const DIR = path.resolve('test-results/screenshots');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A blank or broken page compresses to a few kilobytes; a rendered screen is far more. */
const MIN_BYTES = 20_000;

const browser = setUpBrowserApp();

/** Takes a screenshot of the whole viewport, checks the file and that no raw translation key is visible. */
const shoot = async (page: Page, name: string) => {
  expect(rawKeysIn(await visibleText(page))).toEqual([]);
  const file = path.join(DIR, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(statSync(file).size).toBeGreaterThan(MIN_BYTES);
  // The width and height in the IHDR chunk: the whole 1366×800 viewport.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1366, 800]);
  return file;
};

describe('screenshots of the main screens', () => {
  beforeAll(() => {
    for (const name of ['login', 'dictionary-list', 'edit-form']) rmSync(path.join(DIR, `${name}.png`), { force: true });
    mkdirSync(DIR, { recursive: true });
  });

  it('the sign-in page', async () => {
    const { page } = browser;
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
    await page.getByRole('button', { name: 'Zaloguj się' }).waitFor();
    expect(await visibleText(page)).toContain('Nie pamiętasz hasła?');
    await shoot(page, 'login');
  });

  it('a dictionary list', async () => {
    const { page } = browser;
    await openSignedIn(page, '/reclcatalogs/reclreasons');
    await page.getByRole('main').getByRole('cell', { name: 'Wada materiałowa', exact: true }).waitFor();
    await page.getByText('1-6 z 6').waitFor();
    const text = await visibleText(page);
    for (const expected of ['Słowniki reklamacji', 'Przyczyny', 'Opis', 'Błąd montażu', 'Wierszy na stronie:']) expect(text).toContain(expected);
    await shoot(page, 'dictionary-list');
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
    await page.getByRole('button', { name: 'Zapisz' }).waitFor();
    await shoot(page, 'edit-form');
  });
});
