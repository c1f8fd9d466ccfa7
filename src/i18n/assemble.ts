import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../schemas/core';
import { dashboardMessages } from './dashboards';
import type { LocaleTexts } from './locales/types';
import { schemaMessages } from './resourceMessages';

/** Everything a locale shows: react-admin's texts, the portal's, and those built from the schemas. */
export const assembleMessages = (locale: Locale, { ra, app, views }: LocaleTexts): TranslationMessages =>
  ({ ...ra, app, views, dashboards: dashboardMessages(locale), ...schemaMessages(locale) }) as TranslationMessages;
