import { PassThrough } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FieldProblem } from '../../../src/schemas/core';
import type { ReportDefinition } from '../../../src/schemas/reports';
import { REPORTS, reportByModule } from '../../../src/schemas/reports';
import { allows, anyRightOf } from '../../auth/access';
import { reportVariants } from '../../db/tables';
import { ApiError, badRequest, notFound, ok, uniqueName } from '../../http';
import { runReport } from './report/report';
import { writeReportXlsx } from './report/reportXlsx';
import { warsawToday } from '../../core/today';
import { reportSpec } from './report/spec';
import { recordId, recordIdSchema } from '../../core/recordId';

/**
 * Reports (spec §7 "Reports and other"): every report of the registry (src/schemas/reports) as
 * JSON and as .xlsx, at `/api/reports/<module>` and `…/xlsx`, and each user's saved variants.
 *
 * Access: a report needs read on its definition's access key (`reclamations`, `orders`); a client
 * user gets only its customers' rows, as in the lists. Saving a variant is a personal setting
 * (like a column layout), not a change of business data, so read access to the report is enough;
 * a user only ever sees and changes its own variants: another user's id answers 404, as if it did
 * not exist.
 */
const readOf = (definition: ReportDefinition) => ({ access: { key: definition.access, mode: 'read' } }) as const;

const problemsOf = (error: z.ZodError): FieldProblem[] =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || 'body',
    code: issue.message === 'invalidDate' ? 'invalidDate' : issue.input === undefined && issue.code === 'invalid_type' ? 'required' : 'invalid',
  }));

const moduleParam = z.string().regex(/^[A-Za-z0-9_-]{1,50}$/).meta({ description: `The report: ${REPORTS.map((r) => r.module).join(', ')}.` });
const moduleParams = z.object({ module: moduleParam });
const variantParams = moduleParams.extend({ id: recordIdSchema });
const tags = ['reports'];
/** Settings are the screen's own JSON (filters, period, groups); bounded so a variant stays small. */
const MAX_SETTINGS_CHARS = 20_000;
const variantBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    settings: z.record(z.string(), z.unknown()).refine((s) => JSON.stringify(s).length <= MAX_SETTINGS_CHARS, 'invalid'),
  })
  .strict();

export const reportRoutes = async (app: FastifyInstance) => {
  const { db } = app;

  const parseReport = (definition: ReportDefinition, request: FastifyRequest) => {
    const parsed = reportSpec(definition).bodySchema.safeParse(request.body ?? {}, { reportInput: true });
    if (!parsed.success) throw badRequest(problemsOf(parsed.error));
    return parsed.data;
  };

  for (const definition of REPORTS) {
    const config = readOf(definition);
    const body = reportSpec(definition).bodySchema;
    app.post(`/api/reports/${definition.module}`, { config, schema: { tags, summary: `The ${definition.module} report: its groups and sums`, body } }, async (request) =>
      ok(await runReport(db, definition, parseReport(definition, request), request.access?.customers)),
    );

    app.post(`/api/reports/${definition.module}/xlsx`, { config, schema: { tags, summary: `The ${definition.module} report as a workbook`, body, answer: { file: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] } } }, async (request, reply) => {
      // The queries run first, so a failure is still an ordinary JSON error; then the file streams.
      const result = await runReport(db, definition, parseReport(definition, request), request.access?.customers, definition.limits.export);
      const stream = new PassThrough();
      writeReportXlsx(stream, definition, result).catch((error: unknown) => {
        request.log.error(error);
        stream.destroy(error as Error);
      });
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${definition.fileName}-${warsawToday()}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(stream);
    });
  }

  // Saved variants of a report, per user. The routes take the module as a parameter, so they
  // need the read right of one report's module; each call then checks that report's own key.
  const readSome = anyRightOf(REPORTS, 'read');
  const moduleOf = (request: FastifyRequest): string => {
    const parsed = moduleParams.shape.module.safeParse((request.params as { module?: unknown }).module);
    if (!parsed.success) throw badRequest([{ path: 'module', code: 'invalid' }]);
    const definition = reportByModule(parsed.data);
    if (!definition) throw notFound();
    if (!request.access || !allows(request.access.rights, definition.access, 'read')) throw new ApiError(403, 'forbidden');
    return definition.module;
  };
  const bodyOf = (request: FastifyRequest) => {
    const parsed = variantBody.safeParse(request.body, { reportInput: true });
    if (!parsed.success) throw badRequest(problemsOf(parsed.error));
    return parsed.data;
  };
  const userId = (request: FastifyRequest) => {
    if (!request.user) throw new ApiError(401, 'unauthorized');
    return request.user.id;
  };
  const ownVariant = (request: FastifyRequest, id: number) =>
    and(eq(reportVariants.id, id), eq(reportVariants.user_id, userId(request)), eq(reportVariants.report_module, moduleOf(request)));
  const columns = { id: reportVariants.id, report_module: reportVariants.report_module, name: reportVariants.name, settings: reportVariants.settings, createdAt: reportVariants.createdAt };

  app.get('/api/reports/:module/variants', { config: readSome, schema: { tags, summary: "The caller's saved variants of a report", params: moduleParams } }, async (request) => {
    const reportModule = moduleOf(request);
    const rows = await db
      .select(columns)
      .from(reportVariants)
      .where(and(eq(reportVariants.user_id, userId(request)), eq(reportVariants.report_module, reportModule)))
      .orderBy(asc(reportVariants.name), asc(reportVariants.id));
    return ok(rows);
  });

  app.post('/api/reports/:module/variants', { config: readSome, schema: { tags, summary: 'Saves a variant of a report for the caller', params: moduleParams, body: variantBody } }, async (request) => {
    const reportModule = moduleOf(request);
    const body = bodyOf(request);
    const [row] = await uniqueName(() => db.insert(reportVariants).values({ user_id: userId(request), report_module: reportModule, ...body }).returning(columns));
    return ok(row);
  });

  app.put('/api/reports/:module/variants/:id', { config: readSome, schema: { tags, summary: "Changes a caller's variant", params: variantParams, body: variantBody } }, async (request) => {
    moduleOf(request);
    const id = recordId(request, true);
    const body = bodyOf(request);
    const [row] = await uniqueName(() => db.update(reportVariants).set(body).where(ownVariant(request, id)).returning(columns));
    if (!row) throw notFound();
    return ok(row);
  });

  app.delete('/api/reports/:module/variants/:id', { config: readSome, schema: { tags, summary: "Deletes a caller's variant", params: variantParams } }, async (request) => {
    moduleOf(request);
    const [row] = await db.delete(reportVariants).where(ownVariant(request, recordId(request, true))).returning(columns);
    if (!row) throw notFound();
    return ok(row);
  });
};
