import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { Locale } from '../schemas/core';
import { assembleMessages } from './assemble';
import { LANGUAGE_NAMES } from './languages';
import { currentLocale } from './locale';
import type { LocaleTexts } from './locales/types';

type TextsModule = { texts: LocaleTexts };

// Each language is a chunk of its own: the current one loads before the portal is shown, another on
// switching to it. The modules are the ones TEXTS_MODULES names (src/schemas/textsModules.ts), for the server.
const LOADERS: Record<Locale, () => Promise<TextsModule>> = {
  pl: () => import('./locales/pl'),
  en: () => import('./locales/en'),
  nl: () => import('./locales/en'), // shipped with the English text
  de: () => import('./locales/de'),
  fr: () => import('./locales/fr'),
};

const loaded = new Map<Locale, TranslationMessages>();

const loadMessages = async (locale: Locale): Promise<TranslationMessages> => {
  const known = loaded.get(locale);
  if (known) return known;
  const messages = assembleMessages(locale, (await LOADERS[locale]()).texts);
  loaded.set(locale, messages);
  return messages;
};

/**
 * The portal's translations: the current language's texts are loaded first (react-admin needs
 * them at once), any other when the user switches to it.
 */
export const createI18nProvider = async (): Promise<I18nProvider> => {
  const locale = currentLocale();
  await loadMessages(locale);
  return polyglotI18nProvider(
    (requested) => loaded.get(requested as Locale) ?? loadMessages(requested as Locale),
    locale,
    Object.entries(LANGUAGE_NAMES).map(([code, name]) => ({ locale: code, name })),
    { allowMissing: false },
  );
};
