import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/demo';
import { openSignedIn, rawKeysIn, screenshot, setUpBrowserApp, visibleText, waitForPath } from '../support/browser';
import type { OkBody, Row } from '../support/testApp';

/**
 * The sales journeys of the Polish UI on the demo data: an order for Budmax (HURT group, 5 %
 * discount) with a configured window, priced from the price list, saved, confirmed and printed;
 * then an offer request with a comment and a file, turned into an order; then an order of eight
 * lines entered in its lines grid by keyboard and pasted from a spreadsheet block.
 */

const ORDERS = '/sales/sales-orders';
const REQUESTS = '/sales/customer-requests';
const CUSTOMER = 'Budmax Jan Wiśniewski';

const browser = setUpBrowserApp();
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });

const today = () => {
  const now = new Date();
  return `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear()}`;
};

/** Types into an autocomplete and picks the option of that exact text. */
const choose = async (page: Page, combobox: Locator, typed: string, option: string) => {
  await combobox.click();
  await combobox.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await eventually(() => combobox.inputValue()).toBe(option);
};

/** A cell of the first line of the order's lines grid. */
const lineCell = (page: Page, column: string) => page.getByRole('grid', { name: 'Pozycje' }).locator(`tr[data-line="1"] td[data-column="${column}"]`);
const formSection = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const saveButton = (page: Page) => page.getByRole('toolbar').getByRole('button', { name: 'Zapisz', exact: true });
/** The select of one configurator parameter (MUI renders it as a combobox named by its label). */
const parameter = (dialog: Locator, name: string) => dialog.getByRole('combobox', { name, exact: true });
const pickOption = async (page: Page, select: Locator, option: string) => {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await eventually(() => select.innerText()).toBe(option);
};

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

const created = { orderId: 0, number: '' };

describe('sales in the browser (Polish UI)', () => {
  it('configures a window, prices it for the customer, saves the order, confirms it and prints it', async () => {
    const { page } = browser;
    await seedDemoData(browser.testApp.db);
    await openSignedIn(page, `${ORDERS}/create`);
    await choose(page, page.getByRole('combobox', { name: 'Klient', exact: true }), 'Budmax', CUSTOMER);

    const lines = formSection(page, 'Pozycje');
    await lines.getByRole('button', { name: 'Dodaj pozycję' }).click();
    // The new line's product cell takes the keyboard: the code typed, the suggestion taken with Enter.
    await page.keyboard.type('OKNO');
    await page.getByRole('option', { name: 'OKNO-PCV – Okno PCV na wymiar', exact: true }).waitFor();
    await page.keyboard.press('Enter');
    await eventually(() => lineCell(page, 'productId').innerText()).toBe('OKNO-PCV – Okno PCV na wymiar');

    // The configurator: a fixed window takes standard fittings only; anthracite and the default triple glazing.
    await lines.getByRole('button', { name: 'Konfiguruj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konfigurator: Okno PCV na wymiar' });
    await dialog.getByRole('spinbutton', { name: 'Szerokość [mm]' }).fill('1200');
    await dialog.getByRole('spinbutton', { name: 'Wysokość [mm]' }).fill('1500');
    await pickOption(page, parameter(dialog, 'Otwieranie'), 'Stałe');
    await parameter(dialog, 'Okucia').click();
    await eventually(() => page.getByRole('option').allInnerTexts()).toEqual(['Standard']);
    await page.keyboard.press('Escape');
    await pickOption(page, parameter(dialog, 'Kolor'), 'Antracyt');
    await eventually(() => dialog.getByTestId('configurator-description').innerText()).toBe('Otwieranie: Stałe, Okucia: Standard, Kolor: Antracyt, Szyba: 3-szybowa 4/12/4/12/4');
    await dialog.getByText('Powierzchnia: 1.8 m²').waitFor();
    await screenshot(page, 'order-configurator');
    await dialog.getByRole('button', { name: 'Zastosuj i wyceń' }).click();
    await dialog.waitFor({ state: 'detached' });

    // 900 for the window, 220 for anthracite, 150 for triple glazing; Budmax gets the HURT group's 5 %.
    // Amounts read as everywhere: grouped with a no-break space, two decimals.
    await eventually(async () => (await lineCell(page, 'price').innerText()).replace(/\s/g, ' ')).toBe('1 270,00');
    await eventually(() => lineCell(page, 'discountPercent').innerText()).toBe('5');
    await eventually(() => lineCell(page, 'description').innerText()).toBe('Otwieranie: Stałe, Okucia: Standard, Kolor: Antracyt, Szyba: 3-szybowa 4/12/4/12/4');

    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/order') && r.request().method() === 'POST'), saveButton(page).click()]);
    expect(response.status()).toBe(200);
    const saved = ((await response.json()) as { responseData: { id: number; numberStr: string } }).responseData;
    created.orderId = saved.id;
    created.number = saved.numberStr;
    expect(created.number).toBe('ZAM-000201');

    await waitForPath(page, `${ORDERS}/${created.orderId}`);
    await page.getByRole('banner').getByRole('heading', { name: `Nr ${created.number} od ${today()}`, exact: true }).waitFor();
    // 1270 − 5 % = 1206.50 net, VAT 23 % 277.50, gross 1484.00: computed by the server.
    const sums = page.getByRole('region', { name: 'Podsumowanie' });
    // Polish groups thousands with a no-break space.
    const sum = async (key: string) => (await sums.locator(`[data-sum="${key}"]`).innerText()).replace(/\s/g, ' ');
    await eventually(() => sum('sumNetto')).toBe('1 206,50 PLN');
    await eventually(() => sum('sumBrutto')).toBe('1 484,00 PLN');
    expect(rawKeysIn(await visibleText(page))).toEqual([]);

    // Only the moves of the transition table are offered; a confirmed order is read-only but for its status.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await eventually(() => page.getByRole('option').allInnerTexts()).toEqual(['Nowe', 'Potwierdzone', 'Anulowane']);
    await page.getByRole('option', { name: 'Potwierdzone', exact: true }).click();
    const [confirmed] = await Promise.all([page.waitForResponse((r) => r.url().includes(`/api/order/${created.orderId}`) && r.request().method() === 'PUT'), saveButton(page).click()]);
    expect(confirmed.status()).toBe(200);
    expect(JSON.parse(confirmed.request().postData() ?? '{}')).toMatchObject({ status: 'CONFIRMED' });
    await page.getByText('Zamówienie o statusie „Potwierdzone” można już tylko przesunąć do kolejnego statusu.').waitFor();
    const log = page.getByRole('region', { name: 'Historia zmian' });
    await eventually(async () => (await log.getByRole('listitem').allInnerTexts()).map((t) => t.split('\n')[0])).toEqual(['Zmiana statusu', 'Utworzono']);
    // Two versions picked are compared field by field.
    await log.getByRole('checkbox', { name: 'Wybierz wersję 1 do porównania' }).check();
    await log.getByRole('checkbox', { name: 'Wybierz wersję 2 do porównania' }).check();
    await log.getByRole('button', { name: 'Porównaj zaznaczone wersje' }).click();
    const diff = page.getByRole('dialog', { name: 'Różnice: v1 → v2' });
    await eventually(async () => (await diff.getByRole('row').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual(['v1 v2', 'Status Nowe Potwierdzone']);
    await diff.getByRole('button', { name: 'Zamknij' }).click();
    await screenshot(page, 'order-confirmed');

    // The printed confirmation opens in a new tab as a PDF.
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Drukuj potwierdzenie' }).click()]);
    await eventually(async () => new URL(popup.url()).pathname).toBe(`/api/order/${created.orderId}/confirmation.pdf`);
    await popup.close();
    const pdf = await browser.testApp.app.inject({ method: 'GET', url: `/api/order/${created.orderId}/confirmation.pdf`, headers: { cookie: await browser.testApp.login() } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('an offer request gets a comment with a file and is turned into an order', async () => {
    const { page } = browser;
    await openSignedIn(page, `${REQUESTS}/create`);
    await choose(page, page.getByRole('combobox', { name: 'Klient', exact: true }), 'Budmax', CUSTOMER);
    await page.getByRole('textbox', { name: 'Temat' }).fill('Okna do hali w Lesznie');
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/customer_request') && r.request().method() === 'POST'), saveButton(page).click()]);
    expect(response.status()).toBe(200);
    const request = ((await response.json()) as { responseData: { id: number; number: string } }).responseData;
    await waitForPath(page, `${REQUESTS}/${request.id}`);
    await page.getByRole('banner').getByRole('heading', { name: `Nr ${request.number} od ${today()}`, exact: true }).waitFor();

    const comments = page.getByRole('region', { name: 'Komentarze' });
    await comments.getByText('Brak komentarzy.').waitFor();
    const form = comments.getByRole('form', { name: 'Dodaj komentarz' });
    await form.getByRole('textbox', { name: 'Treść komentarza' }).fill('Klient przesłał rzut hali.');
    await form.locator('input[type="file"]').setInputFiles({ name: 'rzut-hali.txt', mimeType: 'text/plain', buffer: Buffer.from('rzut hali') });
    await Promise.all([page.waitForResponse((r) => r.url().includes('/api/customer_request/add_comment')), form.getByRole('button', { name: 'Dodaj komentarz' }).click()]);
    await comments.getByText('Klient przesłał rzut hali.').waitFor();
    await comments.getByRole('link', { name: 'rzut-hali.txt' }).waitFor();
    await screenshot(page, 'offer-request');

    await page.getByRole('toolbar').getByRole('button', { name: 'Utwórz zamówienie' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Potwierdź' }).click();
    await waitForPath(page, new RegExp(`^${ORDERS}/\\d+$`));
    await eventually(() => page.getByRole('textbox', { name: 'Referencja' }).inputValue()).toBe('Okna do hali w Lesznie');
    await eventually(() => page.getByRole('combobox', { name: 'Status' }).innerText()).toBe('Oferta');
    expect(rawKeysIn(await visibleText(page))).toEqual([]);
  });

  it('enters five lines by keyboard alone, pastes three more from a spreadsheet block with a bad code shown on its cell, and saves the eight', async () => {
    const { page } = browser;
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
