import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { addHistoryEvent } from '../../dataProvider/reclamations';
import { entityByName } from '../../schemas/registry';
import { ReminderButton } from './ReminderDialog';
import { useNotifiedCall } from '../../resources/useNotifiedCall';
import { useText } from './texts';

const RECLAMATIONS = entityByName('reclamation').menu;

/**
 * Adds a comment to the reclamation's history (action type 2), for whoever may change it; beside
 * it, the button that sets a reminder (action type 6).
 */
export const CommentBox = () => {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: RECLAMATIONS, action: 'edit', record });
  const { t } = useText();
  const [text, setText] = useState('');
  const { busy: sending, run } = useNotifiedCall();
  if (!record?.id || !canAccess) return null;

  const send = async () => {
    const body = { reclamation_id: record.id, action_type: 2, description: text.trim() };
    if (await run(() => addHistoryEvent(body), t('reclamationCommentAdded'))) setText('');
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
          label={t('reclamationComment')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={1}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
        <Button type="submit" variant="outlined" disabled={sending || !text.trim()}>
          {t('reclamationCommentAdd')}
        </Button>
      </Box>
      <ReminderButton />
    </Box>
  );
};
