import { PassThrough } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FieldProblem } from '../../src/schemas/core';
import { reportVariants } from '../db/tables';
import { ApiError, badRequest, notFound, ok } from '../http';
import { reclamationReport } from '../services/reports/reclamationReport';
import { writeReportXlsx } from '../services/reports/reclamationXlsx';
import { EXPORT_DETAIL_LIMIT, reportBodySchema } from '../services/reports/spec';
import { recordId } from './recordId';

/**
 * Reports (spec §7 "Reports and other"): the reclamation report as JSON and as .xlsx, and each
 * user's saved report variants.
 *
 * Access: everything here needs `reclamations` read. A client user gets only its customers'
 * reclamations, as in the list. Saving a variant is a personal setting (like a column layout),
 * not a change of business data, so read access is enough; a user only ever sees and changes its
 * own variants: another user's id answers 404, as if it did not exist.
 */
const read = { access: { key: 'reclamations', mode: 'read' } } as const;

const problemsOf = (error: z.ZodError): FieldProblem[] =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || 'body',
    code: issue.message === 'invalidDate' ? 'invalidDate' : issue.input === undefined && issue.code === 'invalid_type' ? 'required' : 'invalid',
  }));

const moduleParam = z.string().regex(/^[A-Za-z0-9_-]{1,50}$/);
/** Settings are the screen's own JSON (filters, period, groups); bounded so a variant stays small. */
const MAX_SETTINGS_CHARS = 20_000;
const variantBody = z
  .object({
    name: z.string().trim().min(1).max(100),
    settings: z.record(z.string(), z.unknown()).refine((s) => JSON.stringify(s).length <= MAX_SETTINGS_CHARS, 'invalid'),
  })
  .strict();

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** Today in Poland as YYYY-MM-DD, for the file name. */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

export const reportRoutes = async (app: FastifyInstance) => {
  const { db } = app;

  const parseReport = (request: FastifyRequest) => {
    const parsed = reportBodySchema.safeParse(request.body ?? {}, { reportInput: true });
    if (!parsed.success) throw badRequest(problemsOf(parsed.error));
    return parsed.data;
  };

  app.post('/api/reports/reclamations', { config: read }, async (request) =>
    ok(await reclamationReport(db, parseReport(request), request.access?.customers)),
  );

  app.post('/api/reports/reclamations/xlsx', { config: read }, async (request, reply) => {
    // The queries run first, so a failure is still an ordinary JSON error; then the file streams.
    const result = await reclamationReport(db, parseReport(request), request.access?.customers, EXPORT_DETAIL_LIMIT);
    const stream = new PassThrough();
    writeReportXlsx(stream, result).catch((error: unknown) => {
      request.log.error(error);
      stream.destroy(error as Error);
    });
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="raport-reklamacji-${today()}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  // Saved variants of a report, per user.
  const moduleOf = (request: FastifyRequest): string => {
    const parsed = moduleParam.safeParse((request.params as { module?: unknown }).module);
    if (!parsed.success) throw badRequest([{ path: 'module', code: 'invalid' }]);
    return parsed.data;
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
  const saving = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, 'duplicate', [{ path: 'name', code: 'duplicate' }]);
      throw error;
    }
  };
  const columns = { id: reportVariants.id, report_module: reportVariants.report_module, name: reportVariants.name, settings: reportVariants.settings, createdAt: reportVariants.createdAt };

  app.get('/api/reports/:module/variants', { config: read }, async (request) => {
    const rows = await db
      .select(columns)
      .from(reportVariants)
      .where(and(eq(reportVariants.user_id, userId(request)), eq(reportVariants.report_module, moduleOf(request))))
      .orderBy(asc(reportVariants.name), asc(reportVariants.id));
    return ok(rows);
  });

  app.post('/api/reports/:module/variants', { config: read }, async (request) => {
    const reportModule = moduleOf(request);
    const body = bodyOf(request);
    const [row] = await saving(() => db.insert(reportVariants).values({ user_id: userId(request), report_module: reportModule, ...body }).returning(columns));
    return ok(row);
  });

  app.put('/api/reports/:module/variants/:id', { config: read }, async (request) => {
    const id = recordId(request, true);
    const body = bodyOf(request);
    const [row] = await saving(() => db.update(reportVariants).set(body).where(ownVariant(request, id)).returning(columns));
    if (!row) throw notFound();
    return ok(row);
  });

  app.delete('/api/reports/:module/variants/:id', { config: read }, async (request) => {
    const [row] = await db.delete(reportVariants).where(ownVariant(request, recordId(request, true))).returning(columns);
    if (!row) throw notFound();
    return ok(row);
  });
};
