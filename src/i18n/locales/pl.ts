import { appPolish } from '../app/pl';
import { raPolish } from '../ra/pl';
import type { LocaleTexts } from './types';

/** The Polish texts, a chunk of their own: the portal loads the current language's alone. */
export const texts: LocaleTexts = { ra: raPolish, app: appPolish };
