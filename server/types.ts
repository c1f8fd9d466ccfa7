import type {} from '@fastify/cookie';
import type { Rights, RouteAccess } from './auth/access';
import type { SessionUser } from './auth/sessions';
import type { Config } from './config';
import type { Db } from './db/connection';
import type { Mailer } from './services/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
  }
  interface FastifyRequest {
    /** The signed-in user, set for every route that is not public. */
    user?: SessionUser;
    rights?: Rights;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
