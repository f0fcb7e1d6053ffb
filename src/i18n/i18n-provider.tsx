/**
 * react-intl for the whole app. Today it speaks en-US; the locale machine of a later issue
 * passes `locale` and the catalogue it loaded through loadMessages().
 */
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { defaultMessages } from './load-messages';
import { DEFAULT_LOCALE, type Locale } from './locales';
import type { Messages } from './messages/en-US';
import './message-ids';

type I18nProviderProps = {
  children: ReactNode;
  locale?: Locale;
  messages?: Messages;
};

export function I18nProvider({ children, locale = DEFAULT_LOCALE, messages = defaultMessages }: I18nProviderProps) {
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      {children}
    </IntlProvider>
  );
}
