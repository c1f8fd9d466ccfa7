import { appGerman } from '../app/de';
import { raGerman } from '../ra/de';
import type { LocaleTexts } from './types';

/** The German texts, a chunk of their own: the portal loads the current language's alone. */
export const texts: LocaleTexts = { ra: raGerman, app: appGerman };
