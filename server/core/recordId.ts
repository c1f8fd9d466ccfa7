import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../http';

/**
 * A record's id as a call carries it: a whole number from 1 to 2147483647 (an `integer` column),
 * in a body as a number or its digits, in a path as its digits. The OpenAPI document describes
 * every `:id` with it.
 */
export const recordIdSchema = z
  .union([z.int(), z.string().regex(/^\d+$/).transform(Number)])
  .pipe(z.int().min(1).max(2_147_483_647))
  .meta({ description: 'A record id: a whole number from 1 to 2147483647 (or its digits)' });

/** The record id of a call: from the path when the endpoint has `:id`, else from the body. */
export const recordId = (request: FastifyRequest, fromPath: boolean): number => {
  const raw = fromPath ? (request.params as { id?: string }).id : (request.body as { id?: unknown } | null)?.id;
  const parsed = recordIdSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, 'badRequest', [{ path: 'id', code: raw === undefined ? 'required' : 'invalid' }]);
  return parsed.data;
};

/** The body of a call that names one record by its id (deletes and changes of the legacy calls). */
export const idBody = z.object({ id: recordIdSchema });
