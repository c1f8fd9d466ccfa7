import { useTranslate } from 'react-admin';
import type { GroupKey } from './reportModel';

/** The name of a grouping or filter key: the reclamation field's label, or the report's own. */
export const useKeyLabel = () => {
  const translate = useTranslate();
  return (key: GroupKey): string =>
    key === 'month' ? translate('views.reportGroupMonth') : key === 'year' ? translate('views.reportGroupYear') : translate(`resources.reclamations.fields.${key}`);
};
