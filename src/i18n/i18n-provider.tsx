/**
 * react-intl for the whole app, in the locale the `locale` machine shows with the catalogue it
 * loaded. Nothing renders before the first catalogue is in: there would be no text to show.
 * Below it, the picker and the shell reach the machine through useLocaleActor().
 */
import { createContext, useContext, useDeferredValue, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { IntlProvider } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { localeMachine } from '../machines/locale.machine';
import type { Messages } from './messages/en-US';
import { DEFAULT_LOCALE } from './locales';
import './message-ids';

export type LocaleActor = ActorRefFrom<typeof localeMachine>;

const LocaleActorContext = createContext<LocaleActor | null>(null);

export function useLocaleActor(): LocaleActor {
  const actor = useContext(LocaleActorContext);
  if (!actor) throw new Error('useLocaleActor is used outside <I18nProvider>');
  return actor;
}

export function I18nProvider({ children, localeActor }: { children: ReactNode; localeActor: LocaleActor }) {
  // Deferred: a machine's change re-renders at once and in one piece, and the first catalogue's
  // arrival mounts the whole app (shell and page), the longest task of a load (issue #11:
  // Lighthouse's blocking time). As deferred values, React draws it in slices between which the
  // page stays responsive; a later language switch keeps the old texts until the new ones are drawn.
  const locale = useDeferredValue(useSelector(localeActor, (s) => s.context.locale));
  const messages = useDeferredValue(useSelector(localeActor, (s) => s.context.messages));
  if (!messages) return null;
  return (
    <LocaleActorContext.Provider value={localeActor}>
      {/* Built catalogues hold parsed messages (precompile-messages-plugin.ts), which react-intl takes as they are. */}
      <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages as Messages}>
        {children}
      </IntlProvider>
    </LocaleActorContext.Provider>
  );
}
