import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AnalysisDefinition } from '../../../src/schemas/analytics';
import { ANALYSES, DASHBOARDS_ACCESS, isMonth, MAX_PERIOD_DAYS, periodProblems, TREND_FIGURES } from '../../../src/schemas/analytics';
import type { Db } from '../../db/connection';
import { badRequest, ok, parseOr400 } from '../../http';
import type { AnalysisInput } from './analytics/analysis';
import { analysisRecords, runAnalysis } from './analytics/analysis';
import type { KpiCaller } from './analytics/kpi';
import { accountingKpis, trendRecords } from './analytics/kpi';
import { writeAnalysisXlsx } from './analytics/xlsx';
import { warsawToday } from '../../core/today';
import { taskVisibility } from '../../core/workflow/visibility';

/**
 * The Dashboards section (spec §2, §7 "Reports and other"): the six analyses at their spec paths
 * (`GET /api/enova/…?dateFrom&dateTo&groupBy`), each also as .xlsx (`…/xlsx`) and with the records
 * behind one group (`…/records?key=`, a drill-down), and the default dashboard's figures
 * (`GET /api/dashboard/accounting`, with each figure's trend over the last 12 months, and the
 * records behind a month of a trend: `…/records?figure&month`). All need read on `dashboards`
 * (staff only); a period is two days, from ≤ to, at most MAX_PERIOD_DAYS days, else 400.
 */
const read = { access: { key: DASHBOARDS_ACCESS, mode: 'read' } } as const;
const day = z.string().max(10);

const buildQuery = (definition: AnalysisDefinition) =>
  z.object({
    dateFrom: day.optional(),
    dateTo: day.optional(),
    groupBy: z.enum(definition.dimensions as [string, ...string[]]).optional(),
    key: z.string().max(20).optional(),
  });
const querySchemas = new Map<AnalysisDefinition, ReturnType<typeof buildQuery>>();
/** An analysis's query: one schema a definition, the one its routes declare and validate with. */
const querySchema = (definition: AnalysisDefinition) => {
  const known = querySchemas.get(definition) ?? buildQuery(definition);
  querySchemas.set(definition, known);
  return known;
};
const tags = ['dashboards'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const inputOf = (definition: AnalysisDefinition, request: FastifyRequest): AnalysisInput & { key?: string } => {
  const query = parseOr400(querySchema(definition), request.query);
  const problems = periodProblems(query);
  if (problems.length > 0) throw badRequest(problems.map((p) => ({ ...p, params: p.code === 'periodTooLong' ? { max: MAX_PERIOD_DAYS } : undefined })));
  return {
    period: { dateFrom: query.dateFrom!, dateTo: query.dateTo! },
    groupBy: (query.groupBy ?? definition.dimensions[0]) as AnalysisInput['groupBy'],
    key: query.key,
  };
};

/** The records behind a point of the default dashboard's trends: a figure and a month 'YYYY-MM'. */
const trendRecordsQuery = z.object({
  figure: z.enum(TREND_FIGURES),
  month: z.string().refine(isMonth, { params: { code: 'invalidMonth' } }),
});

/** Today in Poland, the moment, the tasks the caller sees (as the task list) and, for a client user, its customers. */
const kpiCaller = async (db: Db, request: FastifyRequest, withTasks = true): Promise<KpiCaller> => ({
  today: warsawToday(),
  now: new Date(),
  tasks: withTasks ? await taskVisibility(db, request) : undefined,
  customers: request.access?.customers,
});

export const analyticsRoutes = async (app: FastifyInstance) => {
  const { db } = app;
  for (const definition of ANALYSES) {
    app.get(`/api${definition.api}`, { config: read, schema: { tags, summary: `An analysis (${definition.api}) over a period, by a dimension`, querystring: querySchema(definition) } }, async (request) => ok(await runAnalysis(db, definition, inputOf(definition, request), request.access?.customers)));

    app.get(`/api${definition.api}/xlsx`, { config: read, schema: { tags, summary: `An analysis (${definition.api}) as a workbook`, querystring: querySchema(definition), answer: { file: [XLSX] } } }, async (request, reply) => {
      // The queries run first, so a failure is still an ordinary JSON error; then the file streams.
      const answer = await runAnalysis(db, definition, inputOf(definition, request), request.access?.customers);
      const stream = new PassThrough();
      writeAnalysisXlsx(stream, definition, answer).catch((error: unknown) => {
        request.log.error(error);
        stream.destroy(error as Error);
      });
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${definition.fileName}-${answer.period.dateFrom}-${answer.period.dateTo}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(stream);
    });

    // A group's key as the answer gives it: an id, a month 'YYYY-MM', or absent for "not set".
    app.get(`/api${definition.api}/records`, { config: read, schema: { tags, summary: `The records behind one group (key) of an analysis (${definition.api})`, querystring: querySchema(definition) } }, async (request) => {
      const input = inputOf(definition, request);
      return ok(await analysisRecords(db, definition, input, input.key ?? null, request.access?.customers));
    });
  }

  app.get('/api/dashboard/accounting', { config: read, schema: { tags, summary: "The accounting dashboard's figures, each with its trend over the last 12 months" } }, async (request) => ok(await accountingKpis(db, await kpiCaller(db, request))));

  app.get(
    '/api/dashboard/accounting/records',
    { config: read, schema: { tags, summary: "The ids of the records behind a month of a dashboard figure's trend, newest first (at most 500)", querystring: trendRecordsQuery } },
    async (request) => {
      const { figure, month } = parseOr400(trendRecordsQuery, request.query);
      return ok(await trendRecords(db, await kpiCaller(db, request, figure === 'overdueTasks'), figure, month));
    },
  );
};
