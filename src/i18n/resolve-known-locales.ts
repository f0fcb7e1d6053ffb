/**
 * react-intl's formatters are intl-messageformat's, which asks Intl which locale each message may
 * use (`supportedLocalesOf`); the first such question has the engine list every locale it knows:
 * 17–35 ms of a screen's boot on two busy cores (issue #37). The six locales of the product are in
 * every browser's Intl data, so for them the answer is the locale itself; any other is asked as
 * before, once. Imported for its effect by react-intl-provider.tsx, before any message is built.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { isLocale } from './locales';

const resolvedLocales = new Map<string, Intl.Locale | undefined>();
const resolveLocale = IntlMessageFormat.resolveLocale;
IntlMessageFormat.resolveLocale = (locales) => {
  const key = Array.isArray(locales) ? locales.join(',') : locales;
  if (!resolvedLocales.has(key)) resolvedLocales.set(key, isLocale(key) ? new Intl.Locale(key) : resolveLocale(locales));
  return resolvedLocales.get(key);
};
