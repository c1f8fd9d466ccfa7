import type { TranslationMessages } from 'react-admin';
import type { AppMessages } from '../app/types';

/**
 * One language's hand-written polyglot texts: react-admin's and the portal's shell's. The screens'
 * own texts are labels in their modules' texts files (read through `moduleTexts`), not polyglot keys.
 */
export type LocaleTexts = { ra: TranslationMessages; app: AppMessages };
