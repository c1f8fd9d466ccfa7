import AttachFileIcon from '@mui/icons-material/AttachFile';
import BuildIcon from '@mui/icons-material/Build';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import GavelIcon from '@mui/icons-material/Gavel';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Avatar, Box, Button, Divider, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { useGetIdentity, useRecordContext } from 'react-admin';
import { markReminderDone } from '../../dataProvider/reclamations';
import { CommentBox } from './CommentBox';
import type { ActionType, ReminderState } from './presentation';
import { historyEntries } from './presentation';
import { historyText } from './historyText';
import { useNotifiedCall } from '../../resources/useNotifiedCall';
import { useText } from './texts';

const ICONS: Record<ActionType, typeof HelpOutlineIcon> = {
  0: HelpOutlineIcon,
  1: SwapHorizIcon,
  2: ChatBubbleOutlineIcon,
  3: AttachFileIcon,
  4: GavelIcon,
  5: BuildIcon,
  6: NotificationsActiveIcon,
  7: AccountTreeIcon,
};

/** A reminder's own user marks it done; the history and the top bar's list follow. */
const MarkDoneButton = ({ reminder }: { reminder: ReminderState }) => {
  const { t } = useText();
  const { busy: sending, run } = useNotifiedCall();
  const markDone = () => run(() => markReminderDone(reminder.id), t('reminderMarkedDone'));
  return (
    <Button size="small" variant="outlined" startIcon={<TaskAltIcon />} disabled={sending} onClick={() => void markDone()}>
      {t('reminderMarkDone')}
    </Button>
  );
};

/** A history entry's description in the user's language (the server writes it in Polish). */
const HistoryDescription = ({ description }: { description: string }) => {
  const { t } = useText();
  const text = historyText(description);
  return (
    <Typography component="span" variant="body2" color="text.primary" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
      {'text' in text ? text.text : t(text.key, text.params)}
    </Typography>
  );
};

/** What happened to the reclamation, newest first, as the server recorded it. */
export const ReclamationHistory = () => {
  const { t } = useText();
  const { identity } = useGetIdentity();
  const entries = historyEntries(useRecordContext()?.history, identity?.id);
  return (
    <Box component="section" aria-labelledby="reclamation-history" sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="reclamation-history" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('reclamationHistory')}
      </Typography>
      <CommentBox />
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('reclamationHistoryEmpty')}
        </Typography>
      ) : (
        <List dense sx={{ maxWidth: 960 }}>
          {entries.map((entry) => {
            const Icon = ICONS[entry.type];
            return (
              <ListItem
                key={entry.id}
                alignItems="flex-start"
                disableGutters
                data-action-type={entry.type}
                secondaryAction={entry.reminder?.canMarkDone ? <MarkDoneButton reminder={entry.reminder} /> : undefined}
              >
                <ListItemAvatar sx={{ minWidth: 48 }}>
                  <Avatar sx={{ bgcolor: entry.color, width: 32, height: 32 }}>
                    <Icon fontSize="small" />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={t(entry.labelKey)}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  secondary={
                    <>
                      {entry.reminder && (
                        <Typography component="span" variant="body2" sx={{ display: 'block' }} data-reminder-state={entry.reminder.doneWhen ? 'done' : 'open'}>
                          <Box component="span" sx={{ fontWeight: 600 }}>
                            {t('reminderDue', { date: entry.reminder.due })}
                          </Box>
                          {' · '}
                          <Box component="span" sx={{ color: entry.reminder.doneWhen ? 'success.main' : 'warning.main' }}>
                            {entry.reminder.doneWhen ? t('reminderDoneAt', { date: entry.reminder.doneWhen }) : t('reminderOpen')}
                          </Box>
                        </Typography>
                      )}
                      {entry.description && <HistoryDescription description={entry.description} />}
                      <Typography component="span" variant="caption" color="text.secondary">
                        {`${entry.user ?? t('reclamationHistorySystem')} · ${entry.when}`}
                      </Typography>
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
};
