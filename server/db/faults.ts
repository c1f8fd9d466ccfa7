/**
 * Whether an error means the database cannot be reached right now (a restart, a terminated
 * backend, a refused connection), as opposed to a query it refused. Such a request is answered
 * 503 `databaseUnavailable`; the pool opens new connections once the server is back.
 */
type Failure = { code?: unknown; message?: unknown; cause?: unknown };

// PostgreSQL: connection exceptions (08…), admin/crash shutdown, cannot connect now (57P01–57P03).
const SERVER_CODES = /^(08\d{3}|57P0[1-3])$/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'connection is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let e = error as Failure | undefined, depth = 0; e && depth < 5; e = e.cause as Failure | undefined, depth++) {
    if (typeof e.code === 'string' && (SERVER_CODES.test(e.code) || SOCKET_CODES.has(e.code))) return true;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.some((m) => (e!.message as string).includes(m))) return true;
  }
  return false;
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
