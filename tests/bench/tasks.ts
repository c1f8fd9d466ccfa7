import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Db } from '../../server/db/connection';
import { entityStore } from '../../server/core/entityStore';
import { runStageCode } from '../../server/core/sandbox';
import { ownerFieldsOf, stageDueDate } from '../../server/core/workflow/engine';
import type { Stage } from '../../src/schemas/bp/stages';
import { newStage } from '../../src/schemas/bp/stages';
import { parseListQuery } from '../../src/schemas/core/listQuery';
import { reclamation } from '../../src/schemas/entities/reclamation';
import { task } from '../../src/schemas/entities/task';
import type { TaskStep } from './queries';
import { taskListBaseline, taskListStatements, taskStepBaseline } from './queries';
import type { TaskPeople } from './seed';
import { measurePair, seededRandom, summarize, timed } from './stats';

/**
 * The task measures of `npm run bench tasks`: the task list over the seeded tasks, and executing a
 * process task whose stage has on-execution code and a condition after it. Each returns its
 * samples beside a raw-SQL baseline and what the JSON line adds; run.ts makes the lines.
 */

export type TaskBench = { app: FastifyInstance; headers: { cookie: string }; db: Db; pool: pg.Pool };
export type TaskMeasure = { samples: { measured: number[]; baseline: number[] }; extra: Record<string, unknown> };
type Log = (line: string) => void;
type Row = Record<string, unknown>;

const WARM_UP = 20;

/**
 * How many statements `run` sends to PostgreSQL on any connection of the process (transactions
 * included), and how many of them as named prepared statements: pg's Client.query is counted
 * for the call. Nothing else may run meanwhile.
 */
export const countStatements = async (run: () => Promise<unknown>): Promise<{ statements: number; prepared: number }> => {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const counted = { statements: 0, prepared: 0 };
  proto.query = function (this: unknown, ...args: unknown[]) {
    counted.statements += 1;
    const first = args[0];
    if (typeof first === 'object' && first !== null && typeof (first as { name?: unknown }).name === 'string') counted.prepared += 1;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return counted;
};

/**
 * GET /api/task?page=1&limit=10&sort=id&order=DESC&filter={"executed":false} as the administrator
 * (the allTasks right: no visibility condition, so entityStore's prepared page and count), with
 * the names and labels `presented` adds; beside its statements run the same way on the pool.
 */
export const measureTaskList = async (bench: TaskBench, iterations: number, limit: number, log: Log): Promise<TaskMeasure> => {
  const { app, headers, pool, db } = bench;
  const filter = { executed: false };
  const url = `/api/task?page=1&limit=${limit}&sort=id&order=DESC&filter=${encodeURIComponent(JSON.stringify(filter))}`;
  const get = async () => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`GET /api/task: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response.rawPayload;
  };
  let last: Buffer | undefined;
  log(`bench: task list (${iterations} rounds)`);
  const list = await measurePair(
    iterations,
    WARM_UP,
    async () => {
      last = await get(); // read after: reading the answer is the caller's work
    },
    () => taskListBaseline(pool, false, limit),
  );
  const page = (JSON.parse(last?.toString('utf8') ?? '{}') as { responseData: { rows: Row[]; count: number } }).responseData;
  const named = (key: string) => page.rows.filter((r) => typeof r[key] === 'string').length;
  // Where the time goes: entityStore's page and count alone (the query parsed, no HTTP, session
  // check, names or JSON) beside the raw page and count, side by side, both on cached pages.
  const parsed = parseListQuery(task, { page: '1', limit: String(limit), sort: 'id', order: 'DESC', filter: JSON.stringify(filter) });
  if (!parsed.ok) throw new Error(`task list query: ${JSON.stringify(parsed.problems)}`);
  const [pageSql, countSql] = taskListStatements(false, limit);
  const service = await measurePair(
    iterations,
    0,
    () => entityStore(db).list(task, parsed.query, undefined),
    () => Promise.all([pool.query(pageSql), pool.query(countSql)]),
  );
  const route = await countStatements(get);
  const baseline = await countStatements(() => taskListBaseline(pool, false, limit));
  return {
    samples: list,
    extra: {
      filter,
      page_rows: page.rows.length,
      count: page.count,
      named_rows: { executorName: named('executorName'), executorRoleName: named('executorRoleName'), authorName: named('authorName'), baseDocument: named('baseDocument') },
      json_bytes: last?.length ?? 0,
      // The session-and-rights query is the route's one more statement.
      statements: { route: route.statements, route_prepared: route.prepared, baseline: baseline.statements },
      service_p50_ms: summarize(service.measured).p50_ms,
      service_baseline_p50_ms: summarize(service.baseline).p50_ms,
    },
  };
};

const stage = newStage;

const PROCESS = 'Bench: obsługa reklamacji';
const ON_EXECUTION = "owner.set('internal_comment', 'Wynik: ' + task.executionResult); log('ok');";
const CONDITION = 'return Number(owner.amount) > 1000;';
const RESULT = 'ok';
/** Claims above the condition's 1000 zł go to the inspection (B), the others to the decision (D): every other one. */
const amountOf = (i: number) => (i % 2 === 0 ? 4800 : 350);

/**
 * A reclamation process of four stages: A (a role's task whose on-execution code writes the
 * result into the claim's internal comment) → C (condition: a claim over 1000 zł?) → B (an
 * inspection by an executor) or D (a decision by a role).
 */
const processStages = (people: TaskPeople): Stage[] => [
  stage({ id: 'a', text: 'Rejestracja zgłoszenia', next: 'c', executionTerm: 1, executorRoleId: people.roles[0], onExecution: ON_EXECUTION }),
  stage({ id: 'c', text: 'Kwota powyżej 1000 zł?', isCondition: true, conditionCode: CONDITION, next: 'b', nextNo: 'd' }),
  stage({ id: 'b', text: 'Oględziny u klienta', executionTerm: 3, executorId: people.executors[0] }),
  stage({ id: 'd', text: 'Decyzja reklamacyjna', executionTerm: 2, executorRoleId: people.roles[2] }),
];

type FirstTask = { id: number; owner_id: number; number: string; bp_exemplar_id: number; customer: number | null };

/**
 * PUT /api/execute_task/{id} ({ executionResult: 'ok' }) of a process's first task, as the
 * administrator: its on-execution code runs in the sandbox and sets the claim's internal comment,
 * the condition runs in the sandbox, and the next stage's task is made. Each round's reclamation
 * (whose creation starts the process and makes that task) is created beforehand through the API,
 * not timed; half of them over 1000 zł. The baseline executes the first task of another such
 * reclamation with the raw writes of the step in one transaction, without reads or sandbox.
 *
 * The process definition is deactivated and deleted after; the reclamations, tasks, instances,
 * history and messages the measure made are deleted, so the tables are back at their seeded size.
 */
export const measureTaskExecution = async (bench: TaskBench, people: TaskPeople, iterations: number, log: Log): Promise<TaskMeasure> => {
  const { app, headers, pool, db } = bench;
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Row) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return response.json<{ responseData: Row }>().responseData;
  };
  // A definition left active by an interrupted run would start a second process for every claim.
  for (const { id } of (await pool.query<{ id: number }>(`SELECT id FROM bp_definition WHERE description = $1 AND is_active`, [PROCESS])).rows) {
    await call('PUT', '/api/bp_definition', { id, isActive: false });
  }
  const { rows: [others] } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM bp_definition WHERE owner_object_name = 'reclamation' AND is_active AND status = 'Active'`);
  const { rows: [before] } = await pool.query<{ reclamation: number; task: number; exemplar: number; customers: number; admin: number }>(
    `SELECT (SELECT COALESCE(max(id), 0) FROM reclamation)::int AS reclamation, (SELECT COALESCE(max(id), 0) FROM task)::int AS task,
       (SELECT COALESCE(max(id), 0) FROM bp_exemplar)::int AS exemplar, (SELECT COALESCE(max(id), 0) FROM customer)::int AS customers,
       (SELECT min(id) FROM users)::int AS admin`,
  );
  const stages = processStages(people);
  const definition = await call('POST', '/api/bp_definition', { description: PROCESS, ownerObjectName: 'reclamation', isActive: true, stages: JSON.stringify({ stages }) });
  const definitionId = Number(definition.id);
  try {
    // Every round's claims, made through the API before anything is timed: one for the route and
    // one for the baseline, and one more of each for counting their statements.
    const rounds = iterations + WARM_UP;
    const random = seededRandom(2030);
    const claims: { id: number; amount: number }[] = [];
    log(`bench: task execution: creating ${2 * (rounds + 1)} reclamations (their processes start, not timed)`);
    for (let i = 0; i < 2 * (rounds + 1); i++) {
      const amount = amountOf(i >> 1);
      const customer = before.customers > 0 ? 1 + Math.floor(random() * before.customers) : null;
      const made = await call('POST', '/api/createreclamation', { customer, amount, comment: `Bench: zgłoszenie ${i + 1}`, client_name: 'Anna', client_surname: 'Nowak', city: 'Poznań' });
      claims.push({ id: Number(made.id), amount });
    }
    const { rows: firsts } = await pool.query<FirstTask>(
      `SELECT t.id, t.owner_id, t.number, t.bp_exemplar_id, r.customer FROM task t JOIN reclamation r ON r.id = t.owner_id
       WHERE t.owner_type = 'reclamation' AND t.owner_id = ANY($1::int[]) AND t.stage_id = 'a' AND NOT t.executed`,
      [claims.map((c) => c.id)],
    );
    const firstOf = new Map(firsts.map((f) => [f.owner_id, f]));
    if (firstOf.size !== claims.length) throw new Error(`Expected a first task for each of ${claims.length} reclamations, found ${firstOf.size} (other active definitions: ${others.n})`);
    const routeClaims = claims.filter((_, i) => i % 2 === 0);
    const baseClaims = claims.filter((_, i) => i % 2 === 1);

    // What the engine decides for a baseline step, worked out beforehand: the next stage and who hears of its task.
    const recipientsOf = async (s: Stage) =>
      (
        await pool.query<{ user_id: number }>(
          s.executorId
            ? 'SELECT user_id FROM executor WHERE id = $1 AND user_id IS NOT NULL'
            : 'SELECT DISTINCT e.user_id FROM executor_role_member m JOIN executor e ON e.id = m.executor_id WHERE m.executor_role_id = $1 AND e.user_id IS NOT NULL',
          [s.executorId ?? s.executorRoleId],
        )
      ).rows
        .map((r) => r.user_id)
        .filter((id) => id !== before.admin);
    const [first, , big, small] = stages;
    const next = {
      b: { stage: big, recipients: await recipientsOf(big) },
      d: { stage: small, recipients: await recipientsOf(small) },
    };
    const steps: TaskStep[] = baseClaims.map((claim) => {
      const f = firstOf.get(claim.id) as FirstTask;
      const to = claim.amount > 1000 ? next.b : next.d;
      return {
        taskId: f.id,
        reclamationId: claim.id,
        exemplarId: f.bp_exemplar_id,
        customerId: f.customer,
        userId: before.admin,
        result: RESULT,
        comment: `Wynik: ${RESULT}`,
        process: PROCESS,
        history: [
          `Proces, etap „${first.text}”: internal_comment = ${JSON.stringify(`Wynik: ${RESULT}`)}`,
          `Proces „${PROCESS}”: wykonano zadanie ${f.number} „${first.text}”: ${RESULT}`,
        ],
        next: {
          stageId: to.stage.id,
          name: to.stage.text,
          description: `Proces: ${PROCESS}`,
          due: stageDueDate(to.stage),
          executorId: to.stage.executorId,
          executorRoleId: to.stage.executorRoleId,
          recipients: to.recipients,
        },
      };
    });
    const execute = async (claim: { id: number }) => {
      const f = firstOf.get(claim.id) as FirstTask;
      const response = await app.inject({ method: 'PUT', url: `/api/execute_task/${f.id}`, headers, payload: { executionResult: RESULT } });
      if (response.statusCode !== 200) throw new Error(`PUT /api/execute_task/${f.id}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    };

    log(`bench: task execution (${iterations} rounds)`);
    const samples = await measurePair(
      iterations,
      WARM_UP,
      (i) => execute(routeClaims[i]),
      (i) => taskStepBaseline(pool, steps[i]),
    );
    const route = await countStatements(() => execute(routeClaims[rounds]));
    const baseline = await countStatements(() => taskStepBaseline(pool, steps[rounds]));

    // Where the time goes: one sandbox run of each piece of stage code, alone (a new QuickJS runtime each).
    const sampleClaim = routeClaims[0];
    const owner = JSON.parse(JSON.stringify(await entityStore(db).getOne(reclamation, sampleClaim.id))) as Row;
    const executedTask = JSON.parse(JSON.stringify(await entityStore(db).getOne(task, (firstOf.get(sampleClaim.id) as FirstTask).id))) as Row;
    const ownerFields = ownerFieldsOf('reclamation');
    const onExecutionRuns: number[] = [];
    const conditionRuns: number[] = [];
    for (let i = 0; i < 50; i++) {
      onExecutionRuns.push(await timed(() => runStageCode({ code: ON_EXECUTION, task: executedTask, owner, ownerFields })));
      conditionRuns.push(await timed(() => runStageCode({ code: CONDITION, task: executedTask, owner, ownerFields })));
    }

    // Both sides did what a step does: the first tasks executed, the claim's comment set, the next task by the amount.
    const { rows: [check] } = await pool.query<{ executed: number; commented: number; to_b: number; to_d: number; wrong: number }>(
      `SELECT
         (SELECT count(*) FROM task WHERE owner_type = 'reclamation' AND owner_id = ANY($1::int[]) AND stage_id = 'a' AND executed)::int AS executed,
         (SELECT count(*) FROM reclamation WHERE id = ANY($1::int[]) AND internal_comment = $2)::int AS commented,
         (SELECT count(*) FROM task WHERE owner_type = 'reclamation' AND owner_id = ANY($1::int[]) AND stage_id = 'b' AND NOT executed)::int AS to_b,
         (SELECT count(*) FROM task WHERE owner_type = 'reclamation' AND owner_id = ANY($1::int[]) AND stage_id = 'd' AND NOT executed)::int AS to_d,
         (SELECT count(*) FROM task t JOIN reclamation r ON r.id = t.owner_id WHERE t.owner_type = 'reclamation' AND t.owner_id = ANY($1::int[])
            AND t.stage_id IN ('b', 'd') AND (t.stage_id = 'b') <> (r.amount > 1000))::int AS wrong`,
      [claims.map((c) => c.id), `Wynik: ${RESULT}`],
    );
    const expected = claims.length;
    if (check.executed !== expected || check.commented !== expected || check.to_b + check.to_d !== expected || check.wrong !== 0) {
      throw new Error(`The steps did not do what a step does: ${JSON.stringify(check)} for ${expected} reclamations`);
    }
    return {
      samples,
      extra: {
        stages: 'A (task, on-execution code) → C (condition) → B or D (task)',
        sandbox_runs_per_step: 2,
        next_stage: { b: check.to_b, d: check.to_d },
        statements: { route: route.statements, baseline: baseline.statements },
        sandbox_on_execution_p50_ms: summarize(onExecutionRuns).p50_ms,
        sandbox_condition_p50_ms: summarize(conditionRuns).p50_ms,
        reclamations_created_and_deleted: claims.length,
        other_active_definitions: others.n,
      },
    };
  } finally {
    await call('PUT', '/api/bp_definition', { id: definitionId, isActive: false });
    // Their history and positions go with the reclamations, their messages with the tasks (ON DELETE CASCADE).
    await pool.query('DELETE FROM task WHERE id > $1', [before.task]);
    await pool.query('DELETE FROM bp_exemplar WHERE id > $1', [before.exemplar]);
    await pool.query('DELETE FROM reclamation WHERE id > $1', [before.reclamation]);
    await call('POST', '/api/bp_definition/delete', { id: definitionId });
    await pool.query('VACUUM (ANALYZE) task, bp_exemplar, reclamation, reclamation_history_event, internal_message');
  }
};
