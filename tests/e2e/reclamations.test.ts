import { readFile } from 'node:fs/promises';
import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { entityByName } from '../../src/schemas/registry';
import { openFromMenu, openSignedIn, rawKeysIn, screenshot, setUpBrowserApp, signIn, visibleText, waitForPath } from '../support/browser';
import { dayPicker, pickerText, shownDay, typeDay } from '../support/datePickers';
import { createRow, entityCalls, uniqueToken } from '../support/entities';

/**
 * The issue's journey, all through the Polish UI: the administrator registers a reclamation with
 * two positions, attaches a PDF, moves it on to "W analizie", opens its decision protocol as a PDF
 * and runs the reclamation report grouped by status and customer, then exports it to XLSX.
 * The tests run in order and share what they create.
 */

const LIST = '/reclamations';
const REPORT = '/reports/reportCommon/reclamations';

const browser = setUpBrowserApp();

/** Polls a value until it passes the assertion (playwright's auto-waiting `expect` for vitest). */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000, interval: 100 });

const token = uniqueToken();
const customers = { first: `Klient A e2e ${token}`, second: `Klient B e2e ${token}` };
const client = { name: 'Anna', surname: `Nowak${token}`, email: `anna.${token}@example.com` };
const pdfName = `protokol-${token}.pdf`;
/** Filled in by the tests that create them. */
const created = { id: 0, number: '', customerIds: [] as number[] };

/** The smallest PDF a reader accepts: one empty page. */
const tinyPdf = (): Buffer => {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

/** Today as the portal writes dates: DD.MM.YYYY. */
const today = () => {
  const now = new Date();
  return `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear()}`;
};

/** The data rows of the list on screen (the header row has no cells). */
const dataRows = (page: Page) => page.getByRole('main').getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') });
const rowWith = (page: Page, text: string) => dataRows(page).filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/** Types into an autocomplete and picks the option of that exact text. */
const choose = async (page: Page, combobox: Locator, typed: string, option: string) => {
  await combobox.click();
  await combobox.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await eventually(() => combobox.inputValue()).toBe(option);
};

/** The section of the form headed by `title` (the form's sections have no accessible name). */
const formSection = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
/** The subject cells of the positions grid, line after line. */
const positions = (page: Page) => formSection(page, 'Pozycje').getByRole('grid', { name: 'Pozycje' }).locator('tbody td[data-column="reclamation_subject"]');
/** The positions' subjects as their cells read them. */
const subjects = async (page: Page) => (await positions(page).allInnerTexts()).map((text) => text.trim());
/** Types into the focused cell of a grid and takes the suggestion of that exact text. */
const typeChoice = async (page: Page, typed: string, option: string) => {
  await page.keyboard.type(typed);
  await page.getByRole('option', { name: option, exact: true }).waitFor();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: option, exact: true }).waitFor({ state: 'detached' });
};
const history = (page: Page) => page.getByRole('region', { name: 'Historia' });
/** The history entries, newest first, each as its label and description on one line. */
const historyTexts = async (page: Page) => (await history(page).getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

/** A column header of the list, by its exact text. */
const columnHeader = (page: Page, name: string) => page.getByRole('main').locator('thead th').filter({ hasText: new RegExp(`^${name}$`) });

/** The form's own save button (the toolbar's), not one of a section's dialogs. */
const saveButton = (page: Page) => page.getByRole('toolbar').getByRole('button', { name: 'Zapisz', exact: true });

describe('a reclamation in the browser (Polish UI): register, file, status, protocol, report', () => {
  it('registers a reclamation with two positions through the form and lists it with its positions', async () => {
    const { page } = browser;
    const admin = await browser.adminApi();
    const customer = entityByName('customer');
    for (const name of [customers.first, customers.second]) created.customerIds.push(Number((await createRow(admin, customer, { name })).id));

    await signIn(page);
    await openFromMenu(page, [], 'Reklamacje');
    await waitForPath(page, LIST);
    await page.getByRole('main').getByRole('link', { name: 'Utwórz' }).click();
    await waitForPath(page, `${LIST}/create`);
    // The create screen is named by a noun phrase, not "Utwórz Reklamacja".
    await page.getByRole('banner').getByRole('heading', { name: 'Nowa reklamacja', exact: true }).waitFor();
    // Dates read as spec §9 writes them: the day received starts as today, DD.MM.YYYY.
    await eventually(() => pickerText(page.getByRole('group', { name: 'Data przyjęcia' }))).toBe(today());
    // A date is typed day, month, year in the Polish order.
    const term = page.getByRole('group', { name: 'Termin realizacji' });
    await term.getByRole('spinbutton').first().click();
    await page.keyboard.type('15072030');
    await eventually(() => pickerText(term)).toBe('15.07.2030');

    await choose(page, page.getByRole('combobox', { name: 'Klient', exact: true }), customers.first.slice(0, 12), customers.first);
    await page.getByRole('textbox', { name: 'Imię klienta' }).fill(client.name);
    await page.getByRole('textbox', { name: 'Nazwisko klienta' }).fill(client.surname);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(client.email);

    const add = formSection(page, 'Pozycje').getByRole('button', { name: 'Dodaj pozycję' });
    // A new position's subject cell takes the keyboard: its code typed, the suggestion taken with Enter.
    await add.click();
    await eventually(() => positions(page).count()).toBe(1);
    await typeChoice(page, 'OKNO', 'OKNO – Okno');
    await add.click();
    await eventually(() => positions(page).count()).toBe(2);
    await typeChoice(page, 'DRZW', 'DRZWI – Drzwi');
    await eventually(() => subjects(page)).toEqual(['OKNO – Okno', 'DRZWI – Drzwi']);

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/createreclamation') && r.request().method() === 'POST'),
      saveButton(page).click(),
    ]);
    expect(response.status()).toBe(200);
    // The API gets the day as it always did: YYYY-MM-DD.
    expect((response.request().postDataJSON() as { execution_term: string }).execution_term).toBe('2030-07-15');
    const saved = ((await response.json()) as { responseData: { id: number; number: string } }).responseData;
    created.id = saved.id;
    created.number = saved.number;
    expect(created.number).toMatch(/^REK\/\d+\/\d{4}$/);

    // The new reclamation opens in its edit screen: number and date in the title, the positions in order.
    await waitForPath(page, `${LIST}/${created.id}`);
    await page.getByRole('banner').getByRole('heading', { name: `Nr ${created.number} od ${today()}`, exact: true }).waitFor();
    await eventually(() => subjects(page)).toEqual(['OKNO – Okno', 'DRZWI – Drzwi']);
    await eventually(() => page.getByRole('textbox', { name: 'Nazwisko klienta' }).inputValue()).toBe(client.surname);
    await eventually(() => pickerText(page.getByRole('group', { name: 'Termin realizacji' }))).toBe('15.07.2030');
    await eventually(() => historyTexts(page)).toEqual([expect.stringContaining('Zmiana statusu Rejestracja: Zarejestrowana')]);
    expect(rawKeysIn(await visibleText(page))).toEqual([]);

    // The list shows it with the positions' subjects, in position order.
    await openFromMenu(page, [], 'Reklamacje');
    await waitForPath(page, LIST);
    const row = rowWith(page, created.number);
    await row.waitFor();
    await row.getByRole('cell', { name: 'OKNO, DRZWI', exact: true }).waitFor();
    await row.getByRole('cell', { name: customers.first, exact: true }).waitFor();
    expect(await row.innerText()).toContain('Zarejestrowana');
    await screenshot(page, 'reclamation-list');
  });

  it("the column chooser hides a column for the signed-in user, and the choice survives a reload", async () => {
    const { page } = browser;
    await openSignedIn(page, LIST);
    await rowWith(page, created.number).waitFor();
    // The columns a new reclamation leaves empty start hidden; the others are shown.
    expect(await columnHeader(page, 'Decyzja').count()).toBe(0);
    expect(await columnHeader(page, 'Pozycje').count()).toBe(1);
    // Every column the chooser offers has a name (the row's delete button too).
    await page.getByRole('main').getByRole('button', { name: 'Kolumny' }).click();
    await page.getByRole('switch', { name: 'Usuń', exact: true }).waitFor();
    expect(await page.getByRole('switch', { name: /^Kolumna bez etykiety/ }).count()).toBe(0);
    await page.keyboard.press('Escape');

    const toggle = async () => {
      await page.getByRole('main').getByRole('button', { name: 'Kolumny' }).click();
      await page.getByRole('switch', { name: 'Pozycje', exact: true }).click();
      await page.keyboard.press('Escape');
    };
    await toggle();
    await eventually(() => columnHeader(page, 'Pozycje').count()).toBe(0);
    await page.reload();
    await rowWith(page, created.number).waitFor();
    expect(await columnHeader(page, 'Pozycje').count()).toBe(0);
    expect(await columnHeader(page, 'Numer').count()).toBe(1);
    // Kept under the user's own key, so another user of this browser keeps theirs.
    const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('reclamations.columns.user-')));
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => /reclamations\.columns\.user-\d+/.test(key))).toBe(true);

    await toggle();
    await eventually(() => columnHeader(page, 'Pozycje').count()).toBe(1);
  });

  it('uploads a PDF in the Pliki section: it is listed and the history records it', async () => {
    const { page } = browser;
    await openSignedIn(page, `${LIST}/${created.id}`);
    const files = page.getByRole('region', { name: 'Pliki' });
    await files.getByText('Brak plików.').waitFor();

    const upload = page.getByRole('form', { name: 'Dodaj pliki' });
    const send = upload.getByRole('button', { name: 'Wyślij' });
    expect(await send.isDisabled()).toBe(true);
    await upload.locator('input[type="file"]').setInputFiles({ name: pdfName, mimeType: 'application/pdf', buffer: tinyPdf() });
    await upload.getByText(`Wybrano (1): ${pdfName}`, { exact: false }).waitFor();
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/api/reclamation/upload_files')), send.click()]);
    expect(response.status()).toBe(200);
    await page.getByText('Dodano pliki: 1').waitFor();

    const fileRow = files.getByRole('table', { name: 'Pliki' }).getByRole('row').filter({ has: page.getByRole('cell', { name: pdfName, exact: true }) });
    await fileRow.waitFor();
    expect((await fileRow.getByRole('cell').allInnerTexts()).map((t) => t.trim()).slice(1, 2)).toEqual(['PDF']);
    await fileRow.getByRole('link', { name: `Otwórz plik ${pdfName}` }).waitFor();
    await eventually(() => historyTexts(page)).toContainEqual(expect.stringContaining(`Dodano plik Plik: ${pdfName}`));
    await eventually(() => upload.getByText('Nie wybrano plików').count()).toBe(1);

    // The stored bytes are the PDF that was sent.
    const stored = await page.request.get(new URL(`/api/reclamation/file/${await fileRow.getAttribute('data-file-id')}`, page.url()).href);
    expect(stored.status()).toBe(200);
    expect(stored.headers()['content-type']).toMatch(/^application\/pdf/);
    expect((await stored.body()).equals(tinyPdf())).toBe(true);
  });

  it('changes the status to "W analizie": the history records the change', async () => {
    const { page } = browser;
    await openSignedIn(page, `${LIST}/${created.id}`);
    const status = page.getByRole('combobox', { name: 'Status', exact: true });
    await eventually(() => status.inputValue()).toBe('Zarejestrowana');
    await choose(page, status, 'W anal', 'W analizie');

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/updatereclamation') && r.request().method() === 'PUT'),
      saveButton(page).click(),
    ]);
    expect(response.status()).toBe(200);
    await eventually(() => historyTexts(page).then((texts) => texts[0])).toContain('Zmiana statusu Status: Zarejestrowana → W analizie');
    // Saving stays on the reclamation and keeps its positions.
    await waitForPath(page, `${LIST}/${created.id}`);
    await eventually(() => status.inputValue()).toBe('W analizie');
    await eventually(() => subjects(page)).toEqual(['OKNO – Okno', 'DRZWI – Drzwi']);
    const stored = await (await browser.adminApi()).get<{ responseData: { status: number; possitions_description: string } }>(`/api/getreclamation/${created.id}`);
    expect(stored.body.responseData).toMatchObject({ status: 18, possitions_description: 'OKNO, DRZWI' });

    // A comment goes to the history too (action type 2).
    await page.getByRole('textbox', { name: 'Komentarz' }).fill('Klient prosi o kontakt telefoniczny');
    const [comment] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/createreclamationhistoryevent')),
      page.getByRole('button', { name: 'Dodaj komentarz' }).click(),
    ]);
    expect(comment.status()).toBe(200);
    await eventually(() => historyTexts(page).then((texts) => texts[0])).toContain('Klient prosi o kontakt telefoniczny');
  });

  it('sets a reminder for today: the history shows it, the top bar counts it, and it is marked done there', async () => {
    const { page } = browser;
    await openSignedIn(page, `${LIST}/${created.id}`);
    const bell = page.getByRole('banner').getByRole('button', { name: /^Przypomnienia na dziś: \d+$/ });
    await bell.waitFor();
    const before = Number((await bell.getAttribute('aria-label'))?.match(/\d+$/)?.[0]);

    await page.getByRole('button', { name: 'Dodaj przypomnienie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowe przypomnienie' });
    const now = new Date();
    const isoToday = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    // The day proposed is tomorrow, shown DD.MM.YYYY.
    const day = dayPicker(dialog, /^Dzień przypomnienia/);
    await eventually(() => pickerText(day)).toBe(`${String(tomorrow.getDate()).padStart(2, '0')}.${String(tomorrow.getMonth() + 1).padStart(2, '0')}.${tomorrow.getFullYear()}`);
    await dialog.getByRole('textbox', { name: 'Treść przypomnienia' }).fill('Oddzwonić do klienta');
    // A day that does not exist (31 February) is refused on its field, without a call.
    let calls = 0;
    const count = (request: Request) => {
      if (request.url().endsWith('/reminders')) calls += 1;
    };
    page.on('request', count);
    await typeDay(day, `3102${now.getFullYear() + 1}`);
    await eventually(() => pickerText(day)).toBe(`31.02.${now.getFullYear() + 1}`);
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await dialog.getByText('Niepoprawna data', { exact: true }).waitFor();
    page.off('request', count);
    expect(calls).toBe(0);
    // Today, typed day, month, year.
    await typeDay(day, shownDay(isoToday).replaceAll('.', ''));
    await eventually(() => pickerText(day)).toBe(today());
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/api/reclamations/${created.id}/reminders`)),
      dialog.getByRole('button', { name: 'Zapisz' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    expect((saved.request().postDataJSON() as { remind_at: string }).remind_at).toBe(isoToday);
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => historyTexts(page).then((texts) => texts[0])).toContain(`Monit na ${today()} · do zrobienia Oddzwonić do klienta`);
    await screenshot(page, 'reclamation-detail');
    // The sections of the reclamation's own records, with their add buttons for the administrator.
    for (const [title, add] of [
      ['Koszty', 'Dodaj koszt'],
      ['Zlecenia produkcyjne', 'Utwórz zlecenie'],
    ]) {
      await formSection(page, title).getByRole('button', { name: add }).waitFor();
    }

    // The top bar counts it (it refreshes on focus and every few minutes; a reload is the quick way).
    await page.reload();
    await eventually(() => bell.getAttribute('aria-label')).toBe(`Przypomnienia na dziś: ${before + 1}`);
    await bell.click();
    const list = page.getByRole('dialog', { name: 'Przypomnienia' });
    const item = list.getByRole('listitem').filter({ hasText: 'Oddzwonić do klienta' });
    await item.getByText(`${created.number} · ${customers.first}`).waitFor();
    const [done] = await Promise.all([
      page.waitForResponse((r) => /\/api\/reminders\/\d+\/done$/.test(r.url())),
      item.getByRole('button', { name: `Oznacz jako zrobione: ${created.number}` }).click(),
    ]);
    expect(done.status()).toBe(200);
    await eventually(() => item.count()).toBe(0);
    // The open list hides the page from assistive technology; closed, the count is one less again.
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await eventually(() => bell.getAttribute('aria-label')).toBe(`Przypomnienia na dziś: ${before}`);
  });

  it('opens the decision protocol as a PDF from the Protokoły menu, in a new tab', async () => {
    const { page, context } = browser;
    await openSignedIn(page, `${LIST}/${created.id}`);
    await page.getByRole('button', { name: 'Protokoły' }).click();
    const pdfLink = page.getByRole('menu').getByRole('link', { name: 'PDF: Protokół rozpatrzenia reklamacji (nowa karta)' });
    const isPdf = (url: string) => new URL(url).pathname === `/api/reclamation/${created.id}/protocol/decisionprotocol.pdf`;
    const [tab, answer] = await Promise.all([context.waitForEvent('page'), context.waitForEvent('response', (r) => isPdf(r.url())), pdfLink.click()]);
    try {
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
      // The tab may show the PDF in a viewer: the same address, fetched with the session, is the document.
      const fetched = await page.request.get(answer.url());
      expect(fetched.status()).toBe(200);
      expect(fetched.headers()['content-type']).toMatch(/^application\/pdf/);
      const bytes = await fetched.body();
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
    } finally {
      await tab.close();
    }
    // The menu closed on the click and the edit screen is still there.
    await eventually(() => page.getByRole('menu').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(`${LIST}/${created.id}`);
  });

  it('runs the report grouped by status and customer, with counts adding up, and exports it to XLSX', async () => {
    const { page } = browser;
    // Two more reclamations, straight through the API: each customer has one still "Zarejestrowana".
    const admin = await browser.adminApi();
    const subjects = await entityCalls(admin, entityByName('reclamation_subject')).all();
    const subjectId = (code: string) => Number(subjects.find((s) => s.code === code)?.id);
    for (const [index, customer] of created.customerIds.entries()) {
      await createRow(admin, entityByName('reclamation'), { customer, client_surname: `Api${index}`, possitions: [{ reclamation_subject: subjectId('ROLETA') }] });
    }
    const expected = new Map([
      ['Status: Zarejestrowana', 2],
      ['Status: W analizie', 1],
    ]);

    await openSignedIn(page, '/');
    await openFromMenu(page, ['Raporty'], 'Raport reklamacji');
    await waitForPath(page, REPORT);
    await page.getByRole('heading', { name: 'Raport reklamacji', level: 1 }).waitFor();
    await page.getByText('Ustaw filtry i grupowanie, a następnie wykonaj raport.').waitFor();

    // The grouping chooser: Status, then Klient.
    const levels = page.locator('ol').filter({ has: page.getByRole('button', { name: /^Usuń poziom: / }) });
    for (const level of ['Status', 'Klient']) {
      await page.getByRole('combobox', { name: 'Dodaj poziom grupowania' }).click();
      await page.getByRole('listbox').getByRole('option', { name: level, exact: true }).click();
      await page.getByRole('listbox').waitFor({ state: 'hidden' });
    }
    await eventually(async () => (await levels.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())).toEqual(['1 Status', '2 Klient']);

    // The period received: today to today, typed DD.MM.YYYY; it marks the filter and goes out as YYYY-MM-DD.
    const isoToday = today().split('.').reverse().join('-');
    for (const label of ['Przyjęte od', 'Przyjęte do']) {
      await typeDay(dayPicker(page, label), today().replaceAll('.', ''));
      await eventually(() => pickerText(dayPicker(page, label))).toBe(today());
    }
    expect(await page.getByRole('checkbox', { name: 'Okres' }).isChecked()).toBe(true);

    const result = page.getByRole('table', { name: 'Raport reklamacji' });
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/reports/reclamations')), page.getByRole('button', { name: 'Wykonaj raport' }).click()]);
    expect(response.status()).toBe(200);
    expect((response.request().postDataJSON() as { filter: { period: unknown } }).filter.period).toMatchObject({ inUse: true, periodType: 1, dateFrom: isoToday, dateTo: isoToday });
    await page.getByText('Razem: 3 reklamacji', { exact: true }).waitFor();

    /** The group lines on screen: their label and their count. */
    const groupLines = async () =>
      Promise.all(
        (await result.getByRole('row').filter({ has: page.getByRole('button', { name: /^(Rozwiń|Zwiń)$/ }) }).all()).map(async (line) => {
          const text = (await line.getByRole('cell').first().innerText()).replace(/\s+/g, ' ').trim();
          const count = Number((await line.getByRole('cell').last().innerText()).trim());
          return { text, count };
        }),
      );
    const sum = (lines: { count: number }[]) => lines.reduce((total, line) => total + line.count, 0);
    // A group line reads "label count amount"; the label itself may end in digits (a customer's name).

    // Folded: one line a status, each with its count; they add up to the reclamations made.
    await eventually(async () => (await groupLines()).length).toBe(2);
    const statuses = await groupLines();
    expect(new Map(statuses.map((l) => [l.text.replace(/^(.*) \d+ [\d\s]*\d,\d{2}$/, '$1'), l.count]))).toEqual(expected);
    expect(sum(statuses)).toBe(3);
    for (const [label, count] of expected) await result.getByRole('row').filter({ hasText: label }).getByLabel(`Liczba: ${count}`, { exact: true }).waitFor();

    // Unfolded: the customers under each status, again adding up.
    await page.getByRole('button', { name: 'Rozwiń wszystko' }).click();
    await eventually(async () => (await groupLines()).length).toBe(5);
    const all = await groupLines();
    const customerLines = all.filter((l) => l.text.startsWith('Klient: '));
    expect(customerLines.map((l) => l.text.replace(/^(.*) \d+ [\d\s]*\d,\d{2}$/, '$1')).sort()).toEqual([`Klient: ${customers.first}`, `Klient: ${customers.first}`, `Klient: ${customers.second}`].sort());
    expect(sum(customerLines)).toBe(3);
    // …and the detail rows: our reclamation with its positions.
    await result.getByRole('row').filter({ has: page.getByRole('cell', { name: created.number, exact: true }) }).getByRole('cell', { name: 'OKNO, DRZWI', exact: true }).waitFor();
    await page.getByText('Razem: 3 reklamacji', { exact: true }).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'reclamation-report');

    // Export: a download named .xlsx whose bytes are a zip (an xlsx is one).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Eksport do XLSX' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^raport-reklamacji-.*\.xlsx$/);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.length).toBeGreaterThan(100);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await page.getByRole('button', { name: 'Eksport do XLSX' }).waitFor();
    expect(await page.getByRole('button', { name: 'Eksport do XLSX' }).isEnabled()).toBe(true);
  });
});
