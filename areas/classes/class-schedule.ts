/**
 * A live class's date and time (spec sections 2, 7): the form works in the admin's own time
 * zone, the calls carry UTC (`class_date` YYYY-MM-DD, `class_time` HH:mm:ss), so a time near
 * midnight moves to the right day and daylight saving is honoured. Converted by Date, whose
 * local clock is the browser's zone, not a date library: luxon's first use was 3 ms of the class
 * form's first draw and its 70 KB of script came with every class screen (issue #37). A reading
 * the zone's clocks skip (the hour of a spring change) is taken as the same time after the change,
 * and one they show twice (autumn) as the first: ECMAScript's LocalTime rules.
 */
export type LocalSchedule = { date: string; time: string };
export type UtcSchedule = { class_date: string; class_time: string };

/** A reading of a clock, its month from 1. */
type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const localClockAt = (date: Date): WallClock => ({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours(), minute: date.getMinutes(), second: date.getSeconds() });
const utcClockAt = (date: Date): WallClock => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes(), second: date.getUTCSeconds() });

/** The instant the local clocks read `clock`. */
function localInstantOf({ year, month, day, hour, minute, second }: WallClock): Date {
  const date = new Date(year, month - 1, day, hour, minute, second);
  // Years 0–99 are not taken as 1900–1999.
  if (year < 100) date.setFullYear(year, month - 1, day);
  return date;
}

function utcInstantOf({ year, month, day, hour, minute, second }: WallClock): Date {
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (year < 100) date.setUTCFullYear(year, month - 1, day);
  return date;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');
const dayOf = ({ year, month, day }: WallClock) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const minuteOf = ({ hour, minute }: WallClock) => `${pad(hour)}:${pad(minute)}`;

/** `YYYY-MM-DD` and `HH:mm` (or `HH:mm:ss`) as a reading of a clock; null when either is not a real one. */
function readClock(date: string, time: string): WallClock | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const moment = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!day || !moment) return null;
  const [year, month, dayOfMonth] = day.slice(1).map(Number) as [number, number, number];
  const [hour, minute, second = 0] = moment.slice(1).map((part) => (part === undefined ? 0 : Number(part))) as [number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > daysInMonth || hour > 23 || minute > 59 || second > 59) return null;
  return { year, month, day: dayOfMonth, hour, minute, second };
}

/** The local date and `HH:mm` as the call sends them, in UTC; empty when either is missing or unreadable. */
export function toUtcSchedule({ date, time }: LocalSchedule): UtcSchedule {
  const local = date && time ? readClock(date, time) : null;
  if (!local) return { class_date: '', class_time: '' };
  const utc = utcClockAt(localInstantOf(local));
  return { class_date: dayOf(utc), class_time: `${minuteOf(utc)}:${pad(utc.second)}` };
}

/** The stored UTC date and time as the admin's local date and `HH:mm`; a date without a time stays as it is. */
export function fromUtcSchedule(classDate: string | null, classTime: string | null): LocalSchedule {
  if (!classDate) return { date: '', time: '' };
  if (!classTime) return { date: classDate, time: '' };
  const utc = readClock(classDate, classTime);
  if (!utc) return { date: classDate, time: '' };
  const local = localClockAt(utcInstantOf(utc));
  return { date: dayOf(local), time: minuteOf(local) };
}

/** The stored UTC date and time for reading: MM/DD/YYYY (spec section 9, details) and the locale's short time. */
export function describeUtcSchedule(
  classDate: string | null,
  classTime: string | null,
  { locale }: { locale?: string } = {},
): { date: string; time: string } {
  const { date, time } = fromUtcSchedule(classDate, classTime);
  if (!date) return { date: '', time: '' };
  const day = readClock(date, '00:00');
  if (!day) return { date, time: '' };
  const [hours, minutes] = time.split(':').map(Number);
  return {
    date: `${pad(day.month)}/${pad(day.day)}/${pad(day.year, 4)}`,
    time: time ? shortTime(locale).format(Date.UTC(2000, 0, 1, hours, minutes)) : '',
  };
}

/** Today in the admin's zone, `YYYY-MM-DD`: the earliest date a live class may take. */
export const localToday = () => dayOf(localClockAt(new Date()));

/** The locale's short time (an hour and its minutes), read on a clock that has no zone of its own. */
const shortTimes = new Map<string, Intl.DateTimeFormat>();
function shortTime(locale: string | undefined): Intl.DateTimeFormat {
  const key = locale ?? '';
  let format = shortTimes.get(key);
  if (!format) shortTimes.set(key, (format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: 'numeric', timeZone: 'UTC' })));
  return format;
}

/** The 10-minute steps of the time picker (spec section 9), `HH:mm`. */
export function timeSteps(stepMinutes: number): string[] {
  const steps: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    steps.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return steps;
}

/**
 * What the time picker shows for each `HH:mm` step: the locale's short time, as the class's
 * details write it. One Intl formatter for the whole list: parsing each of the 144 steps with
 * luxon took about 4 ms of the class form's first draw (issue #11, /class/add).
 */
export function timeStepLabels(steps: readonly string[], locale: string): string[] {
  const format = shortTime(locale);
  return steps.map((step) => {
    const [hours, minutes] = step.split(':').map(Number);
    return format.format(Date.UTC(2000, 0, 1, hours, minutes));
  });
}
