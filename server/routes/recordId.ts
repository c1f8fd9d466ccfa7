import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http';

/** The record id of a call: from the path when the endpoint has `:id`, else from the body. */
export const recordId = (request: FastifyRequest, fromPath: boolean): number => {
  const raw = fromPath ? (request.params as { id?: string }).id : (request.body as { id?: unknown } | null)?.id;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new ApiError(400, 'badRequest', [{ path: 'id', code: raw === undefined ? 'required' : 'invalid' }]);
  }
  return id;
};
