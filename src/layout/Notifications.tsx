// The reminders have the bell; notes from colleagues and the processes are mail.
import NotificationsIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Alert, Badge, Box, Button, Chip, Divider, IconButton, LinearProgress, List, ListItem, ListItemButton, ListItemText, Popover, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Unread } from '../dataProvider/shell';
import { loadUnread, readAll } from '../dataProvider/shell';
import type { NotificationItem } from './unread';
import { notificationItems, UNREAD_KEY, UNREAD_POLL_MS, withoutMessage } from './unread';
import { entityByName } from '../schemas/registry';
import { useText } from './texts';

const MESSAGES = entityByName('internal_message');
/** Spec §9: the notification list scrolls above this height. */
const LIST_HEIGHT = 230;

const NotificationsButton = () => {
  const { t } = useText();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { canAccess: canEdit } = useCanAccess({ resource: MESSAGES.menu, action: 'edit' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [clearing, setClearing] = useState(false);
  /** The heading takes the focus when the focused item is gone, so Esc still closes the list. */
  const heading = useRef<HTMLHeadingElement>(null);
  const unread = useQuery({ queryKey: UNREAD_KEY, queryFn: () => loadUnread(), refetchInterval: UNREAD_POLL_MS, refetchOnWindowFocus: true });
  const items = notificationItems(unread.data?.rows ?? []);
  const count = unread.data?.count ?? 0;
  const label = t('notesUnread', { count });

  const open = (item: NotificationItem) => {
    setAnchor(null);
    // Opening a note reads it: it leaves the list at once rather than at the next poll.
    queryClient.setQueryData<Unread>(UNREAD_KEY, (data) => withoutMessage(data, item.id));
    // Those who may change notes get the detail path (im-details), others the read-only view.
    navigate(canEdit ? `/${MESSAGES.detail}/${item.id}` : `/${MESSAGES.menu}/${item.id}/show`);
  };

  const checkAll = () => {
    setAnchor(null);
    navigate(`/${MESSAGES.menu}`);
  };

  const clearAll = async () => {
    setClearing(true);
    try {
      await readAll();
      queryClient.setQueryData<Unread>(UNREAD_KEY, { rows: [], count: 0 });
      notify(t('notesCleared'), { type: 'success' });
      await Promise.all([queryClient.invalidateQueries({ queryKey: UNREAD_KEY }), queryClient.invalidateQueries({ queryKey: [MESSAGES.menu] })]);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setClearing(false);
      heading.current?.focus();
    }
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" onClick={(event) => setAnchor(event.currentTarget)} aria-label={label} aria-haspopup="dialog" aria-expanded={!!anchor}>
          <Badge badgeContent={count} max={99} color="error">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('notesNew'), sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
          <Typography ref={heading} tabIndex={-1} variant="subtitle2" component="h2" sx={{ flexGrow: 1, outline: 'none' }}>
            {t('notesNew')}
          </Typography>
          <Chip size="small" color={count > 0 ? 'error' : 'default'} label={count} />
        </Box>
        <Divider />
        {unread.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {t('notesLoadError')}
          </Alert>
        ) : unread.isPending ? (
          <LinearProgress sx={{ m: 2 }} aria-label={t('notesNew')} />
        ) : items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }}>
            {t('notesEmpty')}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ maxHeight: LIST_HEIGHT, overflowY: 'auto' }}>
            {items.map((item) => (
              <ListItem key={item.id} disablePadding data-message-id={item.id}>
                <ListItemButton onClick={() => open(item)}>
                  <ListItemText
                    primary={item.title}
                    slotProps={{ primary: { sx: { fontWeight: 600, wordBreak: 'break-word' } } }}
                    secondary={[item.when, item.sender ?? t('imSystem')].filter(Boolean).join(' · ')}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
        {count > items.length && items.length > 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pt: 0.5 }}>
            {t('notesMore', { count: count - items.length })}
          </Typography>
        )}
        <Divider sx={{ mt: 1 }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 1, py: 0.5 }}>
          <Button size="small" onClick={() => void clearAll()} disabled={clearing || count === 0}>
            {t('notesClearAll')}
          </Button>
          <Button size="small" onClick={checkAll}>
            {t('notesCheckAll')}
          </Button>
        </Box>
      </Popover>
    </>
  );
};

/** The top bar's notifications (spec §2): a bell counting the user's unread notes, for those who may read them. */
export const Notifications = () => {
  const { canAccess } = useCanAccess({ resource: MESSAGES.menu, action: 'list' });
  return canAccess ? <NotificationsButton /> : null;
};
