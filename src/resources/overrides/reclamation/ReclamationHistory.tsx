import AttachFileIcon from '@mui/icons-material/AttachFile';
import BuildIcon from '@mui/icons-material/Build';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import GavelIcon from '@mui/icons-material/Gavel';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Avatar, Box, Divider, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { CommentBox } from './CommentBox';
import type { ActionType } from './presentation';
import { historyEntries } from './presentation';

const ICONS: Record<ActionType, typeof HelpOutlineIcon> = {
  0: HelpOutlineIcon,
  1: SwapHorizIcon,
  2: ChatBubbleOutlineIcon,
  3: AttachFileIcon,
  4: GavelIcon,
  5: BuildIcon,
  6: NotificationsActiveIcon,
};

/** What happened to the reclamation, newest first, as the server recorded it. */
export const ReclamationHistory = () => {
  const translate = useTranslate();
  const entries = historyEntries(useRecordContext()?.history);
  return (
    <Box component="section" aria-labelledby="reclamation-history" sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography id="reclamation-history" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('views.reclamationHistory')}
      </Typography>
      <CommentBox />
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('views.reclamationHistoryEmpty')}
        </Typography>
      ) : (
        <List dense sx={{ maxWidth: 960 }}>
          {entries.map((entry) => {
            const Icon = ICONS[entry.type];
            return (
              <ListItem key={entry.id} alignItems="flex-start" disableGutters data-action-type={entry.type}>
                <ListItemAvatar sx={{ minWidth: 48 }}>
                  <Avatar sx={{ bgcolor: entry.color, width: 32, height: 32 }}>
                    <Icon fontSize="small" />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={translate(entry.labelKey)}
                  slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                  secondary={
                    <>
                      {entry.description && (
                        <Typography component="span" variant="body2" color="text.primary" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
                          {entry.description}
                        </Typography>
                      )}
                      <Typography component="span" variant="caption" color="text.secondary">
                        {`${entry.user ?? translate('views.reclamationHistorySystem')} · ${entry.when}`}
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
