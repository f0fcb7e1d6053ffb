/**
 * The catalogue for the whole app, in the locale the `locale` machine shows: read by text.tsx
 * (the /login page's texts) and by react-intl (react-intl-provider.tsx, every other screen). Nothing
 * renders before the first catalogue is in: there would be no text to show. Below it, the picker
 * and the shell reach the machine through useLocaleActor().
 */
import { createContext, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { localeMachine } from '../machines/locale.machine';
import { CatalogueContext, type Catalogue } from './text';

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
  const catalogue = useMemo<Catalogue | null>(() => (messages ? { locale, messages } : null), [locale, messages]);
  if (!catalogue) return null;
  return (
    <LocaleActorContext.Provider value={localeActor}>
      <CatalogueContext.Provider value={catalogue}>{children}</CatalogueContext.Provider>
    </LocaleActorContext.Provider>
  );
}
