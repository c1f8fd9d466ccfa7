import CreateIcon from '@mui/icons-material/Create';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Badge, Box, Button, CircularProgress, InputAdornment, List, ListItem, ListItemButton, ListItemText, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMailText } from './texts';
import { mailApi } from '../../dataProvider/mailbox';
import { MessageList } from './MessageList';

/** The folders of an account with their unread counts; the chosen one marked. */
const Folders = ({ account, box, onChoose }: { account: number; box: string; onChoose: (path: string) => void }) => {
  const { t } = useMailText();
  const boxes = useQuery({ queryKey: ['mailbox', 'boxes', account], queryFn: () => mailApi.boxes(account), retry: false });
  if (boxes.isPending) return <CircularProgress size={24} aria-label={t('loading')} />;
  if (boxes.isError) return <Alert severity="error">{boxes.error.message}</Alert>;
  return (
    <List dense aria-label={t('folders')}>
      {boxes.data.map((folder) => (
        <ListItem key={folder.path} disablePadding>
          <ListItemButton selected={folder.path === box} aria-current={folder.path === box ? 'true' : undefined} onClick={() => onChoose(folder.path)}>
            <ListItemText primary={folder.name || folder.path} slotProps={{ primary: { fontWeight: folder.unseen > 0 ? 700 : 400, noWrap: true } }} />
            {folder.unseen > 0 && <Badge badgeContent={folder.unseen} color="primary" max={9999} sx={{ mr: 1 }} />}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};

/**
 * The mailbox (spec §2 /mailbox): the accounts the user may use, the chosen account's folders and
 * a folder's messages with search by sender and subject. Account, folder, page and search live in
 * the address, so a message opened and closed comes back to the same page.
 */
export const MailboxPage = () => {
  const { t } = useMailText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const accounts = useQuery({ queryKey: ['mailbox', 'accounts'], queryFn: mailApi.accounts, retry: false });
  const account = Number(params.get('account')) || accounts.data?.[0]?.id;
  const box = params.get('box') || 'INBOX';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const [search, setSearch] = useState(q);
  useEffect(() => setSearch(q), [q]);

  const change = (next: Record<string, string | number | undefined>) => {
    const merged = { account, box, page, q, ...next };
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(merged)) if (value !== undefined && value !== '') query.set(key, String(value));
    setParams(query);
  };

  return (
    <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={t('received')} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('mailbox')}
        </Typography>
        {accounts.data && accounts.data.length > 0 && (
          <>
            <TextField select size="small" label={t('account')} value={account ?? ''} onChange={(e) => change({ account: Number(e.target.value), box: 'INBOX', page: 1, q: '' })} sx={{ minWidth: 260 }}>
              {accounts.data.map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.name} ({a.email})
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" startIcon={<CreateIcon />} onClick={() => navigate(`/new-email?account=${account}`)}>
              {t('newEmail')}
            </Button>
          </>
        )}
      </Box>
      {accounts.isPending && <CircularProgress aria-label={t('loading')} />}
      {accounts.isError && <Alert severity="error">{accounts.error.message}</Alert>}
      {accounts.data?.length === 0 && <Alert severity="info">{t('noAccount')}</Alert>}
      {account !== undefined && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
          <Paper variant="outlined" sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}>
            <Folders account={account} box={box} onChoose={(path) => change({ box: path, page: 1, q: '' })} />
          </Paper>
          <Paper variant="outlined" sx={{ flexGrow: 1, p: 1, minWidth: 0 }}>
            <Box component="form" role="search" onSubmit={(e) => { e.preventDefault(); change({ q: search.trim(), page: 1 }); }} sx={{ mb: 1 }}>
              <TextField
                size="small"
                fullWidth
                type="search"
                label={t('search')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                slotProps={{ input: { endAdornment: <InputAdornment position="end"><SearchIcon fontSize="small" /></InputAdornment> } }}
              />
            </Box>
            <MessageList
              account={account}
              box={box}
              page={page}
              q={q}
              onPage={(next) => change({ page: next })}
              onOpen={(message) => navigate(`/email-details?account=${account}&box=${encodeURIComponent(box)}&uid=${message.uid}`)}
            />
          </Paper>
        </Box>
      )}
    </Box>
  );
};
