/**
 * The envelope a test expects for a refusal written as the server's English (as the older tests
 * name them) or as an answer of the table: the code comes from the table, so a test still fails
 * when an answer loses its code or gets another one.
 */
import { expect } from 'vitest';
import { fieldRefused, type Answer, type AnswerCode } from '../../src/api/contract/answer-codes';
import { ANSWER_TEXTS } from '../../server/areas/answer-texts';

const byText = new Map<string, AnswerCode>(
  Object.entries(ANSWER_TEXTS).flatMap(([code, text]) => (typeof text === 'string' ? [[text, code as AnswerCode]] : [])),
);

/** The answer the server sends with this English: a plain text of the table, else `field: problem`. */
export function answerOf(message: string): Answer | undefined {
  const code = byText.get(message);
  if (code) return { code, message };
  const at = message.indexOf(': ');
  return at > 0 ? fieldRefused(message.slice(0, at), message.slice(at + 2)) : undefined;
}

export function refusal(said: string | Answer) {
  const known = typeof said === 'string' ? answerOf(said) : said;
  return known ? { status: false, ...known } : expect.objectContaining({ status: false, message: said, code: expect.any(String) });
}

/**
 * What is wrong with an answer's envelope, if anything: a JSON answer must carry a code of the
 * table and the very English the table gives for it (with its values). Files and CSV pass.
 */
export function envelopeProblem(text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || !('status' in body)) return undefined;
  const { code, message, values } = body as { code?: string; message?: string; values?: Record<string, string | number> };
  if (typeof code !== 'string' || !(code in ANSWER_TEXTS)) return `no code of the table (${String(code)})`;
  const text_ = ANSWER_TEXTS[code as AnswerCode] as string | ((values: Record<string, string | number>) => string);
  const expected = typeof text_ === 'string' ? text_ : text_(values ?? {});
  return expected === message ? undefined : `${code} says ${JSON.stringify(message)}, the table ${JSON.stringify(expected)}`;
}
