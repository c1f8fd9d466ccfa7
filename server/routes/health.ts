import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http';

export const healthRoutes = async (app: FastifyInstance) => {
  app.get('/api/health', { config: { access: 'public' } }, async () => {
    await app.db.execute(sql`SELECT 1`);
    return ok({ status: 'ok', database: 'ok' });
  });
};
