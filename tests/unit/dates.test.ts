import { describe, expect, it } from 'vitest';
import { formatDetailDate, formatListDate } from '../../src/i18n/dates';

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
