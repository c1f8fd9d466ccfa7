import AttachFileIcon from '@mui/icons-material/AttachFile';
import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Box, Button, Checkbox, FormControlLabel, LinearProgress, TextField, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useLocaleState } from 'react-admin';
import type { FileCalls } from '../../dataProvider/records';
import { formatSize, MAX_FILE_SIZE_TEXT, MAX_FILES, UploadError, uploadFiles, uploadProblem } from './upload';
import { useText } from './texts';

type Props = {
  uploadTarget: FileCalls['uploadTarget'];
  /** The mark the files sent may carry (its name, in the user's language), offered as a checkbox; none without it. */
  mark?: string;
  onUploaded: (count: number) => void;
};

/** Choose files, describe them, send them with a progress bar; the server's refusal is shown as it is. */
export const FileUploadForm = ({ uploadTarget, mark, onUploaded }: Props) => {
  const { t } = useText();
  const [locale] = useLocaleState();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [description, setDescription] = useState('');
  const [marked, setMarked] = useState(false);
  const [percent, setPercent] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const ids = { chosen: useId(), progress: useId() };
  const uploading = percent !== undefined;

  const choose = (files: FileList | null) => {
    const list = Array.from(files ?? []);
    setChosen(list);
    const problem = uploadProblem(list);
    setError(problem ? t(problem.key, problem.params) : undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0 || uploadProblem(chosen)) return;
    setError(undefined);
    setPercent(0);
    try {
      const target = uploadTarget({ description, marked: mark ? marked : undefined });
      const stored = await uploadFiles({ ...target, files: chosen, locale, onProgress: setPercent });
      setChosen([]);
      setDescription('');
      setMarked(false);
      if (input.current) input.current.value = '';
      onUploaded(stored.length);
    } catch (e) {
      setError(e instanceof UploadError && e.message ? e.message : t('filesUploadError'));
    } finally {
      setPercent(undefined);
    }
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={t('filesAdd')} sx={{ mt: 2, maxWidth: 960, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('filesAdd')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <input ref={input} type="file" multiple hidden aria-label={t('filesChoose')} onChange={(e) => choose(e.target.files)} disabled={uploading} />
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={uploading} aria-describedby={ids.chosen}>
          {t('filesChoose')}
        </Button>
        <Typography id={ids.chosen} variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word', flex: 1, minWidth: 200 }}>
          {chosen.length === 0
            ? t('filesNoneChosen')
            : t('filesChosen', { count: chosen.length, names: chosen.map((f) => `${f.name} (${formatSize(f.size, locale)})`).join(', ') })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          label={t('filesDescription')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          size="small"
          disabled={uploading}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ flex: 1, minWidth: 240 }}
        />
        {mark && (
          <FormControlLabel
            control={<Checkbox checked={marked} onChange={(e) => setMarked(e.target.checked)} disabled={uploading} />}
            label={mark}
          />
        )}
        <Button type="submit" variant="contained" startIcon={<UploadIcon />} disabled={uploading || chosen.length === 0 || Boolean(uploadProblem(chosen))}>
          {t('filesUpload')}
        </Button>
      </Box>
      {uploading && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <LinearProgress variant="determinate" value={percent} sx={{ flex: 1 }} aria-labelledby={ids.progress} />
          <Typography id={ids.progress} variant="body2" aria-live="polite" sx={{ minWidth: 140 }}>
            {t('filesUploading', { percent: percent ?? 0 })}
          </Typography>
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Typography variant="caption" color="text.secondary">
        {t('filesHint', { files: MAX_FILES, size: MAX_FILE_SIZE_TEXT })}
      </Typography>
    </Box>
  );
};
