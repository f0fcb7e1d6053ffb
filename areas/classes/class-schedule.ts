/**
 * A live class's date and time (spec sections 2, 7): the form works in the admin's own time
 * zone, the calls carry UTC (`class_date` YYYY-MM-DD, `class_time` HH:mm:ss). Converted with
 * luxon, so a time near midnight moves to the right day and daylight saving is honoured.
 */
import { DateTime } from 'luxon';

export type LocalSchedule = { date: string; time: string };
export type UtcSchedule = { class_date: string; class_time: string };

type ZoneOption = { zone?: string };

/** The local date and `HH:mm` as the call sends them, in UTC; empty when either is missing or unreadable. */
export function toUtcSchedule({ date, time }: LocalSchedule, { zone = 'local' }: ZoneOption = {}): UtcSchedule {
  if (!date || !time) return { class_date: '', class_time: '' };
  const local = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!local.isValid) return { class_date: '', class_time: '' };
  const utc = local.toUTC();
  return { class_date: utc.toFormat('yyyy-MM-dd'), class_time: utc.toFormat('HH:mm:ss') };
}

/** The stored UTC date and time as the admin's local date and `HH:mm`; a date without a time stays as it is. */
export function fromUtcSchedule(classDate: string | null, classTime: string | null, { zone = 'local' }: ZoneOption = {}): LocalSchedule {
  if (!classDate) return { date: '', time: '' };
  if (!classTime) return { date: classDate, time: '' };
  const utc = DateTime.fromISO(`${classDate}T${classTime}`, { zone: 'utc' });
  if (!utc.isValid) return { date: classDate, time: '' };
  const local = utc.setZone(zone);
  return { date: local.toFormat('yyyy-MM-dd'), time: local.toFormat('HH:mm') };
}

/** The stored UTC date and time for reading: MM/DD/YYYY (spec section 9, details) and the locale's short time. */
export function describeUtcSchedule(
  classDate: string | null,
  classTime: string | null,
  { zone = 'local', locale }: ZoneOption & { locale?: string } = {},
): { date: string; time: string } {
  const { date, time } = fromUtcSchedule(classDate, classTime, { zone });
  if (!date) return { date: '', time: '' };
  const day = DateTime.fromISO(date, { zone, ...(locale && { locale }) });
  const moment = time ? DateTime.fromISO(`${date}T${time}`, { zone, ...(locale && { locale }) }) : null;
  return {
    date: day.isValid ? day.toFormat('LL/dd/yyyy') : date,
    time: moment?.isValid ? moment.toLocaleString(DateTime.TIME_SIMPLE) : '',
  };
}

/** Today in the admin's zone, `YYYY-MM-DD`: the earliest date a live class may take. */
export const localToday = ({ zone = 'local' }: ZoneOption = {}) => DateTime.now().setZone(zone).toFormat('yyyy-MM-dd');

/** The 10-minute steps of the time picker (spec section 9), `HH:mm`. */
export function timeSteps(stepMinutes: number): string[] {
  const steps: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    steps.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return steps;
}

/**
 * What the time picker shows for each `HH:mm` step: the locale's short time, as luxon's
 * TIME_SIMPLE writes it. One Intl formatter for the whole list: parsing each of the 144 steps
 * with luxon took about 4 ms of the class form's first draw (issue #11, /class/add).
 */
export function timeStepLabels(steps: readonly string[], locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: 'numeric', timeZone: 'UTC' });
  return steps.map((step) => {
    const [hours, minutes] = step.split(':').map(Number);
    return format.format(Date.UTC(2000, 0, 1, hours, minutes));
  });
}
