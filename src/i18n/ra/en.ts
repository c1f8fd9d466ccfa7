import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/** English react-admin UI messages, as published in ra-language-english. */
export const raEnglish: TranslationMessages = englishMessages;
