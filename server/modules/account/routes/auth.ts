import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isStorableText } from '../../../../src/schemas/core';
import { allAccessKeys } from '../../../../src/schemas/modules';
import { allows } from '../../../auth/access';
import { checkPassword, hashPassword, MIN_PASSWORD_LENGTH } from '../../../auth/passwords';
import { endSession, endUserSessions, findUserByEmail, newToken, sha256, startSession } from '../../../auth/sessions';
import type { Db } from '../../../db/connection';
import { authTokens, users } from '../../../db/tables';
import { ApiError, ok } from '../../../http';
import { noBody } from '../../../openapi';

const TOKEN_LIFETIME_MS = { confirm: 48 * 3600_000, reset: 3600_000 } as const;
type TokenKind = keyof typeof TOKEN_LIFETIME_MS;

const email = z.string().trim().toLowerCase().pipe(z.email().max(254));
/** An address only looked up (login, forgotten password): any text the database can compare. */
const lookupEmail = z.string().trim().toLowerCase().max(254).refine(isStorableText);
const password = z.string().min(MIN_PASSWORD_LENGTH).max(200);
const token = z.string().min(1).max(200);

const loginBody = z.object({ email: lookupEmail, password: z.string().max(200) }).meta({ examples: [{ email: 'jan.kowalski@example.pl', password: 'Tajne-haslo-123' }] });
const signupBody = z.object({ name: z.string().trim().min(1).max(200).refine(isStorableText), email, password }).meta({ examples: [{ name: 'Jan Kowalski', email: 'jan.kowalski@example.pl', password: 'Tajne-haslo-123' }] });
const confirmBody = z.object({ token });
const forgotBody = z.object({ email: lookupEmail });
const resetBody = z.object({ token, password });
/** The signed-in user as the session calls answer it (never the password's hash). */
const sessionUser = { type: 'object', description: 'The user: id, name, email, user_type, user_status, settings and the other fields of the account but its password.', required: ['id', 'email'], additionalProperties: true, properties: { id: { type: 'integer' }, email: { type: 'string' }, name: { type: 'string' } } };

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

  /** Voids the user's unused tokens of a kind: only the newest link of a kind ever works. */
  const voidTokens = (tx: Db, userId: number, kind: TokenKind) =>
    tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));

  /** A new token (only its SHA-256 is stored); earlier unused ones of the same kind are voided. */
  const issueToken = (userId: number, kind: TokenKind) =>
    db.transaction(async (tx) => {
      await voidTokens(tx, userId, kind);
      const token = newToken();
      await tx.insert(authTokens).values({ userId, kind, tokenHash: sha256(token), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[kind]) });
      return token;
    });

  /** Uses up a live token of a kind, and with it every other token of that kind of the user. */
  const redeemToken = async (tx: Db, token: string, kind: TokenKind) => {
    const [row] = await tx
      .update(authTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.kind, kind), isNull(authTokens.usedAt), gt(authTokens.expiresAt, new Date())))
      .returning({ userId: authTokens.userId });
    if (!row) throw new ApiError(400, 'tokenInvalid');
    await voidTokens(tx, row.userId, kind);
    return row.userId;
  };

  const loginLimit = { rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } };

  app.post('/api/user/login', { config: { access: 'public', ...loginLimit }, schema: { tags: ['user'], summary: 'Signs in: sets the session cookie', body: loginBody, answer: { json: sessionUser, description: 'The user (not in the envelope).' } } }, async (request, reply) => {
    const body = parse(loginBody, request);
    const user = await findUserByEmail(db, body.email);
    // The password is checked for every address (against a dummy hash for an unknown one), so no
    // answer comes sooner than another.
    const passwordMatches = await checkPassword(user?.passwordHash, body.password);
    // An account that is not active is told so whatever password is typed: an answer that came only
    // to the right password would confirm a guessed one, which would then sign in once the account
    // is active. That holds for an account not confirmed yet and for one an administrator switched
    // off alike, and the two cannot be told apart (both are user_status 0). The answer does tell
    // whoever types the address that an inactive account has it: the price of telling its owner
    // why signing in fails (confirm the account, or ask an administrator).
    if (user && user.user_status !== 1) throw new ApiError(403, 'accountInactive');
    if (!user || !passwordMatches) throw new ApiError(401, 'loginInvalid');
    await endSession(db, request, reply);
    await startSession(db, reply, user.id, config.secureCookies);
    await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    const { passwordHash: _, ...result } = user;
    return result;
  });

  app.post('/api/user/logout', { config: { access: 'public' }, schema: { tags: ['user'], summary: 'Signs out: ends the session', body: noBody, answer: { data: { const: true } } } }, async (request, reply) => {
    await endSession(db, request, reply);
    return ok(true);
  });

  app.get('/api/user/session', { config: { access: 'signedIn' }, schema: { tags: ['user'], summary: 'The signed-in user', answer: { json: { type: 'object', required: ['result'], properties: { result: sessionUser } }, description: '`{ result: user }` (not in the envelope).' } } }, async (request) => ({ result: request.user }));

  app.post('/api/user/signup', { config: { access: 'public', ...loginLimit }, schema: { tags: ['user'], summary: 'Registers an account (confirmed by a mailed link)', body: signupBody, answer: { data: { type: 'object', properties: { email: { type: 'string' } } } } } }, async (request) => {
    const body = parse(signupBody, request);
    // A taken address gets the same answer, after the same work (the hash), as a new one: the
    // answer tells nobody which addresses have accounts. The owner is told by mail instead.
    const passwordHash = await hashPassword(body.password);
    const [user] = await db
      .insert(users)
      .values({ name: body.name, email: body.email, passwordHash, user_status: 0 })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (user) {
      const token = await issueToken(user.id, 'confirm');
      await mailer.send({
        to: body.email,
        subject: 'Zaplecze: potwierdź konto / confirm your account',
        text: `${config.publicUrl}/confirm-account?token=${token}`,
      });
    } else {
      await mailer.send({
        to: body.email,
        subject: 'Zaplecze: masz już konto / you already have an account',
        text: [
          'Ktoś (może Ty) próbował założyć konto z tym adresem, ale konto już istnieje.',
          `Zaloguj się: ${config.publicUrl}/login — nie pamiętasz hasła? ${config.publicUrl}/forget-password`,
          '',
          'Somebody (perhaps you) tried to sign up with this address, but you already have an account.',
          `Sign in: ${config.publicUrl}/login — forgot your password? ${config.publicUrl}/forget-password`,
        ].join('\n'),
      });
    }
    return ok({ email: body.email });
  });

  app.post('/api/user/confirm', { config: { access: 'public' }, schema: { tags: ['user'], summary: "Confirms an account with its mailed link's token", body: confirmBody, answer: { data: { const: true } } } }, async (request) => {
    const body = parse(confirmBody, request);
    await db.transaction(async (tx) => {
      const userId = await redeemToken(tx, body.token, 'confirm');
      await tx.update(users).set({ user_status: 1, updatedAt: new Date() }).where(eq(users.id, userId));
    });
    return ok(true);
  });

  app.post('/api/user/forgotpassword', { config: { access: 'public', ...loginLimit }, schema: { tags: ['user'], summary: 'Mails a link to set a new password', body: forgotBody, answer: { data: { const: true } } } }, async (request) => {
    const body = parse(forgotBody, request);
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

  app.post('/api/user/resetpassword', { config: { access: 'public', ...loginLimit }, schema: { tags: ['user'], summary: "Sets a new password with its mailed link's token", body: resetBody, answer: { data: { const: true } } } }, async (request) => {
    const body = parse(resetBody, request);
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const userId = await redeemToken(tx, body.token, 'reset');
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
      await endUserSessions(tx, userId);
    });
    return ok(true);
  });

  app.get('/api/currentusertype', { config: { access: 'signedIn' }, schema: { tags: ['user'], summary: "The signed-in user's type", answer: { json: { type: 'object', properties: { userType: { type: 'integer' } } }, description: '`{ userType }` (not in the envelope).' } } }, async (request) => ({ userType: request.user?.user_type }));

  // `userModules` (spec §7) lists what the user may open; `userModulesModify` what it may change.
  app.get('/api/currentusersettings', { config: { access: 'signedIn' }, schema: { tags: ['user'], summary: 'The modules the signed-in user may open and change', answer: { json: { type: 'object', properties: { userModules: { type: 'array', items: { type: 'string' } }, userModulesModify: { type: 'array', items: { type: 'string' } } } }, description: 'Access keys (not in the envelope).' } } }, async (request) => {
    const may = (mode: 'read' | 'modify') => allAccessKeys().filter((key) => request.access && allows(request.access.rights, key, mode));
    return { userModules: may('read'), userModulesModify: may('modify') };
  });
};
