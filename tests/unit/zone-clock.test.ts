/**
 * A named zone's clock (areas/classes/zone-clock.ts, read through Intl) against the engine's own
 * local clock (Date) with the process set to that zone: every quarter hour of the days around each
 * change of offset in 2026 and 2027, the skipped and the doubled readings included, and a day of
 * each month. The two must give the same readings and the same instants.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { instantIn, wallClockIn, type WallClock } from '../../areas/classes/zone-clock';

const ZONES = ['Europe/Rome', 'America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kolkata', 'America/St_Johns', 'UTC'];
const QUARTER_MS = 15 * 60 * 1000;
const HOUR_MS = 4 * QUARTER_MS;
const zoneBefore = process.env.TZ;
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

/** The instants at which the local offset changes in [from, to), found hour by hour. */
function changesBetween(from: number, to: number): number[] {
  const changes: number[] = [];
  for (let instant = from; instant < to; instant += HOUR_MS) {
    if (new Date(instant).getTimezoneOffset() !== new Date(instant + HOUR_MS).getTimezoneOffset()) changes.push(instant);
  }
  return changes;
}

const readingOf = (date: Date): WallClock => ({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours(), minute: date.getMinutes(), second: 0 });

describe('a named zone’s clock', () => {
  for (const zone of ZONES) {
    it(`reads and sets as the local clock does in ${zone}`, () => {
      process.env.TZ = zone;
      const from = Date.UTC(2026, 0, 1);
      const changes = changesBetween(from, Date.UTC(2028, 0, 1));
      if (zone !== 'UTC' && zone !== 'Asia/Kolkata') expect(changes.length, 'offset changes found').toBeGreaterThanOrEqual(3);
      const days = [...changes, ...Array.from({ length: 24 }, (_, month) => Date.UTC(2026, month, 15, 12))];
      let readings = 0;
      for (const around of days) {
        // Every quarter hour of the local day before and after, as instants and as readings.
        for (let instant = around - 26 * HOUR_MS; instant <= around + 26 * HOUR_MS; instant += QUARTER_MS) {
          expect(wallClockIn(instant, zone), new Date(instant).toISOString()).toEqual(wallClockIn(instant, 'local'));
          const reading = readingOf(new Date(instant));
          expect(instantIn(reading, zone), JSON.stringify(reading)).toBe(instantIn(reading, 'local'));
          // The reading an hour on: in spring's skipped hour it is one the clocks never show.
          const skipped = { ...reading, hour: (reading.hour + 1) % 24 };
          expect(instantIn(skipped, zone), `${JSON.stringify(skipped)} (maybe skipped)`).toBe(instantIn(skipped, 'local'));
          readings++;
        }
      }
      expect(readings).toBeGreaterThan(2000);
    });
  }

  it('takes a doubled reading as the first and a skipped one as that time after the change (Rome, 2026)', () => {
    const at = (hour: number, minute: number, day: number, month: number): WallClock => ({ year: 2026, month, day, hour, minute, second: 0 });
    // 25 October 2026: 02:30 comes twice, first at 00:30 UTC (summer time), then at 01:30 UTC.
    expect(new Date(instantIn(at(2, 30, 25, 10), 'Europe/Rome')).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    // 29 March 2026: 02:30 never comes; it is taken as 03:30 summer time, 01:30 UTC.
    expect(new Date(instantIn(at(2, 30, 29, 3), 'Europe/Rome')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});
