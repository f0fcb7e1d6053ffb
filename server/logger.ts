/**
 * The server's logger: one line per event on the console. It is passed in (never imported by
 * routes) so tests can collect what would be logged and check that no secret appears in it.
 */
export type Logger = {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
};

export const consoleLogger: Logger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, ...(error === undefined ? [] : [describeError(error)])),
};

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
