import { DeleteButton, useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useText } from './texts';

type Props = {
  iconOnly?: boolean;
  label?: string;
  /** Given, the screen stays where it is once the record is deleted and this runs (a grid inside another record refetches its rows). */
  onDeleted?: () => void;
};

/**
 * Delete with a confirmation that names the record (`deleteTitle`'s %{name}), not the kind
 * of record. `iconOnly` (list rows) keeps "Delete" as the accessible name of the bare icon.
 */
export const ConfirmedDeleteButton = ({ iconOnly = false, onDeleted }: Props) => {
  const translate = useTranslate();
  const { t } = useText();
  const record = useRecordContext();
  const representation = useGetRecordRepresentation(useResourceContext());
  const name = record ? representation(record) : '';
  return (
    <DeleteButton
      mutationMode="pessimistic"
      {...(iconOnly ? { label: '', 'aria-label': translate('ra.action.delete') } : {})}
      {...(onDeleted ? { redirect: false as const, mutationOptions: { onSuccess: onDeleted } } : {})}
      confirmTitle={t('deleteTitle', { name: (typeof name === 'string' && name !== '') || typeof name === 'number' ? String(name) : `#${record?.id}` })}
      confirmContent={t('deleteContent')}
    />
  );
};

/** The delete icon of a list row. */
export const RowDeleteButton = (_: { label?: string }) => <ConfirmedDeleteButton iconOnly />;
