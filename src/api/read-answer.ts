/**
 * Reads a call's answer against its contract schema: a refusal (`status: false`) becomes an
 * ApiError with the server's message and code, an answer off the contract the "unexpected" one.
 * Loaded with ofetch at the first call (client.ts), so valibot's readers are not the login
 * page's first load (issue #37).
 */
import * as v from 'valibot';
import { ApiError } from './api-error';
import { messageEnvelope } from './contract/envelope';
import { UNEXPECTED_ANSWER } from './answer-messages';

export function readAnswer<TSchema extends v.GenericSchema>(schema: TSchema, body: unknown): v.InferOutput<TSchema> {
  // A refusal carries only status and message: read those first.
  const head = v.safeParse(messageEnvelope, body);
  if (head.success && !head.output.status) throw new ApiError(head.output.message, 200, head.output.code);
  const parsed = v.safeParse(schema, body);
  if (!parsed.success) throw new ApiError(UNEXPECTED_ANSWER, 200);
  return parsed.output;
}
