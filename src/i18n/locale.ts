import type { Locale } from '../schemas/core';
import { DEFAULT_LOCALE, LOCALES } from '../schemas/core';

const KEY = 'zaplecze.locale';

/** The language kept in local storage, else the browser's if the portal speaks it, else Polish. */
export const currentLocale = (): Locale => {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(KEY) : null;
  if (stored && (LOCALES as readonly string[]).includes(stored)) return stored as Locale;
  const browser = typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : [];
  for (const tag of browser) {
    const short = tag.slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(short)) return short as Locale;
  }
  return DEFAULT_LOCALE;
};

export const storeLocale = (locale: Locale) => localStorage.setItem(KEY, locale);
