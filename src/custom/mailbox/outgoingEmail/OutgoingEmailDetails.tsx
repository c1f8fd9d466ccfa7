import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Button, Chip, CircularProgress, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useMailText } from '../texts';
import type { OutgoingEmail, OutgoingState } from '../../../dataProvider/mailbox';
import { downloadAs, mailApi } from '../../../dataProvider/mailbox';
import { formatMailDate, frameDocument } from '../mailFormat';
import { entityByName } from '../../../schemas/registry';
import { formatSize } from '../../../resources/files/upload';
import { OutgoingActions } from './OutgoingActions';

const STATE_COLOUR: Record<OutgoingState, 'default' | 'success' | 'error'> = { queued: 'default', sent: 'success', failed: 'error' };

/** The state of a message in words and colour. */
export const StateChip = ({ state }: { state: OutgoingState }) => {
  const { t } = useMailText();
  return <Chip size="small" color={STATE_COLOUR[state]} label={t(`state_${state}`)} data-state={state} />;
};

const Facts = ({ email }: { email: OutgoingEmail }) => {
  const { t } = useMailText();
  const rows: [string, string][] = [
    [t('to'), email.to],
    [t('cc'), email.cc ?? ''],
    [t('bcc'), email.bcc ?? ''],
    [t('createdAt'), formatMailDate(email.createdAt)],
    [t('sentAt'), formatMailDate(email.sentAt)],
    [t('regarding'), email.ownerType && email.ownerId ? `${t(email.ownerType)} #${email.ownerId}` : ''],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.filter(([, v]) => v).map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">{name}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
};

/**
 * One outgoing message (spec §2 /outgoing-email-details/:id): its state (queued, sent, or failed
 * with the SMTP server's answer, which may be sent again), the message and its attachments; one
 * not sent yet may be changed, a failed one deleted. While queued it is read again every few seconds.
 */
export const OutgoingEmailDetails = () => {
  const { t, locale } = useMailText();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const id = Number(useParams().id);
  const [busy, setBusy] = useState(false);
  const key = ['mailbox', 'outgoing', id];
  const email = useQuery({ queryKey: key, queryFn: () => mailApi.outgoing(id), enabled: id > 0, refetchInterval: (query) => (query.state.data?.state === 'queued' ? 3000 : false) });
  const retry = async () => {
    setBusy(true);
    try {
      await mailApi.retry(id);
      notify(t('retried'), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const data = email.data;
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 1100 }}>
      <Title title={data?.subject || t('outgoing')} />
      <Box>
        <Button component={Link} to={`/${entityByName('outgoing_email').menu}`} startIcon={<ArrowBackIcon />}>{t('sent')}</Button>
      </Box>
      {email.isPending && <CircularProgress aria-label={t('loading')} />}
      {email.isError && <Alert severity="error">{email.error.message}</Alert>}
      {data && (
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>{data.subject || t('noSubject')}</Typography>
            <Typography variant="body2">{t('state')}:</Typography>
            <StateChip state={data.state} />
            {data.attempts !== undefined && <Typography variant="body2" color="text.secondary">{t('attempts', { n: data.attempts })}</Typography>}
          </Box>
          {data.state === 'failed' && (
            <Alert severity="error" action={<Button color="inherit" size="small" startIcon={<ReplayIcon />} disabled={busy} onClick={() => void retry()}>{t('retry')}</Button>}>
              {t('serverAnswer', { answer: data.error || '—' })}
            </Alert>
          )}
          <OutgoingActions email={data} />
          <Facts email={data} />
          <Box component="iframe" title={t('messageBody')} sandbox="" referrerPolicy="no-referrer" srcDoc={frameDocument(data.body, false)} sx={{ width: '100%', minHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }} />
          {(data.attachments ?? []).length > 0 && (
            <List dense aria-label={t('attachments')}>
              {(data.attachments ?? []).map((a) => (
                <ListItem key={a.id} secondaryAction={
                  <Button size="small" startIcon={<DownloadIcon />} aria-label={t('download', { name: a.filename })}
                    onClick={() => void downloadAs(`/outgoing_email/${id}/attachment/${a.id}`, a.filename).catch((e: Error) => notify(e.message, { type: 'error' }))}>
                    {t('download', { name: '' }).trim()}
                  </Button>
                }>
                  <ListItemText primary={a.filename} secondary={formatSize(a.size, locale)} />
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      )}
    </Box>
  );
};
