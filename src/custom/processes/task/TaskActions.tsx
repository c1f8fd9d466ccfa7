import CancelIcon from '@mui/icons-material/Replay';
import RedirectIcon from '@mui/icons-material/AltRoute';
import AcceptIcon from '@mui/icons-material/AssignmentInd';
import ExecuteIcon from '@mui/icons-material/TaskAlt';
import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { HttpError, TopToolbar, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useNotifiedCall } from '../../../resources/useNotifiedCall';
import type { ActionDialogProps } from './ActionDialog';
import { ActionDialog } from './ActionDialog';
import type { TaskAction } from './presentation';
import { redirectChoices, taskActions } from './presentation';
import { taskCalls } from '../../../dataProvider/processes';

const calls = taskCalls();

type Spec = {
  label: string;
  icon: ReactElement;
  done: string;
  /** What the dialog asks; none: the action runs at once. */
  dialog?: Pick<ActionDialogProps, 'resultLabel' | 'resultRequired'> & { withStages?: boolean };
  call: (id: number | string, values: { result: string; stageId?: string }) => Promise<unknown>;
};

const SPECS: Record<TaskAction, Spec> = {
  accept: { label: 'views.taskAccept', icon: <AcceptIcon />, done: 'views.taskAccepted', call: (id) => calls.accept(id) },
  execute: {
    label: 'views.taskExecute',
    icon: <ExecuteIcon />,
    done: 'views.taskExecuted',
    dialog: { resultLabel: 'views.taskResult', resultRequired: true },
    call: (id, { result }) => calls.execute(id, result),
  },
  cancelExecution: {
    label: 'views.taskCancelExecution',
    icon: <CancelIcon />,
    done: 'views.taskExecutionCancelled',
    dialog: { resultLabel: 'views.taskCancelReason', resultRequired: true },
    call: (id, { result }) => calls.cancelExecution(id, result),
  },
  redirect: {
    label: 'views.taskRedirect',
    icon: <RedirectIcon />,
    done: 'views.taskRedirected',
    dialog: { resultLabel: 'views.taskResult', resultRequired: false, withStages: true },
    call: (id, { result, stageId }) => calls.redirect(id, stageId ?? '', result || undefined),
  },
  sendResult: {
    label: 'views.taskSendResult',
    icon: <SendIcon />,
    done: 'views.taskResultSent',
    dialog: { resultLabel: 'views.taskResult', resultRequired: true },
    call: (id, { result }) => calls.sendResult(id, result),
  },
};

/**
 * The task's actions (spec §4): accept, execute, cancel execution, redirect, send the result;
 * each only where it applies. A success reloads the task; a failed stage code (422) reloads it
 * too, so its error shows on the task.
 */
export const TaskActions = () => {
  const task = useRecordContext();
  const translate = useTranslate();
  const refresh = useRefresh();
  const { busy, run } = useNotifiedCall();
  const [asking, setAsking] = useState<TaskAction | undefined>();
  const actions = taskActions(task);
  if (!task || actions.length === 0) return <TopToolbar />;

  const perform = async (action: TaskAction, values: { result: string; stageId?: string }) => {
    const ok = await run(async () => {
      try {
        await SPECS[action].call(task.id, values);
      } catch (error) {
        if (error instanceof HttpError && error.status === 422) refresh();
        throw error;
      }
    }, SPECS[action].done);
    if (ok) setAsking(undefined);
  };

  const spec = asking ? SPECS[asking] : undefined;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      {actions.map((action) => (
        <Button
          key={action}
          startIcon={SPECS[action].icon}
          disabled={busy}
          onClick={() => (SPECS[action].dialog ? setAsking(action) : void perform(action, { result: '' }))}
        >
          {translate(SPECS[action].label)}
        </Button>
      ))}
      {asking && spec?.dialog && (
        <ActionDialog
          title={spec.label}
          resultLabel={spec.dialog.resultLabel}
          resultRequired={spec.dialog.resultRequired}
          stages={spec.dialog.withStages ? redirectChoices(task) : undefined}
          busy={busy}
          onSubmit={(values) => void perform(asking, values)}
          onClose={() => setAsking(undefined)}
        />
      )}
    </TopToolbar>
  );
};
