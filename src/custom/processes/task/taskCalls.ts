/**
 * The calls a task's actions make (spec §7 "Tasks"); each answers the task as it now is:
 *
 *   accept            PUT /api/accept_exec_task/{id}
 *   execute           PUT /api/execute_task/{id}       { executionResult }
 *   cancel execution  PUT /api/execute_task/{id}       { executionResult, executed: false }
 *   redirect          PUT /api/redirect_task/{id}      { stageId, executionResult? }
 *   send result       PUT /api/send_task_result/{id}   { executionResult }
 *
 * A stage's code that fails answers 422 with its message, and the task keeps it in `stageError`.
 */
import type { HttpClient } from '../../../dataProvider/httpClient';
import { httpClient } from '../../../dataProvider/httpClient';

const put = (http: HttpClient, path: string, id: number | string, body?: Record<string, unknown>) =>
  http(`/${path}/${encodeURIComponent(String(id))}`, { method: 'PUT', ...(body ? { body } : {}) });

export const taskCalls = (http: HttpClient = httpClient) => ({
  accept: (id: number | string) => put(http, 'accept_exec_task', id),
  execute: (id: number | string, executionResult: string) => put(http, 'execute_task', id, { executionResult }),
  cancelExecution: (id: number | string, executionResult: string) => put(http, 'execute_task', id, { executionResult, executed: false }),
  redirect: (id: number | string, stageId: string, executionResult?: string) =>
    put(http, 'redirect_task', id, { stageId, ...(executionResult ? { executionResult } : {}) }),
  sendResult: (id: number | string, executionResult: string) => put(http, 'send_task_result', id, { executionResult }),
});
