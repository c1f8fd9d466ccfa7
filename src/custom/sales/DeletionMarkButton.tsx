import DeleteMarkIcon from '@mui/icons-material/DeleteSweepOutlined';
import RestoreIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { useNotifiedCall } from '../../resources/useNotifiedCall';
import { useText } from './texts';

type Props = {
  /** The call that toggles the record's mark (src/dataProvider/records.ts). */
  toggleMark: (record: { id: number | string; version?: unknown }) => Promise<unknown>;
  /** The confirmation's text, naming the record. */
  confirm: string;
};

/**
 * Marks a record for deletion after asking, or restores a marked one (spec §4: orders and offer
 * requests have a reversible mark toggled by a call).
 */
export const DeletionMarkButton = ({ toggleMark, confirm }: Props) => {
  const record = useRecordContext();
  const { t } = useText();
  const { busy, run } = useNotifiedCall();
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  const toggle = () => run(() => toggleMark(record), t('orderMarkDone'));
  if (record.markedToDelete) {
    return (
      <Button startIcon={<RestoreIcon />} onClick={toggle} disabled={busy}>
        {t('orderRestore')}
      </Button>
    );
  }
  return (
    <>
      {/* The warning's colour on the icon: orange text on white is too faint to read. */}
      <Button startIcon={<DeleteMarkIcon color="warning" />} onClick={() => setAsking(true)} disabled={busy}>
        {t('orderMarkToDelete')}
      </Button>
      <Confirm
        isOpen={asking}
        title={t('orderMarkToDelete')}
        content={confirm}
        onConfirm={() => {
          setAsking(false);
          void toggle();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
