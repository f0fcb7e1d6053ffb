/**
 * One formatter per message and locale for the whole page (issue #37): each `<Text>` used to build
 * its own, and build them all again when the catalogue grew (the screens' texts arriving after
 * /login's first paint).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { isLocale } from './locales';

type Message = ConstructorParameters<typeof IntlMessageFormat>[0];

// intl-messageformat asks Intl which locale each message may use (`supportedLocalesOf`), and the
// first such question has the engine list every locale it knows: 17–35 ms of /login's boot on
// two busy cores. The six locales of the product are in every browser's Intl data, so for them
// the answer is the locale itself; any other is asked as before, once. react-intl's formatters,
// which build theirs with the same class, go through this too.
const resolvedLocales = new Map<string, Intl.Locale | undefined>();
const resolveLocale = IntlMessageFormat.resolveLocale;
IntlMessageFormat.resolveLocale = (locales) => {
  const key = Array.isArray(locales) ? locales.join(',') : locales;
  if (!resolvedLocales.has(key)) resolvedLocales.set(key, isLocale(key) ? new Intl.Locale(key) : resolveLocale(locales));
  return resolvedLocales.get(key);
};

const formats = new Map<string, { message: Message; format: IntlMessageFormat }>();

/** The formatter of `message` (the catalogue's parsed message for `id`) in `locale`, built once. */
export function messageFormat(locale: string, id: string, message: Message): IntlMessageFormat {
  const key = `${locale}\u0000${id}`;
  const known = formats.get(key);
  // A catalogue of the same locale holds the same parsed message for an id; a different one
  // (a catalogue replaced in development) gets a formatter of its own.
  if (known?.message === message) return known.format;
  const format = new IntlMessageFormat(message, locale);
  formats.set(key, { message, format });
  return format;
}
