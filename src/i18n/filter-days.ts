/**
 * A list filter's day as the admin reads and types it (issue #31 item 6): the lists' own date
 * layout (Nov-27-2026, month names in the admin's language), so a day filter reads like the
 * dates it filters. Typing also takes an ISO day (2026-11-27) and the detail layout (11/27/2026).
 * The value stays YYYY-MM-DD, whatever the language.
 */
import { DateTime } from 'luxon';

const SHOWN = 'LLL-dd-yyyy';
const TYPED = [SHOWN, 'LLL-d-yyyy', 'LL/dd/yyyy', 'L/d/yyyy', 'yyyy-MM-dd'];

export const showDay = (day: string, locale: string): string => {
  const date = DateTime.fromISO(day, { locale });
  return date.isValid ? date.toFormat(SHOWN) : day;
};

/** The typed text as YYYY-MM-DD, or null when it is no whole day. */
export function readDay(text: string, locale: string): string | null {
  const trimmed = text.trim();
  for (const format of TYPED) {
    for (const tryLocale of [locale, 'en-US']) {
      const date = DateTime.fromFormat(trimmed, format, { locale: tryLocale });
      if (date.isValid) return date.toISODate();
    }
  }
  return null;
}
