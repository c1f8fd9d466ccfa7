import { Box, Divider, Typography } from '@mui/material';
import { useId } from 'react';
import type { RaRecord } from 'react-admin';
import { CreateButton, Datagrid, FunctionField, ReferenceManyField, TextField, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { TaskOwner } from '../../../schemas/bp/options';
import { entityByName } from '../../../schemas/registry';
import { AssigneeText, ExecutedText } from './TaskCells';
import { DATETIME_MINUTES_FORMAT } from '../../../i18n/formats';
import { formatWhen, taskRowSx } from './presentation';
import { useText } from '../texts';

const TASKS = entityByName('task').menu;

type Props = {
  ownerType: TaskOwner;
  /** What a new task takes from the owner besides the owner itself (its customer). */
  prefill?: (owner: RaRecord) => Record<string, unknown>;
};

/**
 * The tasks of a saved record (a reclamation's, a project's: `GET /task` filtered by owner), in
 * the task colours, each opening the task; "Nowe zadanie" opens a new task of this record.
 */
export const OwnerTasks = ({ ownerType, prefill }: Props) => {
  const owner = useRecordContext();
  const translate = useTranslate();
  const { t } = useText();
  const headingId = useId();
  const { canAccess: canRead } = useCanAccess({ resource: TASKS, action: 'list' });
  const { canAccess: canCreate } = useCanAccess({ resource: TASKS, action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: TASKS, action: 'edit' });
  if (!owner?.id || !canRead) return null;
  const label = (key: string) => translate(`resources.${TASKS}.fields.${key}`);
  const record = { ownerType, ownerId: Number(owner.id), ...(prefill ? prefill(owner) : {}) };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate(`resources.${TASKS}.name`, { smart_count: 2 })}
        </Typography>
        {canCreate && <CreateButton resource={TASKS} label={t('taskNew')} state={{ record }} variant="outlined" />}
      </Box>
      <ReferenceManyField reference={TASKS} target="ownerId" filter={{ ownerType }} sort={{ field: 'id', order: 'DESC' }} perPage={100}>
        <Datagrid
          rowClick={canEdit ? 'edit' : 'show'}
          rowSx={taskRowSx}
          bulkActionButtons={false}
          sx={{ maxWidth: 1100 }}
          empty={
            <Typography variant="body2" color="text.secondary">
              {t('tasksEmpty')}
            </Typography>
          }
        >
          <TextField source="number" label={label('number')} sortable={false} />
          <TextField source="name" label={label('name')} sortable={false} />
          <FunctionField label={t('taskAssignee')} render={(task: RaRecord) => <AssigneeText record={task} />} />
          <FunctionField label={label('executionPeriod')} render={(task: RaRecord) => formatWhen(task.executionPeriod, DATETIME_MINUTES_FORMAT)} />
          <FunctionField label={label('executed')} render={(task: RaRecord) => <ExecutedText record={task} />} />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
};
