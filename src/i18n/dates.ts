/**
 * The two date formats of spec sections 2 and 9, with luxon, in the viewer's time zone:
 * lists show MMM-DD-YYYY (Nov-21-2026), details MM/DD/YYYY (11/21/2026). Month names follow
 * the active locale; the layout of the date is the spec's in every locale.
 */
import { DateTime } from 'luxon';
import { DEFAULT_LOCALE } from './locales';

export type DateOptions = { locale?: string; zone?: string };

const LIST_FORMAT = 'LLL-dd-yyyy';
const DETAIL_FORMAT = 'LL/dd/yyyy';

function parse(iso: string, options: DateOptions): DateTime | null {
  const date = DateTime.fromISO(iso, { zone: options.zone ?? 'local' }).setLocale(options.locale ?? DEFAULT_LOCALE);
  return date.isValid ? date : null;
}

/** MMM-DD-YYYY, e.g. Nov-21-2026; an unreadable value is shown as it came. */
export function formatListDate(iso: string, options: DateOptions = {}): string {
  return parse(iso, options)?.toFormat(LIST_FORMAT) ?? iso;
}

/** MM/DD/YYYY, e.g. 11/21/2026; an unreadable value is shown as it came. */
export function formatDetailDate(iso: string, options: DateOptions = {}): string {
  return parse(iso, options)?.toFormat(DETAIL_FORMAT) ?? iso;
}

/** MMM-DD-YYYY HH:mm, e.g. Nov-21-2026 14:05: when a time of day matters (the activity log). */
export function formatListDateTime(iso: string, options: DateOptions = {}): string {
  return parse(iso, options)?.toFormat(`${LIST_FORMAT} HH:mm`) ?? iso;
}
