/**
 * Whether an error means the database cannot be reached right now (a restart, a terminated
 * backend, a refused connection), as opposed to a query it refused. Such a request is answered
 * 503 `databaseUnavailable`; the pool opens new connections once the server is back.
 *
 * The error the handler gets is seldom the driver's own: drizzle wraps a failed query in a
 * `DrizzleQueryError` (the driver's error as its `cause`), a transaction whose connection broke
 * fails on its ROLLBACK with "…is not queryable" instead of the first error, and a connection to a
 * name with several addresses fails with an `AggregateError` of one error per address. So the
 * causes and the aggregated errors are looked through, a few levels deep.
 */
type Failure = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/**
 * PostgreSQL's codes (SQLSTATE) of a lost or refused connection: the class 08 (connection
 * exceptions), 53300 too_many_connections, 57P01 admin_shutdown (pg_terminate_backend, a fast
 * shutdown), 57P02 crash_shutdown (another backend crashed), 57P03 cannot_connect_now (the server
 * is starting up, shutting down or recovering) and 57P05 idle_session_timeout.
 */
const SERVER_CODES = /^(08[0-9A-Z]{3}|53300|57P0[1235])$/;
/** Node's codes of a socket that could not connect or broke. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENETDOWN', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * The driver's (pg, pg-pool) own errors of a lost or refused connection, which carry no code.
 * Compared whole: a DrizzleQueryError's message quotes the query's values, which may hold any text.
 */
const DRIVER_MESSAGES = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Cannot use a pool after calling end on the pool',
]);
/** How deep causes and aggregated errors are looked through. */
const MAX_DEPTH = 5;

const lostConnection = (error: Failure): boolean =>
  (typeof error.code === 'string' && (SERVER_CODES.test(error.code) || SOCKET_CODES.has(error.code))) ||
  (typeof error.message === 'string' && DRIVER_MESSAGES.has(error.message));

export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return false;
  const failure = error as Failure;
  if (lostConnection(failure)) return true;
  if (failure.cause !== undefined && failure.cause !== error && isDatabaseUnavailable(failure.cause, depth + 1)) return true;
  return Array.isArray(failure.errors) && failure.errors.some((inner) => inner !== error && isDatabaseUnavailable(inner, depth + 1));
};

/**
 * What the log may say about a failed query: the error's kind, PostgreSQL's code and the
 * statement (its name when prepared, else the SQL with its placeholders), never the values bound
 * to it (password hashes, e-mail addresses) nor PostgreSQL's detail, which may quote them.
 */
export const loggableError = (error: unknown): Record<string, unknown> => {
  const outer = error as Failure & { name?: string; query?: string };
  const cause = (outer?.cause ?? outer) as Failure & { name?: string; constraint?: string; routine?: string };
  const query = typeof outer?.query === 'string' ? outer.query : undefined;
  const isQuery = query !== undefined || typeof cause?.routine === 'string';
  return {
    type: outer?.name ?? 'Error',
    ...(typeof cause?.code === 'string' ? { code: cause.code } : {}),
    ...(cause?.constraint ? { constraint: cause.constraint } : {}),
    ...(query ? { statement: query.replace(/\s+/g, ' ').slice(0, 200) } : {}),
    // Messages of our own code carry no request data; a database's message may quote a value.
    ...(isQuery ? {} : { message: String(outer?.message ?? '').slice(0, 500), stack: typeof (outer as Error)?.stack === 'string' ? (outer as Error).stack!.split('\n').slice(0, 6).join('\n') : undefined }),
  };
};
