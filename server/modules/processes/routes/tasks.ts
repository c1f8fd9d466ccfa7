import type { SQL } from 'drizzle-orm';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { formatMessage } from '../../../messages';
import { task } from '../../../../src/schemas/entities/task';
import { taskTemplate } from '../../../../src/schemas/entities/taskTemplate';
import type { Db } from '../../../db/connection';
import { readTogether } from '../../../db/connection';
import { entityTable, files, users } from '../../../db/tables';
import { ApiError, badRequest, insteadOf, notFound, ok, parseOr400, requestLocale } from '../../../http';
import { noBody, recordAnswer } from '../../../openapi';
import { hooksFor } from '../../../core/entityHooks';
import { entityOperations } from '../../../core/entityRoutes';
import { entityStore } from '../../../core/entityStore';
import { addDays, warsawMidnight, warsawToday } from '../../../core/today';
import type { WorkflowContext } from '../../../core/workflow/engine';
import { cancelExecution, executeTask, notifyNewTask, numberForNewTask, processStages, redirectStages, redirectTask, StageCodeError } from '../../../core/workflow/engine';
import { callerWork, namesOf } from '../../../core/workflow/people';
import { seesAllTasks, taskVisibility, visibleTask } from '../../../core/workflow/visibility';
import { recordId } from '../../../core/recordId';
import { writing } from '../../../core/writing';

type Row = Record<string, unknown>;

const modify = { access: { key: task.access, mode: 'modify' } } as const;
const table = () => entityTable('task');
const tags = ['task'];

/**
 * The list's own filter, `scope` (spec §2 /tasks): `mine` (the caller's executor), `roles` (the
 * caller's roles) or `all` (needs the allTasks right). It is taken out of the JSON filter.
 */
const takeScope = (query: Record<string, unknown>): { query: Record<string, unknown>; scope?: string } => {
  if (typeof query.filter !== 'string' || query.filter === '') return { query };
  let filter: unknown;
  try {
    filter = JSON.parse(query.filter);
  } catch {
    return { query }; // the list names the malformed JSON
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter) || !Object.hasOwn(filter, 'scope')) return { query };
  const { scope, ...rest } = filter as Row;
  if (scope !== 'mine' && scope !== 'roles' && scope !== 'all') throw badRequest([{ path: 'filter.scope', code: 'invalidChoice' }]);
  return { query: { ...query, filter: JSON.stringify(rest) }, scope };
};

const scopeCondition = async (db: Db, request: FastifyRequest, scope: string | undefined): Promise<SQL | undefined> => {
  const t = table();
  if (scope === 'all') {
    if (!seesAllTasks(request)) throw new ApiError(403, 'forbidden');
    return undefined;
  }
  if (scope === undefined) return undefined;
  const work = await callerWork(db, request.user?.id);
  const ids = scope === 'mine' ? work.executorIds : work.roleIds;
  return ids.length > 0 ? inArray(scope === 'mine' ? t.executorId : t.executorRoleId, ids) : sql`false`;
};

/**
 * What a task's record reads as (spec §3 baseDocument): "Recl. nr {number} ref: {sales_reference}"
 * for a reclamation (without " ref:" when it has no reference), the number of an order or an offer request, a project's name.
 */
const baseDocuments = async (db: Db, rows: readonly Row[]): Promise<Map<string, string>> => {
  const labels = new Map<string, string>();
  const idsOf = (type: string) => [...new Set(rows.filter((r) => r.ownerType === type && typeof r.ownerId === 'number').map((r) => Number(r.ownerId)))];
  const recl = entityTable('reclamation');
  const reclIds = idsOf('reclamation');
  if (reclIds.length > 0) {
    for (const r of await db.select({ id: recl.id, number: recl.number, ref: recl.sales_reference }).from(recl).where(inArray(recl.id, reclIds))) {
      labels.set(`reclamation:${String(r.id)}`, r.ref ? `Recl. nr ${String(r.number ?? r.id)} ref: ${String(r.ref)}` : `Recl. nr ${String(r.number ?? r.id)}`);
    }
  }
  const order = entityTable('sales_order');
  const orderIds = idsOf('sales_order');
  if (orderIds.length > 0) for (const r of await db.select({ id: order.id, number: order.numberStr }).from(order).where(inArray(order.id, orderIds))) labels.set(`sales_order:${String(r.id)}`, `Zam. nr ${String(r.number ?? r.id)}`);
  const request = entityTable('customer_request');
  const requestIds = idsOf('customer_request');
  if (requestIds.length > 0) for (const r of await db.select({ id: request.id, number: request.number }).from(request).where(inArray(request.id, requestIds))) labels.set(`customer_request:${String(r.id)}`, `Zap. nr ${String(r.number ?? r.id)}`);
  const project = entityTable('project');
  const projectIds = idsOf('project');
  if (projectIds.length > 0) for (const r of await db.select({ id: project.id, name: project.name }).from(project).where(inArray(project.id, projectIds))) labels.set(`project:${String(r.id)}`, `Projekt ${String(r.name)}`);
  return labels;
};

/** A page of tasks with what the list shows beside their own fields: names, the record they belong to. */
const presented = async (db: Db, rows: readonly Row[]): Promise<Row[]> => {
  const [executors, roles, documents] = await readTogether(db, [
    () => namesOf(db, 'executor', rows.map((r) => r.executorId as number | null)),
    () => namesOf(db, 'executor_role', rows.map((r) => r.executorRoleId as number | null)),
    () => baseDocuments(db, rows),
  ] as const);
  const authorIds = [...new Set(rows.map((r) => r.authorId).filter((id): id is number => typeof id === 'number'))];
  const authors = new Map(authorIds.length > 0 ? (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, authorIds))).map((u) => [u.id, u.name]) : []);
  return rows.map((r) => {
    const key = `${String(r.ownerType)}:${String(r.ownerId)}`;
    return {
      ...r,
      executorName: executors.get(Number(r.executorId)) ?? null,
      executorRoleName: roles.get(Number(r.executorRoleId)) ?? null,
      authorName: authors.get(Number(r.authorId)) ?? null,
      baseDocument: documents.get(key) ?? null,
      ownerLink: r.ownerType && r.ownerId ? { type: r.ownerType, id: r.ownerId } : null,
    };
  });
};

/** A task as its screen reads it (spec §3 "When opened"): names, files, its order, its stage and process. */
const full = async (db: Db, request: FastifyRequest, row: Row): Promise<Row> => {
  const [withNames] = await presented(db, [row]);
  const fileRows = await db
    .select({ id: files.id, file_name: files.file_name, content_type: files.content_type, size: files.size, createdAt: files.createdAt })
    .from(files)
    .where(and(eq(files.owner_type, 'task'), eq(files.owner_id, Number(row.id))))
    .orderBy(asc(files.id));
  const order = entityTable('sales_order');
  const [orderRow] = row.orderId ? await db.select({ id: order.id, numberStr: order.numberStr, createdAt: order.createdAt }).from(order).where(eq(order.id, Number(row.orderId))) : [];
  const { exemplar, stages } = await processStages(db, row);
  const stage = stages.find((s) => s.id === row.stageId);
  const definitions = entityTable('bp_definition');
  const [definition] = exemplar?.definitionId ? await db.select({ id: definitions.id, description: definitions.description }).from(definitions).where(eq(definitions.id, Number(exemplar.definitionId))) : [];
  const work = await callerWork(db, request.user?.id);
  const mine = work.executorIds.includes(Number(row.executorId)) || work.roleIds.includes(Number(row.executorRoleId)) || row.authorId === request.user?.id;
  return {
    ...withNames,
    executor: row.executorId ? { id: row.executorId, name: withNames.executorName } : null,
    executorRole: row.executorRoleId ? { id: row.executorRoleId, name: withNames.executorRoleName } : null,
    files: fileRows,
    order: orderRow ?? null,
    orders: orderRow ? [{ order: orderRow }] : [],
    stage: stage ? { id: stage.id, text: stage.text, isCondition: stage.isCondition, executionTerm: stage.executionTerm } : null,
    bpDefinition: definition ?? null,
    process: exemplar ? { id: exemplar.id, status: exemplar.status, description: exemplar.description } : null,
    redirectStages: exemplar?.status === 'Active' && !row.executed ? redirectStages(stages, row.stageId) : [],
    canExecute: mine || seesAllTasks(request),
  };
};

/** A template fills what a new task leaves empty: its description, executor or role, and due date. */
const fromTemplate = async (tx: Db, data: Row): Promise<Row> => {
  if (typeof data.taskTemplateId !== 'number') return data;
  const template = await entityStore(tx)
    .getOne(taskTemplate, data.taskTemplateId)
    .catch(insteadOf(404, () => badRequest([{ path: 'taskTemplateId', code: 'unknownReference', label: task.fields.taskTemplateId.label }])));
  const filled = { ...data };
  if (!filled.description && template.description) filled.description = template.description;
  if (!filled.executorId && !filled.executorRoleId) {
    filled.executorId = template.executorId ?? null;
    filled.executorRoleId = template.executorRoleId ?? null;
  }
  if (!filled.executionPeriod) filled.executionPeriod = warsawMidnight(addDays(warsawToday(), Number(template.term ?? 0)));
  return filled;
};

/**
 * Tasks (spec §7 "Tasks") through the generic routes: the caller sees its own tasks, its roles' and
 * the ones it assigned (all of them with the allTasks right), the list takes a `scope`, a task is
 * answered with names, files, its record, stage and process; a new one is filled from its template,
 * numbered and announced to its people, so is a change of its executor; an executed task does not
 * change, and a task of a process is executed, cancelled or redirected, never deleted. Files are the
 * generic file routes with parent=task (core/files/routes.ts).
 */
export const taskHooks = hooksFor(task, {
  visible: (db, request) => taskVisibility(db, request),
  listQuery: async (db, request, raw) => {
    const { query, scope } = takeScope(raw);
    return { query, condition: await scopeCondition(db, request, scope) };
  },
  presentRows: (db, _request, rows) => presented(db, rows),
  present: (db, request, row) => full(db, request, row),
  beforeCreate: async ({ tx, userId }, data) => ({ ...(await fromTemplate(tx, data)), ...(await numberForNewTask(tx)), authorId: userId }),
  afterCreate: ({ tx, userId }, row) => notifyNewTask(tx, row, userId),
  beforeUpdate: async (_context, current, data) => {
    if (current.executed) throw new ApiError(409, 'taskExecuted');
    return data;
  },
  // Someone newly given the task hears of it.
  afterUpdate: async ({ tx, userId }, current, row) => {
    if (row.executorId !== current.executorId || row.executorRoleId !== current.executorRoleId) await notifyNewTask(tx, row, userId);
  },
  beforeDelete: async (_context, current) => {
    if (current.bpExemplarId) throw new ApiError(409, 'inUse');
  },
  // Its files hang on it by type and id, not by a foreign key: they go with it.
  afterDelete: async ({ tx }, current) => {
    await tx.delete(files).where(and(eq(files.owner_type, 'task'), eq(files.owner_id, Number(current.id))));
  },
});

const resultBody = z.object({ executionResult: z.string().trim().max(4000).default(''), executed: z.boolean().default(true) });
const redirectBody = z.object({ stageId: z.string().trim().min(1).max(50), executionResult: z.string().trim().max(4000).optional() });
const sendBody = z.object({ executionResult: z.string().trim().min(1).max(4000) });

/**
 * The actions on a task beyond the generic five: accept, execute or cancel the execution (the
 * workflow engine moves a process on), redirect to another stage and send the result; and the
 * executor of a user.
 */
export const taskRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const tasks = entityOperations(task, taskHooks.hooks);
  const context = (tx: Db, request: FastifyRequest): WorkflowContext => ({ tx, userId: request.user?.id ?? null, locale: requestLocale(request) });

  /**
   * Runs an action in one transaction on the task as stored (what the engine and stage code read),
   * locked, when the caller sees it and in the version the call names (if any). When stage code fails the whole step is rolled back and the
   * task keeps the message (`stageError`) for whoever opens it next. Answers the task as get-one does.
   */
  const action = async (request: FastifyRequest, work: (tx: Db, current: Row) => Promise<unknown>) => {
    const taskId = recordId(request, true);
    try {
      await writing(db, request, async (tx) => {
        const current = await visibleTask(tx, request, taskId, true);
        await tasks.checkVersion(tx, request, current);
        return work(tx, current);
      });
    } catch (error) {
      // The task keeps the failure in the language of the one who met it.
      if (error instanceof StageCodeError) {
        await db.update(table()).set({ stageError: formatMessage(error.code, requestLocale(request), error.params).slice(0, 4000) }).where(eq(table().id, taskId));
      }
      throw error;
    }
    return ok(await tasks.getOne(db, request, taskId));
  };

  // Accepting takes the task: a role's task becomes the caller's executor's.
  app.put('/api/accept_exec_task/:id', { config: modify, schema: { tags, summary: 'Accepts a task: it becomes the caller\'s', versioned: true, body: noBody, answer: recordAnswer(task, 'getOne') } }, async (request) =>
    action(request, async (tx, current) => {
      if (current.executed) throw new ApiError(400, 'taskExecuted');
      const work = await callerWork(tx, request.user?.id);
      await tx
        .update(table())
        .set({ executionAccepted: true, started: sql`coalesce(${table().started}, now())`, executorId: current.executorId ?? work.executorIds[0] ?? null, updatedAt: sql`now()` })
        .where(eq(table().id, Number(current.id)));
    }),
  );

  // One call executes (executed true, the default) or cancels the execution (executed false), with a result (spec §4).
  app.put('/api/execute_task/:id', { config: modify, schema: { tags, summary: 'Executes a task (or cancels its execution) with a result', versioned: true, body: resultBody, answer: recordAnswer(task, 'getOne') } }, async (request) => {
    const body = parseOr400(resultBody, request.body);
    return action(request, (tx, current) => (body.executed ? executeTask(context(tx, request), current, body.executionResult) : cancelExecution(context(tx, request), current, body.executionResult)));
  });

  app.put('/api/redirect_task/:id', { config: modify, schema: { tags, summary: "Sends a process's task to another stage", versioned: true, body: redirectBody, answer: recordAnswer(task, 'getOne') } }, async (request) => {
    const body = parseOr400(redirectBody, request.body);
    return action(request, (tx, current) => redirectTask(context(tx, request), current, body.stageId, body.executionResult));
  });

  // Sending the result tells whoever assigned the task what came of it (an internal message), and keeps it on the task.
  app.put('/api/send_task_result/:id', { config: modify, schema: { tags, summary: 'Sends the result to whoever assigned the task', versioned: true, body: sendBody, answer: recordAnswer(task, 'getOne') } }, async (request) => {
    const body = parseOr400(sendBody, request.body);
    return action(request, async (tx, current) => {
      if (typeof current.authorId !== 'number') throw new ApiError(400, 'taskHasNoAuthor');
      await tx.update(table()).set({ executionResult: body.executionResult, updatedAt: sql`now()` }).where(eq(table().id, Number(current.id)));
      await tx.insert(entityTable('internal_message')).values({
        userId: current.authorId,
        senderId: request.user?.id ?? null,
        taskId: Number(current.id),
        title: `Wynik zadania ${String(current.number)}: ${String(current.name)}`.slice(0, 200),
        text: body.executionResult,
      });
    });
  });

  app.get('/api/executorbyuser/:id', { config: { access: { key: 'executors', mode: 'read' } }, schema: { tags: ['executor'], summary: 'The executor of a user (by the user\'s id)' } }, async (request) => {
    const userId = recordId(request, true);
    const executor = entityTable('executor');
    const [row] = await db.select().from(executor).where(eq(executor.userId, userId));
    if (!row) throw notFound();
    return ok(row);
  });
};
