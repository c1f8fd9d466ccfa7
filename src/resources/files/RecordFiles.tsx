import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Alert, Box, Divider, IconButton, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useCanAccess, useLocaleState, useNotify } from 'react-admin';
import { DeleteFileDialog } from './DeleteFileDialog';
import type { FileOwnerType, StoredFile } from '../../dataProvider/records';
import { fileCalls, fileMarked, filesResource } from '../../dataProvider/records';
import { FileUploadForm } from './FileUploadForm';
import { formatAdded, formatSize, typeLabel } from './upload';
import { useText } from './texts';

export type RecordFilesProps = {
  objectType: FileOwnerType;
  /** The saved record the files belong to. */
  ownerId: number;
  /** The section's heading ("Pliki" unless told), in the user's language. */
  title?: string;
  /** Lists and opens only, even for a user who may modify the owner. */
  readOnly?: boolean;
  /**
   * Where the owner's files carry a mark (`fileMarked`): its name, in the user's language. The list shows it
   * as a column and the upload offers it; without it there is no mark.
   */
  mark?: string;
  /** After an upload or a deletion, for screens that show its effect elsewhere (the owner's own history). */
  onChanged?: () => void;
};

/**
 * The files of one record (spec §7): the list with open and delete, and the upload. Adding and
 * deleting are offered to whoever may modify the owner's module; the server checks the same right.
 */
export const RecordFiles = ({ objectType, ownerId, title, readOnly = false, mark, onChanged }: RecordFilesProps) => {
  const { t } = useText();
  const heading = title ?? t('files');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const headingId = useId();
  const calls = useMemo(() => fileCalls(objectType, ownerId), [objectType, ownerId]);
  const { canAccess } = useCanAccess({ resource: filesResource(objectType), action: 'edit' });
  const canModify = Boolean(canAccess) && !readOnly;
  const [deleting, setDeleting] = useState<StoredFile | undefined>();
  const queryKey = ['files', objectType, ownerId];
  const files = useQuery({ queryKey, queryFn: calls.list });
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey });
    onChanged?.();
  };
  const rows = files.data ?? [];

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      {files.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('filesLoadError')}
        </Alert>
      ) : files.isPending ? (
        <LinearProgress sx={{ mt: 1, maxWidth: 960 }} aria-label={heading} />
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('filesEmpty')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ mt: 1, maxWidth: 1100 }} aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('filesName')}</TableCell>
                <TableCell>{t('filesType')}</TableCell>
                <TableCell align="right">{t('filesSize')}</TableCell>
                <TableCell>{t('filesDescription')}</TableCell>
                {mark && <TableCell>{mark}</TableCell>}
                <TableCell>{t('filesDate')}</TableCell>
                <TableCell>{t('filesAuthor')}</TableCell>
                <TableCell align="right">{t('filesActions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((file) => (
                <TableRow key={file.id} data-file-id={file.id}>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{file.file_name}</TableCell>
                  <TableCell>{typeLabel(file.content_type) ?? t('filesTypeOther')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatSize(file.size, locale)}
                  </TableCell>
                  <TableCell>{file.description ?? ''}</TableCell>
                  {mark && (
                    <TableCell>
                      {fileMarked(file) && (
                        <Tooltip title={mark}>
                          <VerifiedIcon color="success" fontSize="small" titleAccess={mark} />
                        </Tooltip>
                      )}
                    </TableCell>
                  )}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatAdded(file.createdAt)}</TableCell>
                  <TableCell>{file.created_by_name ?? ''}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('filesOpen', { name: file.file_name })}>
                      <IconButton
                        component="a"
                        href={calls.href(file.id)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t('filesOpen', { name: file.file_name })}
                        size="small"
                      >
                        <OpenInNewIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {canModify && (
                      <Tooltip title={t('filesDelete', { name: file.file_name })}>
                        <IconButton onClick={() => setDeleting(file)} aria-label={t('filesDelete', { name: file.file_name })} size="small" color="error">
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
        <FileUploadForm
          uploadTarget={calls.uploadTarget}
          mark={mark}
          onUploaded={(count) => {
            notify(t('filesUploaded', { count }), { type: 'success' });
            changed();
          }}
        />
      )}
      {deleting && (
        <DeleteFileDialog
          file={deleting}
          remove={calls.remove}
          onClose={() => setDeleting(undefined)}
          onDeleted={() => {
            setDeleting(undefined);
            changed();
          }}
        />
      )}
    </Box>
  );
};
