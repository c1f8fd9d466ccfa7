import { Box } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { useTranslate } from 'react-admin';
import { assigneeOf, executedWhen } from './presentation';

/** Executor's name, else the role's, marked as a role. */
export const AssigneeText = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const assignee = assigneeOf(record);
  if (!assignee) return <span>—</span>;
  return <span>{assignee.role ? translate('views.taskRoleAssignee', { name: assignee.name }) : assignee.name}</span>;
};

/** "Wykonane" with the execution date, or "Otwarte". */
export const ExecutedText = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const when = executedWhen(record);
  return (
    <Box component="span" sx={{ color: when ? 'success.dark' : 'info.dark', whiteSpace: 'nowrap' }}>
      {when ? translate('views.taskExecutedAt', { date: when }) : translate('views.taskOpen')}
    </Box>
  );
};
