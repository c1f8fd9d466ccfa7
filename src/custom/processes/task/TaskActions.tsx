import CancelIcon from '@mui/icons-material/Replay';
import RedirectIcon from '@mui/icons-material/AltRoute';
import AcceptIcon from '@mui/icons-material/AssignmentInd';
import ExecuteIcon from '@mui/icons-material/TaskAlt';
import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { HttpError, TopToolbar, useRecordContext, useRefresh } from 'react-admin';
import { useNotifiedCall } from '../../../resources/useNotifiedCall';
import type { ActionDialogProps } from './ActionDialog';
import { ActionDialog } from './ActionDialog';
import type { TaskAction } from './presentation';
import { redirectChoices, taskActions } from './presentation';
import { taskCalls } from '../../../dataProvider/processes';
import type { TextKey } from '../texts';
import { useText } from '../texts';

const calls = taskCalls();

type Spec = {
  label: TextKey;
  icon: ReactElement;
  done: TextKey;
  /** What the dialog asks; none: the action runs at once. */
  dialog?: Pick<ActionDialogProps, 'resultLabel' | 'resultRequired'> & { withStages?: boolean };
  call: (task: { id: number | string; version?: unknown }, values: { result: string; stageId?: string }) => Promise<unknown>;
};

const SPECS: Record<TaskAction, Spec> = {
  accept: { label: 'taskAccept', icon: <AcceptIcon />, done: 'taskAccepted', call: (task) => calls.accept(task) },
  execute: {
    label: 'taskExecute',
    icon: <ExecuteIcon />,
    done: 'taskExecuted',
    dialog: { resultLabel: 'taskResult', resultRequired: true },
    call: (task, { result }) => calls.execute(task, result),
  },
  cancelExecution: {
    label: 'taskCancelExecution',
    icon: <CancelIcon />,
    done: 'taskExecutionCancelled',
    dialog: { resultLabel: 'taskCancelReason', resultRequired: true },
    call: (task, { result }) => calls.cancelExecution(task, result),
  },
  redirect: {
    label: 'taskRedirect',
    icon: <RedirectIcon />,
    done: 'taskRedirected',
    dialog: { resultLabel: 'taskResult', resultRequired: false, withStages: true },
    call: (task, { result, stageId }) => calls.redirect(task, stageId ?? '', result || undefined),
  },
  sendResult: {
    label: 'taskSendResult',
    icon: <SendIcon />,
    done: 'taskResultSent',
    dialog: { resultLabel: 'taskResult', resultRequired: true },
    call: (task, { result }) => calls.sendResult(task, result),
  },
};

/**
 * The task's actions (spec §4): accept, execute, cancel execution, redirect, send the result;
 * each only where it applies. A success reloads the task; a failed stage code (422) reloads it
 * too, so its error shows on the task.
 */
export const TaskActions = () => {
  const task = useRecordContext();
  const { t } = useText();
  const refresh = useRefresh();
  const { busy, run } = useNotifiedCall();
  const [asking, setAsking] = useState<TaskAction | undefined>();
  const actions = taskActions(task);
  if (!task || actions.length === 0) return <TopToolbar />;

  const perform = async (action: TaskAction, values: { result: string; stageId?: string }) => {
    const ok = await run(async () => {
      try {
        await SPECS[action].call(task, values);
      } catch (error) {
        if (error instanceof HttpError && error.status === 422) refresh();
        throw error;
      }
    }, t(SPECS[action].done));
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
          {t(SPECS[action].label)}
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
