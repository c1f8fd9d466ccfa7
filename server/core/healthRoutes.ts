import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http';

/** Up when a query works: 200 with the database's state, else 503 (the process itself goes on). */
export const healthRoutes = async (app: FastifyInstance) => {
  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['health'], summary: 'Whether the server and its database are up (503 while the database is not)', answer: { data: { type: 'object', properties: { status: { const: 'ok' }, database: { const: 'ok' } } } } } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`SELECT 1`);
      return ok({ status: 'ok', database: 'ok' });
    } catch {
      return reply.status(503).send({ httpStatus: 503, responseData: { status: 'degraded', database: 'unavailable' } });
    }
  });
};
