import DeleteMarkIcon from '@mui/icons-material/DeleteSweepOutlined';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { useNotifiedCall } from '../../resources/useNotifiedCall';

type Props = {
  /** The call that toggles the record's mark (src/dataProvider/records.ts). */
  toggleMark: (id: number | string) => Promise<unknown>;
  /** What the confirmation names the record by. */
  number: string;
  /** The confirmation's text (a `views.*` key with `%{number}`). */
  confirm: string;
};

/**
 * Marks a record for deletion after asking, or restores a marked one (spec §4: orders and offer
 * requests have a reversible mark toggled by a call).
 */
export const DeletionMarkButton = ({ toggleMark, number, confirm }: Props) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { busy, run } = useNotifiedCall();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const toggle = () => run(() => toggleMark(record.id), 'views.orderMarkDone');
  if (record.markedToDelete) {
    return (
      <Button startIcon={<RestoreIcon />} onClick={toggle} disabled={busy}>
        {translate('views.orderRestore')}
      </Button>
    );
  }
  return (
    <>
      <Button startIcon={<DeleteMarkIcon />} color="warning" onClick={() => setAsking(true)} disabled={busy}>
        {translate('views.orderMarkToDelete')}
      </Button>
      <Confirm
        isOpen={asking}
        title="views.orderMarkToDelete"
        content={confirm}
        translateOptions={{ number }}
        onConfirm={() => {
          setAsking(false);
          void toggle();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
