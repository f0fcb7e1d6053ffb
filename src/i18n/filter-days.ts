/**
 * A list filter's day as the admin reads and types it (issue #31 item 6): the lists' own date
 * layout (Nov-27-2026, month names in the admin's language), so a day filter reads like the
 * dates it filters. Typing also takes an ISO day (2026-11-27) and the detail layout (11/27/2026),
 * a month named in English as well, and a day of one digit. The value stays YYYY-MM-DD, whatever
 * the language. Made with the browser's Intl (dates.ts), not luxon, which every signed-in page
 * loaded for this alone (70 KB, issue #37).
 */
import { formatListDate } from './dates';

export const showDay = (day: string, locale: string): string => (isDay(day) ? formatListDate(day, { locale }) : day);

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the viewer's time zone, as YYYY-MM-DD. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** YYYY-MM-DD for a day that exists (no Feb-30), else null. */
function dayOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

const isDay = (text: string) => {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return iso !== null && dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3])) !== null;
};

const monthNames = new Map<string, string[]>();

/** The twelve short month names of the locale, as the lists show them, in lower case. */
function monthsOf(locale: string): string[] {
  let names = monthNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
    names = Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2026, month, 15))).toLocaleLowerCase(locale));
    monthNames.set(locale, names);
  }
  return names;
}

/** The typed text as YYYY-MM-DD, or null when it is no whole day. */
export function readDay(text: string, locale: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const detail = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (detail) return dayOf(Number(detail[3]), Number(detail[1]), Number(detail[2]));
  const listed = /^(.+)-(\d{1,2})-(\d{4})$/u.exec(trimmed);
  if (!listed) return null;
  for (const tryLocale of [locale, 'en-US']) {
    const month = monthsOf(tryLocale).indexOf(listed[1]!.toLocaleLowerCase(tryLocale));
    if (month >= 0) return dayOf(Number(listed[3]), month + 1, Number(listed[2]));
  }
  return null;
}
