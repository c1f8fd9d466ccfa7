import type { Locale } from '../schemas/core';
import { LOCALE_KEY, pickLocale } from '../schemas/textsModules';

/** The language kept in local storage, else the browser's if the portal speaks it, else Polish. */
export const currentLocale = (): Locale =>
  pickLocale(typeof localStorage !== 'undefined' ? localStorage.getItem(LOCALE_KEY) : null, typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : []);

/** Keeps the user's language: in local storage, and in a cookie the server reads to name its texts in the page. */
export const storeLocale = (locale: Locale) => {
  localStorage.setItem(LOCALE_KEY, locale);
  document.cookie = `${LOCALE_KEY}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
};
