import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FieldProblem, Locale, MessageCode, MessageParams } from '../src/schemas/core';
import { labelText, LOCALES } from '../src/schemas/core';
import { zodProblems } from '../src/schemas/core/validation';
import type { WriteSource } from './db/connection';
import { formatMessage } from './messages';

/** An error the API reports to its caller with a status and a message in the caller's language. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageCode,
    readonly problems: readonly FieldProblem[] = [],
    readonly params: MessageParams = {},
    /** What the refusal gives the caller to act on (the record as it is now, for a stale change): the envelope's `responseData`. */
    readonly data?: Readonly<Record<string, unknown>>,
  ) {
    super(code);
  }
}

export const badRequest = (problems: readonly FieldProblem[], code: MessageCode = 'badRequest') =>
  new ApiError(400, problems.length === 1 && problems[0].path === '' ? problems[0].code : code, problems.filter((p) => p.path !== ''));
export const notFound = () => new ApiError(404, 'notFound');

/**
 * For a `.catch`: the API's own refusal of one status replaced by another answer; any other error
 * (a lost database connection, which answers 503) goes on as it is.
 */
export const insteadOf =
  (status: number, replacement: () => ApiError) =>
  (error: unknown): never => {
    throw error instanceof ApiError && error.status === status ? replacement() : error;
  };

/** What a multipart part or its file stream throws: a limit (413, with its status) stays; anything else is a body the parser could not read. */
export const multipartError = (error: unknown) => ((error as { statusCode?: number }).statusCode ? error : new ApiError(400, 'malformedMultipart'));

/**
 * A write to a table that keeps each owner's names unique (report variants, list views): a name
 * already taken (PostgreSQL 23505) is a 409 `duplicate` on `name`; any other error goes on.
 */
export const uniqueName = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if (e.code === '23505' || e.cause?.code === '23505') throw new ApiError(409, 'duplicate', [{ path: 'name', code: 'duplicate' }]);
    throw error;
  }
};

/** A hand-written route's body or query checked by its zod schema: the data, or a 400 naming each problem. */
export const parseOr400 = <T extends z.ZodType>(schema: T, input: unknown): z.output<T> => {
  const result = schema.safeParse(input ?? {}, { reportInput: true });
  if (!result.success) throw badRequest(zodProblems(result.error));
  return result.data;
};

/** Where a call's writes come from: what the route says (an import), else the portal's own screens (`X-Zaplecze-Client: portal`), else the API. */
export const requestSource = (request: FastifyRequest): WriteSource => request.writeSource ?? (request.headers['x-zaplecze-client'] === 'portal' ? 'portal' : 'api');

/** The success envelope: `{ httpStatus: 200, responseData }`. */
export const ok = <T>(responseData: T) => ({ httpStatus: 200, responseData });

/** The language of a request: the first of Accept-Language the portal speaks, else Polish. */
export const requestLocale = (request: FastifyRequest): Locale => {
  const header = request.headers['accept-language'] ?? '';
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(tag)) return tag as Locale;
  }
  return 'pl';
};

/** The error envelope of an error in a language: `{ httpStatus, code, message, errors: [{ path, code, message }] }`. */
export const errorBody = (error: ApiError, locale: Locale) => {
  const errors = error.problems.map((p) => ({ path: p.path, code: p.code, message: formatMessage(p.code, locale, p.params) }));
  const first = error.problems[0];
  const main =
    // A field's problem (a 400, or a 409 duplicate of one field) is named by the field's label.
    first && (error.code === 'badRequest' || (error.code === first.code && first.label))
      ? `${first.label ? labelText(first.label, locale) : first.path}: ${errors[0].message}`
      : formatMessage(error.code, locale, error.params);
  return { httpStatus: error.status, code: error.code, message: main, errors, ...(error.data ? { responseData: error.data } : {}) };
};

/** Sends the error envelope in the caller's language. */
export const sendError = (request: FastifyRequest, reply: FastifyReply, error: ApiError) => reply.status(error.status).send(errorBody(error, requestLocale(request)));
