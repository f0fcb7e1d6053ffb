/**
 * Whether an error means "the database cannot answer now" rather than "this request is wrong"
 * (DESIGN.md section 8): PostgreSQL restarting, failing over, frozen or out of reach. Such a call
 * is answered 503 with Retry-After, never 500: nothing is wrong with it, and the same call a few
 * seconds later will do. Drizzle wraps driver errors, so the chain of causes is searched.
 */

/** SQLSTATEs of a server going away or refusing for now, and of the timeouts we set. */
const UNAVAILABLE_STATES = new Set([
  '57P01', // admin_shutdown: pg_ctl stop -m fast, a restart, a failover
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: our statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
]);

/** Node's socket errors on the way to the server. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** node-postgres' own words for a connection that broke, never opened in time, or never answered. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect', // the pool's wait for a connection
  'timeout expired', // a client's own connect timeout
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

function isUnavailableLink(error: { code?: unknown; message?: unknown }): boolean {
  const { code, message } = error;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((words) => message.includes(words));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth += 1) {
    if (isUnavailableLink(current as { code?: unknown; message?: unknown })) return true;
    // AggregateError (a connect to several addresses) keeps its causes in `errors`.
    const many = (current as { errors?: unknown }).errors;
    if (Array.isArray(many) && many.some((one) => isDatabaseUnavailable(one))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The driver's or PostgreSQL's own words for it, for a log line: the innermost cause, since
 * Drizzle's wrapper repeats the query and its parameters, which may hold personal data.
 */
export function unavailableCause(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 6; depth += 1) {
    const next = (current as { cause?: unknown } | null)?.cause;
    if (typeof next !== 'object' || next === null) break;
    current = next;
  }
  const { code, message } = (current ?? {}) as { code?: unknown; message?: unknown };
  const words = typeof message === 'string' ? message.split('\n')[0]!.slice(0, 200) : 'unknown error';
  return typeof code === 'string' ? `${code}: ${words}` : words;
}
