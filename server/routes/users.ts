import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseListQuery } from '../../src/schemas/core/listQuery';
import { parseBody } from '../../src/schemas/core/validation';
import { user as userEntity } from '../../src/schemas/entities/user';
import { hashPassword } from '../auth/passwords';
import { endUserSessions } from '../auth/sessions';
import { ApiError, badRequest, ok } from '../http';
import { entityRouteSchema } from '../openapi';
import { entityStore } from '../services/entityStore';
import { recordId } from './recordId';

const read = { access: { key: userEntity.access, mode: 'read' } } as const;
const modify = { access: { key: userEntity.access, mode: 'modify' } } as const;

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

  app.get(`/api${endpoints.getOne.path}`, { config: read, schema: entityRouteSchema(userEntity, 'getOne') }, async (request) => ok(await store.getOne(userEntity, recordId(request, true))));

  app.post(`/api${endpoints.create.path}`, { config: { ...modify, entity: userEntity }, schema: entityRouteSchema(userEntity, 'create') }, async (request) => ok(await store.create(userEntity, await storable(request, 'create'))));

  app.put(`/api${endpoints.update.path}`, { config: { ...modify, entity: userEntity }, schema: entityRouteSchema(userEntity, 'update') }, async (request) => {
    const id = recordId(request, false);
    const data = await storable(request, 'update');
    if (data.user_status !== undefined && data.user_status !== 1) notSelf(request, id);
    return app.db.transaction(async (tx) => {
      const row = await entityStore(tx).update(userEntity, id, data);
      if (row.user_status !== 1 || data.passwordHash) await endUserSessions(tx, id);
      return ok(row);
    });
  });

  app.post(`/api${endpoints.delete.path}`, { config: modify, schema: entityRouteSchema(userEntity, 'delete') }, async (request) => {
    const id = recordId(request, false);
    notSelf(request, id);
    // Sessions, tokens and group memberships go with the user (ON DELETE CASCADE).
    return ok(await store.remove(userEntity, id));
  });
};
