/**
 * A list filter's day (src/i18n/filter-days.ts, day-bounds.ts): shown in the lists' layout in the
 * admin's language; typed in that layout, in English, in the detail layout or as ISO; anything
 * else, or a day that does not exist, is no day. Its bounds are the admin's local midnights.
 * These were made with luxon until issue #37; the last tests hold the two to each other.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { endOfDay, startOfDay } from '../../src/i18n/day-bounds';
import { readDay, showDay, today } from '../../src/i18n/filter-days';

const LOCALES = ['en-US', 'zh-CN', 'ar', 'it', 'es', 'fr'];

describe('a filter day', () => {
  it('shows in the lists’ layout, the month in the admin’s language', () => {
    expect(showDay('2026-11-27', 'en-US')).toBe('Nov-27-2026');
    expect(showDay('2026-05-01', 'fr')).toMatch(/^mai.?-01-2026$/);
    expect(showDay('not a day', 'en-US')).toBe('not a day');
  });

  it('reads what is typed in the lists’ layout, in English too, and the detail and ISO layouts', () => {
    expect(readDay('Nov-27-2026', 'en-US')).toBe('2026-11-27');
    expect(readDay(' nov-7-2026 ', 'en-US')).toBe('2026-11-07');
    expect(readDay('May-21-2026', 'fr')).toBe('2026-05-21');
    expect(readDay('11/27/2026', 'ar')).toBe('2026-11-27');
    expect(readDay('1/5/2026', 'en-US')).toBe('2026-01-05');
    expect(readDay('2026-11-27', 'zh-CN')).toBe('2026-11-27');
  });

  it('reads back each day it shows, in every language', () => {
    for (const locale of LOCALES) {
      for (let month = 1; month <= 12; month += 1) {
        const day = `2026-${String(month).padStart(2, '0')}-09`;
        expect(readDay(showDay(day, locale), locale), `${day} in ${locale}`).toBe(day);
      }
    }
  });

  it('reads no day from a day that does not exist or from other text', () => {
    for (const text of ['Feb-30-2026', '02/30/2026', '2026-02-30', '13/01/2026', '2026-1-5', 'Nov-27-26', 'tomorrow', '', 'Novembre-27-2026']) {
      expect(readDay(text, 'en-US'), text).toBeNull();
    }
  });

  it('knows today in the viewer’s time zone', () => {
    expect(today()).toBe(DateTime.local().toISODate());
  });
});

describe('a filter day’s bounds', () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zoneBefore;
  });

  it('are the local midnights that begin the day and the next, however long the day', () => {
    process.env.TZ = 'America/New_York';
    expect(startOfDay('2026-11-03')).toBe('2026-11-03T05:00:00.000Z');
    expect(endOfDay('2026-11-03')).toBe('2026-11-04T05:00:00.000Z');
    // The night the clocks go back: a day of 25 hours.
    expect(startOfDay('2026-11-01')).toBe('2026-11-01T04:00:00.000Z');
    expect(endOfDay('2026-11-01')).toBe('2026-11-02T05:00:00.000Z');
    expect(startOfDay('2026-02-30')).toBeUndefined();
    expect(endOfDay('yesterday')).toBeUndefined();
  });
});

describe('filter days, as luxon made them', () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zoneBefore;
  });

  const luxonRead = (text: string, locale: string) => {
    for (const format of ['LLL-dd-yyyy', 'LLL-d-yyyy', 'LL/dd/yyyy', 'L/d/yyyy', 'yyyy-MM-dd']) {
      for (const tryLocale of [locale, 'en-US']) {
        const date = DateTime.fromFormat(text.trim(), format, { locale: tryLocale });
        if (date.isValid) return date.toISODate();
      }
    }
    return null;
  };

  it.each(LOCALES)('shows and reads the same in %s', (locale) => {
    for (let month = 1; month <= 12; month += 1) {
      for (const date of [1, 9, 28]) {
        const day = `2026-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
        const shown = DateTime.fromISO(day, { locale }).toFormat('LLL-dd-yyyy');
        expect(showDay(day, locale)).toBe(shown);
        for (const typed of [shown, DateTime.fromISO(day, { locale: 'en-US' }).toFormat('LLL-d-yyyy'), `${month}/${date}/2026`, day]) {
          expect(readDay(typed, locale), `${typed} in ${locale}`).toBe(luxonRead(typed, locale));
        }
      }
    }
  });

  it('bounds a day as luxon did, in zones east and west', () => {
    for (const zone of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Europe/Paris', 'Asia/Kolkata']) {
      process.env.TZ = zone;
      for (const day of ['2026-01-01', '2026-03-08', '2026-03-29', '2026-10-25', '2026-11-01', '2026-12-31']) {
        const start = DateTime.fromISO(day, { zone }).startOf('day');
        expect(startOfDay(day), `${day} in ${zone}`).toBe(start.toUTC().toISO());
        expect(endOfDay(day), `${day} in ${zone}`).toBe(start.plus({ days: 1 }).toUTC().toISO());
      }
    }
  });
});
