import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import type { SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify';
import Fastify from 'fastify';
import './types';
import { loadAccess, routeAllows } from './auth/access';
import { sessionCaller } from './auth/sessions';
import type { Config } from './config';
import type { ApiRoute } from './types';
import type { Db } from './db/connection';
import { unsafeInput } from '../src/schemas/core';
import { isDatabaseUnavailable, loggableError } from './db/faults';
import { ApiError, badRequest, sendError } from './http';
import { components, declaredRoute, openApiPaths } from './openapi';
import { hookRegistry } from './core/entityHooks';
import { auditRoutes } from './core/auditRoutes';
import { entityRoutes } from './core/entityRoutes';
import { bulkRoutes } from './core/bulkRoutes';
import { changeHub, eventRoutes } from './core/events';
import { exportRoutes } from './core/exportRoutes';
import { importRoutes } from './core/import/importRoutes';
import { listViewRoutes } from './core/listViewRoutes';
import { presenceRoutes } from './core/presenceRoutes';
import { modules } from './modules';
import { fileRoutes } from './core/files/routes';
import { healthRoutes } from './core/healthRoutes';
import { searchRoutes } from './core/searchRoutes';
import { versionRoutes } from './core/versionRoutes';
import { MAX_FILE_SIZE, MAX_FILE_SIZE_TEXT, MAX_FILES } from './core/files/fileTypes';
import type { Mailer } from './core/mailer';
import { systemMailer } from './core/mailer';
import { createJobs } from './core/jobs';
import { clientPage } from './clientPage';

export type AppOptions = {
  db: Db;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  /** The built client (`dist/`), served at `/` when present. */
  clientDir?: string;
};

const fastifyErrorCode = (error: FastifyError): ApiError => {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'malformedJson');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(400, 'badRequest');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'bodyTooLarge', [], { max: '1 MB' });
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'fileTooLarge', [], { max: MAX_FILE_SIZE_TEXT });
    case 'FST_FILES_LIMIT':
      return new ApiError(413, 'tooManyFiles', [], { max: MAX_FILES });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(400, 'notMultipart');
    default:
      if (error.statusCode === 429) return new ApiError(429, 'tooManyAttempts');
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return new ApiError(error.statusCode, 'badRequest');
      return new ApiError(500, 'unexpected');
  }
};

/** Keys no log line may show the value of, at any of the first levels. */
const SECRET_KEYS = ['password', 'passwordHash', 'token', 'cookie', 'authorization', 'set-cookie'];
const REDACTED = SECRET_KEYS.flatMap((key) => [`["${key}"]`, `*["${key}"]`, `*.*["${key}"]`, `*.*.*["${key}"]`]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A JSON body's largest size (files come as multipart, with their own limits). */
const BODY_LIMIT = 1024 * 1024;

/**
 * Whether a request comes from the portal's own origin. `Origin` must be the public address's
 * origin or the address the request was sent to (its `Host`: the portal reached by another name);
 * without `Origin`, a browser's `Sec-Fetch-Site` must say same-origin or none (typed in). Requests
 * with neither header are not from a browser page (scripts, other servers) and pass.
 */
export const sameOrigin = (request: FastifyRequest, publicUrl: string): boolean => {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return false;
    }
    return origin === new URL(publicUrl).origin || host === request.headers.host;
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
};

/** The longest path parameter: an e-mail (`GET /users/{username}`, up to 254 characters) percent-encoded. */
const MAX_PARAM_LENGTH = 1000;

/** The whole server: used by `main` and, with their own database, by the tests. */
export const buildApp = async ({ db, config, logger = true, mailer, clientDir }: AppOptions) => {
  const app = Fastify({
    logger: logger && { ...(logger === true ? {} : logger), redact: { paths: REDACTED, censor: '[redacted]' } },
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('mailer', mailer ?? systemMailer(process.env, config.publicUrl, app.log));
  // The job queue starts once every route has declared its jobs, and stops with the server.
  app.decorate('jobs', createJobs(db, app.log));
  app.addHook('onReady', async () => {
    // The server serves without its database (503s) and without the queue: a queue that cannot
    // start now starts with the first job sent once the database is back.
    await app.jobs.start().catch((error: unknown) => app.log.error({ err: error instanceof Error ? error.message : String(error) }, 'The job queue did not start; it starts with the next job'));
  });
  app.addHook('onClose', () => app.jobs.stop());

  // Route schemas are zod, for the OpenAPI document (server/openapi.ts); the handlers validate with them.
  app.setValidatorCompiler(() => () => true);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: MAX_FILE_SIZE, files: MAX_FILES, fields: 10, fieldSize: 64 * 1024, parts: MAX_FILES + 10 } });
  // Every API route declares its access and (server/openapi.ts) its input; the server does not
  // start with one that does not. This hook comes before @fastify/swagger's.
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push(declaredRoute(route, method));
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Zaplecze API',
        version: '1.0.0',
        description:
          "Every path is under /api. Success: `{ httpStatus: 200, responseData }` (unless a route says otherwise); a refusal: `{ httpStatus, code, message, errors: [{ path, code, message }] }`, its message in the language of `Accept-Language` (Polish by default). Writes from a browser page must come from the portal's own origin.",
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The portal itself' }],
      security: [{ session: [] }],
    },
    // The operations are built from the routes' declarations (server/openapi.ts), not by the plugin.
    transform: ({ url }) => ({ schema: { hide: true }, url }),
    transformObject: (document) => ({ ...('openapiObject' in document ? document.openapiObject : {}), components, paths: openApiPaths(apiRoutes) }) as ReturnType<SwaggerTransformObject>,
  });

  // A state-changing call must come from the portal's own pages (CSRF): see sameOrigin.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api') && !SAFE_METHODS.has(request.method) && !sameOrigin(request, config.publicUrl)) {
      throw new ApiError(403, 'crossOrigin');
    }
  });

  // The session and the route's right, before anything of the request is read: its body is parsed
  // (malformed JSON, too large), its input checked (unsafeInput below) and a multipart body read
  // (in the handlers) only for a caller who may use the route, so a caller who may not gets 401 or
  // 403 whatever it sends, and learns nothing of what the route takes.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const caller = await sessionCaller(db, request);
    if (!caller) throw new ApiError(401, 'unauthorized');
    request.user = caller.user;
    request.access = await loadAccess(db, caller.user, caller.settings);
    if (!routeAllows(request.access.rights, access)) throw new ApiError(403, 'forbidden');
  });

  // API answers carry personal data: no browser or proxy keeps them, unless a route said otherwise.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // Text PostgreSQL cannot store and absurd nesting are refused for every route, before any handler.
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api')) return;
    for (const input of [request.params, request.query, request.body]) {
      const problem = unsafeInput(input);
      if (problem) {
        const { entity } = request.routeOptions.config;
        throw badRequest([{ ...problem, label: entity && Object.hasOwn(entity.fields, problem.path) ? entity.fields[problem.path].label : undefined }]);
      }
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = error instanceof ApiError ? error : isDatabaseUnavailable(error) ? new ApiError(503, 'databaseUnavailable') : fastifyErrorCode(error);
    if (apiError.status >= 500) request.log.error({ err: loggableError(error) }, apiError.code);
    return sendError(request, reply, apiError);
  });

  await app.register(healthRoutes);
  // Every entity's five generic routes, with the hooks its module declares; then each module's own routes.
  const hooks = hookRegistry(modules);
  await app.register(entityRoutes(hooks));
  await app.register(auditRoutes(hooks));
  await app.register(listViewRoutes);
  await app.register(presenceRoutes(hooks));
  await app.register(bulkRoutes(hooks));
  await app.register(exportRoutes(hooks));
  await app.register(importRoutes(hooks));
  await app.register(eventRoutes(changeHub(db, hooks, (error) => app.log.error(error))));
  for (const module of modules) if (module.routes) await app.register(module.routes);
  await app.register(versionRoutes);
  await app.register(fileRoutes);
  await app.register(searchRoutes);
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  const client = clientDir && existsSync(path.join(clientDir, 'index.html')) ? clientDir : undefined;
  const page = clientPage(client ?? '.');
  if (client) {
    await app.register(fastifyStatic, {
      root: path.resolve(client),
      wildcard: false,
      index: false,
      // The build writes each script's brotli and gzip forms beside it (vite.config.ts).
      preCompressed: true,
      // A built script's name carries a hash of its content: browsers keep it for a year without
      // asking again. index.html names the current ones and is asked for every time (no-cache).
      setHeaders: (reply, file) => {
        if (/[\\/]assets[\\/]/.test(file)) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else if (/[\\/]index\.html$/.test(file)) reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // A built file that is not there (an old tab asking for a script of the previous build) is a
    // 404, not the client's page in the script's place.
    if (request.url.startsWith('/api') || request.url.startsWith('/assets/') || !client || request.method !== 'GET') {
      return sendError(request, reply, new ApiError(404, 'routeNotFound'));
    }
    // Browser-history routing: every screen path is answered with the client's page, which names
    // the texts of the language the client will choose (it depends on the cookie and the browser's
    // languages) and is checked again every time.
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .send(await page(request));
  });

  return app;
};
