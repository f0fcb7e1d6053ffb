/** Validates a query string (`?id=3&is_active=1`) or path parameters with the contract's schema: 400 naming the field. */
import * as v from 'valibot';
import { HttpError } from './http-error';
import { refuseNulBytes } from './refuse-nul';
import { describeIssue } from './read-json';

export function readParams<TSchema extends v.GenericSchema>(params: Record<string, string>, schema: TSchema): v.InferOutput<TSchema> {
  refuseNulBytes(params);
  const result = v.safeParse(schema, params);
  if (!result.success) throw new HttpError(400, describeIssue(schema, result.issues[0]));
  return result.output;
}
