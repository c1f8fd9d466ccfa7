import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import MailIcon from '@mui/icons-material/MailOutline';
import { Box, Button, Chip, IconButton, LinearProgress, Link, List, ListItem, ListItemText, Paper, TextField, Tooltip, Typography } from '@mui/material';
import dayjs from 'dayjs';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import { Confirm, useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { deleteRequestComment } from '../../../dataProvider/sales';
import { DATETIME_FORMAT } from '../../../i18n/formats';
import { useText } from '../texts';

type File = { id: number; file_name: string; size: number };
type Comment = { id: number; text: string; byEmail: boolean; emailTitle: string | null; userName: string | null; createdAt: string; files: File[] };

/** Sends a comment with its files as the spec's multipart (text, customerRequestId, files); answers the server's message on failure. */
const sendComment = async (customerRequestId: number, text: string, files: readonly globalThis.File[], locale: string) => {
  const form = new FormData();
  form.append('customerRequestId', String(customerRequestId));
  form.append('text', text);
  for (const file of files) form.append('files', file, file.name);
  const response = await fetch('/api/customer_request/add_comment', { method: 'POST', body: form, credentials: 'include', headers: { Accept: 'application/json', 'Accept-Language': locale } });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new Error(body?.message ?? response.statusText);
  }
};

/** Adds a comment: text and files, sent together; the screen reloads to show it. */
const AddComment = ({ requestId, disabled }: { requestId: number; disabled: boolean }) => {
  const { t } = useText();
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<globalThis.File[]>([]);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() && files.length === 0) return;
    setBusy(true);
    try {
      await sendComment(requestId, text.trim(), files, locale);
      setText('');
      setFiles([]);
      if (input.current) input.current.value = '';
      notify(t('requestCommentAdded'), { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box component="form" onSubmit={submit} aria-label={t('requestAddComment')} sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
      <TextField label={t('requestCommentText')} value={text} onChange={(e) => setText(e.target.value)} multiline minRows={2} disabled={disabled || busy} slotProps={{ htmlInput: { maxLength: 10000 } }} />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" size="small" startIcon={<AttachFileIcon />} disabled={disabled || busy}>
          {t('requestCommentFiles')}
          <input ref={input} type="file" multiple hidden onChange={(e) => setFiles([...(e.target.files ?? [])])} />
        </Button>
        {files.map((f) => (
          <Chip key={f.name} size="small" label={f.name} />
        ))}
        <Box sx={{ flex: 1 }} />
        <Button type="submit" variant="contained" size="small" disabled={disabled || busy || (!text.trim() && files.length === 0)}>
          {t('requestAddComment')}
        </Button>
      </Box>
      {busy && <LinearProgress aria-label={t('requestAddComment')} />}
    </Box>
  );
};

/**
 * The discussion of an offer request (spec §3 `comments[]`): newest first, each with its author,
 * time, files and, for one received by e-mail, its subject; a comment is added with its files in
 * one call and removed after a confirmation.
 */
export const RequestComments = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { t } = useText();
  const notify = useNotify();
  const refresh = useRefresh();
  const [removing, setRemoving] = useState<Comment | null>(null);
  if (!record?.id) return null;
  const comments = (record.comments ?? []) as Comment[];
  const frozen = Boolean(record.markedToDelete);
  const remove = async (comment: Comment) => {
    setRemoving(null);
    try {
      await deleteRequestComment(comment.id);
      notify(t('requestCommentDeleted'), { type: 'info' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-label={t('requestComments')} sx={{ p: 2, mx: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('requestComments')}
      </Typography>
      {comments.length === 0 ? (
        <Typography color="text.secondary">{t('requestNoComments')}</Typography>
      ) : (
        <List dense>
          {comments.map((comment) => (
            <ListItem
              key={comment.id}
              disableGutters
              alignItems="flex-start"
              secondaryAction={
                !frozen && (
                  <Tooltip title={translate('ra.action.delete')}>
                    <IconButton edge="end" aria-label={translate('ra.action.delete')} onClick={() => setRemoving(comment)}>
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                )
              }
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <strong>{comment.userName ?? '—'}</strong>
                    <span>{dayjs(comment.createdAt).format(DATETIME_FORMAT)}</span>
                    {comment.byEmail && <Chip size="small" icon={<MailIcon />} label={comment.emailTitle ?? t('requestByEmail')} />}
                  </Box>
                }
                secondary={
                  <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap', color: 'text.primary' }}>
                    {comment.text}
                    {comment.files.map((file) => (
                      <Box component="span" key={file.id} sx={{ display: 'block' }}>
                        <Link href={`/api/customer_request/cr_comment_file/${file.id}`} target="_blank" rel="noopener">
                          {file.file_name}
                        </Link>
                      </Box>
                    ))}
                  </Box>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      <AddComment requestId={Number(record.id)} disabled={frozen} />
      <Confirm
        isOpen={removing !== null}
        title={t('requestCommentDeleteTitle', { author: removing?.userName ?? '—' })}
        content={t('deleteContent')}
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Paper>
  );
};
