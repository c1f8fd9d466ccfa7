import { Box } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { assigneeOf, executedWhen } from './presentation';
import { useText } from '../texts';

/** Executor's name, else the role's, marked as a role. */
export const AssigneeText = ({ record }: { record: RaRecord }) => {
  const { t } = useText();
  const assignee = assigneeOf(record);
  if (!assignee) return <span>—</span>;
  return <span>{assignee.role ? t('taskRoleAssignee', { name: assignee.name }) : assignee.name}</span>;
};

/** "Wykonane" with the execution date, or "Otwarte". */
export const ExecutedText = ({ record }: { record: RaRecord }) => {
  const { t } = useText();
  const when = executedWhen(record);
  return (
    <Box component="span" sx={{ color: when ? 'success.dark' : 'info.dark', whiteSpace: 'nowrap' }}>
      {when ? t('taskExecutedAt', { date: when }) : t('taskOpen')}
    </Box>
  );
};
