/**
 * react-intl over the loaded catalogue, for every screen but /login (which uses text.tsx alone,
 * issue #37): its own chunk, fetched with the screens that need it (with-react-intl.ts).
 */
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from './locales';
import type { Messages } from './messages/en-US';
import { useCatalogue } from './text';
import './message-ids';
import './resolve-known-locales';

export function ReactIntlProvider({ children }: { children: ReactNode }) {
  const { locale, messages } = useCatalogue();
  // Built catalogues hold parsed messages (precompile-messages-plugin.ts), which react-intl takes as they are.
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages as Messages}>
      {children}
    </IntlProvider>
  );
}
