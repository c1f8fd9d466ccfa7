import type { FastifyInstance } from 'fastify';
import { reclamation } from '../../../../src/schemas/entities/reclamation';
import { badRequest, ok } from '../../../http';
import { parsePeriod, periodQuery, reclamationStatistics } from '../statistics';

/**
 * Reclamation statistics (spec §7 "the reclamation screens also offer … statistics"): counts and
 * amounts per status, type, reason, perpetrator and month of the reclamations received in a
 * period (inclusive; default the last 12 months). Client users count only their customers'.
 */
export const statisticsRoutes = async (app: FastifyInstance) => {
  app.get('/api/reclamations/statistics', { config: { access: { key: reclamation.access, mode: 'read' } }, schema: { tags: ['reclamation'], summary: 'Reclamations, their amounts and costs by month over a period', querystring: periodQuery } }, async (request) => {
    const parsed = parsePeriod(request.query as { dateFrom?: unknown; dateTo?: unknown }, new Date());
    if (!parsed.ok) throw badRequest(parsed.problems);
    return ok(await reclamationStatistics(app.db, parsed.period, request.access?.customers));
  });
};
