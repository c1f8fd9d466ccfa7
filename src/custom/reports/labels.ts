import { useLocaleState } from 'react-admin';
import type { Label, Locale } from '../../schemas/core';
import { labelText } from '../../schemas/core';

/** The text of a report definition's label (a key, filter or column: the source field's own label) in the user's language. */
export const useLabel = () => {
  const [locale] = useLocaleState();
  return (label: Label): string => labelText(label, locale as Locale);
};
