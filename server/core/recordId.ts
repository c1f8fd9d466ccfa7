import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** A record's version as a change names it: a whole number from 1. */
const versionSchema = z.union([z.int(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.int().min(1).max(2_147_483_647));

/**
 * The version of the record a change is made to: `If-Match: "<version>"` (weak or bare digits
 * too; `*` names none), else `version` in its JSON body. Undefined when the call names none: it
 * changes the record as it is (older integrations); the portal always names it.
 */
export const expectedVersion = (request: FastifyRequest): number | undefined => {
  const header = request.headers['if-match'];
  if (header !== undefined && header.trim() !== '*') {
    const tag = header.split(',')[0].trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
    const parsed = versionSchema.safeParse(tag);
    if (!parsed.success) throw new ApiError(400, 'badRequest', [{ path: 'If-Match', code: 'invalid' }]);
    return parsed.data;
  }
  const body = request.body;
  const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as { version?: unknown }).version : undefined;
  if (raw === undefined || raw === null) return undefined;
  const parsed = versionSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(400, 'badRequest', [{ path: 'version', code: 'invalid' }]);
  return parsed.data;
};

/** The record's version as an entity tag (`ETag: "<version>"`). */
export const versionTag = (record: { version?: unknown }): string | undefined => (typeof record.version === 'number' ? `"${record.version}"` : undefined);

/** A get-one's record, its version sent as the answer's ETag. */
export const tagged = <T extends object>(reply: FastifyReply, record: T): T => {
  const tag = versionTag(record as { version?: unknown });
  if (tag) void reply.header('ETag', tag);
  return record;
};
