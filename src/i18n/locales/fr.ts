import { appFrench } from '../app/fr';
import { raFrench } from '../ra/fr';
import type { LocaleTexts } from './types';

/** The French texts, a chunk of their own: the portal loads the current language's alone. */
export const texts: LocaleTexts = { ra: raFrench, app: appFrench };
