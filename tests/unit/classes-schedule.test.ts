import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { describeUtcSchedule, fromUtcSchedule, timeStepLabels, timeSteps, toUtcSchedule } from '../../areas/classes/class-schedule';
import { LOCALES } from '../../src/i18n/locales';
import { inZone } from '../support/in-zone';

describe('class date and time in UTC, converted in the zone the machine is set to', () => {
  it('sends a local date and time as UTC YYYY-MM-DD and HH:mm:ss', () => {
    inZone('Europe/Rome', () => {
      expect(toUtcSchedule({ date: '2026-12-01', time: '18:30' })).toEqual({ class_date: '2026-12-01', class_time: '17:30:00' });
      expect(toUtcSchedule({ date: '2026-07-01', time: '18:30' })).toEqual({ class_date: '2026-07-01', class_time: '16:30:00' });
    });
  });

  it('moves to the next or previous day when UTC is across midnight', () => {
    expect(inZone('America/New_York', () => toUtcSchedule({ date: '2026-12-31', time: '21:00' }))).toEqual({ class_date: '2027-01-01', class_time: '02:00:00' });
    expect(inZone('Asia/Kolkata', () => toUtcSchedule({ date: '2027-01-01', time: '03:00' }))).toEqual({ class_date: '2026-12-31', class_time: '21:30:00' });
  });

  it('reads a stored UTC date and time back as the same local ones', () => {
    for (const zone of ['Europe/Rome', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland', 'UTC']) {
      for (const local of [{ date: '2026-11-22', time: '00:10' }, { date: '2027-03-28', time: '12:00' }, { date: '2027-06-30', time: '23:50' }]) {
        inZone(zone, () => {
          const utc = toUtcSchedule(local);
          expect(fromUtcSchedule(utc.class_date, utc.class_time), zone).toEqual(local);
        });
      }
    }
  });

  it('sends nothing when the date or the time is missing, and reads nothing from nothing', () => {
    expect(toUtcSchedule({ date: '2026-12-01', time: '' })).toEqual({ class_date: '', class_time: '' });
    expect(toUtcSchedule({ date: '', time: '10:00' })).toEqual({ class_date: '', class_time: '' });
    expect(fromUtcSchedule(null, null)).toEqual({ date: '', time: '' });
    expect(fromUtcSchedule('2026-12-01', null)).toEqual({ date: '2026-12-01', time: '' });
  });

  it('describes a stored date as MM/DD/YYYY and the time in the local zone', () => {
    expect(inZone('America/New_York', () => describeUtcSchedule('2027-01-01', '02:00:00', { locale: 'en-US' }))).toEqual({ date: '12/31/2026', time: '9:00 PM' });
  });

  it('takes a reading the clocks show twice as the first, and one they skip as that time after the change (Rome, 2026)', () => {
    inZone('Europe/Rome', () => {
      // 25 October 2026: 02:30 comes twice, first at 00:30 UTC (summer time), then at 01:30 UTC.
      expect(toUtcSchedule({ date: '2026-10-25', time: '02:30' })).toEqual({ class_date: '2026-10-25', class_time: '00:30:00' });
      // 29 March 2026: 02:30 never comes; it is taken as 03:30 summer time, 01:30 UTC.
      expect(toUtcSchedule({ date: '2026-03-29', time: '02:30' })).toEqual({ class_date: '2026-03-29', class_time: '01:30:00' });
      expect(fromUtcSchedule('2026-10-25', '01:30:00')).toEqual({ date: '2026-10-25', time: '02:30' });
    });
  });

  it('converts as luxon did, in every zone and language, away from the changes of offset', () => {
    for (const zone of ['Europe/Rome', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'America/St_Johns', 'America/Santiago', 'Australia/Lord_Howe']) {
      inZone(zone, () => {
        for (let day = 0; day < 730; day += 13) {
          for (const time of ['00:00', '00:40', '05:30', '12:05', '19:10', '23:50']) {
            const date = DateTime.fromISO('2026-01-03', { zone: 'utc' }).plus({ days: day }).toFormat('yyyy-MM-dd');
            const local = DateTime.fromISO(`${date}T${time}`, { zone });
            const utc = local.toUTC();
            const stored = { class_date: utc.toFormat('yyyy-MM-dd'), class_time: utc.toFormat('HH:mm:ss') };
            expect(toUtcSchedule({ date, time }), `${zone} ${date} ${time}`).toEqual(stored);
            expect(fromUtcSchedule(stored.class_date, stored.class_time)).toEqual({ date, time });
            for (const locale of LOCALES) {
              expect(describeUtcSchedule(stored.class_date, stored.class_time, { locale }), locale).toEqual({
                date: DateTime.fromISO(date, { zone, locale }).toFormat('LL/dd/yyyy'),
                time: local.setLocale(locale).toLocaleString(DateTime.TIME_SIMPLE),
              });
            }
          }
        }
      });
    }
  });

  it('refuses a date or time that is not a real one, and reads a stored one it cannot as its date alone', () => {
    for (const [date, time] of [['2026-02-30', '10:00'], ['2026-13-01', '10:00'], ['2026-1-01', '10:00'], ['2026-12-01', '24:00'], ['2026-12-01', '10:60'], ['2026-12-01', '10h00']]) {
      expect(inZone('Europe/Rome', () => toUtcSchedule({ date: date!, time: time! })), `${date} ${time}`).toEqual({ class_date: '', class_time: '' });
    }
    expect(inZone('Europe/Rome', () => fromUtcSchedule('2026-12-01', '25:00:00'))).toEqual({ date: '2026-12-01', time: '' });
    expect(inZone('UTC', () => toUtcSchedule({ date: '2028-02-29', time: '10:00' }))).toEqual({ class_date: '2028-02-29', class_time: '10:00:00' });
  });

  it('offers the time in 10-minute steps', () => {
    const steps = timeSteps(10);
    expect(steps).toHaveLength(144);
    expect(steps.slice(0, 3)).toEqual(['00:00', '00:10', '00:20']);
    expect(steps.at(-1)).toBe('23:50');
  });

  it('labels each step with the locale’s short time, as luxon’s TIME_SIMPLE writes it', () => {
    const steps = [...timeSteps(10), '05:30', '12:05'];
    for (const locale of LOCALES) {
      const luxon = steps.map((step) => DateTime.fromFormat(step, 'HH:mm', { locale }).toLocaleString(DateTime.TIME_SIMPLE));
      expect(timeStepLabels(steps, locale), locale).toEqual(luxon);
    }
    expect(timeStepLabels(['00:00', '13:40'], 'en-US')).toEqual(['12:00 AM', '1:40 PM']);
    expect(timeStepLabels(['00:00', '13:40'], 'fr')).toEqual(['00:00', '13:40']);
  });
});
