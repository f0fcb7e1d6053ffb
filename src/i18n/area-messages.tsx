/**
 * Adds the signed-in areas' texts (en-US.areas.ts) to the catalogue the app started with. It
 * sits in the shell's lazy chunk, so the /login first load carries only the first part.
 */
import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Messages } from './messages/en-US';
import { enUSAreas } from './messages/en-US.areas';

export function AreaMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  // Both parts together make the whole catalogue.
  const messages = useMemo(() => ({ ...intl.messages, ...enUSAreas }) as Messages, [intl.messages]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
