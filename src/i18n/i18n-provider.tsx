/**
 * react-intl for the whole app. Today it speaks en-US; the locale machine of a later issue
 * passes `locale` and the catalogue it loaded through loadMessages().
 */
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultMessages, type FirstMessages } from './load-messages';
import type { Messages } from './messages/en-US';
import { DEFAULT_LOCALE, type Locale } from './locales';
import './message-ids';

type I18nProviderProps = {
  children: ReactNode;
  locale?: Locale;
  messages?: FirstMessages;
};

// The first part only: the signed-in areas' texts arrive with the shell (area-messages.tsx).
export function I18nProvider({ children, locale = DEFAULT_LOCALE, messages = defaultMessages }: I18nProviderProps) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages as Messages}>
      {children}
    </IntlProvider>
  );
}
