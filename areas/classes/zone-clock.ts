/**
 * What a zone's clocks read at an instant, and the instant at which they read something: the two
 * conversions a class's schedule needs (class-schedule.ts). `local` is the browser's zone and
 * `UTC` is UTC, both read through Date; any other named zone (`Europe/Rome`) through Intl, whose
 * zone data every browser has.
 */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const readers = new Map<string, Intl.DateTimeFormat>();

function readerOf(zone: string): Intl.DateTimeFormat {
  let reader = readers.get(zone);
  if (!reader) {
    const fields = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;
    readers.set(zone, (reader = new Intl.DateTimeFormat('en-US', { ...fields, hourCycle: 'h23', timeZone: zone })));
  }
  return reader;
}

/** The reading of the zone's clocks at `instant` (milliseconds since the epoch). */
export function wallClockIn(instant: number, zone: string): WallClock {
  if (zone === 'UTC') {
    const date = new Date(instant);
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes(), second: date.getUTCSeconds() };
  }
  if (zone === 'local') {
    const date = new Date(instant);
    return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours(), minute: date.getMinutes(), second: date.getSeconds() };
  }
  const parts = Object.fromEntries(readerOf(zone).formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

const asUtc = (clock: WallClock) => Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
/** How far the zone's clocks are ahead of UTC at `instant`, in milliseconds. */
const offsetAt = (instant: number, zone: string) => asUtc(wallClockIn(instant, zone)) - Math.floor(instant / 1000) * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant at which the zone's clocks read `clock`. Where they read it twice (a change back in
 * autumn), the first; where they never do (skipped forward in spring), the reading is taken with
 * the offset from before the change, so it lands as far after the change: what Date does for the
 * local zone (ECMAScript's LocalTime rules), so a named zone and the local one agree.
 */
export function instantIn(clock: WallClock, zone: string): number {
  // UTC needs no zone data (building Intl's reader of a zone is a few milliseconds the first time).
  if (zone === 'UTC') return asUtc(clock);
  if (zone === 'local') {
    const date = new Date(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
    // Years 0–99 are not taken as 1900–1999.
    if (clock.year < 100) date.setFullYear(clock.year, clock.month - 1, clock.day);
    return date.getTime();
  }
  const reading = asUtc(clock);
  // A zone changes its offset at most once in a day around any reading: the offsets a day before
  // and a day after are the two it can have.
  const before = offsetAt(reading - DAY_MS, zone);
  const after = offsetAt(reading + DAY_MS, zone);
  const candidates = [reading - before, reading - after].filter((instant) => asUtc(wallClockIn(instant, zone)) === reading);
  return candidates.length > 0 ? Math.min(...candidates) : reading - before;
}
