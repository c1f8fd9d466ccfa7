import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../schemas/core';
import { assembleMessages } from './assemble';
import { texts as german } from './locales/de';
import { texts as english } from './locales/en';
import { texts as french } from './locales/fr';
import { texts as polish } from './locales/pl';
import type { LocaleTexts } from './locales/types';

export { LANGUAGE_NAMES } from './languages';

/**
 * Every language at once, for the tests and checks that compare them. The portal itself loads
 * only the current language (see `./provider`).
 */
const TEXTS: Record<Locale, LocaleTexts> = { pl: polish, en: english, nl: english, de: german, fr: french };

export const messagesFor = (locale: Locale): TranslationMessages => assembleMessages(locale, TEXTS[locale]);
