import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedIn, screenshot, setUpBrowserApp } from '../support/browser';

/**
 * Reading well in every language: no name in the side menu (unfolded, and the condensed menu's
 * drop-downs) or in the top bar is cut short, in Polish, English, German and French.
 */
const browser = setUpBrowserApp();
const LOCALES = ['pl', 'en', 'de', 'fr'] as const;
type Locale = (typeof LOCALES)[number];

/** The texts of the navigation, its drop-downs and the top bar that do not fit their box (cut with an ellipsis or hidden). */
const clippedTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('nav *, header *, [role="menu"] *')]
      .filter((element): element is HTMLElement => element instanceof HTMLElement && element.childElementCount === 0 && (element.textContent ?? '').trim() !== '')
      .filter((element) => getComputedStyle(element).overflowX !== 'visible' && element.scrollWidth > element.clientWidth)
      .map((element) => element.textContent?.trim() ?? ''),
  );

/** The portal in `locale` at `width` px, on the reclamation list. */
const openIn = async (page: Page, locale: Locale, width: number) => {
  await page.setViewportSize({ width, height: 900 });
  await openSignedIn(page, '/reclamations');
  await page.evaluate((chosen) => localStorage.setItem('zaplecze.locale', chosen), locale);
  await page.reload();
  await page.locator(`html[lang="${locale}"]`).waitFor({ state: 'attached' });
  await page.locator('nav').first().waitFor();
};

/** Unfolds every group of the side menu, nested ones too. */
const unfoldAll = async (page: Page) => {
  const folded = page.locator('nav [aria-expanded="false"]');
  while ((await folded.count()) > 0) await folded.first().click();
};

describe('menu names read whole in every language', () => {
  it('the unfolded side menu and the top bar at 1440 px cut no name', async () => {
    const { page } = browser;
    for (const locale of LOCALES) {
      await openIn(page, locale, 1440);
      await unfoldAll(page);
      // Every entry is there to be measured: the groups hold some 40 screens.
      expect(await page.locator('nav a').count()).toBeGreaterThan(30);
      expect({ locale, clipped: await clippedTexts(page) }).toEqual({ locale, clipped: [] });
      if (locale === 'fr') {
        // The longest names, wrapped onto a second line.
        await page.locator('nav').getByRole('button', { name: 'Configurateur de produits' }).scrollIntoViewIfNeeded();
        await screenshot(page, 'menu-fr-1440');
      }
    }
  });

  it('the condensed side menu at 1024 px (German): its drop-downs and the top bar cut no name', async () => {
    const { page } = browser;
    await openIn(page, 'de', 1024);
    const groups = page.locator('nav [aria-haspopup="menu"]');
    expect(await groups.count()).toBeGreaterThan(3);
    expect(await clippedTexts(page)).toEqual([]);
    for (let i = 0; i < (await groups.count()); i += 1) {
      const name = (await groups.nth(i).getAttribute('aria-label')) ?? '';
      await groups.nth(i).click();
      const dropDown = page.getByRole('menu', { name });
      await dropDown.waitFor();
      expect({ name, clipped: await clippedTexts(page) }).toEqual({ name, clipped: [] });
      await page.keyboard.press('Escape');
      await dropDown.waitFor({ state: 'hidden' });
    }
  });
});
