import type { TranslationMessages } from 'react-admin';
import type { AppMessages } from '../app/types';
import type { ViewMessages } from '../views';

/** One language's hand-written texts: react-admin's, the portal's shell and the views'. */
export type LocaleTexts = { ra: TranslationMessages; app: AppMessages; views: ViewMessages };
