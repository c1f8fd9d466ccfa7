import NotificationsIcon from '@mui/icons-material/Notifications';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Alert, Badge, Box, IconButton, LinearProgress, List, ListItem, ListItemButton, ListItemText, Popover, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useRef, useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { DueReminder } from '../dataProvider/reclamations';
import { fetchDueReminders, markReminderDone } from '../dataProvider/reclamations';
import { DATE_FORMAT } from '../i18n/formats';
import { entityByName } from '../schemas/registry';
import { useText } from './texts';

const RECLAMATION = entityByName('reclamation');

export type ReminderItem = { id: number; reclamationId: number; number: string; customer?: string; date: string; overdue: boolean; text: string };

/** The list's query: polled every five minutes and again whenever the window regains focus. */
export const DUE_REMINDERS_KEY = ['reminders', 'due'] as const;
export const REMINDERS_POLL_MS = 5 * 60 * 1000;

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [closing, setClosing] = useState<number | undefined>();
  /** The list's heading: focus goes back to it when the focused item is gone, so Esc still closes the list. */
  const heading = useRef<HTMLHeadingElement>(null);
  const due = useQuery({ queryKey: DUE_REMINDERS_KEY, queryFn: fetchDueReminders, refetchInterval: REMINDERS_POLL_MS, refetchOnWindowFocus: true });
  const items = reminderItems(due.data ?? []);
  const label = t('remindersDue', { count: items.length });

  const open = (item: ReminderItem) => {
    setAnchor(null);
    // Those who may change a reclamation get its detail screen (the edit form), others the read-only view.
    navigate(canEdit ? `/${RECLAMATION.detail}/${item.reclamationId}` : `/${RECLAMATION.menu}/${item.reclamationId}/show`);
  };

  const markDone = async (item: ReminderItem) => {
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
      heading.current?.focus();
    }
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" onClick={(event) => setAnchor(event.currentTarget)} aria-label={label} aria-haspopup="dialog" aria-expanded={!!anchor}>
          <Badge badgeContent={items.length} max={99} color="error">
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
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('reminders'), sx: { width: 380, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Typography ref={heading} tabIndex={-1} variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5, pb: 1, outline: 'none' }}>
          {t('reminders')}
        </Typography>
        {due.isError ? (
          <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
            {t('remindersLoadError')}
          </Alert>
        ) : due.isPending ? (
          <LinearProgress sx={{ mx: 2, mb: 2 }} aria-label={t('reminders')} />
        ) : items.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {t('remindersEmpty')}
          </Typography>
        ) : (
          <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto', pb: 1 }}>
            {items.map((item) => (
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
                        onClick={() => void markDone(item)}
                        aria-label={t('reminderMarkDoneOf', { number: item.number })}
                      >
                        <TaskAltIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                }
              >
                <ListItemButton onClick={() => open(item)}>
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
            ))}
          </List>
        )}
      </Popover>
    </>
  );
};

/** The top bar's reminders: a bell counting the user's due reminders, for those who may read reclamations. */
export const Reminders = () => {
  const { canAccess } = useCanAccess({ resource: RECLAMATION.menu, action: 'list' });
  return canAccess ? <RemindersButton /> : null;
};
