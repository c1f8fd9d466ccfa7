import TaskIcon from '@mui/icons-material/AssignmentOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Show, TopToolbar, useCanAccess, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { entityByName } from '../../../schemas/registry';
import { DATETIME_MINUTES_FORMAT } from '../../../i18n/formats';
import { formatWhen, isAssigned } from '../task/presentation';
import { SenderName } from './SenderName';
import { markRead } from '../../../dataProvider/shell';
import type { Unread } from '../../../dataProvider/shell';
import { UNREAD_KEY, withoutMessage } from '../../../layout/unread';
import { useText } from '../texts';

const TASK = entityByName('task');

/** Opening a note reads it (`POST /internal_message/{id}/read`, its recipient's): the top bar's count and the list follow. */
const MarkSeen = () => {
  const message = useRecordContext();
  const resource = useResourceContext();
  const queryClient = useQueryClient();
  const id = message?.id;
  const unread = message?.isRead === false;
  useEffect(() => {
    if (id === undefined || !unread) return;
    queryClient.setQueryData<Unread>(UNREAD_KEY, (list) => withoutMessage(list, Number(id)));
    void markRead(Number(id))
      .catch(() => undefined) // a note of someone else's (the sender's copy) stays as it is
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
        void queryClient.invalidateQueries({ queryKey: [resource, 'getList'] });
      });
  }, [id, unread, resource, queryClient]);
  return null;
};

const OpenTaskButton = () => {
  const message = useRecordContext();
  const { t } = useText();
  const { canAccess: canEdit, isPending } = useCanAccess({ resource: TASK.menu, action: 'edit' });
  // The way to the task is shown once it is known which screen it leads to.
  if (!isAssigned(message?.taskId) || isPending) return <TopToolbar />;
  // Those who may change tasks get the task's detail screen (its form), others the read-only view.
  const path = canEdit ? `/${TASK.detail}/${message?.taskId}` : `/${TASK.menu}/${message?.taskId}/show`;
  return (
    <TopToolbar>
      <Button component={RouterLink} to={path} startIcon={<TaskIcon />} variant="contained">
        {t('imOpenTask')}
      </Button>
    </TopToolbar>
  );
};

const MessageBody = () => {
  const message = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  if (!message) return null;
  const label = (key: string) => translate(`resources.${resource}.fields.${key}`);
  return (
    <Box component="article" sx={{ p: 2, maxWidth: 960 }}>
      <MarkSeen />
      <Typography variant="h6" component="h2">
        {String(message.title ?? '')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {`${label('senderId')}: `}
        <SenderName />
        {` · ${label('createdAt')}: ${formatWhen(message.createdAt, DATETIME_MINUTES_FORMAT)}`}
      </Typography>
      <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {String(message.text ?? '')}
      </Typography>
    </Box>
  );
};

/** One note (spec §2 im-details): its text and, for a note about a task, the way to it. */
export const InternalMessageDetail = () => (
  <Show actions={<OpenTaskButton />}>
    <MessageBody />
  </Show>
);
