import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FieldProblem } from '../../../../src/schemas/core';
import { labelText } from '../../../../src/schemas/core';
import { graphProblemText, parseSettingsText, parseStagesText, validateGraph } from '../../../../src/schemas/bp/graph';
import { PROCESS_OWNER_OPTIONS } from '../../../../src/schemas/bp/options';
import { bpDefinition } from '../../../../src/schemas/entities/bpDefinition';
import type { Db } from '../../../db/connection';
import { bpExemplars, entityTable } from '../../../db/tables';
import { ApiError, badRequest, insteadOf, notFound, ok, parseOr400, requestLocale } from '../../../http';
import { hooksFor } from '../../../core/entityHooks';
import { entityOperations } from '../../../core/entityRoutes';
import { checkStageCode } from '../../../core/sandbox';
import { CODE_FIELD_LABELS, dryRun, startProcess } from '../../../core/workflow/engine';
import { idBody, recordId } from '../../../core/recordId';
import { writing } from '../../../core/writing';

const read = { access: { key: bpDefinition.access, mode: 'read' } } as const;
const modify = { access: { key: bpDefinition.access, mode: 'modify' } } as const;

/**
 * A definition's stages as saving checks them: the text must read as `{"stages":[…]}`, the graph must
 * hold (one start, every exit to a stage, none unreachable, no loop without a condition) and every
 * code field must compile. Each problem is a 400 on `stages` in the caller's language.
 */
const checkStages = async (request: FastifyRequest, stagesText: unknown, settingsText: unknown): Promise<void> => {
  const locale = requestLocale(request);
  const problems: FieldProblem[] = [];
  if (typeof settingsText === 'string' && settingsText !== '') {
    const settings = parseSettingsText(settingsText, locale);
    if (!settings.ok) problems.push({ path: 'stageSettingsList', code: 'stageProblem', params: { text: settings.message } });
  }
  if (typeof stagesText !== 'string' || stagesText === '') {
    if (problems.length > 0) throw badRequest(problems);
    return;
  }
  const parsed = parseStagesText(stagesText, locale);
  if (!parsed.ok) throw badRequest([...problems, { path: 'stages', code: 'stageProblem', params: { text: parsed.message } }]);
  for (const problem of validateGraph(parsed.stages)) problems.push({ path: 'stages', code: 'stageProblem', params: { text: graphProblemText(problem, parsed.stages, locale) } });
  for (const stage of parsed.stages) {
    const fields = stage.isCondition ? (['conditionCode'] as const) : (['beforeExecution', 'onExecution'] as const);
    for (const field of fields) {
      if (stage[field].trim() === '') continue;
      const error = await checkStageCode(stage[field]);
      if (error) problems.push({ path: 'stages', code: 'stageCodeSyntax', params: { stage: stage.text || stage.id, field: labelText(CODE_FIELD_LABELS[field], locale), detail: error.detail } });
    }
  }
  if (problems.length > 0) throw badRequest(problems);
};

const ownerType = z.enum(PROCESS_OWNER_OPTIONS.map((o) => o.id) as [string, ...string[]]);
const dryRunBody = z.object({
  stages: z.string().max(900_000),
  ownerObjectName: ownerType,
  ownerId: z.number().int().positive().max(2_147_483_647),
});
const exemplarCreate = z.object({ definitionId: z.number().int().positive().max(2_147_483_647), ownerObjectId: z.number().int().positive().max(2_147_483_647) });
const exemplarUpdate = z.object({ id: z.number().int().positive().max(2_147_483_647), status: z.enum(['Active', 'Stopped']) });
const exemplarFilter = z.strictObject({
  definitionId: z.number().int().positive().max(2_147_483_647).optional(),
  ownerObjectName: ownerType.optional(),
  ownerObjectId: z.number().int().positive().max(2_147_483_647).optional(),
  status: z.enum(['Active', 'Stopped', 'Finished']).optional(),
});
const exemplarQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  filter: z.string().max(2000).optional().meta({ description: `A JSON object of ${Object.keys(exemplarFilter.shape).join(', ')}.` }),
});
const tags = ['bp'];

const parseJsonOr400 = (text: string, path: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest([{ path, code: 'malformedJson' }]);
  }
};

/**
 * Process definitions (spec §7: GET /bp_definitions, GET /bp_definition/{id}, POST /bp_definition,
 * PUT /bp_definition, POST /bp_definition/delete — the spec deletes with the create path; ours has
 * its own) through the generic routes: saving checks the stages (the graph and every code field)
 * and refuses an archived definition that would start processes. Running processes keep their copy
 * of the stages when a definition is deleted; they lose only the link to it.
 */
export const bpDefinitionHooks = hooksFor(bpDefinition, {
  beforeCreate: async ({ request }, data) => {
    await checkStages(request, data.stages, data.stageSettingsList);
    if (data.isActive && data.status === 'Archived') throw new ApiError(400, 'definitionArchived');
    return data;
  },
  beforeUpdate: async ({ request }, current, data) => {
    await checkStages(request, data.stages, data.stageSettingsList);
    const next = { ...current, ...data };
    if (next.isActive && next.status === 'Archived') throw new ApiError(400, 'definitionArchived');
    return data;
  },
});

/**
 * Business processes beyond the definitions' generic five: the editor's dry run, and the instances
 * (GET /bp_exemplars with page, limit and a JSON filter, GET /bp_exemplar/{id}, POST /bp_exemplar
 * starts one by hand, PUT /bp_exemplar stops or resumes one, POST /bp_exemplar/delete).
 */
export const businessProcessRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  const definitions = entityOperations(bpDefinition, bpDefinitionHooks.hooks);

  app.post('/api/bp_definition/dry_run', { config: modify, schema: { tags, summary: "Runs a definition's stages on a record without saving anything", body: dryRunBody } }, async (request) => {
    const body = parseOr400(dryRunBody, request.body);
    await checkStages(request, body.stages, '');
    const result = await dryRun(db, { stages: body.stages, ownerType: body.ownerObjectName as 'reclamation', ownerId: body.ownerId, userId: request.user?.id ?? null, locale: requestLocale(request) });
    return ok(result);
  });

  // Instances, spec §7 "the same pattern holds for /bp_exemplars and /bp_exemplar/{id}".
  const exemplarRow = async (tx: Db, exemplarId: number, lock = false) => {
    const query = tx.select().from(bpExemplars).where(eq(bpExemplars.id, exemplarId));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound();
    return row;
  };

  app.get('/api/bp_exemplars', { config: read, schema: { tags, summary: 'Process instances (newest first; a page with its count when page is asked)', querystring: exemplarQuery } }, async (request) => {
    const query = parseOr400(exemplarQuery, request.query);
    const filter = query.filter ? parseOr400(exemplarFilter, parseJsonOr400(query.filter, 'filter')) : {};
    const where = and(
      filter.definitionId === undefined ? undefined : eq(bpExemplars.definitionId, filter.definitionId),
      filter.ownerObjectName === undefined ? undefined : eq(bpExemplars.ownerObjectName, filter.ownerObjectName),
      filter.ownerObjectId === undefined ? undefined : eq(bpExemplars.ownerObjectId, filter.ownerObjectId),
      filter.status === undefined ? undefined : eq(bpExemplars.status, filter.status),
    );
    const page = db.select().from(bpExemplars).where(where).orderBy(desc(bpExemplars.id));
    if (!query.page) return ok(await page);
    const [rows, [{ total }]] = await Promise.all([page.limit(query.limit).offset((query.page - 1) * query.limit), db.select({ total: count() }).from(bpExemplars).where(where)]);
    return ok({ rows, count: total });
  });

  app.get('/api/bp_exemplar/:id', { config: read, schema: { tags, summary: 'A process instance' } }, async (request) => ok(await exemplarRow(db, recordId(request, true))));

  // Starting a process by hand for a record.
  app.post('/api/bp_exemplar', { config: modify, schema: { tags, summary: 'Starts a process for a record by hand', body: exemplarCreate } }, async (request) => {
    const body = parseOr400(exemplarCreate, request.body);
    return writing(db, request, async (tx) => {
      const definition = await definitions
        .getOne(tx, request, body.definitionId)
        .catch(insteadOf(404, () => badRequest([{ path: 'definitionId', code: 'unknownReference' }])));
      const row = await startProcess({ tx, userId: request.user?.id ?? null, locale: requestLocale(request) }, definition, body.ownerObjectId);
      return ok(await exemplarRow(tx, Number(row.id)));
    });
  });

  // A stopped process makes no more tasks: its open task is executed as a plain task. Resuming lets it move on again.
  app.put('/api/bp_exemplar', { config: modify, schema: { tags, summary: 'Stops or resumes a process', body: exemplarUpdate } }, async (request) => {
    const body = parseOr400(exemplarUpdate, request.body);
    return writing(db, request, async (tx) => {
      const current = await exemplarRow(tx, body.id, true);
      if (current.status === 'Finished') throw new ApiError(409, 'processStopped');
      const [row] = await tx.update(bpExemplars).set({ status: body.status, isActive: body.status === 'Active', updatedAt: sql`now()` }).where(eq(bpExemplars.id, body.id)).returning();
      return ok(row);
    });
  });

  // Its tasks stay, as plain tasks.
  app.post('/api/bp_exemplar/delete', { config: modify, schema: { tags, summary: 'Deletes a process instance (its tasks stay, as plain tasks)', body: idBody } }, async (request) => {
    const exemplarId = recordId(request, false);
    return writing(db, request, async (tx) => {
      const row = await exemplarRow(tx, exemplarId, true);
      const tasks = entityTable('task');
      await tx.update(tasks).set({ bpExemplarId: null, stageId: null, updatedAt: sql`now()` }).where(eq(tasks.bpExemplarId, exemplarId));
      await tx.delete(bpExemplars).where(eq(bpExemplars.id, exemplarId));
      return ok(row);
    });
  });
};

