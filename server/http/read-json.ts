/**
 * Reads a JSON request body and validates it with the contract's valibot schema (the same schema
 * the SPA validates with). A refusal is a 400 whose message names the field, e.g.
 * "email: Please enter valid email".
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { HttpError } from './http-error';

export const INVALID_JSON = 'Request body must be valid JSON';

export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const field = v.getDotPath(issue);
  return field ? `${field}: ${issue.message}` : `Request body: ${issue.message}`;
}

export async function readJson<TSchema extends v.GenericSchema>(c: Context, schema: TSchema): Promise<v.InferOutput<TSchema>> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, INVALID_JSON);
  }
  const result = v.safeParse(schema, body);
  if (!result.success) throw new HttpError(400, describeIssue(result.issues[0]));
  return result.output;
}
