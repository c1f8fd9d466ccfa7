import type { Locale } from '../schemas/core';

export const LANGUAGE_NAMES: Record<Locale, string> = { pl: 'Polski', en: 'English', nl: 'Netherlands', de: 'Deutsch', fr: 'Francuski' };
