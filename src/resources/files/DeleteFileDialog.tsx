import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { StoredFile } from '../../dataProvider/records';
import { useText } from './texts';

type Props = { file: StoredFile; remove: (fileId: number) => Promise<unknown>; onClose: () => void; onDeleted: () => void };

/** Asks before a file goes, naming it: a deleted file cannot be restored. */
export const DeleteFileDialog = ({ file, remove, onClose, onDeleted }: Props) => {
  const translate = useTranslate();
  const { t } = useText();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const confirm = async () => {
    setBusy(true);
    try {
      await remove(file.id);
      notify(t('filesDeleted', { name: file.file_name }), { type: 'info' });
      onDeleted();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
      onClose();
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('filesDeleteTitle', { name: file.file_name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('filesDeleteContent')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={confirm} disabled={busy} color="error" variant="contained" startIcon={<DeleteIcon />}>
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
