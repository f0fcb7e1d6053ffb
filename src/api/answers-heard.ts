/**
 * The code (and values) the server gave each message it answered lately (issue #14 item 4).
 * Machines and api functions pass the server's `message` along as text, as the spec's toasts
 * do; the API client notes here what each answer said beside it, so the notice that shows the
 * text can pick the active language's `answer.<code>` instead. Only what the server said is kept
 * (never an English-text table of our own), and only the last few hundred answers.
 */
export type Said = { code: string; values?: Record<string, string | number> };

const KEPT = 200;
const heard = new Map<string, Said>();

const isValues = (value: unknown): value is Said['values'] =>
  typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number');

/** Notes an answer (or a bulk row) that has a `message` and a `code`; anything else is ignored. */
export function hearAnswer(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const { message, code, values } = body as Record<string, unknown>;
  if (typeof message !== 'string' || typeof code !== 'string') return;
  heard.delete(message);
  heard.set(message, isValues(values) ? { code, values } : { code });
  if (heard.size > KEPT) heard.delete(heard.keys().next().value!);
}

/** What the server said with this message, when it said it lately. */
export const saidWith = (message: string): Said | undefined => heard.get(message);
