import NotificationAddIcon from '@mui/icons-material/NotificationAdd';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import { HttpError, useCanAccess, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { addReminder } from '../../dataProvider/reclamations';
import { DayField } from '../../resources/DatePickers';
import { isCalendarDay } from '../../schemas/core';
import { entityByName } from '../../schemas/registry';
import { defaultReminderDay, localDay } from './presentation';
import { useText } from './texts';

const RECLAMATIONS = entityByName('reclamation').menu;
const MAX_TEXT = 4000;

type Errors = { remind_at?: string; description?: string };

type DialogProps = { reclamationId: number | string; onClose: () => void };

/**
 * The form of a new reminder: the day (tomorrow unless changed) and what to do. Enter saves (Shift+Enter
 * starts a new line in the text), Esc cancels; the server's objections are shown on their fields.
 */
export const ReminderDialog = ({ reclamationId, onClose }: DialogProps) => {
  const translate = useTranslate();
  const { t } = useText();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [day, setDay] = useState(defaultReminderDay);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const save = async () => {
    const missing: Errors = {
      remind_at: !day ? translate('validation.required') : !isCalendarDay(day) ? translate('validation.invalidDate') : undefined,
      description: text.trim() ? undefined : translate('validation.required'),
    };
    setErrors(missing);
    if (missing.remind_at || missing.description) return;
    setSending(true);
    try {
      await addReminder(reclamationId, { remind_at: day, description: text.trim() });
      notify(t('reminderAdded'), { type: 'success' });
      onClose();
      refresh();
    } catch (error) {
      const fields = error instanceof HttpError ? ((error.body as { errors?: Errors } | undefined)?.errors ?? {}) : {};
      if (fields.remind_at || fields.description) setErrors({ remind_at: fields.remind_at, description: fields.description });
      else notify((error as Error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  const enterSaves = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!sending) void save();
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog is rendered in a portal: its submit must not reach a form around the button.
          event.preventDefault();
          event.stopPropagation();
          if (!sending) void save();
        }}
      >
        <DialogTitle id={titleId}>{t('reminderNew')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DayField
              label={t('reminderDate')}
              value={day}
              onChange={setDay}
              unfinished
              error={!!errors.remind_at}
              helperText={errors.remind_at}
              required
              autoFocus
              minDay={localDay(0)}
            />
            <TextField
              label={t('reminderText')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={enterSaves}
              error={!!errors.description}
              helperText={errors.description}
              required
              multiline
              minRows={2}
              fullWidth
              slotProps={{ htmlInput: { maxLength: MAX_TEXT } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** "Add reminder" under the reclamation's history, for whoever may change the reclamation. */
export const ReminderButton = () => {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource: RECLAMATIONS, action: 'edit', record });
  const { t } = useText();
  const [open, setOpen] = useState(false);
  if (!record?.id || !canAccess) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<NotificationAddIcon />} onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {t('reminderAdd')}
      </Button>
      {open && <ReminderDialog reclamationId={record.id} onClose={() => setOpen(false)} />}
    </>
  );
};
