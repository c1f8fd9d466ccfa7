import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import ForwardIcon from '@mui/icons-material/Forward';
import LinkIcon from '@mui/icons-material/Link';
import ReplyIcon from '@mui/icons-material/Reply';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { entityByName } from '../../schemas/registry';
import { useMailText } from './texts';
import type { LinkTarget, MailMessage, OwnerType } from '../../dataProvider/mailbox';
import { mailApi } from '../../dataProvider/mailbox';
import { RecordPicker } from './RecordPicker';

type Picking = 'reclamation' | 'customerRequest' | undefined;
type Owner = { type: OwnerType; id: number };

/**
 * What can be done with a received message: attach it to a reclamation, add it as a comment of an
 * offer request, make a task of it (then the task opens), reply or forward. A reply made after
 * attaching the message to a record belongs to that record.
 */
export const MessageActions = ({ message }: { message: MailMessage }) => {
  const { t } = useMailText();
  const notify = useNotify();
  const navigate = useNavigate();
  const [picking, setPicking] = useState<Picking>();
  const [busy, setBusy] = useState(false);
  const [owner, setOwner] = useState<Owner | undefined>();

  const link = async (target: LinkTarget, id?: number) => {
    setBusy(true);
    try {
      const written = await mailApi.link(message.accountId, message.box, message.uid, target, id);
      setPicking(undefined);
      if (target === 'task') {
        notify(t('taskCreated'), { type: 'success' });
        navigate(`/${entityByName('task').menu}/${written.id}`);
        return;
      }
      setOwner({ type: target, id: written.id });
      notify(t('linked'), { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const compose = (mode: 'reply' | 'forward') => {
    const query = new URLSearchParams({ account: String(message.accountId), box: message.box, uid: String(message.uid), mode });
    if (owner) {
      query.set('ownerType', owner.type);
      query.set('ownerId', String(owner.id));
    }
    navigate(`/new-email?${query.toString()}`);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="contained" startIcon={<ReplyIcon />} onClick={() => compose('reply')}>
        {t('reply')}
      </Button>
      <Button variant="outlined" startIcon={<ForwardIcon />} onClick={() => compose('forward')}>
        {t('forward')}
      </Button>
      <Button startIcon={<LinkIcon />} disabled={busy} onClick={() => setPicking('reclamation')}>
        {t('attachToReclamation')}
      </Button>
      <Button startIcon={<LinkIcon />} disabled={busy} onClick={() => setPicking('customerRequest')}>
        {t('addToRequest')}
      </Button>
      <Button startIcon={<AssignmentIcon />} disabled={busy} onClick={() => void link('task')}>
        {t('createTask')}
      </Button>
      <RecordPicker
        open={picking !== undefined}
        title={picking === 'customerRequest' ? t('addToRequest') : t('attachToReclamation')}
        types={picking === 'customerRequest' ? ['customerRequest'] : ['reclamation']}
        busy={busy}
        onClose={() => setPicking(undefined)}
        onConfirm={(type, id) => void link(type as LinkTarget, id)}
      />
    </Box>
  );
};
