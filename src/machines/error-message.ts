/** The text to show for a failed call: the server's message, else the error's own text. */
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return FALLBACK_ERROR_MESSAGE;
}
