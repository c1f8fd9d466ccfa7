import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../server/demo';
import { entityByName } from '../../src/schemas/registry';
import { openSignedIn, setUpBrowserApp, WAIT_MS, waitForPath } from '../support/browser';
import { createRow, entityCalls } from '../support/entities';

/**
 * Every list and form works at 1440, 1024, 768 and 390 px (spec §9 widths, issue 13), on the demo
 * data: the page never scrolls sideways (a wide table scrolls inside its card), a form's inputs
 * stay inside the window and stack on a phone, and the form's Save toolbar is on the screen. The
 * side menu is the saved (fixed) one at 1440, condensed at 1024 and a drawer at 768 and below.
 */
const browser = setUpBrowserApp();
const WIDTHS = [1440, 1024, 768, 390] as const;
const ids = { reclamation: 0, order: 0, status: 0 };

type Screen = { name: string; path: () => string; form?: boolean; ready: (page: Page) => Promise<void> };

const listShown = (page: Page) => page.locator('#main-content table tbody tr').first().waitFor();
// A form's screen loads its code the first time it opens: more time than a wait for the page.
const formShown = (page: Page) => page.locator('#main-content form').getByRole('toolbar').getByRole('button', { name: 'Zapisz', exact: true }).waitFor({ timeout: 2 * WAIT_MS });

const SCREENS: Screen[] = [
  { name: 'reclamation list', path: () => '/reclamations', ready: listShown },
  { name: 'reclamation form', path: () => `/reclamations/${ids.reclamation}`, form: true, ready: formShown },
  { name: 'order list', path: () => '/sales/sales-orders', ready: listShown },
  { name: 'order form', path: () => `/sales/sales-orders/${ids.order}`, form: true, ready: formShown },
  { name: 'status list', path: () => '/reclcatalogs/reclstates', ready: listShown },
  { name: 'status form', path: () => `/reclcatalogs/reclstates/${ids.status}`, form: true, ready: formShown },
  { name: 'task list', path: () => '/tasks', ready: listShown },
  { name: 'dashboard', path: () => '/dashboard-accounting', ready: (page) => page.getByTestId('kpi-reclamation-costs').waitFor() },
  { name: 'mailbox', path: () => '/mailbox', ready: (page) => page.getByRole('main').getByRole('alert').or(page.getByRole('main').getByRole('table')).first().waitFor() },
];

type Box = { left: number; right: number; top: number; bottom: number; width: number };
type Measure = {
  scrollWidth: number;
  innerWidth: number;
  innerHeight: number;
  /** The form's content box (its width less its padding). */
  form?: Box;
  /** The form's text-like inputs outside the tables of lines, in the order of the page. */
  inputs: (Box & { label: string })[];
  save?: Box;
  sidebar: string | null;
};

/** What the checks need, read in one go from the page. */
const measure = (page: Page): Promise<Measure> =>
  page.evaluate(() => {
    const box = (element: Element) => {
      const r = element.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
    };
    // The record's form is the one with the toolbar (a screen may hold other forms, e.g. a list's filters).
    const form = Array.from(document.querySelectorAll('#main-content form')).find((f) => f.querySelector('[role="toolbar"]'));
    let formBox: Box | undefined;
    if (form) {
      const style = getComputedStyle(form);
      const outer = box(form);
      const left = outer.left + parseFloat(style.paddingLeft);
      const right = outer.right - parseFloat(style.paddingRight);
      formBox = { ...outer, left, right, width: right - left };
    }
    const inputs = form
      ? Array.from(form.querySelectorAll('.MuiTextField-root, .MuiAutocomplete-root'))
          .filter((element) => !element.closest('table') && !element.parentElement?.closest('.MuiAutocomplete-root, .MuiTextField-root'))
          .filter((element) => (element as HTMLElement).offsetParent !== null)
          .map((element) => ({ ...box(element), label: element.querySelector('label')?.textContent ?? '' }))
      : [];
    const save = Array.from(document.querySelectorAll('#main-content [role="toolbar"] button')).find((b) => b.textContent?.trim() === 'Zapisz');
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      innerHeight: window.innerHeight,
      form: formBox,
      inputs,
      save: save ? box(save) : undefined,
      sidebar: document.querySelector('aside[data-sidebar-type]')?.getAttribute('data-sidebar-type') ?? null,
    };
  });

/** Goes to a screen inside the running portal (as a link does), which is quicker than loading it anew. */
const go = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitForPath(page, path);
};

const SIDEBAR: Record<(typeof WIDTHS)[number], string | null> = { 1440: 'fixed', 1024: 'condensed', 768: null, 390: null };

describe('lists and forms at every width', () => {
  beforeAll(async () => {
    await seedDemoData(browser.testApp.db);
    const api = await browser.adminApi();
    const first = async (entity: string) => Number((await entityCalls(api, entityByName(entity)).all())[0].id);
    ids.reclamation = await first('reclamation');
    ids.order = await first('sales_order');
    ids.status = await first('reclamation_status');
    await createRow(api, entityByName('task'), { name: 'Oddzwonić do klienta w sprawie reklamacji okna dachowego i uzgodnić termin wizyty serwisu', executionPeriod: new Date(Date.now() + 86_400_000).toISOString() });
  });

  for (const width of WIDTHS) {
    it(`at ${width} px no screen scrolls sideways, forms fit (stacked on a phone) with Save on the screen`, async () => {
      const { page } = browser;
      await page.setViewportSize({ width, height: 800 });
      if (width === WIDTHS[0]) await openSignedIn(page, '/');
      for (const screen of SCREENS) {
        const where = `${screen.name} at ${width} px`;
        await go(page, screen.path());
        await screen.ready(page);
        // The screen's related sections load after it: the page must fit once they are there.
        await expect.poll(async () => { const now = await measure(page); return now.scrollWidth - now.innerWidth; }, { message: `${where}: the page's width over the window's`, timeout: WAIT_MS }).toBeLessThanOrEqual(0);
        // The menu follows the window's width as it changes.
        await expect.poll(async () => (await measure(page)).sidebar, { message: `${where}: the side menu`, timeout: WAIT_MS }).toBe(SIDEBAR[width]);
        if (!screen.form) continue;
        // One reading with the form and its inputs: the order form is built again as its related
        // sections arrive, and a second reading could fall between the two.
        let seen: Measure | undefined;
        await expect
          .poll(
            async () => {
              seen = await measure(page);
              return seen.form !== undefined && seen.inputs.length > 1;
            },
            { message: `${where}: the form and its inputs`, timeout: WAIT_MS },
          )
          .toBe(true);
        if (!seen) throw new Error(`${where}: not measured`);
        const { form, save } = seen;
        expect(form, where).toBeDefined();
        for (const input of seen.inputs) {
          expect(input.left, `${where}: "${input.label}" starts inside the window`).toBeGreaterThanOrEqual(0);
          expect(input.right, `${where}: "${input.label}" ends inside the window`).toBeLessThanOrEqual(seen.innerWidth);
          // On a phone the inputs stack: each takes the form's width (less the gutters of its section).
          if (width === 390 && form) expect(input.width, `${where}: "${input.label}" is stacked`).toBeGreaterThanOrEqual(form.width * 0.9);
        }
        expect(save, `${where}: the Save button`).toBeDefined();
        if (save) {
          expect(save.top, `${where}: Save below the top of the window`).toBeGreaterThanOrEqual(0);
          expect(save.bottom, `${where}: Save above the bottom of the window`).toBeLessThanOrEqual(seen.innerHeight);
          expect(save.right, `${where}: Save inside the window`).toBeLessThanOrEqual(seen.innerWidth);
        }
      }
    });
  }
});
