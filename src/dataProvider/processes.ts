/**
 * The processes' calls beyond the records' own.
 *
 * The calls a task's actions make (spec §7 "Tasks"); each answers the task as it now is:
 *
 *   accept            PUT /api/accept_exec_task/{id}
 *   execute           PUT /api/execute_task/{id}       { executionResult }
 *   cancel execution  PUT /api/execute_task/{id}       { executionResult, executed: false }
 *   redirect          PUT /api/redirect_task/{id}      { stageId, executionResult? }
 *   send result       PUT /api/send_task_result/{id}   { executionResult }
 *
 * A stage's code that fails answers 422 with its message, and the task keeps it in `stageError`.
 * Given the task as the screen holds it, an action names its version: a task someone changed
 * meanwhile is refused (409 `staleRecord`) rather than acted on unseen.
 */
import type { ProcessOwner } from '../schemas/bp/options';
import type { DryRunStep } from '../schemas/bp/stages';
import type { HttpClient } from './httpClient';
import { apiData, httpClient } from './httpClient';

/** A task by its id, or as the screen holds it (with the version it was read in). */
type TaskRef = number | string | { id: number | string; version?: unknown };

const put = (http: HttpClient, path: string, task: TaskRef, body?: Record<string, unknown>): Promise<unknown> => {
  const { id, version } = typeof task === 'object' ? task : { id: task, version: undefined };
  return http(`/${path}/${encodeURIComponent(String(id))}`, { method: 'PUT', ...(body ? { body } : {}), ...(version !== undefined ? { version } : {}) });
};

export const taskCalls = (http: HttpClient = httpClient) => ({
  accept: (task: TaskRef) => put(http, 'accept_exec_task', task),
  execute: (task: TaskRef, executionResult: string) => put(http, 'execute_task', task, { executionResult }),
  cancelExecution: (task: TaskRef, executionResult: string) => put(http, 'execute_task', task, { executionResult, executed: false }),
  redirect: (task: TaskRef, stageId: string, executionResult?: string) =>
    put(http, 'redirect_task', task, { stageId, ...(executionResult ? { executionResult } : {}) }),
  sendResult: (task: TaskRef, executionResult: string) => put(http, 'send_task_result', task, { executionResult }),
});

/** What a dry run of a process's stages did on one record, step by step. */
export type DryRun = { steps: DryRunStep[]; finished: boolean };

/** `POST /api/bp_definition/dry_run`: runs the stages as the editor holds them (saved or not) on a record, changing nothing. */
export const dryRunStages = async (stages: string, ownerObjectName: ProcessOwner, ownerId: number): Promise<DryRun> =>
  apiData<DryRun>('/bp_definition/dry_run', { method: 'POST', body: { stages, ownerObjectName, ownerId } });
