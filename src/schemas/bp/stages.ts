/**
 * The stages of a business process (spec §3 "Business-process definition"): what a definition and
 * its instances hold, and how they travel. Shared by the server (validation, the workflow engine)
 * and the stage editor.
 *
 * A stage is either a task stage (executing its task moves the process to `next`) or a condition
 * stage (`isCondition`): it makes no task; its condition code decides where the process goes,
 * `next` when it returns true and `nextNo` when it returns false. The spec shows only the true
 * branch; `nextNo` is ours. A condition without `nextNo` ends the process when it is false.
 * A task stage without `next` ends the process when its task is executed.
 *
 * The start is the one stage no other stage leads to (manual stages aside: they are entered only
 * by redirecting a task, never by `next`, so they need no way in and are never the start).
 */
export type Stage = {
  id: string;
  text: string;
  /** The following stage (a condition's "yes" exit); empty: the process ends after this stage. */
  next: string | null;
  /** A condition stage's "no" exit; empty: the process ends when the condition is false. */
  nextNo: string | null;
  isCondition: boolean;
  /** A condition stage's code: returns true or false. */
  conditionCode: string;
  /** Run before a task of this stage is executed: returning false (or a text: the reason) blocks it. */
  beforeExecution: string;
  /** Run when a task of this stage is executed, before the process moves on. */
  onExecution: string;
  /** Days from today (midnight, Europe/Warsaw) to the due date of this stage's task. */
  executionTerm: number;
  /** Who does this stage's task: an executor or a role; zero or less, or empty: unassigned (spec §6). */
  executorId: number | null;
  executorRoleId: number | null;
  /** Entered only by redirecting a task to it, never by `next`. */
  manualStageDefinition: boolean;
};

/** Where the editor draws a stage (spec §3 `stageSettingsList`). */
export type StageSetting = { id: string; x: number; y: number };

/** At most this many stages in a process, and this many characters of code in one code field. */
export const MAX_STAGES = 100;
export const MAX_CODE_LENGTH = 20_000;

/** A stage with everything a stage holds: `fields` says what differs from an empty task stage. */
export const newStage = (fields: Partial<Stage> & Pick<Stage, 'id' | 'text'>): Stage => ({
  next: null,
  nextNo: null,
  isCondition: false,
  conditionCode: '',
  beforeExecution: '',
  onExecution: '',
  executionTerm: 0,
  executorId: null,
  executorRoleId: null,
  manualStageDefinition: false,
  ...fields,
});

/** One step of a process as a dry run reports it (`POST /api/bp_definition/dry_run`). */
export type DryRunStep = {
  stageId: string;
  text: string;
  kind: 'task' | 'condition' | 'end' | 'error';
  /** A condition's answer. */
  result?: boolean;
  /** The task a task stage would create: its name, due date (ISO) and people. */
  taskName?: string;
  dueDate?: string;
  executorName?: string | null;
  executorRoleName?: string | null;
  log: string[];
  error?: string;
};
