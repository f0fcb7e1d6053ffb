/**
 * Reads a JSON request body (an object) and validates it with the contract's valibot schema (the
 * same schema the SPA validates with). A refusal is a 400 whose message names the field, e.g.
 * "email: Please enter valid email".
 */
import { answer, fieldRefused, type Answer } from '../../src/api/contract/answer-codes';
import type { Context } from 'hono';
import * as v from 'valibot';
import { REQUIRED } from '../../src/api/contract/fields';
import { HttpError } from './http-error';
import { refuseNulBytes } from './refuse-nul';

export const INVALID_JSON = answer('request.invalid_json');
export const NOT_AN_OBJECT = answer('request.not_an_object');

/**
 * Valibot reports a missing key as "Invalid key: Expected …", not with the field's own message
 * ("Please enter your email"). Asking the field's schema about `undefined` gives the message
 * the contract wrote for an absent value.
 */
function missingFieldMessage(schema: v.GenericSchema, issue: v.BaseIssue<unknown>): string | undefined {
  const key = issue.path?.length === 1 ? issue.path[0]?.key : undefined;
  if (issue.type !== 'object' || issue.input !== undefined || typeof key !== 'string') return undefined;
  const entry = (schema as { entries?: Record<string, v.GenericSchema> }).entries?.[key];
  const result = entry ? v.safeParse(entry, undefined) : undefined;
  return result && !result.success ? result.issues[0].message : REQUIRED;
}

export function describeIssue(schema: v.GenericSchema, issue: v.BaseIssue<unknown>): Answer {
  const field = v.getDotPath(issue);
  if (!field) return fieldRefused('Request body', issue.message);
  return fieldRefused(field, missingFieldMessage(schema, issue) ?? issue.message);
}

export async function readJson<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, INVALID_JSON);
  }
  // Every call of the contract takes an object; valibot's object schema would let an array through.
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, NOT_AN_OBJECT);
  refuseNulBytes(body);
  const result = v.safeParse(schema, body);
  if (!result.success) throw new HttpError(400, describeIssue(schema, result.issues[0]));
  return result.output;
}
