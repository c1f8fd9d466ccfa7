import { expect, it, vi } from 'vitest';
import { taskCalls } from './processes';

it('calls the task actions\' routes with their bodies', async () => {
  const http = vi.fn(async () => ({ httpStatus: 200, responseData: {} }));
  const calls = taskCalls(http);
  await calls.accept(5);
  await calls.execute(5, 'Zrobione');
  await calls.cancelExecution(5, 'Jednak nie');
  await calls.redirect(5, 's3');
  await calls.redirect(5, 's3', 'Do naprawy');
  await calls.sendResult(5, 'Wynik');
  expect(http.mock.calls).toEqual([
    ['/accept_exec_task/5', { method: 'PUT' }],
    ['/execute_task/5', { method: 'PUT', body: { executionResult: 'Zrobione' } }],
    ['/execute_task/5', { method: 'PUT', body: { executionResult: 'Jednak nie', executed: false } }],
    ['/redirect_task/5', { method: 'PUT', body: { stageId: 's3' } }],
    ['/redirect_task/5', { method: 'PUT', body: { stageId: 's3', executionResult: 'Do naprawy' } }],
    ['/send_task_result/5', { method: 'PUT', body: { executionResult: 'Wynik' } }],
  ]);
});

it('names the version of the task the screen holds', async () => {
  const http = vi.fn(async () => ({ httpStatus: 200, responseData: {} }));
  await taskCalls(http).execute({ id: 5, version: 3 }, 'Zrobione');
  expect(http.mock.calls).toEqual([['/execute_task/5', { method: 'PUT', body: { executionResult: 'Zrobione' }, version: 3 }]]);
});
