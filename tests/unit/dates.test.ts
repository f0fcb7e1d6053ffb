import { describe, expect, it } from 'vitest';
import { formatDetailDate, formatListDate, formatListDateTime } from '../../src/i18n/dates';

describe('dates', () => {
  it('lists show MMM-DD-YYYY', () => {
    expect(formatListDate('2026-11-21T12:00:00.000Z', { zone: 'UTC' })).toBe('Nov-21-2026');
    expect(formatListDate('2026-03-05T12:00:00.000Z', { zone: 'UTC' })).toBe('Mar-05-2026');
  });

  it('details show MM/DD/YYYY', () => {
    expect(formatDetailDate('2026-11-21T12:00:00.000Z', { zone: 'UTC' })).toBe('11/21/2026');
    expect(formatDetailDate('2026-03-05T12:00:00.000Z', { zone: 'UTC' })).toBe('03/05/2026');
  });

  it('shows the day in the viewer’s time zone, not the server’s', () => {
    const lateUtc = '2026-11-21T23:30:00.000Z';
    expect(formatListDate(lateUtc, { zone: 'Asia/Tokyo' })).toBe('Nov-22-2026');
    expect(formatDetailDate(lateUtc, { zone: 'America/Los_Angeles' })).toBe('11/21/2026');
    expect(formatDetailDate('2026-01-01T02:00:00.000Z', { zone: 'America/New_York' })).toBe('12/31/2025');
  });

  it('names the month in the active locale', () => {
    expect(formatListDate('2026-05-21T12:00:00.000Z', { zone: 'UTC', locale: 'fr' })).toMatch(/^mai.?-21-2026$/);
  });

  it('shows an unreadable value as it came', () => {
    expect(formatListDate('not a date')).toBe('not a date');
    expect(formatDetailDate('')).toBe('');
  });
});

// The formats were made with luxon until issue #37; the browser's Intl now makes them. The two
// are held to each other here, luxon reading the same instants with its own code.
describe('dates, as luxon made them', () => {
  const LOCALES = ['en-US', 'zh-CN', 'ar', 'it', 'es', 'fr'];
  const ZONES = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Asia/Kolkata'];
  // Each month, both ends of a day, and the nights daylight saving begins and ends.
  const INSTANTS = [
    ...Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1 + month * 2, (month * 5) % 24, (month * 7) % 60)).toISOString()),
    '2026-03-08T10:30:00.000Z',
    '2026-11-01T08:59:00.000Z',
    '2026-12-31T23:59:59.999Z',
    '2027-01-01T00:00:00.000Z',
  ];

  it.each(LOCALES)('gives the same text in %s, in every time zone', async (locale) => {
    const { DateTime } = await import('luxon');
    for (const zone of ZONES) {
      for (const iso of INSTANTS) {
        const luxon = DateTime.fromISO(iso, { zone }).setLocale(locale);
        expect(formatListDate(iso, { locale, zone }), `${iso} in ${zone}`).toBe(luxon.toFormat('LLL-dd-yyyy'));
        expect(formatDetailDate(iso, { locale, zone }), `${iso} in ${zone}`).toBe(luxon.toFormat('LL/dd/yyyy'));
        expect(formatListDateTime(iso, { locale, zone }), `${iso} in ${zone}`).toBe(luxon.toFormat('LLL-dd-yyyy HH:mm'));
      }
    }
  });

  it('reads a date without a time as that day', () => {
    expect(formatDetailDate('2026-11-21')).toBe('11/21/2026');
    expect(formatListDate('2026-02-01', { locale: 'fr' })).toMatch(/^févr.?-01-2026$/);
  });
});
