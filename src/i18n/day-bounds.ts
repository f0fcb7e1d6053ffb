/**
 * A day the admin picks (YYYY-MM-DD, as a date input gives it) as the instants that bound it in
 * the admin's own time zone: a filter "from Nov 3 to Nov 5" means local midnights, wherever the
 * server runs. `to` is the start of the next day, so the last day counts whole, however long the
 * day (the nights clocks change). The Date built from the day's fields is local time.
 */
function startOf(text: string, daysLater: number): string | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!day) return undefined;
  const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
  const start = new Date(year, month, date);
  // No such day (Feb-30): the Date rolled over to another.
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== date) return undefined;
  return new Date(year, month, date + daysLater).toISOString();
}

/** The first instant of the day, as ISO 8601 in UTC; undefined for text that is no day. */
export const startOfDay = (text: string): string | undefined => startOf(text, 0);

/** The first instant after the day; undefined for text that is no day. */
export const endOfDay = (text: string): string | undefined => startOf(text, 1);
