import { mkdirSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { CHROMIUM_ARGS, findChromium } from './chromium';
import type { Api, TestApp } from './testApp';
import { ADMIN_EMAIL, ADMIN_PASSWORD, api, createTestApp } from './testApp';

/** How long a single wait for the page may take before the test fails. */
export const WAIT_MS = 10_000;

/** Something that went wrong in the page: an error in the console, an uncaught exception, a 5xx or a failed request. */
export type Problem = { kind: 'console' | 'pageerror' | 'response' | 'requestfailed'; text: string };

/**
 * Watches a page for trouble. A 4xx answer is part of the API's contract (401 signed out, 409 for a
 * duplicate…) and Chromium logs each as "Failed to load resource"; those lines are not problems.
 * A test that provokes something else declares it with `allow`.
 */
export class ProblemLog {
  private problems: Problem[] = [];
  private allowed: RegExp[] = [];
  /** The requests sent and not yet answered or failed, with when each was sent: evidence of a page that waits. */
  private pending = new Map<Request, number>();

  watch(page: Page) {
    page.on('request', (request) => this.pending.set(request, Date.now()));
    page.on('requestfinished', (request) => this.pending.delete(request));
    page.on('requestfailed', (request) => this.pending.delete(request));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
      this.problems.push({ kind: 'console', text });
    });
    page.on('pageerror', (error) => this.problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}` }));
    page.on('response', (response) => {
      if (response.status() >= 500) this.problems.push({ kind: 'response', text: `${response.status()} ${response.request().method()} ${response.url()}` });
    });
    page.on('requestfailed', (request) => {
      const failure = request.failure()?.errorText ?? '';
      // A navigation or reload cancels the requests still under way: not a fault of the portal.
      if (failure === 'net::ERR_ABORTED') return;
      this.problems.push({ kind: 'requestfailed', text: `${failure} ${request.method()} ${request.url()}` });
    });
  }

  /** Accepts problems whose text matches, until the next `reset`. */
  allow(pattern: RegExp) {
    this.allowed.push(pattern);
  }

  reset() {
    this.problems = [];
    this.allowed = [];
  }

  /** The requests still waiting for their answer, each with how long it has waited. */
  inFlight(): string[] {
    const now = Date.now();
    return [...this.pending].map(([request, sent]) => `${request.method()} ${request.url()} (${now - sent} ms)`);
  }

  /** The problems no `allow` accounts for. */
  unexpected(): Problem[] {
    return this.problems.filter((p) => !this.allowed.some((pattern) => pattern.test(p.text)));
  }
}

export type BrowserApp = {
  testApp: TestApp;
  /** `http://127.0.0.1:<port>` of the running server. */
  baseUrl: string;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  problems: ProblemLog;
  /** The API as the administrator, straight to the app (no browser): for setting data up. */
  adminApi: () => Promise<Api>;
  /** A page in another browser context of the same settings (no cookies or storage of the first), its problems watched. */
  otherPage: () => Promise<{ page: Page; close: () => Promise<void> }>;
  close: () => Promise<void>;
};

// The journeys' pages ask for reduced motion, as a person may in their system's settings: menus and
// dialogs open at once rather than after their animation, which the browser would draw frame by
// frame and each click would wait out. The pages a file opens itself (a second user, the
// accessibility checks) keep the motion everyone else sees.
const CONTEXT_OPTIONS = { locale: 'pl-PL', timezoneId: 'Europe/Warsaw', viewport: { width: 1366, height: 800 }, reducedMotion: 'reduce' } as const;

/**
 * The real server on its own database, serving the built client (`dist/`) on a free port of
 * 127.0.0.1, and a fresh Chromium context (Polish, in Poland's time zone, 1366×800) with one page.
 */
export const startBrowserApp = async (): Promise<BrowserApp> => {
  const testApp = await createTestApp({ clientDir: 'dist' });
  let browser: Browser | undefined;
  try {
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = testApp.app.server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    const context = await browser.newContext({ baseURL: baseUrl, ...CONTEXT_OPTIONS });
    context.setDefaultTimeout(WAIT_MS);
    context.setDefaultNavigationTimeout(WAIT_MS * 2);
    const page = await context.newPage();
    const problems = new ProblemLog();
    problems.watch(page);
    let adminClient: Api | undefined;
    const opened = browser;
    return {
      testApp,
      baseUrl,
      browser,
      context,
      page,
      problems,
      adminApi: async () => (adminClient ??= api(testApp.app, await testApp.login())),
      otherPage: async () => {
        const other = await opened.newContext({ baseURL: baseUrl, ...CONTEXT_OPTIONS });
        other.setDefaultTimeout(WAIT_MS);
        const otherPage = await other.newPage();
        problems.watch(otherPage);
        return { page: otherPage, close: () => other.close() };
      },
      close: async () => {
        await context.close().catch(() => {});
        await opened.close().catch(() => {});
        await testApp.close();
      },
    };
  } catch (error) {
    await browser?.close().catch(() => {});
    await testApp.close();
    throw error;
  }
};

/** Where a failed test leaves a screenshot of the page (ignored by git). */
export const FAILURES_DIR = 'test-results/failures';

/** A screenshot, the URL of the page and its requests in flight when a test failed, to see what the browser saw. */
const keepEvidence = async (page: Page, testName: string, problems: ProblemLog) => {
  const waiting = problems.inFlight();
  if (waiting.length > 0) console.error(`Requests in flight:\n  ${waiting.join('\n  ')}`);
  const file = path.join(FAILURES_DIR, `${testName.replace(/[^\w-]+/g, '-').slice(0, 80)}.png`);
  try {
    mkdirSync(FAILURES_DIR, { recursive: true });
    await page.screenshot({ path: file, timeout: 5_000 });
    console.error(`Test failed at ${page.url()}; screenshot: ${file}`);
  } catch (error) {
    console.error(`Test failed at ${page.url()}; no screenshot: ${String(error)}`);
  }
};

/**
 * The browser app of one test file: started before its tests, closed after them, and every test
 * fails when the page logged an error, threw, or got a 5xx it did not `allow`.
 */
export const setUpBrowserApp = (): BrowserApp => {
  let current: BrowserApp | undefined;
  beforeAll(async () => {
    current = await startBrowserApp();
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  beforeEach(() => current?.problems.reset());
  afterEach(async ({ task }) => {
    if (!current) return;
    if (task.result?.state === 'fail') await keepEvidence(current.page, task.name, current.problems);
    expect(current.problems.unexpected(), 'errors in the page').toEqual([]);
  });
  return new Proxy({} as BrowserApp, {
    get: (_, key: keyof BrowserApp) => {
      if (!current) throw new Error('The browser app is not started (use it inside a test)');
      return current[key];
    },
  });
};

/** A URL's path and query, as the page shows them. */
export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Waits until the page is at `path` (the path only, or with its query when `path` has one). */
export const waitForPath = async (page: Page, path: string | RegExp) => {
  await page.waitForURL((url) => {
    const here = typeof path === 'string' && !path.includes('?') ? url.pathname : `${url.pathname}${url.search}`;
    return typeof path === 'string' ? here === path : path.test(here);
  });
};

/** Fills in the sign-in form on /login and submits it (the form must be shown, in Polish). */
export const submitLogin = async (page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) => {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
};

/**
 * Opens a screen of the portal, signing in first when the session is gone (the portal then
 * comes back to the screen through `redirectFrom`). Does not depend on the UI language.
 */
export const openSignedIn = async (page: Page, path: string) => {
  await page.goto(path);
  const shell = page.locator('#main-content');
  const loginForm = page.locator('#login-email');
  await shell.or(loginForm).first().waitFor();
  if (await loginForm.isVisible()) {
    await submitLogin(page);
    await shell.waitFor();
  }
  // `/` goes on to the start page.
  if (path !== '/') await waitForPath(page, path);
};

/** Opens /login, signs in and waits until the portal has left the sign-in page. */
export const signIn = async (page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) => {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Logowanie' }).waitFor();
  await submitLogin(page, email, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.getByRole('navigation', { name: 'Menu główne' }).waitFor();
};

/** Raw translation keys left in a text (`resources.x.fields.y`, `ra.action.save`, `app.shell.x`…). */
export const rawKeysIn = (text: string): string[] => text.match(/\b(?:resources|ra|app|reports|validation|menuGroups)\.[\w-]+(?:\.[\w-]+)*/g) ?? [];

/** The text a user sees on the page (the body's innerText). */
export const visibleText = (page: Page): Promise<string> => page.locator('body').innerText();

/** The message under a form field: the helper text its input names in `aria-describedby` ('' when none). */
export const fieldMessage = async (field: Locator): Promise<string> => {
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).innerText()));
  return texts.join(' ').replace(/\u200b/g, '').trim();
};

/** Where screenshots go (ignored by git), for a person to look at after the run. */
export const SCREENSHOTS_DIR = path.resolve('test-results/screenshots');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A blank or broken page compresses to a few kilobytes; a rendered screen is far more. */
const MIN_SCREENSHOT_BYTES = 20_000;

/** Takes a screenshot of the whole viewport, checks the file and that no raw translation key is visible. */
export const screenshot = async (page: Page, name: string) => {
  expect(rawKeysIn(await visibleText(page))).toEqual([]);
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(statSync(file).size).toBeGreaterThan(MIN_SCREENSHOT_BYTES);
  // The width and height in the IHDR chunk: the whole viewport (1366×800 unless the test set another).
  const viewport = page.viewportSize() ?? { width: 1366, height: 800 };
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([viewport.width, viewport.height]);
  return file;
};

/** The side menu. */
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu główne' });

/**
 * Unfolds the groups of the side menu that are folded, one click each, and opens one of their
 * entries. A group stays unfolded until the user folds it, also while the portal settles after a
 * page load (see useMenuGroups and tests/e2e/menuGroups.test.ts).
 */
export const openFromMenu = async (page: Page, groups: readonly string[], entry: string) => {
  for (const group of groups) {
    const button = sideMenu(page).getByRole('button', { name: group, exact: true });
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }
  await sideMenu(page).getByRole('link', { name: entry, exact: true }).click();
};
