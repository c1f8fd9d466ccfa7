import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../schemas/core';
import { dashboardMessages } from './dashboards';
import type { LocaleTexts } from './locales/types';
import { reportMessages } from './reports';
import { schemaMessages } from './resourceMessages';

/** Everything a locale shows through polyglot: react-admin's texts, the shell's, and those built from the schemas (menus, resources). */
export const assembleMessages = (locale: Locale, { ra, app }: LocaleTexts): TranslationMessages =>
  ({ ...ra, app, dashboards: dashboardMessages(locale), reports: reportMessages(locale), ...schemaMessages(locale) }) as TranslationMessages;
