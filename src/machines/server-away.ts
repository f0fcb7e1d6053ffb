/**
 * A failed call that had no real answer: no connection (status 0), or the server or its database
 * away for a moment (502, 503, 504). Asking again later may work, unlike a refusal.
 *
 * A screen that met one waits for the app's one "server back" watcher (app/server-back.ts),
 * supplied to its machine as the `serverBack` actor: it sends `server.back` when the server
 * answers again, and the screen reads its data again by itself (issue #31 item 1).
 */
const AWAY_STATUSES = new Set([0, 502, 503, 504]);

export function isServerAway(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && AWAY_STATUSES.has(status);
}

/** The server answers again. */
export type ServerBackEvent = { type: 'server.back' };
