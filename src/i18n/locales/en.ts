import { appEnglish } from '../app/en';
import { raEnglish } from '../ra/en';
import type { LocaleTexts } from './types';

/** The English texts, a chunk of their own: the portal loads the current language's alone. */
export const texts: LocaleTexts = { ra: raEnglish, app: appEnglish };
