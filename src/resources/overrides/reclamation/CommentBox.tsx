import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '../../../dataProvider/httpClient';
import { entityByName } from '../../../schemas/registry';
import { ReminderButton } from './ReminderDialog';

const RECLAMATIONS = entityByName('reclamation').menu;

/**
 * Adds a comment to the reclamation's history (action type 2), for whoever may change it; beside
 * it, the button that sets a reminder (action type 6).
 */
export const CommentBox = () => {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: RECLAMATIONS, action: 'edit', record });
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  if (!record?.id || !canAccess) return null;

  const send = async () => {
    setSending(true);
    try {
      await httpClient('/createreclamationhistoryevent', { method: 'POST', body: { reclamation_id: record.id, action_type: 2, description: text.trim() } });
      setText('');
      notify('views.reclamationCommentAdded', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', maxWidth: 960, mt: 1 }}>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) void send();
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flex: '1 1 480px' }}
      >
        <TextField
          label={translate('views.reclamationComment')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={1}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
        <Button type="submit" variant="outlined" disabled={sending || !text.trim()}>
          {translate('views.reclamationCommentAdd')}
        </Button>
      </Box>
      <ReminderButton />
    </Box>
  );
};
