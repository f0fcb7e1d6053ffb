/**
 * The response envelope of every call (spec section 7, DESIGN.md section 4):
 * `{ status: boolean, message: string, data?: … }`.
 */
import * as v from 'valibot';

export const envelope = <TData extends v.GenericSchema>(data: TData) =>
  v.object({ status: v.boolean(), message: v.string(), data });

/** Calls whose body beyond status and message the spec does not show. */
export const messageEnvelope = v.object({
  status: v.boolean(),
  message: v.string(),
  /** The answer's stable code (answer-codes.ts); a server of the spec may send none. */
  code: v.optional(v.string()),
  data: v.optional(v.unknown()),
});

export type MessageEnvelope = v.InferOutput<typeof messageEnvelope>;
