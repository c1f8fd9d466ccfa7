import NotificationsIcon from '@mui/icons-material/Notifications';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, IconButton, ListItem, ListItemButton, ListItemText, Tooltip } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DueReminder } from '../dataProvider/reclamations';
import { fetchDueReminders, markReminderDone } from '../dataProvider/reclamations';
import { DATE_FORMAT } from '../i18n/formats';
import type { BellControls } from './BellPopover';
import { BellPopover } from './BellPopover';
import { useText } from './texts';
import { entityByName } from '../schemas/registry';

const RECLAMATION = entityByName('reclamation');

export type ReminderItem = { id: number; reclamationId: number; number: string; customer?: string; date: string; overdue: boolean; text: string };

/** The list's query: polled every five minutes and again whenever the window regains focus. */
export const DUE_REMINDERS_KEY = ['reminders', 'due'] as const;
export const REMINDERS_POLL_MS = 5 * 60 * 1000;
/** The list scrolls above this height. */
const LIST_HEIGHT = 420;

/** The reminders as the list shows them: the reclamation's number (or #id), its customer, the day and the text. */
export const reminderItems = (rows: readonly DueReminder[], today: string = dayjs().format('YYYY-MM-DD')): ReminderItem[] =>
  rows.map((row) => ({
    id: row.id,
    reclamationId: row.reclamation_id,
    number: row.number || `#${row.reclamation_id}`,
    customer: row.customer_name || undefined,
    date: dayjs(row.remind_at).isValid() ? dayjs(row.remind_at).format(DATE_FORMAT) : '',
    overdue: row.remind_at < today,
    text: row.description ?? '',
  }));

const RemindersButton = () => {
  const { t } = useText();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { canAccess: canEdit } = useCanAccess({ resource: RECLAMATION.menu, action: 'edit' });
  const [closing, setClosing] = useState<number | undefined>();
  const due = useQuery({ queryKey: DUE_REMINDERS_KEY, queryFn: fetchDueReminders, refetchInterval: REMINDERS_POLL_MS, refetchOnWindowFocus: true });
  const items = reminderItems(due.data ?? []);

  const open = (item: ReminderItem, { close }: BellControls) => {
    close();
    // Those who may change a reclamation get its detail screen (the edit form), others the read-only view.
    navigate(canEdit ? `/${RECLAMATION.detail}/${item.reclamationId}` : `/${RECLAMATION.menu}/${item.reclamationId}/show`);
  };

  const markDone = async (item: ReminderItem, { focusHeading }: BellControls) => {
    setClosing(item.id);
    try {
      await markReminderDone(item.id);
      notify(t('reminderMarkedDone'), { type: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DUE_REMINDERS_KEY }),
        // An open reclamation shows the reminder in its history: that changed too.
        queryClient.invalidateQueries({ queryKey: [RECLAMATION.menu, 'getOne'] }),
      ]);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setClosing(undefined);
      focusHeading();
    }
  };

  return (
    <BellPopover
      icon={<NotificationsIcon />}
      count={items.length}
      label={t('remindersDue', { count: items.length })}
      title={t('reminders')}
      status={due}
      errorText={t('remindersLoadError')}
      emptyText={t('remindersEmpty')}
      items={items}
      listHeight={LIST_HEIGHT}
      width={380}
      renderItem={(item, controls) => (
        <ListItem
          key={item.id}
          disablePadding
          data-reminder-id={item.id}
          secondaryAction={
            <Tooltip title={t('reminderMarkDone')}>
              <span>
                <IconButton
                  edge="end"
                  size="small"
                  disabled={closing === item.id}
                  onClick={() => void markDone(item, controls)}
                  aria-label={t('reminderMarkDoneOf', { number: item.number })}
                >
                  <TaskAltIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          }
        >
          <ListItemButton onClick={() => open(item, controls)}>
            <ListItemText
              primary={item.customer ? `${item.number} · ${item.customer}` : item.number}
              secondary={
                <>
                  <Box component="span" sx={{ display: 'block', color: item.overdue ? 'error.main' : undefined }}>
                    {item.date}
                  </Box>
                  <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                    {item.text}
                  </Box>
                </>
              }
            />
          </ListItemButton>
        </ListItem>
      )}
    />
  );
};

/** The top bar's reminders: a bell counting the user's due reminders, for those who may read reclamations. */
export const Reminders = () => {
  const { canAccess } = useCanAccess({ resource: RECLAMATION.menu, action: 'list' });
  return canAccess ? <RemindersButton /> : null;
};
