/**
 * A row handed from a list to its edit page in the history entry (`history.state`), for an area
 * with no view call (ingredients; spec section 2: "row passed along to the edit page"). The entry
 * keeps it across a reload; a direct visit has none, and the form finds the record by itself.
 * What arrives is read through the area's schema: history state is only a hint, never trusted.
 */
import * as v from 'valibot';
import { useHistoryState } from 'wouter/use-browser-location';

const HANDED = 'handedRow';

export const handOver = (row: object) => ({ [HANDED]: row });

export function useHandedRecord<TRecord extends { id: number }>(schema: v.GenericSchema<unknown, TRecord>, id: number | null): TRecord | null {
  const state: unknown = useHistoryState();
  if (id === null || typeof state !== 'object' || state === null || !(HANDED in state)) return null;
  const parsed = v.safeParse(schema, state[HANDED]);
  return parsed.success && parsed.output.id === id ? parsed.output : null;
}
