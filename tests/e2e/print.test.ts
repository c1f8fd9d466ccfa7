import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRINT_TIMEOUT_MS } from '../../src/layout/print';
import { openSignedIn, setUpBrowserApp, WAIT_MS } from '../support/browser';
import { uniqueToken } from '../support/entities';
import type { OkBody, Row } from '../support/testApp';

/**
 * The top bar's print action (spec §2): the screen's content goes into a window of its own with
 * the portal's styles, that window is printed and closes PRINT_TIMEOUT_MS later. The browser's
 * print dialog cannot be driven, so the page records the print window's `print` and `close`
 * calls (the window stays open for the checks); the print window is then looked at as the
 * printer sees it (print media): the record is there, the menu, top bar and buttons are not.
 */
const browser = setUpBrowserApp();
const token = uniqueToken();
const SURNAME = `Drukowana ${token}`;

type PrintLog = {
  /** The print window's `print()`: when, and what the window held then. */
  printed: { at: number; html: string; title: string; styles: number }[];
  closed: number[];
  /** The portal's own window's `print()` (the shell printed as it is). */
  shellPrinted: number;
};

/** Before the portal's code runs: windows it opens get a recording `print` and `close`. */
const recordPrinting = () => {
  const log: PrintLog = { printed: [], closed: [], shellPrinted: 0 };
  (window as unknown as { printLog: PrintLog }).printLog = log;
  window.print = () => {
    log.shellPrinted += 1;
  };
  const open = window.open.bind(window);
  window.open = (...args: Parameters<typeof window.open>) => {
    const target = open(...args);
    if (target) {
      target.print = () => {
        const doc = target.document;
        log.printed.push({ at: performance.now(), html: doc.body.innerHTML, title: doc.title, styles: doc.querySelectorAll('style').length });
      };
      target.close = () => {
        log.closed.push(performance.now());
      };
    }
    return target;
  };
};

const printLog = (page: Page) => page.evaluate(() => (window as unknown as { printLog: PrintLog }).printLog);

/** Whether an element is drawn: laid out with a size and not hidden. */
const drawn = (page: Page, selector: string) =>
  page.evaluate(
    (css) =>
      Array.from(document.querySelectorAll(css)).filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
      }).length,
    selector,
  );

describe('the top bar prints the screen', () => {
  it("prints a reclamation's form in a window of its own, without the shell, and closes it after the time-out", async () => {
    const api = await browser.adminApi();
    const made = await api.post<OkBody<Row>>('/api/createreclamation', { status: 17, client_surname: SURNAME, comment: `Pęknięta szyba ${token}` });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { page } = browser;
    await page.addInitScript(recordPrinting);
    await openSignedIn(page, `/reclamations/${made.body.responseData.id}`);
    const surname = page.getByRole('main').getByRole('textbox', { name: 'Nazwisko klienta' });
    await expect.poll(() => surname.inputValue(), { timeout: WAIT_MS }).toBe(SURNAME);
    const title = await page.title();

    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('banner').getByRole('button', { name: 'Drukuj ekran' }).click()]);
    await expect.poll(async () => (await printLog(page)).printed.length, { timeout: WAIT_MS }).toBe(1);
    // Printed once the content was written: the record, under the screen's title, with the portal's styles.
    const { printed } = await printLog(page);
    // The inputs' values go with them (React keeps an input's value attribute in step with it).
    expect(printed[0].html).toContain(`value="${SURNAME}"`);
    expect(printed[0].title).toBe(title);
    expect(printed[0].styles).toBeGreaterThanOrEqual(2);

    // As the printer sees it: the record's fields are there, no menu, top bar, tab strip or button.
    await popup.emulateMedia({ media: 'print' });
    expect(await popup.locator(`input[value="${SURNAME}"]`).isVisible()).toBe(true);
    expect(await popup.getByText('Dokument', { exact: true }).first().isVisible()).toBe(true);
    expect(await popup.locator('nav, header, [role="navigation"], [role="banner"], [role="tablist"]').count()).toBe(0);
    expect(await drawn(popup, 'button, [role="button"], [role="toolbar"] .MuiButtonBase-root')).toBe(0);
    expect(await drawn(popup, 'input, label')).toBeGreaterThan(4);

    // The window is closed PRINT_TIMEOUT_MS after printing (not before); the portal itself is not printed.
    await expect.poll(async () => (await printLog(page)).closed.length, { timeout: WAIT_MS }).toBe(1);
    const log = await printLog(page);
    expect(log.closed[0] - log.printed[0].at).toBeGreaterThanOrEqual(PRINT_TIMEOUT_MS - 5);
    expect(log.closed[0] - log.printed[0].at).toBeLessThan(PRINT_TIMEOUT_MS + 3_000);
    expect(log.shellPrinted).toBe(0);
    await popup.close();
  });
});
