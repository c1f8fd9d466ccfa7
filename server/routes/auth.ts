import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isStorableText } from '../../src/schemas/core';
import { allAccessKeys } from '../../src/schemas/modules';
import { allows } from '../auth/access';
import { checkPassword, hashPassword, MIN_PASSWORD_LENGTH } from '../auth/passwords';
import { endSession, endUserSessions, findUserByEmail, newToken, sha256, startSession } from '../auth/sessions';
import { authTokens, users } from '../db/tables';
import { ApiError, ok } from '../http';

const TOKEN_LIFETIME_MS = { confirm: 48 * 3600_000, reset: 3600_000 } as const;

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));
/** An address only looked up (login, forgotten password): any text the database can compare. */
const lookupEmail = z.string().trim().toLowerCase().max(254).refine(isStorableText);
const password = z.string().min(MIN_PASSWORD_LENGTH).max(200);

/** Parses a body with zod, turning its issues into the API's 400. */
const parse = <T extends z.ZodType>(schema: T, request: FastifyRequest): z.infer<T> => {
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'badRequest');
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw new ApiError(
    400,
    'badRequest',
    result.error.issues.map((issue) => {
      const path = issue.path.map(String).join('.');
      if (issue.code === 'invalid_type') return { path, code: 'required' as const };
      if (path === 'password' && issue.code === 'too_small') return { path, code: 'weakPassword' as const, params: { min: MIN_PASSWORD_LENGTH } };
      if (path === 'email') return { path, code: 'invalidEmail' as const };
      return { path, code: 'invalid' as const };
    }),
  );
};

/** Signs in, registers, confirms accounts and resets passwords (spec §7 "Session and users"). */
export const authRoutes = async (app: FastifyInstance) => {
  const { db, config, mailer } = app;

  const issueToken = async (userId: number, kind: 'confirm' | 'reset') => {
    const token = newToken();
    await db.insert(authTokens).values({ userId, kind, tokenHash: sha256(token), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[kind]) });
    return token;
  };

  /** Uses up a live token of a kind; the same token never works twice. */
  const redeemToken = async (token: string, kind: 'confirm' | 'reset') => {
    const [row] = await db
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.kind, kind), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date())))
      .returning({ userId: authTokens.userId });
    if (!row) throw new ApiError(400, 'tokenInvalid');
    return row.userId;
  };

  const loginLimit = { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } };

  app.post('/api/user/login', { config: { access: 'public', ...loginLimit } }, async (request, reply) => {
    const body = parse(z.object({ email: lookupEmail, password: z.string().max(200) }), request);
    const user = await findUserByEmail(db, body.email);
    if (!(await checkPassword(user?.passwordHash, body.password)) || !user) throw new ApiError(401, 'loginInvalid');
    if (user.user_status !== 1) throw new ApiError(403, 'accountInactive');
    await endSession(db, request, reply);
    await startSession(db, reply, user.id, config.secureCookies);
    await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    const { passwordHash: _, ...result } = user;
    return result;
  });

  app.post('/api/user/logout', { config: { access: 'public' } }, async (request, reply) => {
    await endSession(db, request, reply);
    return ok(true);
  });

  app.get('/api/user/session', { config: { access: 'signedIn' } }, async (request) => ({ result: request.user }));

  app.post('/api/user/signup', { config: { access: 'public', ...loginLimit } }, async (request) => {
    const body = parse(z.object({ name: z.string().trim().min(1).max(200).refine(isStorableText), email, password }), request);
    if (await findUserByEmail(db, body.email)) {
      throw new ApiError(409, 'emailTaken', [{ path: 'email', code: 'emailTaken' }]);
    }
    const [user] = await db
      .insert(users)
      .values({ name: body.name, email: body.email, passwordHash: await hashPassword(body.password), user_status: 0 })
      .returning({ id: users.id });
    const token = await issueToken(user.id, 'confirm');
    await mailer.send({
      to: body.email,
      subject: 'Zaplecze: potwierdź konto / confirm your account',
      text: `${config.publicUrl}/confirm-account?token=${token}`,
    });
    return ok({ id: user.id, email: body.email });
  });

  app.post('/api/user/confirm', { config: { access: 'public' } }, async (request) => {
    const { token } = parse(z.object({ token: z.string().min(1).max(200) }), request);
    const userId = await redeemToken(token, 'confirm');
    await db.update(users).set({ user_status: 1, updatedAt: new Date() }).where(eq(users.id, userId));
    return ok(true);
  });

  app.post('/api/user/forgotpassword', { config: { access: 'public', ...loginLimit } }, async (request) => {
    const body = parse(z.object({ email: lookupEmail }), request);
    const user = await findUserByEmail(db, body.email);
    // The same answer whether or not the address is known.
    if (user) {
      const token = await issueToken(user.id, 'reset');
      await mailer.send({
        to: user.email,
        subject: 'Zaplecze: ustaw nowe hasło / set a new password',
        text: `${config.publicUrl}/forget-password?token=${token}`,
      });
    }
    return ok(true);
  });

  app.post('/api/user/resetpassword', { config: { access: 'public', ...loginLimit } }, async (request) => {
    const body = parse(z.object({ token: z.string().min(1).max(200), password }), request);
    const userId = await redeemToken(body.token, 'reset');
    await db.update(users).set({ passwordHash: await hashPassword(body.password), updatedAt: new Date() }).where(eq(users.id, userId));
    await endUserSessions(db, userId);
    return ok(true);
  });

  app.get('/api/currentusertype', { config: { access: 'signedIn' } }, async (request) => ({ userType: request.user?.user_type }));

  // `userModules` (spec §7) lists what the user may open; `userModulesModify` what it may change.
  app.get('/api/currentusersettings', { config: { access: 'signedIn' } }, async (request) => {
    const may = (mode: 'read' | 'modify') => allAccessKeys().filter((key) => request.access && allows(request.access.rights, key, mode));
    return { userModules: may('read'), userModulesModify: may('modify') };
  });
};
