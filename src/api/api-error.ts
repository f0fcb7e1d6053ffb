/** A failed call: the server's message (or the transport's) and the HTTP status (0: no answer). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The refusal's stable name when the server gives one (`edit.stale`). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
