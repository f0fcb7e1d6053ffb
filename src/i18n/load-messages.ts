/**
 * The one way to get a locale's catalogue. en-US is bundled (the first paint needs no
 * request); later locales are `import()`ed here so each becomes its own small chunk.
 */
import { DEFAULT_LOCALE, type Locale } from './locales';
import { enUS, type Messages } from './messages/en-US';

const loaders: Record<Locale, () => Promise<Messages>> = {
  [DEFAULT_LOCALE]: async () => enUS,
};

export const defaultMessages: Messages = enUS;

export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}
