/**
 * Reads a multipart (or URL-encoded) form and validates it with the contract's valibot schema,
 * like read-json.ts does for JSON: a refusal is a 400 whose message names the field.
 */
import { answer } from '../../src/api/contract/answer-codes';
import type { Context } from 'hono';
import * as v from 'valibot';
import { HttpError } from './http-error';
import { refuseNulBytes } from './refuse-nul';
import { describeIssue } from './read-json';

export const NOT_A_FORM = answer('request.not_a_form');

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/** A file input left empty arrives as a file with no name and no bytes: the same as no file. */
const normalise = (value: unknown) => (value instanceof File && value.size === 0 && value.name === '' ? '' : value);

/** With `all`, a field sent several times arrives as a list (the class form's meal_icon_id); else the last one counts. */
export async function readForm<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
  options: { all?: boolean } = {},
): Promise<v.InferOutput<TSchema>> {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(mediaType)) throw new HttpError(400, NOT_A_FORM);
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody({ all: options.all ?? false });
  } catch {
    throw new HttpError(400, NOT_A_FORM);
  }
  const fields = Object.fromEntries(Object.entries(body).map(([name, value]) => [name, Array.isArray(value) ? value.map(normalise) : normalise(value)]));
  refuseNulBytes(fields);
  const result = v.safeParse(schema, fields);
  if (!result.success) throw new HttpError(400, describeIssue(schema, result.issues[0]));
  return result.output;
}
