import AttachFileIcon from '@mui/icons-material/AttachFile';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Alert, Box, IconButton, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMailText } from './texts';
import { mailApi } from '../../dataProvider/mailbox';
import type { MessageSummary } from '../../dataProvider/mailbox';
import { formatMailDate, PAGE_SIZE, pageCount } from './mailFormat';

type Props = {
  account: number;
  box: string;
  page: number;
  q: string;
  onPage: (page: number) => void;
  onOpen: (message: MessageSummary) => void;
};

const sender = (message: MessageSummary) => message.from?.name || message.from?.address || '';

/** One folder's messages, 25 a page, newest first: unread ones in bold, a clip for attachments. */
export const MessageList = ({ account, box, page, q, onPage, onOpen }: Props) => {
  const { t } = useMailText();
  const list = useQuery({
    queryKey: ['mailbox', 'messages', account, box, page, q],
    queryFn: () => mailApi.messages(account, box, page, PAGE_SIZE, q),
    placeholderData: keepPreviousData,
    retry: false,
  });
  if (list.isError) return <Alert severity="error">{list.error.message}</Alert>;
  const total = list.data?.total ?? 0;
  const pages = pageCount(total);
  const messages = list.data?.messages ?? [];
  return (
    <Box>
      {list.isFetching ? <LinearProgress aria-label={t('loading')} /> : <Box sx={{ height: 4 }} />}
      {!list.data ? null : messages.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {q ? t('noMatch') : t('emptyFolder')}
        </Alert>
      ) : (
        <Table size="small" aria-label={t('messages')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('from')}</TableCell>
              <TableCell>{t('subject')}</TableCell>
              <TableCell sx={{ width: 36 }} aria-label={t('attachments')} />
              <TableCell sx={{ width: 140 }}>{t('date')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {messages.map((message) => {
              const weight = message.seen ? 400 : 700;
              return (
                <TableRow
                  key={message.uid}
                  hover
                  tabIndex={0}
                  onClick={() => onOpen(message)}
                  onKeyDown={(event) => event.key === 'Enter' && onOpen(message)}
                  sx={{ cursor: 'pointer', '& td': { fontWeight: weight } }}
                  data-unread={message.seen ? undefined : 'true'}
                >
                  <TableCell title={message.from?.address}>{sender(message)}</TableCell>
                  <TableCell>
                    {message.subject || t('noSubject')}
                    {!message.seen && (
                      <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                        {` (${t('unread')})`}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell>{message.hasAttachments && <AttachFileIcon fontSize="small" titleAccess={t('hasAttachments')} />}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMailDate(message.date)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {total > 0 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
          <Typography variant="body2">{t('page', { page, pages, total })}</Typography>
          <IconButton aria-label={t('previous')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft />
          </IconButton>
          <IconButton aria-label={t('next')} disabled={page >= pages} onClick={() => onPage(page + 1)}>
            <ChevronRight />
          </IconButton>
        </Box>
      )}
    </Box>
  );
};
