import { Alert } from '@mui/material';
import { Create, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { defaultRecord } from '../../../schemas/core';
import { ConfirmedDeleteButton } from '../../../resources/ConfirmedDeleteButton';
import { RecordFiles } from '../../../resources/files/RecordFiles';
import { useEntity } from '../../../resources/useEntity';
import { TaskActions } from './TaskActions';
import { TaskFacts } from './TaskFacts';
import { TaskInputs } from './TaskInputs';
import { stickyFormCard, stickyToolbar } from '../../../resources/FormToolbar';
import { useText } from '../texts';
import { VersionedEdit } from '../../../resources/VersionedEdit';

/** "Zadanie ZAD/00012/2026". */
const TaskTitle = () => {
  const { t } = useText();
  const task = useRecordContext();
  return task ? <span>{t('taskTitle', { number: String(task.number ?? `#${task.id}`) })}</span> : null;
};

/** On a new task: its files come once it is saved. */
const TaskSaveFirst = () => {
  const { t } = useText();
  return (
    <Alert severity="info" sx={{ mt: 1, width: '100%', maxWidth: 960 }}>
      {t('taskSaveFirst')}
    </Alert>
  );
};

/**
 * An executed task is no longer changed (the server refuses): its execution is cancelled first. A
 * process's task is executed, cancelled or redirected, never deleted.
 */
const TaskToolbar = () => {
  const task = useRecordContext();
  const { t } = useText();
  return (
    <Toolbar role="toolbar" sx={{ ...stickyToolbar, justifyContent: 'space-between' }}>
      {task?.executed ? (
        <Alert severity="info" sx={{ py: 0 }}>
          {t('taskExecutedLocked')}
        </Alert>
      ) : (
        <SaveButton />
      )}
      {!task?.bpExemplarId && <ConfirmedDeleteButton />}
    </Toolbar>
  );
};

const TaskFiles = () => {
  const task = useRecordContext();
  return task?.id ? <RecordFiles objectType="task" ownerId={Number(task.id)} /> : null;
};

/**
 * A new task (spec §2 /tasks-detail without an id), possibly prefilled by the screen it was made
 * from (its record, customer); once saved it opens in its edit screen with actions and files.
 */
export const TaskCreate = () => {
  const entity = useEntity();
  return (
    <Create redirect="edit">
      <SimpleForm defaultValues={() => defaultRecord(entity)}>
        <TaskInputs />
        <TaskSaveFirst />
      </SimpleForm>
    </Create>
  );
};

/** A task: what happened to it, its inputs, its actions above and its files below; saving stays on it. */
export const TaskEdit = () => (
  <VersionedEdit redirect={false} actions={<TaskActions />} title={<TaskTitle />} sx={stickyFormCard}>
    <SimpleForm toolbar={<TaskToolbar />}>
      <TaskFacts />
      <TaskInputs />
    </SimpleForm>
    <TaskFiles />
  </VersionedEdit>
);
