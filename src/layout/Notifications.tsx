// The reminders have the bell; notes from colleagues and the processes are mail.
import NotificationsIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import { Box, Button, Chip, Divider, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Unread } from '../dataProvider/shell';
import type { BellControls } from './BellPopover';
import { BellPopover } from './BellPopover';
import { useText } from './texts';
import { loadUnread, readAll } from '../dataProvider/shell';
import type { NotificationItem } from './unread';
import { notificationItems, UNREAD_KEY, UNREAD_POLL_MS, withoutMessage } from './unread';
import { entityByName } from '../schemas/registry';

const MESSAGES = entityByName('internal_message');
/** Spec §9: the notification list scrolls above this height. */
const LIST_HEIGHT = 230;

const NotificationsButton = () => {
  const { t } = useText();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { canAccess: canEdit } = useCanAccess({ resource: MESSAGES.menu, action: 'edit' });
  const [clearing, setClearing] = useState(false);
  const unread = useQuery({ queryKey: UNREAD_KEY, queryFn: () => loadUnread(), refetchInterval: UNREAD_POLL_MS, refetchOnWindowFocus: true });
  const items = notificationItems(unread.data?.rows ?? []);
  const count = unread.data?.count ?? 0;

  const open = (item: NotificationItem, { close }: BellControls) => {
    close();
    // Opening a note reads it: it leaves the list at once rather than at the next poll.
    queryClient.setQueryData<Unread>(UNREAD_KEY, (data) => withoutMessage(data, item.id));
    // Those who may change notes get the detail path (im-details), others the read-only view.
    navigate(canEdit ? `/${MESSAGES.detail}/${item.id}` : `/${MESSAGES.menu}/${item.id}/show`);
  };

  const checkAll = ({ close }: BellControls) => {
    close();
    navigate(`/${MESSAGES.menu}`);
  };

  const clearAll = async ({ focusHeading }: BellControls) => {
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
      focusHeading();
    }
  };

  return (
    <BellPopover
      icon={<NotificationsIcon />}
      count={count}
      label={t('notesUnread', { count })}
      title={t('notesNew')}
      headingExtra={<Chip size="small" color={count > 0 ? 'error' : 'default'} label={count} />}
      status={unread}
      errorText={t('notesLoadError')}
      emptyText={t('notesEmpty')}
      items={items}
      listHeight={LIST_HEIGHT}
      width={360}
      renderItem={(item, controls) => (
        <ListItem key={item.id} disablePadding data-message-id={item.id}>
          <ListItemButton onClick={() => open(item, controls)}>
            <ListItemText
              primary={item.title}
              slotProps={{ primary: { sx: { fontWeight: 600, wordBreak: 'break-word' } } }}
              secondary={[item.when, item.sender ?? t('imSystem')].filter(Boolean).join(' · ')}
            />
          </ListItemButton>
        </ListItem>
      )}
      footer={(controls) => (
        <>
          {count > items.length && items.length > 0 && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', px: 2, pt: 0.5 }}>
              {t('notesMore', { count: count - items.length })}
            </Typography>
          )}
          <Divider sx={{ mt: 1 }} />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 1, py: 0.5 }}>
            <Button size="small" onClick={() => void clearAll(controls)} disabled={clearing || count === 0}>
              {t('notesClearAll')}
            </Button>
            <Button size="small" onClick={() => checkAll(controls)}>
              {t('notesCheckAll')}
            </Button>
          </Box>
        </>
      )}
    />
  );
};

/** The top bar's notifications (spec §2): a bell counting the user's unread notes, for those who may read them. */
export const Notifications = () => {
  const { canAccess } = useCanAccess({ resource: MESSAGES.menu, action: 'list' });
  return canAccess ? <NotificationsButton /> : null;
};
