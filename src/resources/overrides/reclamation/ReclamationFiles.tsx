import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UploadIcon from '@mui/icons-material/Upload';
import VerifiedIcon from '@mui/icons-material/Verified';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  FormControlLabel,
  IconButton,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useCanAccess, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { httpClient } from '../../../dataProvider/httpClient';
import type { StoredFile } from './upload';
import { formatAdded, formatSize, MAX_FILE_SIZE_TEXT, MAX_FILES, typeLabel, UploadError, uploadFiles, uploadProblem } from './upload';

/** Asks before a file goes, naming it. */
const DeleteFileDialog = ({ file, onClose, onDeleted }: { file: StoredFile; onClose: () => void; onDeleted: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const remove = async () => {
    setBusy(true);
    try {
      await httpClient(`/file/${file.id}`, { method: 'DELETE', query: { parent: 'reclamation' } });
      notify('views.reclamationFilesDeleted', { type: 'info', messageArgs: { name: file.file_name } });
      onDeleted();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
      onClose();
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('views.reclamationFilesDeleteTitle', { name: file.file_name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('views.reclamationFilesDeleteContent')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={remove} disabled={busy} color="error" variant="contained" startIcon={<DeleteIcon />}>
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Choose files, describe them, send them with a progress bar; the server's refusal is shown as it is. */
const UploadForm = ({ reclamationId, onUploaded }: { reclamationId: number; onUploaded: (count: number) => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [description, setDescription] = useState('');
  const [protocol, setProtocol] = useState(false);
  const [percent, setPercent] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const ids = { input: useId(), chosen: useId(), progress: useId() };
  const uploading = percent !== undefined;

  const choose = (files: FileList | null) => {
    const list = Array.from(files ?? []);
    setChosen(list);
    const problem = uploadProblem(list);
    setError(problem ? translate(problem.key, problem.params) : undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = uploadProblem(chosen);
    if (chosen.length === 0 || problem) return;
    setError(undefined);
    setPercent(0);
    try {
      const stored = await uploadFiles({ reclamationId, files: chosen, description, verificationProtocol: protocol, locale, onProgress: setPercent });
      setChosen([]);
      setDescription('');
      setProtocol(false);
      if (input.current) input.current.value = '';
      onUploaded(stored.length);
    } catch (e) {
      setError(e instanceof UploadError && e.message ? e.message : translate('views.reclamationFilesUploadError'));
    } finally {
      setPercent(undefined);
    }
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={translate('views.reclamationFilesAdd')} sx={{ mt: 2, maxWidth: 960, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {translate('views.reclamationFilesAdd')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <input
          ref={input}
          id={ids.input}
          type="file"
          multiple
          hidden
          aria-label={translate('views.reclamationFilesChoose')}
          onChange={(e) => choose(e.target.files)}
          disabled={uploading}
        />
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={uploading} aria-describedby={ids.chosen}>
          {translate('views.reclamationFilesChoose')}
        </Button>
        <Typography id={ids.chosen} variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word', flex: 1, minWidth: 200 }}>
          {chosen.length === 0
            ? translate('views.reclamationFilesNoneChosen')
            : translate('views.reclamationFilesChosen', { count: chosen.length, names: chosen.map((f) => `${f.name} (${formatSize(f.size, locale)})`).join(', ') })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          label={translate('views.reclamationFilesDescription')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          size="small"
          disabled={uploading}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ flex: 1, minWidth: 240 }}
        />
        <FormControlLabel
          control={<Checkbox checked={protocol} onChange={(e) => setProtocol(e.target.checked)} disabled={uploading} />}
          label={translate('views.reclamationFilesProtocol')}
        />
        <Button type="submit" variant="contained" startIcon={<UploadIcon />} disabled={uploading || chosen.length === 0 || Boolean(uploadProblem(chosen))}>
          {translate('views.reclamationFilesUpload')}
        </Button>
      </Box>
      {uploading && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <LinearProgress variant="determinate" value={percent} sx={{ flex: 1 }} aria-labelledby={ids.progress} />
          <Typography id={ids.progress} variant="body2" aria-live="polite" sx={{ minWidth: 140 }}>
            {translate('views.reclamationFilesUploading', { percent })}
          </Typography>
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Typography variant="caption" color="text.secondary">
        {translate('views.reclamationFilesHint', { files: MAX_FILES, size: MAX_FILE_SIZE_TEXT })}
      </Typography>
    </Box>
  );
};

/**
 * The files of a reclamation (spec §7): the list with open and delete, and the upload. Files open
 * from the server in a new tab: pdf, jpeg and png show there, others are downloaded (spec §5).
 */
export const ReclamationFiles = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const record = useRecordContext();
  const reclamationId = record?.id === undefined ? undefined : Number(record.id);
  const { canAccess: canModify } = useCanAccess({ resource: 'reclamations', action: 'edit' });
  const [deleting, setDeleting] = useState<StoredFile | undefined>();
  const files = useQuery({
    queryKey: ['reclamationFiles', reclamationId],
    enabled: reclamationId !== undefined,
    queryFn: async () => ((await httpClient('/reclamation/subject_files', { method: 'POST', body: { reclamationId } })) as { responseData: StoredFile[] }).responseData,
  });
  if (reclamationId === undefined) return null;
  const rows = files.data ?? [];

  return (
    <Box component="section" aria-labelledby="reclamation-files" sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="reclamation-files" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('views.reclamationFiles')}
      </Typography>
      {files.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate('views.reclamationFilesLoadError')}
        </Alert>
      ) : files.isPending ? (
        <LinearProgress sx={{ mt: 1, maxWidth: 960 }} aria-label={translate('views.reclamationFiles')} />
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('views.reclamationFilesEmpty')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ mt: 1, maxWidth: 1100 }} aria-labelledby="reclamation-files">
            <TableHead>
              <TableRow>
                <TableCell>{translate('views.reclamationFilesName')}</TableCell>
                <TableCell>{translate('views.reclamationFilesType')}</TableCell>
                <TableCell align="right">{translate('views.reclamationFilesSize')}</TableCell>
                <TableCell>{translate('views.reclamationFilesDescription')}</TableCell>
                <TableCell>{translate('views.reclamationFilesProtocol')}</TableCell>
                <TableCell>{translate('views.reclamationFilesDate')}</TableCell>
                <TableCell>{translate('views.reclamationFilesAuthor')}</TableCell>
                <TableCell align="right">{translate('views.reclamationFilesActions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((file) => (
                <TableRow key={file.id} data-file-id={file.id}>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{file.file_name}</TableCell>
                  <TableCell>{typeLabel(file.content_type) ?? translate('views.reclamationFilesTypeOther')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatSize(file.size, locale)}
                  </TableCell>
                  <TableCell>{file.description ?? ''}</TableCell>
                  <TableCell>
                    {file.verification_protocol && (
                      <Tooltip title={translate('views.reclamationFilesProtocol')}>
                        <VerifiedIcon color="success" fontSize="small" titleAccess={translate('views.reclamationFilesProtocol')} />
                      </Tooltip>
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAdded(file.createdAt)}</TableCell>
                  <TableCell>{file.created_by_name ?? ''}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={translate('views.reclamationFilesOpen', { name: file.file_name })}>
                      <IconButton
                        component="a"
                        href={`/api/reclamation/file/${file.id}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={translate('views.reclamationFilesOpen', { name: file.file_name })}
                        size="small"
                      >
                        <OpenInNewIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {canModify && (
                      <Tooltip title={translate('views.reclamationFilesDelete', { name: file.file_name })}>
                        <IconButton onClick={() => setDeleting(file)} aria-label={translate('views.reclamationFilesDelete', { name: file.file_name })} size="small" color="error">
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {canModify && (
        <UploadForm
          reclamationId={reclamationId}
          onUploaded={(count) => {
            notify('views.reclamationFilesUploaded', { type: 'success', messageArgs: { count } });
            refresh();
          }}
        />
      )}
      {deleting && (
        <DeleteFileDialog
          file={deleting}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => {
            setDeleting(undefined);
            refresh();
          }}
        />
      )}
    </Box>
  );
};
