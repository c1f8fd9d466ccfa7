import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connection';
import { actingAs } from '../db/connection';
import { requestSource } from '../http';

/**
 * A request's writes as one transaction, made for its caller: every record it changes is stamped
 * with the caller (`updated_by`) and the source of the call (the portal or the API).
 */
export const writing = <T>(db: Db, request: FastifyRequest, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await actingAs(tx, request.user?.id ?? null, requestSource(request));
    return work(tx);
  });
