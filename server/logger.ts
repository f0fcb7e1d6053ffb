/**
 * The server's logger: structured JSON lines on stdout through pino (issue #16 item 3), one per
 * event and one per request. It is passed in (never imported by routes) so tests can collect
 * what would be logged and check that no secret appears in it. Messages are the server's own
 * texts; an error is written as `describeError` makes it (never its other properties).
 */
import pino from 'pino';
import type { LogLevel } from './config';

/** What one request leaves in the log: never a query string, a body or a header's value. */
export type RequestLine = {
  requestId: string;
  method: string;
  /** The route's pattern (`/api/v1/admin/chef/view/:id`), not the address asked for. */
  route: string;
  status: number;
  durationMs: number;
};

export type Logger = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
  request(line: RequestLine): void;
};

export function createLogger(options: { level?: LogLevel; destination?: pino.DestinationStream } = {}): Logger {
  const log = pino(
    { level: options.level ?? 'info', base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
  return {
    info: (message) => log.info(message),
    warn: (message) => log.warn(message),
    error: (message, error) => (error === undefined ? log.error(message) : log.error({ error: describeError(error) }, message)),
    request: (line) => log.info(line, 'request'),
  };
}

/** Before the configuration is read (and for tools): info and above. */
export const consoleLogger: Logger = createLogger();

/**
 * Name, message and stack of an error: never its other properties, which may hold values. A
 * failed query (drizzle's DrizzleQueryError) writes its parameters into its message and stack, and
 * those are the values the request sent or the server made (a new user's scrypt hash and
 * activation code): the SQL is kept, each parameter is replaced by its type, and the database's
 * own error (the cause) follows, by message only.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const text = error.stack ?? `${error.name}: ${error.message}`;
  if (!isFailedQuery(error)) return text;
  // The stack begins with the message: keep only its frames.
  const frames = text.split('\n').filter((line) => /^\s+at /.test(line) && !error.message.includes(line));
  const types = error.params.map(typeOf).join(', ');
  const cause = error.cause instanceof Error ? `\ncaused by ${error.cause.name}: ${error.cause.message}` : '';
  return [`${error.name}: Failed query: ${error.query}`, `params (types only): [${types}]${cause}`, ...frames].join('\n');
}

type FailedQuery = Error & { query: string; params: unknown[] };

const isFailedQuery = (error: Error): error is FailedQuery =>
  typeof (error as Partial<FailedQuery>).query === 'string' && Array.isArray((error as Partial<FailedQuery>).params);

const typeOf = (value: unknown) => (value === null ? 'null' : value instanceof Date ? 'date' : typeof value);
