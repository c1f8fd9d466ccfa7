import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityProblems, describeProblems } from '../support/accessibility';
import { openSignedIn, ProblemLog, setUpBrowserApp, WAIT_MS } from '../support/browser';
import { uniqueToken } from '../support/entities';
import type { OkBody, Row } from '../support/testApp';

/**
 * The main screens have no serious or critical accessibility violations (axe-core, WCAG 2.1 A/AA
 * and best practice): a list, a form, a detail, a report, the statistics and a dictionary. A new
 * screen adds one line to SCREENS: its path and what shows that it has loaded.
 */
const browser = setUpBrowserApp();
const token = uniqueToken();
const made = { reclamation: 0, reason: 0 };

type Screen = { name: string; path: () => string; ready: (page: Page) => Promise<void> };

const SCREENS: Screen[] = [
  { name: 'reclamation list', path: () => '/reclamations', ready: (page) => page.getByRole('main').locator('tbody tr').first().waitFor() },
  { name: 'reclamation form', path: () => `/reclamations/${made.reclamation}`, ready: (page) => page.getByLabel('Opis zgłoszenia').waitFor() },
  { name: 'dictionary detail', path: () => `/reclcatalogs/reclreasons/${made.reason}/show`, ready: (page) => page.getByRole('main').getByText(`Przyczyna ${token}`).first().waitFor() },
  { name: 'dictionary list', path: () => '/reclcatalogs/reclreasons', ready: (page) => page.getByRole('cell', { name: `Przyczyna ${token}` }).waitFor() },
  { name: 'reclamation report', path: () => '/reports/reportCommon/reclamations', ready: (page) => page.getByRole('main').getByRole('button').first().waitFor() },
  { name: 'reclamation statistics', path: () => '/reclamations-statistics', ready: (page) => page.getByRole('main').locator('svg').first().waitFor() },
];

// axe is injected as an inline script, which the portal's content security policy forbids.
let context: BrowserContext;
let page: Page;
const problems = new ProblemLog();

beforeAll(async () => {
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
});

describe('accessibility of the main screens', () => {
  for (const screen of SCREENS) {
    it(`${screen.name}: no serious or critical violations`, async () => {
      problems.reset();
      await openSignedIn(page, screen.path());
      await screen.ready(page);
      const found = await accessibilityProblems(page);
      expect(found, describeProblems(found)).toEqual([]);
      expect(problems.unexpected(), 'errors in the page').toEqual([]);
    });
  }
});
