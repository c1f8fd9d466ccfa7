import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Link,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { useCanAccess, useLocaleState, useNotify, useRefresh, useResourceContext } from 'react-admin';
import { downloadFile } from '../dataProvider/download';
import type { ImportMapping, ImportPreview, ImportResult } from '../dataProvider/imports';
import { commitImport, previewImport } from '../dataProvider/imports';
import type { Locale } from '../schemas/core';
import { labelText } from '../schemas/core';
import { useSharingText } from './sharingTexts';
import { useEntity } from './useEntity';

/** The errors the dialog lists; the rest are counted. */
const SHOWN_ERRORS = 100;
/** A column the import leaves out. */
const SKIP = '';

type Busy = { step: 'preview' | 'commit'; sent: number };

/**
 * "Importuj" on a list of an entity the user may create: a spreadsheet (XLSX or CSV) into its
 * records. The dialog reads the chosen file on the server without writing anything (the preview),
 * shows which field each column fills — each may be changed or skipped, and the preview is read
 * again — and the errors by row; then imports every row, or the valid ones when some have errors,
 * with the progress of the upload. The template (a column per field, with a sheet explaining
 * them) is a link away.
 */
export const ImportButton = () => {
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  const { t } = useSharingText();
  const [open, setOpen] = useState(false);
  // Below the widest screens the button is its icon (its name stays "Importuj"): the list's toolbar fits a tablet.
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('lg'));
  if (!canAccess) return null;
  return (
    <>
      {narrow ? (
        <Tooltip title={t('importList')}>
          <IconButton size="small" color="primary" aria-label={t('importList')} onClick={() => setOpen(true)}>
            <UploadFileIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
          {t('importList')}
        </Button>
      )}
      {open && <ImportDialog onClose={() => setOpen(false)} />}
    </>
  );
};

const ImportDialog = ({ onClose }: { onClose: () => void }) => {
  const entity = useEntity();
  const { t } = useSharingText();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale = 'pl'] = useLocaleState();
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [preview, setPreview] = useState<ImportPreview>();
  const [result, setResult] = useState<ImportResult>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState<Busy>();

  const read = async (chosen: File, wanted: ImportMapping) => {
    setBusy({ step: 'preview', sent: 0 });
    setFailure(undefined);
    setResult(undefined);
    try {
      const answer = await previewImport(entity.name, chosen, wanted, (sent) => setBusy({ step: 'preview', sent }));
      setPreview(answer);
      setMapping(answer.mapping);
    } catch (error) {
      setPreview(undefined);
      setFailure((error as Error).message);
    } finally {
      setBusy(undefined);
    }
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setMapping({});
    void read(chosen, {});
  };

  const remap = (column: string, field: string) => {
    const next = { ...mapping, [column]: field === SKIP ? null : field };
    setMapping(next);
    if (file) void read(file, next);
  };

  const partly = preview !== undefined && preview.errorCount > 0;
  const importing = async () => {
    if (!file || !preview) return;
    setBusy({ step: 'commit', sent: 0 });
    setFailure(undefined);
    try {
      const answer = await commitImport(entity.name, file, mapping, partly ? 'valid' : 'all', (sent) => setBusy({ step: 'commit', sent }));
      setResult(answer);
      refresh();
      notify(t('importDone', { created: answer.created, updated: answer.updated, skipped: answer.skipped }), { type: answer.errorCount > 0 ? 'warning' : 'success' });
      if (answer.errorCount === 0) onClose();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(undefined);
    }
  };

  const template = () =>
    downloadFile(`/import/${entity.name}/template.xlsx`, `${entity.name}-import.xlsx`).catch((error: unknown) => notify((error as Error).message, { type: 'error' }));

  const errors = result ? result.errors : (preview?.errors ?? []);
  const errorCount = result ? result.errorCount : (preview?.errorCount ?? 0);
  const importable = preview ? preview.creates + preview.updates : 0;

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('importTitle', { name: labelText(entity.label.many, locale as Locale) })}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={busy !== undefined} onClick={() => fileInput.current?.click()}>
            {file ? t('importOtherFile') : t('importChooseFile')}
          </Button>
          <input ref={fileInput} type="file" hidden accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" aria-label={t('importChooseFile')} onChange={(event) => choose(event.target.files?.[0] ?? undefined)} />
          {file && <Typography variant="body2">{file.name}</Typography>}
          <Link component="button" type="button" variant="body2" onClick={() => void template()} sx={{ ml: 'auto' }}>
            {t('importTemplate')}
          </Link>
        </Box>
        {!file && <Typography color="text.secondary">{t('importHint')}</Typography>}
        {busy && (
          <Box role="status" sx={{ mb: 2 }}>
            <Typography variant="body2">{busy.sent < 1 ? t('importSending', { percent: Math.round(busy.sent * 100) }) : busy.step === 'preview' ? t('importReading') : t('importWriting')}</Typography>
            <LinearProgress variant={busy.sent < 1 ? 'determinate' : 'indeterminate'} value={busy.sent * 100} aria-label={t('importList')} />
          </Box>
        )}
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {preview && (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('importColumns')}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, mb: 2 }}>
              {Object.keys(mapping).map((column) => (
                <TextField
                  key={column}
                  select
                  size="small"
                  label={column}
                  value={mapping[column] ?? SKIP}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  disabled={busy !== undefined}
                  onChange={(event) => remap(column, event.target.value)}
                >
                  <MenuItem value={SKIP}>
                    <em>{t('importSkip')}</em>
                  </MenuItem>
                  {preview.fields.map((field) => (
                    <MenuItem key={field.field} value={field.field}>
                      {field.label}
                      {field.field === preview.key ? ` (${t('importKey')})` : ''}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Box>
            <Alert severity={preview.errorCount > 0 ? 'warning' : 'info'} sx={{ mb: 2 }} role="status">
              {t('importSummary', { rows: preview.rows, valid: preview.valid, creates: preview.creates, updates: preview.updates, unchanged: preview.unchanged })}
            </Alert>
          </>
        )}
        {result && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('importDone', { created: result.created, updated: result.updated, skipped: result.skipped })}
          </Alert>
        )}
        {errorCount > 0 && (
          <>
            <Typography variant="subtitle2" component="h3">
              {t('importErrors', { count: errorCount })}
            </Typography>
            <Table size="small" aria-label={t('importErrors', { count: errorCount })}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('importRow')}</TableCell>
                  <TableCell>{t('importColumn')}</TableCell>
                  <TableCell>{t('importProblem')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {errors.slice(0, SHOWN_ERRORS).map((error, i) => (
                  <TableRow key={`${error.row}-${error.field}-${i}`}>
                    <TableCell>{error.row}</TableCell>
                    <TableCell>{error.column || error.field}</TableCell>
                    <TableCell>{error.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {errorCount > SHOWN_ERRORS && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('importMoreErrors', { count: errorCount - SHOWN_ERRORS })}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy !== undefined}>
          {result ? t('importClose') : t('importCancel')}
        </Button>
        {preview && !result && (
          <Button variant="contained" disabled={busy !== undefined || importable === 0} onClick={() => void importing()}>
            {partly ? t('importValid', { count: importable }) : t('importAll', { count: importable })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
