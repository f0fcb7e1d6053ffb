/**
 * A day the admin picks (YYYY-MM-DD, as a date input gives it) as the instants that bound it in
 * the admin's own time zone: a filter "from Nov 3 to Nov 5" means local midnights, wherever the
 * server runs. `to` is the start of the next day, so the last day counts whole.
 */
import { DateTime } from 'luxon';

export type DayOptions = { zone?: string };

const day = (text: string, options: DayOptions) => DateTime.fromISO(text, { zone: options.zone ?? 'local' }).startOf('day');

/** The first instant of the day, as ISO 8601 in UTC; undefined for text that is no day. */
export function startOfDay(text: string, options: DayOptions = {}): string | undefined {
  const start = day(text, options);
  return start.isValid ? start.toUTC().toISO() ?? undefined : undefined;
}

/** The first instant after the day; undefined for text that is no day. */
export function endOfDay(text: string, options: DayOptions = {}): string | undefined {
  const start = day(text, options);
  return start.isValid ? start.plus({ days: 1 }).toUTC().toISO() ?? undefined : undefined;
}
