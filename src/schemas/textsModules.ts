import type { Locale } from './core';
import { DEFAULT_LOCALE, LOCALES } from './core';

/**
 * Each language's texts, a chunk of its own (`LOADERS` in src/i18n/provider.ts imports these modules; Dutch
 * is shipped with the English text). The server names the current language's chunk in the page
 * it sends, so that the browser fetches it beside the portal's code (server/clientPage.ts).
 */
export const TEXTS_MODULES: Record<Locale, string> = {
  pl: 'src/i18n/locales/pl.ts',
  en: 'src/i18n/locales/en.ts',
  nl: 'src/i18n/locales/en.ts',
  de: 'src/i18n/locales/de.ts',
  fr: 'src/i18n/locales/fr.ts',
};

/** The language the user chose, kept in local storage and, for the server, in this cookie. */
export const LOCALE_KEY = 'zaplecze.locale';

/** The portal's language: the one chosen, else the first of the browser's the portal speaks, else Polish. */
export const pickLocale = (chosen: string | null | undefined, browserLanguages: readonly string[]): Locale => {
  if (chosen && (LOCALES as readonly string[]).includes(chosen)) return chosen as Locale;
  for (const tag of browserLanguages) {
    const short = tag.slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(short)) return short as Locale;
  }
  return DEFAULT_LOCALE;
};
