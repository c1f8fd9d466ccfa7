import DeleteMarkIcon from '@mui/icons-material/DeleteSweepOutlined';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider/httpClient';
import { useNotifiedCall } from './useNotifiedCall';

type Props = {
  /** The call that toggles the mark (`/order/change_deletion_mark`). */
  path: string;
  /** Its body for the record (`{ orderId }`, `{ id }`). */
  body: (id: unknown) => Record<string, unknown>;
  /** What the confirmation names the record by. */
  number: string;
  /** The confirmation's text (a `views.*` key with `%{number}`). */
  confirm: string;
};

/**
 * Marks a record for deletion after asking, or restores a marked one (spec §4: orders and offer
 * requests have a reversible mark toggled by a call).
 */
export const DeletionMarkButton = ({ path, body, number, confirm }: Props) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { busy, run } = useNotifiedCall();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const toggle = () => run(() => httpClient(path, { method: 'POST', body: body(record.id) }), 'views.orderMarkDone');
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
