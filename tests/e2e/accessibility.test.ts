import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/demo';
import { entityByName } from '../../src/schemas/registry';
import { accessibilityProblems, describeProblems } from '../support/accessibility';
import { openSignedIn, ProblemLog, setUpBrowserApp, WAIT_MS } from '../support/browser';
import type { Dovecot } from '../support/dovecot';
import { appendMessages, startDovecot } from '../support/dovecot';
import { createRow, uniqueToken } from '../support/entities';
import type { OkBody, Row } from '../support/testApp';

// The mailbox reads a real Dovecot on 127.0.0.1, which the mail connections' address guard refuses unless told.
process.env.MAIL_ALLOWED_HOSTS = '127.0.0.1';
process.env.MAIL_SECRET_KEY = randomBytes(32).toString('hex');

/**
 * The main screens have no serious or critical accessibility violations (axe-core, WCAG 2.1 A/AA
 * and best practice): a list, a form, a detail, a report, the statistics, a dictionary, the
 * dashboards on the demo data and the mailbox (with no account, then with one on a real Dovecot).
 * A new screen adds one line to SCREENS: its path, what shows that it has loaded and, when it
 * needs more than the data of `beforeAll`, what to set up first.
 */
const browser = setUpBrowserApp();
const token = uniqueToken();
const made = { reclamation: 0, reason: 0, account: 0, order: 0 };
const SUBJECT = `Zapytanie ${token}`;
let dovecot: Dovecot | undefined;

type Screen = { name: string; path: () => string; ready: (page: Page) => Promise<void>; prepare?: () => Promise<void> };

/** An e-mail account on the test Dovecot with one message in its inbox. */
const setUpMailAccount = async () => {
  dovecot = await startDovecot();
  const account = await createRow(await browser.adminApi(), entityByName('email_account'), {
    name: 'Biuro obsługi',
    email: dovecot.user,
    imapHost: dovecot.host,
    imapPort: dovecot.port,
    imapTls: false,
    smtpHost: dovecot.host,
    smtpPort: dovecot.port,
    smtpTls: false,
    login: dovecot.user,
    password: dovecot.password,
  });
  made.account = account.id;
  const message = ['From: Jan Kowalski <jan.kowalski@example.com>', `To: ${dovecot.user}`, `Subject: ${SUBJECT}`, `Date: ${new Date().toUTCString()}`, 'Content-Type: text/plain; charset=UTF-8', '', 'Dzień dobry.', ''].join('\r\n');
  await appendMessages(dovecot, 'INBOX', [message]);
};

const SCREENS: Screen[] = [
  { name: 'reclamation list', path: () => '/reclamations', ready: (page) => page.getByRole('main').locator('tbody tr').first().waitFor() },
  { name: 'reclamation form', path: () => `/reclamations/${made.reclamation}`, ready: (page) => page.getByLabel('Opis zgłoszenia').waitFor() },
  { name: 'dictionary detail', path: () => `/reclcatalogs/reclreasons/${made.reason}/show`, ready: (page) => page.getByRole('main').getByText(`Przyczyna ${token}`).first().waitFor() },
  { name: 'dictionary list', path: () => '/reclcatalogs/reclreasons', ready: (page) => page.getByRole('cell', { name: `Przyczyna ${token}` }).waitFor() },
  {
    name: 'dictionary list with a row edited in place and a refused cell',
    path: () => '/reclcatalogs/reclstates',
    ready: async (page) => {
      await page.getByRole('main').locator('tbody tr').first().dblclick();
      const description = page.getByRole('main').locator('tr[data-editing]').getByRole('textbox', { name: 'Opis' });
      await description.fill('');
      await page.keyboard.press('Enter');
      await page.getByRole('main').locator('tr[data-editing]').getByText('To pole nie może być puste').waitFor();
    },
  },
  {
    name: 'order form with its lines grid and a cell being typed into',
    path: () => `/sales/sales-orders/${made.order}`,
    prepare: async () => {
      const orders = (await (await browser.adminApi()).get<OkBody<Row[]>>(`/api/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'NEW' }))}&sort=id&order=ASC`)).body.responseData;
      made.order = Number(orders.find((order) => Array.isArray(order.products) && order.products.length > 0)?.id ?? orders[0].id);
    },
    ready: async (page) => {
      const product = page.getByRole('grid', { name: 'Pozycje' }).locator('tr[data-line="1"] td[data-column="productId"]');
      await product.click();
      await page.keyboard.press('Enter');
      await page.getByRole('listbox', { name: 'Produkt' }).getByRole('option').first().waitFor();
    },
  },
  {
    name: 'import dialog with a preview and its errors',
    path: () => '/customers',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Importuj' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import z arkusza: Klienci' });
      await dialog.locator('input[type="file"]').setInputFiles({ name: 'klienci.csv', mimeType: 'text/csv', buffer: Buffer.from(`Nazwa;Miasto;NIP\r\nKlient ${token};Łódź;123\r\n`, 'utf8') });
      await dialog.getByText('Wierszy: 1, poprawnych: 0 (nowe rekordy: 0, zmiany: 0, bez zmian: 0)').waitFor();
    },
  },
  { name: 'reclamation report', path: () => '/reports/reportCommon/reclamations', ready: (page) => page.getByRole('main').getByRole('button').first().waitFor() },
  { name: 'reclamation statistics', path: () => '/reclamations-statistics', ready: (page) => page.getByRole('main').locator('svg').first().waitFor() },
  { name: 'accounting dashboard', path: () => '/dashboard-accounting', ready: (page) => page.getByTestId('trend-reclamationCosts').locator('.MuiBarElement-root').first().waitFor({ state: 'attached' }) },
  { name: 'sales analysis', path: () => '/salesanalize', ready: (page) => page.getByTestId('analysis-chart').locator('.MuiBarElement-root').first().waitFor() },
  { name: 'mailbox with no account', path: () => '/mailbox', ready: (page) => page.getByRole('main').getByText('Nie masz dostępu do żadnego konta e-mail', { exact: false }).waitFor() },
  { name: 'mailbox', path: () => '/mailbox', prepare: setUpMailAccount, ready: (page) => page.getByRole('table', { name: 'Wiadomości' }).getByText(SUBJECT).waitFor() },
  { name: 'new e-mail', path: () => `/new-email?account=${made.account}`, ready: (page) => page.getByRole('textbox', { name: 'Treść' }).waitFor() },
];

// axe is injected as an inline script, which the portal's content security policy forbids.
let context: BrowserContext;
let page: Page;
const problems = new ProblemLog();

beforeAll(async () => {
  await seedDemoData(browser.testApp.db);
  const api = await browser.adminApi();
  const reclamation = await api.post<OkBody<Row>>('/api/createreclamation', { status: 17, client_surname: `Dostępny ${token}`, comment: `Opis ${token}` });
  expect(reclamation.status, JSON.stringify(reclamation.body)).toBe(200);
  made.reclamation = Number(reclamation.body.responseData.id);
  const reason = await api.post<OkBody<Row>>('/api/createreclamationreason', { description: `Przyczyna ${token}` });
  expect(reason.status, JSON.stringify(reason.body)).toBe(200);
  made.reason = Number(reason.body.responseData.id);
  context = await browser.browser.newContext({ baseURL: browser.baseUrl, locale: 'pl-PL', viewport: { width: 1366, height: 800 }, bypassCSP: true });
  context.setDefaultTimeout(WAIT_MS);
  page = await context.newPage();
  problems.watch(page);
});

afterAll(async () => {
  await context?.close();
  await dovecot?.stop();
});

describe('accessibility of the main screens', () => {
  for (const screen of SCREENS) {
    it(`${screen.name}: no serious or critical violations`, async () => {
      await screen.prepare?.();
      problems.reset();
      await openSignedIn(page, screen.path());
      await screen.ready(page);
      const found = await accessibilityProblems(page);
      expect(found, describeProblems(found)).toEqual([]);
      expect(problems.unexpected(), 'errors in the page').toEqual([]);
    });
  }
});
