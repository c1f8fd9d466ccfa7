import type { SQLWrapper } from 'drizzle-orm';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { EntityDef, Label, Locale, MessageCode, MessageParams } from '../../../src/schemas/core';
import { labelText, writableFields } from '../../../src/schemas/core';
import { formatMessage } from '../../messages';
import { parseBody } from '../../../src/schemas/core/validation';
import { parseStagesText, stageById, startStage } from '../../../src/schemas/bp/graph';
import type { ProcessOwner } from '../../../src/schemas/bp/options';
import type { DryRunStep, Stage } from '../../../src/schemas/bp/stages';
import { customerRequest } from '../../../src/schemas/entities/customerRequest';
import { reclamation } from '../../../src/schemas/entities/reclamation';
import { salesOrder } from '../../../src/schemas/entities/salesOrder';
import type { Db } from '../../db/connection';
import { asSource } from '../../db/connection';
import { nextId } from '../../db/nextId';
import { bpExemplars, entityTable, files, reclamationHistoryEvents } from '../../db/tables';
import { ApiError } from '../../http';
import { entityStore } from '../entityStore';
import { nextDocumentNumber } from '../numerators';
import type { SandboxErrorKind } from '../sandbox';
import { runStageCode } from '../sandbox';
import { addDays, warsawMidnight, warsawToday } from '../today';
import { namesOf, taskRecipients } from './people';

type Row = Record<string, unknown>;

/**
 * The workflow engine (spec §4 "Workflow"). Executing a task of a process runs its stage's
 * before-execution check and on-execution code in the sandbox, then moves the process on: through
 * condition stages (their code decides between `next` and `nextNo`) to the next task stage, whose
 * task it creates, due today at midnight (Europe/Warsaw) plus the stage's term. Everything a step
 * changes is written with the caller's transaction, so it commits whole or not at all.
 */

/**
 * The records a process may run for, with the field holding their customer. `settable`: the only
 * fields stage code may set, where others carry rules of their own (an order's status moves only
 * along its transitions, its customer and currency price its lines): an order's plain texts and dates.
 */
const OWNERS: Readonly<Record<ProcessOwner, { entity: EntityDef; customer: string; settable?: readonly string[] }>> = {
  reclamation: { entity: reclamation, customer: 'customer' },
  sales_order: { entity: salesOrder, customer: 'customerId', settable: ['reference', 'project', 'comment', 'deliveryDate', 'shipmentDate'] },
  customer_request: { entity: customerRequest, customer: 'customerId' },
};

export const isProcessOwner = (value: unknown): value is ProcessOwner => typeof value === 'string' && Object.hasOwn(OWNERS, value);

/** How many condition stages a process may pass in one step before it is taken for a loop. */
export const MAX_CONDITION_HOPS = 50;

/** History action type of a reclamation's process events (beside the spec's types 0–6). */
export const PROCESS_ACTION = 7;

const L = (pl: string, en: string, de: string, fr: string): Label => ({ pl, en, de, fr });
export const CODE_FIELD_LABELS: Readonly<Record<'beforeExecution' | 'onExecution' | 'conditionCode', Label>> = {
  beforeExecution: L('przed wykonaniem', 'before execution', 'vor der Erledigung', "avant l'exécution"),
  onExecution: L('przy wykonaniu', 'on execution', 'bei der Erledigung', "à l'exécution"),
  conditionCode: L('warunek', 'condition', 'Bedingung', 'condition'),
};
type CodeField = keyof typeof CODE_FIELD_LABELS;

const FAILURES: Readonly<Record<SandboxErrorKind, MessageCode>> = {
  syntax: 'stageCodeSyntax',
  timeout: 'stageCodeTimeout',
  memory: 'stageCodeMemory',
  stack: 'stageCodeStack',
  exception: 'stageCodeException',
  unsettled: 'stageCodeUnsettled',
  tooBig: 'stageCodeTooBig',
  crashed: 'stageCodeCrashed',
};

/** A stage's code failed: the step is rolled back and the task keeps the message (`stageError`). */
export class StageCodeError extends ApiError {
  constructor(
    code: MessageCode,
    params: MessageParams,
    readonly taskId: number | undefined,
    readonly log: readonly string[],
  ) {
    super(422, code, [], params);
  }
}

/** One step of a process as a dry run reports it. */
export type TraceStep = DryRunStep;

export type WorkflowContext = {
  tx: Db;
  userId: number | null;
  locale: Locale;
  /** When given, every step is written to it (a dry run). */
  trace?: TraceStep[];
};

const positive = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);
/** A row as the sandbox sees it: plain JSON (dates as ISO text). */
const plain = (row: Row): Row => JSON.parse(JSON.stringify(row)) as Row;

/** The due date of a task of a stage: today (Warsaw) at midnight plus the stage's term in days. */
export const stageDueDate = (stage: Pick<Stage, 'executionTerm'>, today: string = warsawToday()): Date => warsawMidnight(addDays(today, stage.executionTerm));

const loadOwner = async (tx: Db, ownerType: ProcessOwner, ownerId: number): Promise<Row> => {
  try {
    return await entityStore(tx).getOne(OWNERS[ownerType].entity, ownerId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new ApiError(409, 'ownerMissing');
    throw error;
  }
};

/** The owner fields stage code may set: the record's plain writable fields (no lines, files or secrets). */
export const ownerFieldsOf = (ownerType: ProcessOwner): string[] =>
  writableFields(OWNERS[ownerType].entity)
    .filter(([key, field]) => field.type !== 'lines' && field.type !== 'json' && field.type !== 'password' && (OWNERS[ownerType].settable?.includes(key) ?? true))
    .map(([key]) => key);

const lastStep = (ctx: WorkflowContext, stageId: string): TraceStep | undefined => ctx.trace?.findLast((s) => s.stageId === stageId);

/** Runs one code field of a stage; a failure is a StageCodeError naming the stage and the field. */
const runCode = async (ctx: WorkflowContext, stage: Stage, field: CodeField, task: Row, owner: Row, ownerType: ProcessOwner) => {
  const outcome = await runStageCode({ code: stage[field], task: plain(task), owner: plain(owner), ownerFields: ownerFieldsOf(ownerType) });
  lastStep(ctx, stage.id)?.log.push(...outcome.log);
  const params = { stage: stage.text || stage.id, field: labelText(CODE_FIELD_LABELS[field], ctx.locale) };
  if (!outcome.ok) throw new StageCodeError(FAILURES[outcome.error.kind], { ...params, detail: outcome.error.detail }, positive(task.id) ?? undefined, outcome.log);
  return outcome;
};

/** Applies what stage code set on the owner, validated as an update of the owner's schema. */
const applySets = async (ctx: WorkflowContext, stage: Stage, ownerType: ProcessOwner, ownerId: number, sets: readonly { field: string; value: unknown }[], taskId: number) => {
  if (sets.length === 0) return;
  const { entity } = OWNERS[ownerType];
  const data = Object.fromEntries(sets.map((s) => [s.field, s.value]));
  const parsed = parseBody(entity, 'update', data);
  if (!parsed.ok) {
    const problem = parsed.problems[0];
    throw new StageCodeError('ownerSetInvalid', { stage: stage.text || stage.id, field: problem.path, detail: formatMessage(problem.code, ctx.locale, problem.params) }, taskId, []);
  }
  // What stage code sets is the process's change of the owner, whoever moved the process on.
  await asSource(ctx.tx, 'process', () => entityStore(ctx.tx).update(entity, ownerId, parsed.data));
  if (ownerType === 'reclamation') {
    const changed = sets.map((s) => `${s.field} = ${JSON.stringify(s.value)}`).join(', ');
    await history(ctx, ownerType, ownerId, `Proces, etap „${stage.text}”: ${changed}`.slice(0, 4000));
  }
};

const history = async (ctx: WorkflowContext, ownerType: ProcessOwner, ownerId: number, description: string) => {
  if (ownerType !== 'reclamation') return;
  await ctx.tx.insert(reclamationHistoryEvents).values({ reclamation_id: ownerId, action_type: PROCESS_ACTION, description: description.slice(0, 4000), user_id: ctx.userId });
};

/**
 * Tells the people a task reaches (its executor, or its role's members) that it is theirs. A task
 * someone gives by hand is not announced to the giver; a process's task is announced to all of
 * them, the one whose step made it too (it was the process that gave it).
 */
export const notifyNewTask = async (tx: Db, task: Row, senderId: number | null, options: { toSender?: boolean } = {}) => {
  const recipients = (await taskRecipients(tx, positive(task.executorId), positive(task.executorRoleId))).filter((id) => options.toSender || id !== senderId);
  if (recipients.length === 0) return;
  const due = task.executionPeriod instanceof Date ? task.executionPeriod.toLocaleDateString('pl-PL', { timeZone: 'Europe/Warsaw' }) : '';
  const messages = entityTable('internal_message');
  await tx.insert(messages).values(
    recipients.map((userId) => ({
      userId,
      senderId,
      taskId: Number(task.id),
      title: `Nowe zadanie ${String(task.number)}: ${String(task.name)}`.slice(0, 200),
      text: [String(task.description ?? ''), due ? `Termin: ${due}` : ''].filter(Boolean).join('\n'),
    })),
  );
};

type Exemplar = Row & { id: number; stagesList: Stage[]; ownerType: ProcessOwner; ownerId: number };

const exemplarOf = (row: Row): Exemplar => {
  const parsed = parseStagesText(String(row.stages ?? ''));
  if (!isProcessOwner(row.ownerObjectName)) throw new ApiError(409, 'ownerMissing');
  return { ...row, id: Number(row.id), stagesList: parsed.ok ? parsed.stages : [], ownerType: row.ownerObjectName, ownerId: Number(row.ownerObjectId) };
};

/** The running process a task belongs to, locked for the step; undefined for a task of no (running) process. */
const processOf = async (tx: Db, task: Row): Promise<Exemplar | undefined> => {
  const id = positive(task.bpExemplarId);
  if (!id) return undefined;
  const table = bpExemplars;
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update');
  return row ? exemplarOf(row) : undefined;
};

/**
 * A new task's number from the task numerator (`ZAD/00001/2026`), or null when no numerator for
 * tasks is active: the task is then numbered by `numberUnnumbered`, ZAD/ and its id in six digits.
 */
export const nextTaskNumber = async (tx: Db): Promise<string | null> => {
  try {
    return await nextDocumentNumber(tx, 'task');
  } catch (error) {
    if (error instanceof ApiError && error.code === 'noNumerator') return null;
    throw error;
  }
};

/** The number of a task no numerator numbered: ZAD/ and its id in six digits. */
const numberOfId = (id: SQLWrapper) => sql<string>`'ZAD/' || lpad(${id}::text, 6, '0')`;

export const numberUnnumbered = async (tx: Db, row: Row): Promise<Row> => {
  if (row.number) return row;
  const table = entityTable('task');
  const [numbered] = await tx
    .update(table)
    .set({ number: numberOfId(table.id) })
    .where(eq(table.id, Number(row.id)))
    .returning();
  return numbered;
};

/**
 * The number of a task about to be written: the task numerator's, or (none active) the one
 * `numberUnnumbered` gives, with the id it is made of, taken from the table's sequence for the task.
 */
export const numberForNewTask = async (tx: Db): Promise<{ id?: number; number: string }> => {
  const number = await nextTaskNumber(tx);
  if (number) return { number };
  const id = await nextId(tx, entityTable('task'));
  const { rows } = await tx.execute<{ number: string }>(sql`select ${numberOfId(sql`${id}::int`)} as number`);
  return { id, number: rows[0].number };
};

/** Creates the task of a task stage and makes it the process's current stage. */
const createStageTask = async (ctx: WorkflowContext, exemplar: Exemplar, stage: Stage, owner: Row): Promise<Row> => {
  const executorId = positive(stage.executorId);
  const roleId = positive(stage.executorRoleId);
  // One after the other: a transaction is one connection, which runs one statement at a time.
  const executors = await namesOf(ctx.tx, 'executor', [executorId]);
  const roles = await namesOf(ctx.tx, 'executor_role', [roleId]);
  const dueDate = stageDueDate(stage);
  const table = entityTable('task');
  const [inserted] = await ctx.tx
    .insert(table)
    .values({
      number: await nextTaskNumber(ctx.tx),
      name: (stage.text || stage.id).slice(0, 200),
      description: `Proces: ${String(exemplar.description ?? '')}`.slice(0, 10_000),
      importance: 'NOT_SET',
      // An executor or role deleted since the stage was drawn leaves the task unassigned.
      executorId: executorId && executors.has(executorId) ? executorId : null,
      executorRoleId: roleId && roles.has(roleId) ? roleId : null,
      executionPeriod: dueDate,
      date: new Date(),
      ownerType: exemplar.ownerType,
      ownerId: exemplar.ownerId,
      customerId: positive(owner[OWNERS[exemplar.ownerType].customer]),
      bpExemplarId: exemplar.id,
      stageId: stage.id,
      authorId: ctx.userId,
    })
    .returning();
  const task = await numberUnnumbered(ctx.tx, inserted);
  await ctx.tx.update(bpExemplars).set({ currentStageId: stage.id, status: 'Active', updatedAt: sql`now()` }).where(eq(bpExemplars.id, exemplar.id));
  await notifyNewTask(ctx.tx, task, ctx.userId, { toSender: true });
  await history(ctx, exemplar.ownerType, exemplar.ownerId, `Proces „${String(exemplar.description)}”: nowe zadanie ${String(task.number)} „${stage.text}”`);
  ctx.trace?.push({
    stageId: stage.id,
    text: stage.text,
    kind: 'task',
    taskName: String(task.name),
    dueDate: dueDate.toISOString(),
    executorName: executorId ? (executors.get(executorId) ?? null) : null,
    executorRoleName: roleId ? (roles.get(roleId) ?? null) : null,
    log: [],
  });
  return task;
};

/**
 * Moves a process on from `nextId`: condition stages are evaluated against the task and the owner
 * until a task stage (its task is created) or the end (the process is finished).
 */
const advance = async (ctx: WorkflowContext, exemplar: Exemplar, nextId: string | null, task: Row, ownerAtStart: Row): Promise<Row | undefined> => {
  let targetId = nextId;
  const owner = ownerAtStart;
  for (let hops = 0; ; hops += 1) {
    if (!targetId) {
      const table = bpExemplars;
      await ctx.tx.update(table).set({ status: 'Finished', isActive: false, currentStageId: null, updatedAt: sql`now()` }).where(eq(table.id, exemplar.id));
      await history(ctx, exemplar.ownerType, exemplar.ownerId, `Proces „${String(exemplar.description)}” zakończony`);
      ctx.trace?.push({ stageId: '', text: '', kind: 'end', log: [] });
      return undefined;
    }
    if (hops >= MAX_CONDITION_HOPS) throw new ApiError(409, 'processLoop', [], { max: MAX_CONDITION_HOPS });
    const stage = stageById(exemplar.stagesList, targetId);
    if (!stage) throw new ApiError(409, 'unknownStage', [], { stage: targetId });
    if (!stage.isCondition) return createStageTask(ctx, exemplar, stage, owner);
    ctx.trace?.push({ stageId: stage.id, text: stage.text, kind: 'condition', log: [] });
    const { value } = await runCode(ctx, stage, 'conditionCode', task, owner, exemplar.ownerType);
    if (typeof value !== 'boolean') {
      throw new StageCodeError('conditionNotBoolean', { stage: stage.text || stage.id, value: JSON.stringify(value ?? null).slice(0, 100) }, positive(task.id) ?? undefined, []);
    }
    const step = lastStep(ctx, stage.id);
    if (step) step.result = value;
    targetId = value ? stage.next : stage.nextNo;
  }
};

/** Starts an instance of a definition for a record: the stages are copied, and the first task is made. */
export const startProcess = async (ctx: WorkflowContext, definition: Row, ownerId: number): Promise<Row> => {
  if (!isProcessOwner(definition.ownerObjectName)) throw new ApiError(409, 'ownerMissing');
  if (definition.status === 'Archived') throw new ApiError(409, 'definitionArchived');
  const owner = await loadOwner(ctx.tx, definition.ownerObjectName, ownerId);
  const table = bpExemplars;
  const [row] = await ctx.tx
    .insert(table)
    .values({
      definitionId: positive(definition.id),
      description: String(definition.description ?? '').slice(0, 200),
      ownerObjectName: definition.ownerObjectName,
      ownerObjectId: ownerId,
      isActive: true,
      status: 'Active',
      stages: String(definition.stages ?? ''),
      stageSettingsList: String(definition.stageSettingsList ?? ''),
    })
    .returning();
  const exemplar = exemplarOf(row);
  await history(ctx, exemplar.ownerType, ownerId, `Rozpoczęto proces „${String(exemplar.description)}”`);
  const start = startStage(exemplar.stagesList);
  await advance(ctx, exemplar, start?.id ?? null, {}, owner);
  return row;
};

/** Starts every active definition of an owner type for a new record of it (spec: reclamations, orders, offer requests). */
export const startProcessesFor = async (ctx: WorkflowContext, ownerType: ProcessOwner, ownerId: number) => {
  const table = entityTable('bp_definition');
  const definitions = await ctx.tx
    .select()
    .from(table)
    .where(and(eq(table.ownerObjectName, ownerType), eq(table.isActive, true), eq(table.status, 'Active')))
    .orderBy(asc(table.id));
  for (const definition of definitions) await startProcess(ctx, definition, ownerId);
};

const markExecuted = async (tx: Db, taskId: number, result: string): Promise<Row> => {
  const table = entityTable('task');
  const [row] = await tx
    .update(table)
    .set({ executed: true, executionDate: new Date(), executionResult: result, executionAccepted: true, started: sql`coalesce(${table.started}, now())`, stageError: null, updatedAt: sql`now()` })
    .where(eq(table.id, taskId))
    .returning();
  return row;
};

/**
 * Executes a task (spec §4): its stage's before-execution check may block it (false, or a text
 * saying why); then it is executed, the stage's on-execution code runs (what it sets on the owner
 * is validated and saved) and the process moves on. A task of no running process is just executed.
 */
export const executeTask = async (ctx: WorkflowContext, task: Row, result: string): Promise<Row> => {
  if (task.executed) throw new ApiError(400, 'taskExecuted');
  const taskId = Number(task.id);
  const exemplar = await processOf(ctx.tx, task);
  const stage = exemplar && exemplar.status === 'Active' ? stageById(exemplar.stagesList, String(task.stageId ?? '')) : undefined;
  if (!exemplar || !stage) return markExecuted(ctx.tx, taskId, result);
  let owner = await loadOwner(ctx.tx, exemplar.ownerType, exemplar.ownerId);
  if (stage.beforeExecution.trim() !== '') {
    // The check sees the task as it would be executed: with the result being given.
    const { value } = await runCode(ctx, stage, 'beforeExecution', { ...task, executionResult: result }, owner, exemplar.ownerType);
    if (value === false) throw new ApiError(400, 'stageBlockedNoReason', [], { stage: stage.text || stage.id });
    if (typeof value === 'string' && value.trim() !== '') throw new ApiError(400, 'stageBlocked', [], { reason: value.trim().slice(0, 500) });
  }
  const executed = await markExecuted(ctx.tx, taskId, result);
  if (stage.onExecution.trim() !== '') {
    const { sets } = await runCode(ctx, stage, 'onExecution', executed, owner, exemplar.ownerType);
    if (sets.length > 0) {
      await applySets(ctx, stage, exemplar.ownerType, exemplar.ownerId, sets, taskId);
      owner = await loadOwner(ctx.tx, exemplar.ownerType, exemplar.ownerId);
    }
  }
  await history(ctx, exemplar.ownerType, exemplar.ownerId, `Proces „${String(exemplar.description)}”: wykonano zadanie ${String(task.number)} „${stage.text}”${result ? `: ${result}` : ''}`);
  await advance(ctx, exemplar, stage.next, executed, owner);
  return executed;
};

/**
 * Cancels a task's execution: it is open again. For a process task the tasks its execution made
 * are removed and the process is back at its stage, as long as nobody has accepted or executed
 * them; what its code set on the owner stays (it is in the owner's history).
 */
export const cancelExecution = async (ctx: WorkflowContext, task: Row, result: string): Promise<Row> => {
  if (!task.executed) throw new ApiError(400, 'taskNotExecuted');
  const table = entityTable('task');
  const taskId = Number(task.id);
  const exemplar = await processOf(ctx.tx, task);
  if (exemplar) {
    const later = await ctx.tx
      .select({ id: table.id, number: table.number, executed: table.executed, accepted: table.executionAccepted })
      .from(table)
      .where(and(eq(table.bpExemplarId, exemplar.id), gt(table.id, taskId)));
    const touched = later.find((t) => t.executed || t.accepted);
    if (touched) throw new ApiError(409, 'taskMovedOn', [], { number: String(touched.number) });
    const ids = later.map((t) => Number(t.id));
    if (ids.length > 0) {
      await ctx.tx.delete(files).where(and(eq(files.owner_type, 'task'), inArray(files.owner_id, ids)));
      await ctx.tx.delete(table).where(inArray(table.id, ids));
    }
    const exemplars = bpExemplars;
    await ctx.tx.update(exemplars).set({ status: 'Active', isActive: true, currentStageId: String(task.stageId ?? '') || null, updatedAt: sql`now()` }).where(eq(exemplars.id, exemplar.id));
    await history(ctx, exemplar.ownerType, exemplar.ownerId, `Proces „${String(exemplar.description)}”: anulowano wykonanie zadania ${String(task.number)}${result ? `: ${result}` : ''}`);
  }
  const [row] = await ctx.tx
    .update(table)
    .set({ executed: false, executionDate: null, executionResult: result, stageError: null, updatedAt: sql`now()` })
    .where(eq(table.id, taskId))
    .returning();
  return row;
};

/** The task stages a process task may be redirected to (every task stage but its own). */
export const redirectStages = (stages: readonly Stage[], currentStageId: unknown): { id: string; text: string }[] =>
  stages.filter((s) => !s.isCondition && s.id !== currentStageId).map((s) => ({ id: s.id, text: s.text }));

/** Redirects a process task to another task stage: it is closed with the result, without its code, and the stage's task is made. */
export const redirectTask = async (ctx: WorkflowContext, task: Row, stageId: string, result: string | undefined): Promise<Row> => {
  if (task.executed) throw new ApiError(400, 'taskExecuted');
  const exemplar = await processOf(ctx.tx, task);
  if (!exemplar) throw new ApiError(400, 'notProcessTask');
  if (exemplar.status !== 'Active') throw new ApiError(409, 'processStopped');
  const target = stageById(exemplar.stagesList, stageId);
  if (!target || target.isCondition || target.id === task.stageId) throw new ApiError(400, 'unknownStage', [], { stage: stageId });
  const owner = await loadOwner(ctx.tx, exemplar.ownerType, exemplar.ownerId);
  const closed = await markExecuted(ctx.tx, Number(task.id), result?.trim() || `Przekierowano do etapu „${target.text}”`);
  await history(ctx, exemplar.ownerType, exemplar.ownerId, `Proces „${String(exemplar.description)}”: zadanie ${String(task.number)} przekierowano do etapu „${target.text}”`);
  await createStageTask(ctx, exemplar, target, owner);
  return closed;
};

/** The stages of a process task's instance (for its screen), or an empty list. */
export const processStages = async (tx: Db, task: Row): Promise<{ exemplar?: Row; stages: Stage[] }> => {
  const id = positive(task.bpExemplarId);
  if (!id) return { stages: [] };
  const table = bpExemplars;
  const [row] = await tx.select().from(table).where(eq(table.id, id));
  if (!row) return { stages: [] };
  const parsed = parseStagesText(String(row.stages ?? ''));
  return { exemplar: row, stages: parsed.ok ? parsed.stages : [] };
};

/** The rows a dry run makes are never kept: its transaction is rolled back with this. */
class DryRunDone extends Error {}

/** At most this many tasks a dry run executes (a process may loop through its conditions). */
export const DRY_RUN_MAX_TASKS = 30;

/**
 * Runs a process on a record without writing anything (the editor's "try on a record"): the real
 * engine in a transaction that is rolled back, executing each task it creates, until the process
 * ends, a step fails or DRY_RUN_MAX_TASKS tasks were executed.
 */
export const dryRun = async (db: Db, input: { stages: string; ownerType: ProcessOwner; ownerId: number; userId: number | null; locale: Locale }) => {
  const trace: TraceStep[] = [];
  let finished = false;
  try {
    await db.transaction(async (tx) => {
      const ctx: WorkflowContext = { tx, userId: input.userId, locale: input.locale, trace };
      try {
        const exemplar = await startProcess(ctx, { id: null, description: 'Próba', ownerObjectName: input.ownerType, status: 'Active', stages: input.stages, stageSettingsList: '' }, input.ownerId);
        const tasks = entityTable('task');
        for (let executedCount = 0; executedCount < DRY_RUN_MAX_TASKS; executedCount += 1) {
          const [open] = await tx
            .select()
            .from(tasks)
            .where(and(eq(tasks.bpExemplarId, Number(exemplar.id)), eq(tasks.executed, false)))
            .orderBy(asc(tasks.id))
            .limit(1);
          if (!open) {
            finished = true;
            break;
          }
          await executeTask(ctx, open, '');
        }
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const last = trace.at(-1);
        trace.push({ stageId: last?.stageId ?? '', text: last?.text ?? '', kind: 'error', log: error instanceof StageCodeError ? [...error.log] : [], error: formatMessage(error.code, input.locale, error.params) });
      }
      throw new DryRunDone();
    });
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
  }
  return { steps: trace, finished };
};
