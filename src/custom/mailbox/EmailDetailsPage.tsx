import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Divider, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { useMailText } from './texts';
import type { MailMessage } from '../../dataProvider/mailbox';
import { mailApi } from '../../dataProvider/mailbox';
import { addressesText, formatMailDate } from './mailFormat';
import { MessageActions } from './MessageActions';
import { MessageFrame } from './MessageFrame';
import { ReceivedAttachments } from './ReceivedAttachments';

const Headers = ({ message }: { message: MailMessage }) => {
  const { t } = useMailText();
  const rows: [string, string][] = [
    [t('from'), addressesText(message.from)],
    [t('to'), addressesText(message.to)],
    [t('cc'), addressesText(message.cc)],
    [t('replyTo'), addressesText(message.replyTo)],
    [t('date'), formatMailDate(message.date)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows
        .filter(([, value]) => value)
        .map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {name}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
};

/** One received message (spec §2 /email-details?account=&box=&uid=): headers, body, attachments and what to do with it. */
export const EmailDetailsPage = () => {
  const { t } = useMailText();
  const [params] = useSearchParams();
  const account = Number(params.get('account'));
  const box = params.get('box') || 'INBOX';
  const uid = Number(params.get('uid'));
  const message = useQuery({
    queryKey: ['mailbox', 'message', account, box, uid],
    queryFn: () => mailApi.message(account, box, uid),
    enabled: account > 0 && uid > 0,
    retry: false,
  });
  const back = `/mailbox?account=${account}&box=${encodeURIComponent(box)}`;
  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={message.data?.subject || t('mailbox')} />
      <Box>
        <Button component={Link} to={back} startIcon={<ArrowBackIcon />}>
          {t('back')}
        </Button>
      </Box>
      {message.isPending && message.fetchStatus !== 'idle' && <CircularProgress aria-label={t('loading')} />}
      {message.isError && <Alert severity="error">{message.error.message}</Alert>}
      {message.data && (
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {message.data.subject || t('noSubject')}
          </Typography>
          <Headers message={message.data} />
          <MessageActions message={message.data} />
          <Divider />
          <MessageFrame message={message.data} />
          <ReceivedAttachments message={message.data} />
        </Paper>
      )}
    </Box>
  );
};
