import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../schemas/core';
import { appEnglish } from './app/en';
import { appFrench } from './app/fr';
import { appGerman } from './app/de';
import { appPolish } from './app/pl';
import { dashboardMessages } from './dashboards';
import { currentLocale } from './locale';
import { raEnglish, raFrench, raGerman, raPolish } from './ra';
import { schemaMessages } from './resourceMessages';
import { viewMessages } from './views';

const BASE: Record<Locale, [TranslationMessages, object]> = {
  pl: [raPolish, appPolish],
  en: [raEnglish, appEnglish],
  nl: [raEnglish, appEnglish], // shipped with the English text
  de: [raGerman, appGerman],
  fr: [raFrench, appFrench],
};

/** Everything a locale shows: react-admin's texts, the portal's, and those built from the schemas. */
export const messagesFor = (locale: Locale): TranslationMessages => {
  const [ra, app] = BASE[locale];
  return { ...ra, app, views: viewMessages[locale], dashboards: dashboardMessages(locale), ...schemaMessages(locale) } as TranslationMessages;
};

export const LANGUAGE_NAMES: Record<Locale, string> = { pl: 'Polski', en: 'English', nl: 'Netherlands', de: 'Deutsch', fr: 'Francuski' };

export const i18nProvider = polyglotI18nProvider((locale) => messagesFor(locale as Locale), currentLocale(), Object.entries(LANGUAGE_NAMES).map(([locale, name]) => ({ locale, name })), {
  allowMissing: false,
});
