import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import type { Label, Locale, TextParams } from '../schemas/core';
import { fillLabel } from '../schemas/core';

/**
 * A module's texts in the user's language: `t(key, params)`, `label(value, params)` for labels made
 * elsewhere (a schema's, a report definition's), and that language.
 */
export type ModuleText<K extends string> = {
  t: (key: K, params?: TextParams) => string;
  label: (value: Label, params?: TextParams) => string;
  locale: Locale;
};

/**
 * The one way a module reads its texts file (its labels in pl, en, de, fr): `text(locale, key,
 * params)` where there is no React (a document, a dialog's title made elsewhere), `useText()` in a
 * screen. `%{name}` in a text is replaced by `params.name`.
 */
export const moduleTexts = <K extends string>(texts: Readonly<Record<K, Label>>) => {
  const text = (locale: Locale, key: K, params?: TextParams): string => fillLabel(texts[key], locale, params);
  /** Whether a key made at run time (`changeAction_${action}` from an answer) names one of the texts. */
  const hasText = (key: string): key is K => Object.hasOwn(texts, key);
  const useText = (): ModuleText<K> => {
    const [locale = 'pl'] = useLocaleState();
    return useMemo(() => {
      const current = locale as Locale;
      return { t: (key: K, params?: TextParams) => text(current, key, params), label: (value: Label, params?: TextParams) => fillLabel(value, current, params), locale: current };
    }, [locale]);
  };
  return { text, useText, hasText };
};
