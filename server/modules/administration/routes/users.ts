import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseListQuery } from '../../../../src/schemas/core/listQuery';
import { parseBody } from '../../../../src/schemas/core/validation';
import { user as userEntity } from '../../../../src/schemas/entities/user';
import { hashPassword } from '../../../auth/passwords';
import { CLIENT_USER } from '../../../auth/access';
import { endUserSessions, publicUserByEmail } from '../../../auth/sessions';
import { ApiError, badRequest, notFound, ok, parseOr400 } from '../../../http';
import { entityRouteSchema } from '../../../openapi';
import { entityStore } from '../../../core/entityStore';
import { expectedVersion, recordId, tagged } from '../../../core/recordId';
import { writing } from '../../../core/writing';

const read = { access: { key: userEntity.access, mode: 'read' } } as const;
const modify = { access: { key: userEntity.access, mode: 'modify' } } as const;

/** A user's name in `GET /users/{username}`: the e-mail it signs in with. */
const usernameParams = z.object({ username: z.string().trim().min(1).max(254) });

/**
 * Users (spec §7): the generic store reads and writes the `users` table through the user
 * schema, with the parts only users have: the password is hashed, the e-mail kept in lower
 * case, and switching a user off or deleting it ends its sessions at once.
 */
export const userRoutes = async (app: FastifyInstance) => {
  const store = entityStore(app.db);
  const { endpoints } = userEntity;

  /** Schema-validated body with the password turned into its hash. */
  const storable = async (request: FastifyRequest, mode: 'create' | 'update'): Promise<Record<string, unknown>> => {
    const parsed = parseBody(userEntity, mode, request.body);
    if (!parsed.ok) throw badRequest(parsed.problems);
    const { password, email, ...rest } = parsed.data;
    return {
      ...rest,
      ...(typeof email === 'string' ? { email: email.toLowerCase() } : {}),
      ...(typeof password === 'string' ? { passwordHash: await hashPassword(password) } : {}),
    };
  };

  const notSelf = (request: FastifyRequest, id: number) => {
    if (request.user?.id === id) throw new ApiError(400, 'selfLockout');
  };

  app.get(`/api${endpoints.list.path}`, { config: read, schema: entityRouteSchema(userEntity, 'list') }, async (request) => {
    const parsed = parseListQuery(userEntity, request.query as Record<string, unknown>);
    if (!parsed.ok) throw badRequest(parsed.problems);
    const result = await store.list(userEntity, parsed.query);
    return ok(parsed.query.page ? result : result.rows);
  });

  app.get(`/api${endpoints.getOne.path}`, { config: read, schema: entityRouteSchema(userEntity, 'getOne') }, async (request, reply) => ok(tagged(reply, await store.getOne(userEntity, recordId(request, true)))));

  // Spec §7 "GET /users/{username}; cached": a user's public data (as login and the session answer
  // it, never the password hash) by the e-mail it signs in with. Staff read anyone's; a client user
  // only its own (anyone else's is 403 whether it exists or not). The browser may keep it a minute.
  app.get('/api/users/:username', { config: { access: 'signedIn' }, schema: { tags: ['users'], summary: "A user's public data by the e-mail it signs in with (a client user: its own only)", params: usernameParams } }, async (request, reply) => {
    const { username } = parseOr400(usernameParams, request.params);
    const own = username.toLowerCase() === request.user?.email.toLowerCase();
    if (!own && request.user?.user_type === CLIENT_USER) throw new ApiError(403, 'forbidden');
    const found = await publicUserByEmail(app.db, username);
    if (!found) throw notFound();
    reply.header('cache-control', 'private, max-age=60').header('vary', 'cookie');
    return ok(found);
  });

  app.post(`/api${endpoints.create.path}`, { config: { ...modify, entity: userEntity }, schema: entityRouteSchema(userEntity, 'create') }, async (request) => {
    const data = await storable(request, 'create');
    return ok(await writing(app.db, request, (tx) => entityStore(tx).create(userEntity, data)));
  });

  app.put(`/api${endpoints.update.path}`, { config: { ...modify, entity: userEntity }, schema: entityRouteSchema(userEntity, 'update') }, async (request) => {
    const id = recordId(request, false);
    const data = await storable(request, 'update');
    if (data.user_status !== undefined && data.user_status !== 1) notSelf(request, id);
    return writing(app.db, request, async (tx) => {
      const row = await entityStore(tx).update(userEntity, id, data, undefined, expectedVersion(request));
      if (row.user_status !== 1 || data.passwordHash) await endUserSessions(tx, id);
      return ok(row);
    });
  });

  app.post(`/api${endpoints.delete.path}`, { config: modify, schema: entityRouteSchema(userEntity, 'delete') }, async (request) => {
    const id = recordId(request, false);
    notSelf(request, id);
    // Sessions, tokens and group memberships go with the user (ON DELETE CASCADE).
    return ok(await writing(app.db, request, (tx) => entityStore(tx).remove(userEntity, id, undefined, expectedVersion(request))));
  });
};
