import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, CircularProgress, LinearProgress, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AddressField } from './AddressField';
import { BodyEditor } from './BodyEditor';
import { ComposeAttachments } from './ComposeAttachments';
import type { NewEmail } from '../../dataProvider/mailbox';
import { fileToBase64, postOutgoing } from '../../dataProvider/mailbox';
import { ATTACHMENTS_LIMIT, cleanEditorHtml, isEmail } from './mailFormat';
import { useComposer } from './useComposer';

/**
 * A new message (spec §2 /new-email): account and its signature (shown here, added by the server
 * when it sends), recipients with suggestions,
 * subject, a template filled from the record it is written about, the body and attachments.
 * Sending shows how much of the request has gone out, then opens the queued message. With
 * `?edit=id` it changes a queued or failed message instead: saving replaces it and queues it again.
 */
export const NewEmailPage = () => {
  const { t, state, update, accounts, accountId, signature, templates, applyTemplate, owner, editing } = useComposer();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const [progress, setProgress] = useState<number | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  const send = async () => {
    const recipients = [...state.to, ...state.cc, ...state.bcc];
    const bad = recipients.filter((a) => !isEmail(a));
    if (state.to.length === 0) return setProblem(t('needRecipient'));
    if (bad.length > 0) return setProblem(t('badAddress', { address: bad.join(', ') }));
    if (state.files.reduce((s, f) => s + f.size, 0) > ATTACHMENTS_LIMIT) return setProblem(t('tooLarge', { limit: '25 MB' }));
    if (accountId === undefined) return setProblem(t('noAccount'));
    if (editing?.sent) return setProblem(t('alreadySent'));
    setProblem(undefined);
    setProgress(0);
    try {
      const attachments = await Promise.all(state.files.map(async (file) => ({ filename: file.name, contentType: file.type || 'application/octet-stream', content: await fileToBase64(file) })));
      const email: NewEmail = {
        accountId,
        to: state.to.join(', '),
        ...(state.cc.length ? { cc: state.cc.join(', ') } : {}),
        ...(state.bcc.length ? { bcc: state.bcc.join(', ') } : {}),
        subject: state.subject,
        body: state.body,
        ...(state.inReplyTo ? { inReplyTo: state.inReplyTo } : {}),
        ...(owner ? { ownerType: owner.type, ownerId: owner.id } : {}),
        ...(state.templateId !== undefined ? { templateId: state.templateId } : {}),
        ...(attachments.length ? { attachments } : {}),
      };
      const stored = await postOutgoing(email, setProgress, editing?.id);
      if (editing) await queryClient.invalidateQueries({ queryKey: ['mailbox', 'outgoing', editing.id] });
      navigate(`/outgoing-email-details/${stored.id}`);
    } catch (error) {
      setProgress(undefined);
      setProblem((error as Error).message);
      notify((error as Error).message, { type: 'error' });
    }
  };

  const sending = progress !== undefined;
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100 }}>
      <Title title={t(editing ? 'editEmail' : 'newEmail')} />
      <Typography variant="h5" component="h1">
        {t(editing ? 'editEmail' : 'newEmail')}
      </Typography>
      {editing?.sent && <Alert severity="warning">{t('alreadySent')}</Alert>}
      {accounts.isPending && <CircularProgress aria-label={t('loading')} />}
      {accounts.isError && <Alert severity="error">{accounts.error.message}</Alert>}
      {accounts.data?.length === 0 && <Alert severity="info">{t('noAccount')}</Alert>}
      {accounts.data && accounts.data.length > 0 && (
        <Paper component="form" variant="outlined" onSubmit={(e) => { e.preventDefault(); void send(); }} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField select size="small" label={t('account')} value={accountId ?? ''} onChange={(e) => update({ accountId: Number(e.target.value) })}>
            {accounts.data.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name} ({a.email})
              </MenuItem>
            ))}
          </TextField>
          <AddressField label={t('to')} value={state.to} onChange={(to) => update({ to })} autoFocus={state.to.length === 0} />
          <AddressField label={t('cc')} value={state.cc} onChange={(cc) => update({ cc })} />
          <AddressField label={t('bcc')} value={state.bcc} onChange={(bcc) => update({ bcc })} />
          <TextField select size="small" label={t('template')} value={state.templateId ?? ''} onChange={(e) => void applyTemplate(e.target.value === '' ? undefined : Number(e.target.value))}>
            <MenuItem value="">{t('noTemplate')}</MenuItem>
            {templates.map((tpl) => (
              <MenuItem key={tpl.id} value={tpl.id}>
                {tpl.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" label={t('subject')} value={state.subject} onChange={(e) => update({ subject: e.target.value })} slotProps={{ htmlInput: { maxLength: 998 } }} />
          <BodyEditor value={state.body} onChange={(body) => update({ body })} />
          {signature.trim() && (
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t('signature')}
              </Typography>
              <Box data-testid="signature-preview" sx={{ borderTop: 1, borderColor: 'divider', pt: 1, color: 'text.secondary' }} dangerouslySetInnerHTML={{ __html: cleanEditorHtml(signature) }} />
            </Box>
          )}
          <ComposeAttachments files={state.files} onChange={(files) => update({ files })} />
          {problem && <Alert severity="error">{problem}</Alert>}
          {sending && (
            <Box>
              <LinearProgress variant="determinate" value={Math.round((progress ?? 0) * 100)} aria-label={t('sending', { percent: Math.round((progress ?? 0) * 100) })} />
              <Typography variant="body2">{t('sending', { percent: Math.round((progress ?? 0) * 100) })}</Typography>
            </Box>
          )}
          <Box>
            <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={sending || editing?.sent}>
              {t(editing ? 'saveAndSend' : 'send')}
            </Button>
          </Box>
        </Paper>
      )}
    </Box>
  );
};
