import { describe, expect, it } from 'vitest';
import { DATETIME_MINUTES_FORMAT } from '../../../i18n/formats';
import { assigneeOf, assigneeToClear, executedWhen, formatWhen, isAssigned, ownerLinkOf, ownerPath, redirectChoices, taskActions, taskRowSx, taskTone, templateFill } from './presentation';

describe('task colours (spec §4)', () => {
  it('an executed task is in the success colour, any other in the info colour', () => {
    expect(taskTone({ executed: true })).toBe('success');
    expect(taskTone({ executed: false })).toBe('info');
    expect(taskTone({})).toBe('info');
    expect(taskTone(undefined)).toBe('info');
  });

  it('a row is tinted and edged in its colour', () => {
    expect(taskRowSx({ executed: true })).toMatchObject({ bgcolor: 'success.light', '& > td:first-of-type': { borderLeftColor: 'success.main' } });
    expect(taskRowSx({ executed: false })).toMatchObject({ bgcolor: 'info.light', '& > td:first-of-type': { borderLeftColor: 'info.main' } });
  });

  it('an executed task shows its execution date with seconds, an open one none', () => {
    expect(executedWhen({ executed: true, executionDate: '2026-03-05T14:07:09' })).toBe('05.03.2026 14:07:09');
    expect(executedWhen({ executed: true, executionDate: null })).toBe('—');
    expect(executedWhen({ executed: false, executionDate: '2026-03-05T14:07:09' })).toBeUndefined();
  });
});

describe('formatWhen', () => {
  it('formats dates and leaves out what is none', () => {
    expect(formatWhen('2026-03-05T14:07:09', DATETIME_MINUTES_FORMAT)).toBe('05.03.2026 14:07');
    expect(formatWhen(new Date(2026, 0, 2, 3, 4, 5), 'DD.MM.YYYY HH:mm:ss')).toBe('02.01.2026 03:04:05');
    expect(formatWhen(null, DATETIME_MINUTES_FORMAT)).toBe('');
    expect(formatWhen('', DATETIME_MINUTES_FORMAT)).toBe('');
    expect(formatWhen('soon', DATETIME_MINUTES_FORMAT)).toBe('');
    expect(formatWhen(5, DATETIME_MINUTES_FORMAT)).toBe('');
  });
});

it('assignment: zero or less, empty or missing is none (spec §6)', () => {
  expect(isAssigned(3)).toBe(true);
  expect(isAssigned('3')).toBe(true);
  expect(isAssigned(0)).toBe(false);
  expect(isAssigned(-1)).toBe(false);
  expect(isAssigned('')).toBe(false);
  expect(isAssigned(null)).toBe(false);
  expect(isAssigned(undefined)).toBe(false);
  expect(isAssigned('x')).toBe(false);
});

it('names the executor, else the role', () => {
  expect(assigneeOf({ executorName: 'Jan Nowak', executorRoleName: 'Serwis' })).toEqual({ name: 'Jan Nowak', role: false });
  expect(assigneeOf({ executorName: null, executorRoleName: 'Serwis' })).toEqual({ name: 'Serwis', role: true });
  expect(assigneeOf({ executorName: '', executorRoleName: '' })).toBeUndefined();
});

describe('the owning record', () => {
  it('opens at the owning entity\'s detail path', () => {
    expect(ownerPath({ type: 'reclamation', id: 12 })).toBe('/reclamation-detail/12');
    expect(ownerPath({ type: 'sales_order', id: 4 })).toBe('/sales/orders-detail/4');
    expect(ownerPath({ type: 'customer_request', id: 5 })).toBe('/sales/customer-request-detail/5');
    expect(ownerPath({ type: 'project', id: 6 })).toBe('/project-detail/6');
  });

  it('has no path for an unknown type or a missing id', () => {
    expect(ownerPath({ type: 'user', id: 1 })).toBeUndefined();
    expect(ownerPath({ type: 'nothing', id: 1 })).toBeUndefined();
    expect(ownerPath({ type: 'reclamation', id: 0 })).toBeUndefined();
    expect(ownerPath(null)).toBeUndefined();
  });

  it('takes the server\'s link, else the owner fields', () => {
    expect(ownerLinkOf({ ownerLink: { type: 'reclamation', id: 3 }, ownerType: 'project', ownerId: 9 })).toEqual({ type: 'reclamation', id: 3 });
    expect(ownerLinkOf({ ownerLink: null, ownerType: 'project', ownerId: 9 })).toEqual({ type: 'project', id: 9 });
    expect(ownerLinkOf({ ownerLink: null, ownerType: null, ownerId: null })).toBeUndefined();
  });
});

describe('taskActions', () => {
  const open = { id: 1, canExecute: true, executed: false, executionAccepted: false, authorId: 7 };

  it('offers nothing without the right to act, or on a new task', () => {
    expect(taskActions({ ...open, canExecute: false })).toEqual([]);
    expect(taskActions({ ...open, id: undefined })).toEqual([]);
    expect(taskActions(undefined)).toEqual([]);
  });

  it('an open task is accepted (once), executed and its result sent', () => {
    expect(taskActions(open)).toEqual(['accept', 'execute', 'sendResult']);
    expect(taskActions({ ...open, executionAccepted: true })).toEqual(['execute', 'sendResult']);
    expect(taskActions({ ...open, authorId: null })).toEqual(['accept', 'execute']);
  });

  it('a process task with stages to go to may be redirected', () => {
    const inProcess = { ...open, bpExemplarId: 4, stageId: 's2', redirectStages: [{ id: 's3', text: 'Naprawa' }] };
    expect(taskActions(inProcess)).toEqual(['accept', 'execute', 'redirect', 'sendResult']);
    expect(taskActions({ ...inProcess, redirectStages: [] })).toEqual(['accept', 'execute', 'sendResult']);
    expect(taskActions({ ...open, redirectStages: [{ id: 's3', text: 'Naprawa' }] })).toEqual(['accept', 'execute', 'sendResult']);
  });

  it('an executed task may be reopened', () => {
    expect(taskActions({ ...open, executed: true, bpExemplarId: 4, stageId: 's2', redirectStages: [{ id: 's3' }] })).toEqual(['cancelExecution', 'sendResult']);
  });
});

it('offers the redirect stages by their text', () => {
  expect(redirectChoices({ redirectStages: [{ id: 's3', text: 'Naprawa' }, { id: 's4', text: ' ' }, { text: 'no id' }, null] })).toEqual([
    { id: 's3', name: 'Naprawa' },
    { id: 's4', name: 's4' },
  ]);
  expect(redirectChoices({})).toEqual([]);
});

describe('templateFill', () => {
  const template = { name: 'Oględziny', description: 'Obejrzeć okno u klienta', executorId: 3, executorRoleId: null, term: 2 };
  const now = new Date(2026, 2, 5, 15, 30);

  it('fills an empty task: due `term` days from today, at midnight', () => {
    const fill = templateFill(template, { name: '', description: null, executorId: null, executorRoleId: null }, now);
    expect(fill).toMatchObject({ name: 'Oględziny', description: 'Obejrzeć okno u klienta', executorId: 3 });
    expect(new Date(fill.executionPeriod as string).getTime()).toBe(new Date(2026, 2, 7, 0, 0).getTime());
  });

  it('keeps what the task already has', () => {
    expect(templateFill(template, { name: 'Moje', description: 'x', executorId: null, executorRoleId: 5, executionPeriod: '2026-04-01T10:00:00Z' }, now)).toEqual({});
  });

  it('gives a role when the template has no executor', () => {
    expect(templateFill({ executorRoleId: 8, term: null }, {}, now)).toEqual({ executorRoleId: 8 });
  });
});

describe('assigneeToClear', () => {
  it('clears the other one when both end up set', () => {
    expect(assigneeToClear({ executorId: null, executorRoleId: 5 }, { executorId: 3, executorRoleId: 5 })).toBe('executorRoleId');
    expect(assigneeToClear({ executorId: 3, executorRoleId: null }, { executorId: 3, executorRoleId: 5 })).toBe('executorId');
  });

  it('leaves one assignee, none, or a record loaded with both alone', () => {
    expect(assigneeToClear({ executorId: null, executorRoleId: null }, { executorId: 3, executorRoleId: null })).toBeUndefined();
    expect(assigneeToClear({ executorId: 3, executorRoleId: null }, { executorId: null, executorRoleId: null })).toBeUndefined();
    expect(assigneeToClear({ executorId: 3, executorRoleId: 5 }, { executorId: 3, executorRoleId: 5 })).toBeUndefined();
  });
});
