import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/demo';
import { openSignedIn, screenshot, setUpBrowserApp, waitForPath } from '../support/browser';
import type { OkBody, Row } from '../support/testApp';

const ORDERS = '/sales/sales-orders';
const CUSTOMER = 'Budmax Jan Wiśniewski';
const browser = setUpBrowserApp();

const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const grid = (page: Page) => page.getByRole('grid', { name: 'Pozycje' });
const cell = (page: Page, line: number, column: string) => grid(page).locator(`tr[data-line="${line}"] td[data-column="${column}"]`);
/** The text of a column's cells, line after line. */
const column = async (page: Page, key: string) => (await grid(page).locator(`tbody td[data-column="${key}"]`).allInnerTexts()).map((text) => text.replace(/\s/g, ' ').trim());

/** Types a product's code into the focused product cell and takes the server's match with Tab. */
const typeProduct = async (page: Page, code: string, option: string) => {
  await page.keyboard.type(code);
  await page.getByRole('option', { name: option, exact: true }).waitFor();
  await page.keyboard.press('Tab');
};

describe('an order\'s lines as a grid (Polish UI)', () => {
  it('enters five lines by keyboard alone, pastes three more from a spreadsheet block with a bad code shown on its cell, and saves the eight', async () => {
    const { page } = browser;
    await seedDemoData(browser.testApp.db);
    await openSignedIn(page, `${ORDERS}/create`);
    const customer = page.getByRole('combobox', { name: 'Klient', exact: true });
    await customer.click();
    await customer.fill('Budmax');
    await page.getByRole('option', { name: CUSTOMER, exact: true }).click();

    // "Dodaj pozycję" gives the first line; its product cell takes the keyboard.
    await page.getByRole('button', { name: 'Dodaj pozycję' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(cell(page, 1, 'productId'))).toBe(true);

    const typed = [
      ['PIANKA-750', 'PIANKA-750 – Pianka montażowa 750 ml', '12', '18,50'],
      ['KOTWA-100', 'KOTWA-100 – Kotwa montażowa 100 mm', '4', '32'],
      ['SILIKON-BIALY', 'SILIKON-BIALY – Silikon sanitarny biały 280 ml', '6', '21,90'],
      ['NAWIEWNIK', 'NAWIEWNIK – Nawiewnik okienny higrosterowany', '2', '149'],
      ['KLAMKA-1', 'KLAMKA-1 – Klamka okienna biała', '10', '45,00'],
    ];
    for (const [index, [code, option, quantity, price]] of typed.entries()) {
      const line = index + 1;
      // Typing on a cell edits it; Tab takes the match and goes on to the next cell typed into (the description, then the quantity).
      await typeProduct(page, code, option);
      await expect.poll(() => focused(cell(page, line, 'description'))).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.type(quantity);
      await page.keyboard.press('Tab');
      // Pieces, length, height stay as they are; the price is typed as people write it.
      for (let n = 0; n < 3; n++) await page.keyboard.press('Tab');
      await expect.poll(() => focused(cell(page, line, 'price'))).toBe(true);
      await page.keyboard.press('Enter');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(price);
      await page.keyboard.press('Enter');
      // Enter on the last cell of the last line (its VAT, confirmed as it is) adds the next line.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect.poll(() => focused(cell(page, line, 'vat'))).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: '23%' }).waitFor();
      await page.keyboard.press('Enter');
      await expect.poll(() => focused(cell(page, line + 1, 'productId'))).toBe(true);
    }
    expect(await column(page, 'quantity')).toEqual(['12', '4', '6', '2', '10', '1']);
    expect(await column(page, 'price')).toEqual(['18,50', '32,00', '21,90', '149,00', '45,00', '0,00']);

    // A block copied from a spreadsheet fills the sixth line on and adds two; a code no product has is said on its cell.
    const block = 'PARAPET-W-200\tParapet 2 m\t3\t\t2000\t\t89,90\nMOSKITIERA-1\t\t2\t\t\t\t120\nBRAK-KODU\t\t1\t\t\t\t10';
    const lookup = page.waitForResponse((response) => response.url().includes('/api/product') && decodeURIComponent(response.url()).includes('PARAPET-W-200'));
    await cell(page, 6, 'productId').evaluate((element, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, block);
    await lookup;
    await expect.poll(() => column(page, 'quantity')).toEqual(['12', '4', '6', '2', '10', '3', '2', '1']);
    expect(await column(page, 'length')).toEqual(['', '', '', '', '', '2000', '', '']);
    await expect.poll(() => cell(page, 8, 'productId').innerText()).toBe('Nie znaleziono kodu: „BRAK-KODU”');
    expect(await cell(page, 8, 'productId').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => cell(page, 6, 'productId').innerText()).toBe('PARAPET-W-200 – Parapet wewnętrzny 200 mm');
    await screenshot(page, 'order-lines-grid');

    // Put right by typing the code again on the cell.
    await cell(page, 8, 'productId').focus();
    await typeProduct(page, 'PIANKA-750', 'PIANKA-750 – Pianka montażowa 750 ml');
    expect(await cell(page, 8, 'productId').getAttribute('aria-invalid')).toBeNull();

    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/order') && r.request().method() === 'POST'), page.getByRole('toolbar').getByRole('button', { name: 'Zapisz', exact: true }).click()]);
    expect(response.status()).toBe(200);
    const saved = ((await response.json()) as OkBody<Row>).responseData;
    await waitForPath(page, `${ORDERS}/${String(saved.id)}`);
    const lines = saved.products as Row[];
    expect(lines.map((line) => [line.quantity, line.price])).toEqual([
      [12, 18.5],
      [4, 32],
      [6, 21.9],
      [2, 149],
      [10, 45],
      [3, 89.9],
      [2, 120],
      [1, 10],
    ]);
    expect(lines[5]).toMatchObject({ description: 'Parapet 2 m', length: 2000 });
    // The saved order's sums are totalled under the lines, as the money reads everywhere.
    await expect.poll(() => grid(page).locator('tfoot td[data-total="sumNetto"]').innerText()).not.toBe('0,00');
  });
});
