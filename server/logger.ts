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

/** Name, message and stack of an error: never its other properties, which may hold values. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}
