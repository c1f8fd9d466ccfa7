import type {} from '@fastify/cookie';
import type { FastifySchema } from 'fastify';
import type { Access, RouteAccess } from './auth/access';
import type { SessionUser } from './auth/sessions';
import type { EntityDef } from '../src/schemas/core';
import type { Config } from './config';
import type { Db, WriteSource } from './db/connection';
import type { Mailer } from './core/mailer';

/** A registered API route, what it needs and what it declares: the input of the route-sweep test and the OpenAPI document. */
export type ApiRoute = { method: string; url: string; access: RouteAccess; schema?: FastifySchema; rateLimited: boolean; entity?: EntityDef };

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: readonly ApiRoute[];
    db: Db;
    config: Config;
    mailer: Mailer;
  }
  interface FastifyRequest {
    /** The signed-in user, set for every route that is not public. */
    user?: SessionUser;
    /** The user's rights and customer scope, loaded fresh for the request. */
    access?: Access;
    /** Where the request's writes come from when it is not the caller's client (an import's are `import`). */
    writeSource?: WriteSource;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The entity whose fields the body carries: a refused field is then named by its label. */
    entity?: EntityDef;
  }
}
