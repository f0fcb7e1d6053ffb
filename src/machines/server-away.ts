/**
 * A failed call that had no real answer: no connection (status 0), or the server or its database
 * away for a moment (502, 503, 504). Asking again later may work, unlike a refusal.
 */
const AWAY_STATUSES = new Set([0, 502, 503, 504]);

export function isServerAway(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && AWAY_STATUSES.has(status);
}
