import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { useMailText } from '../texts';
import type { OutgoingEmail } from '../../../dataProvider/mailbox';
import { mailApi } from '../../../dataProvider/mailbox';
import { entityByName } from '../../../schemas/registry';

/**
 * What may still be done with a message not sent: a queued or failed one is changed in the
 * composer (saving queues it again); a failed one may be thrown away, after a confirmation. A sent
 * message stays as it went.
 */
export const OutgoingActions = ({ email }: { email: OutgoingEmail }) => {
  const { t } = useMailText();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (email.state === 'sent') return null;

  const remove = async () => {
    setBusy(true);
    try {
      await mailApi.removeOutgoing(email.id);
      queryClient.removeQueries({ queryKey: ['mailbox', 'outgoing', email.id] });
      notify(t('deleted'), { type: 'success' });
      navigate(`/${entityByName('outgoing_email').menu}`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<EditIcon />} component={Link} to={`/new-email?edit=${email.id}`}>
        {t('edit')}
      </Button>
      {email.state === 'failed' && (
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
          {t('delete')}
        </Button>
      )}
      <Dialog open={confirming} onClose={() => !busy && setConfirming(false)} aria-labelledby="outgoing-delete-title">
        <DialogTitle id="outgoing-delete-title">{t('delete')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('deleteConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void remove()} disabled={busy} autoFocus>
            {t('delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
