import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TextKey } from '../texts';
import { useText } from '../texts';

const MAX_RESULT = 4000;

export type ActionDialogProps = {
  /** The dialog's title and confirming button (a key of ../texts.ts). */
  title: TextKey;
  /** The text's label (a key of ../texts.ts). */
  resultLabel: TextKey;
  resultRequired: boolean;
  /** A redirect's stages: then a stage must be chosen as well. */
  stages?: { id: string; name: string }[];
  busy: boolean;
  onSubmit: (values: { result: string; stageId?: string }) => void;
  onClose: () => void;
};

/** Asks for what an action needs: a result text and, for a redirect, the stage to go to. */
export const ActionDialog = ({ title, resultLabel, resultRequired, stages, busy, onSubmit, onClose }: ActionDialogProps) => {
  const translate = useTranslate();
  const { t } = useText();
  const titleId = useId();
  const [result, setResult] = useState('');
  const [stageId, setStageId] = useState('');
  const [errors, setErrors] = useState<{ result?: string; stageId?: string }>({});

  const submit = () => {
    const missing = {
      result: resultRequired && result.trim() === '' ? translate('validation.required') : undefined,
      stageId: stages && stageId === '' ? translate('validation.required') : undefined,
    };
    setErrors(missing);
    if (missing.result || missing.stageId) return;
    onSubmit({ result: result.trim(), ...(stages ? { stageId } : {}) });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog lives in a portal: its submit must not reach the task's form around the button.
          event.preventDefault();
          event.stopPropagation();
          if (!busy) submit();
        }}
      >
        <DialogTitle id={titleId}>{t(title)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {stages && (
              <TextField
                select
                label={t('taskRedirectStage')}
                value={stageId}
                onChange={(event) => setStageId(event.target.value)}
                error={!!errors.stageId}
                helperText={errors.stageId}
                required
                autoFocus
              >
                {stages.map((stage) => (
                  <MenuItem key={stage.id} value={stage.id}>
                    {stage.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              label={t(resultLabel)}
              value={result}
              onChange={(event) => setResult(event.target.value)}
              error={!!errors.result}
              helperText={errors.result}
              required={resultRequired}
              autoFocus={!stages}
              multiline
              minRows={3}
              fullWidth
              slotProps={{ htmlInput: { maxLength: MAX_RESULT } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t(title)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
