/**
 * The two date formats of spec sections 2 and 9, in the viewer's time zone: lists show
 * MMM-DD-YYYY (Nov-21-2026), details MM/DD/YYYY (11/21/2026). Month names follow the active
 * locale; the layout of the date, and its Latin digits, are the spec's in every locale.
 *
 * Made from the browser's own Intl formatters, each built once per locale and zone: luxon, which
 * made these before, took 13 to 21 ms for the ten dates of the profile screen's first draw
 * (issue #37). It gave the same text; tests/unit/dates.test.ts holds the two to each other.
 */
import { DEFAULT_LOCALE } from './locales';

export type DateOptions = { locale?: string; zone?: string };

type Parts = { year: string; month: string; day: string; hour: string; minute: string; monthName: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, zone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${zone ?? ''}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formatters.set(key, found);
  }
  return found;
}

/** The numbers, in Latin digits, and the month's short name as it stands alone in the locale. */
const NUMBERS: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', numberingSystem: 'latn' };
const MONTH_NAME: Intl.DateTimeFormatOptions = { month: 'short' };

function parse(iso: string, options: DateOptions): Parts | null {
  // An ISO date-time or a bare date (read as midnight in the zone, as luxon did).
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(iso);
  const date = new Date(bare ? `${iso}T00:00:00` : iso);
  if (!iso || Number.isNaN(date.getTime())) return null;
  const zone = options.zone === undefined || options.zone === 'local' ? undefined : options.zone;
  const parts: Partial<Parts> = {};
  for (const part of formatter('en-US', zone, NUMBERS).formatToParts(date)) {
    if (part.type === 'year' || part.type === 'month' || part.type === 'day' || part.type === 'hour' || part.type === 'minute') parts[part.type] = part.value;
  }
  parts.monthName = formatter(options.locale ?? DEFAULT_LOCALE, zone, MONTH_NAME).format(date);
  return parts as Parts;
}

/** MMM-DD-YYYY, e.g. Nov-21-2026; an unreadable value is shown as it came. */
export function formatListDate(iso: string, options: DateOptions = {}): string {
  const parts = parse(iso, options);
  return parts ? `${parts.monthName}-${parts.day}-${parts.year}` : iso;
}

/** MM/DD/YYYY, e.g. 11/21/2026; an unreadable value is shown as it came. */
export function formatDetailDate(iso: string, options: DateOptions = {}): string {
  const parts = parse(iso, options);
  return parts ? `${parts.month}/${parts.day}/${parts.year}` : iso;
}

/** MMM-DD-YYYY HH:mm, e.g. Nov-21-2026 14:05: when a time of day matters (the activity log). */
export function formatListDateTime(iso: string, options: DateOptions = {}): string {
  const parts = parse(iso, options);
  return parts ? `${parts.monthName}-${parts.day}-${parts.year} ${parts.hour}:${parts.minute}` : iso;
}
