import type { SxProps } from '@mui/material/styles';
import dayjs from 'dayjs';
import { TASK_OWNER_OPTIONS } from '../../../schemas/bp/options';
import { entityByName } from '../../../schemas/registry';
import { DATE_FORMAT, DATETIME_FORMAT } from '../../../i18n/formats';

type Row = Record<string, unknown>;

export { DATE_FORMAT, DATETIME_FORMAT };

/** A date or time as the lists show it; empty for nothing or a value that is no date. */
export const formatWhen = (value: unknown, format: string): string => {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  if (value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
};

/** An executor or role id that names one: zero or less, empty or missing means unassigned (spec §6). */
export const isAssigned = (value: unknown): boolean => {
  if (value === null || value === undefined || value === '') return false;
  const n = Number(value);
  return Number.isFinite(n) && n > 0;
};

/** Spec §4: an executed task shows in the success colour, any other in the info colour. */
export type TaskTone = 'success' | 'info';
export const taskTone = (task: Row | undefined): TaskTone => (task?.executed ? 'success' : 'info');

/** A white veil over the tone's light colour: a tint light enough for the row's text. */
const TINT = 'linear-gradient(rgba(255, 255, 255, 0.86), rgba(255, 255, 255, 0.86))';

/** A list row of a task in its tone: a light tint of the colour and a strong left edge. */
export const toneSx = (tone: TaskTone): SxProps => ({
  bgcolor: `${tone}.light`,
  backgroundImage: TINT,
  '& > td:first-of-type': { borderLeft: '4px solid', borderLeftColor: `${tone}.main` },
});

export const taskRowSx = (task: Row): SxProps => toneSx(taskTone(task));

/** Who the task is for: its executor's name, else its role's (`role` says which one it is). */
export const assigneeOf = (task: Row): { name: string; role: boolean } | undefined => {
  if (typeof task.executorName === 'string' && task.executorName !== '') return { name: task.executorName, role: false };
  if (typeof task.executorRoleName === 'string' && task.executorRoleName !== '') return { name: task.executorRoleName, role: true };
  return undefined;
};

/** The state column: the execution date of an executed task (DD.MM.YYYY HH:mm:ss), nothing for an open one. */
export const executedWhen = (task: Row): string | undefined => (task.executed ? formatWhen(task.executionDate, DATETIME_FORMAT) || '—' : undefined);

export type OwnerLink = { type: string; id: number | string };

const isOwnerLink = (value: unknown): value is OwnerLink =>
  typeof value === 'object' && value !== null && typeof (value as OwnerLink).type === 'string' && isAssigned((value as OwnerLink).id);

/** Where a task's record opens: the owning entity's detail path (`/reclamation-detail/12`). */
export const ownerPath = (link: unknown): string | undefined => {
  if (!isOwnerLink(link) || !TASK_OWNER_OPTIONS.some((o) => o.id === link.type)) return undefined;
  const entity = entityByName(link.type);
  return entity.detail ? `/${entity.detail}/${link.id}` : `/${entity.menu}/${link.id}`;
};

/** The task's own link, or one made of its owner fields when the server sent none. */
export const ownerLinkOf = (task: Row): OwnerLink | undefined => {
  if (isOwnerLink(task.ownerLink)) return task.ownerLink;
  if (typeof task.ownerType === 'string' && isAssigned(task.ownerId)) return { type: task.ownerType, id: Number(task.ownerId) };
  return undefined;
};

export type TaskAction = 'accept' | 'execute' | 'cancelExecution' | 'redirect' | 'sendResult';

/**
 * The actions a saved task offers its viewer (spec §4): none without `canExecute`; an open task
 * may be accepted (once), executed or, inside a process with stages to go to, redirected; an
 * executed one may be reopened. The result may be sent to whoever assigned it at any time.
 */
export const taskActions = (task: Row | undefined): TaskAction[] => {
  if (!task || task.id === undefined || task.id === null || !task.canExecute) return [];
  const actions: TaskAction[] = [];
  if (task.executed) actions.push('cancelExecution');
  else {
    if (!task.executionAccepted) actions.push('accept');
    actions.push('execute');
    const inProcess = isAssigned(task.bpExemplarId) || (typeof task.stageId === 'string' && task.stageId !== '');
    if (inProcess && Array.isArray(task.redirectStages) && task.redirectStages.length > 0) actions.push('redirect');
  }
  if (isAssigned(task.authorId)) actions.push('sendResult');
  return actions;
};

/** The stages a process task may be redirected to, as choices. */
export const redirectChoices = (task: Row | undefined): { id: string; name: string }[] =>
  (Array.isArray(task?.redirectStages) ? (task.redirectStages as unknown[]) : [])
    .filter((s): s is { id: string; text?: unknown } => typeof s === 'object' && s !== null && typeof (s as { id?: unknown }).id === 'string')
    .map((s) => ({ id: s.id, name: typeof s.text === 'string' && s.text.trim() !== '' ? s.text : s.id }));

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * What a chosen template puts into a new task: its name, description, executor or role and a due
 * date `term` days from today (midnight, as the workflow's tasks), each only where the task has
 * nothing yet; an executor or role only while the task is assigned to neither.
 */
export const templateFill = (template: Row, task: Row, now: Date = new Date()): Row => {
  const fill: Row = {};
  if (isEmpty(task.name) && !isEmpty(template.name)) fill.name = template.name;
  if (isEmpty(task.description) && !isEmpty(template.description)) fill.description = template.description;
  if (!isAssigned(task.executorId) && !isAssigned(task.executorRoleId)) {
    if (isAssigned(template.executorId)) fill.executorId = Number(template.executorId);
    else if (isAssigned(template.executorRoleId)) fill.executorRoleId = Number(template.executorRoleId);
  }
  const term = isEmpty(template.term) ? NaN : Number(template.term);
  if (isEmpty(task.executionPeriod) && Number.isInteger(term) && term >= 0) fill.executionPeriod = dayjs(now).startOf('day').add(term, 'day').toISOString();
  return fill;
};

export type Assignees = { executorId: unknown; executorRoleId: unknown };

/**
 * A task goes to an executor or to a role, not both: when a change leaves both set, the one not
 * just chosen is cleared. Answers which field to clear, if any.
 */
export const assigneeToClear = (before: Assignees, after: Assignees): keyof Assignees | undefined => {
  if (!isAssigned(after.executorId) || !isAssigned(after.executorRoleId)) return undefined;
  if (after.executorId !== before.executorId) return 'executorRoleId';
  if (after.executorRoleId !== before.executorRoleId) return 'executorId';
  return undefined;
};
