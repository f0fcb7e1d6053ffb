/**
 * The running `locale` machine with its real effects: catalogues from load-messages.ts, the
 * choice kept in local storage (so it outlives the tab, DESIGN.md section 6), `lang` and `dir`
 * on the document root, failures as toasts. Storage that refuses (a private window, a quota)
 * only means that the choice is not kept.
 */
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { localeMachine, type Catalogue, type CatalogueRequest } from '../machines/locale.machine';
import { supplyAll } from '../machines/supplied';
import { notifyAction } from './notify-action';
import { notify } from '../ui/toast/notify';
import { loadCatalogue } from '../i18n/load-messages';
import { DEFAULT_LOCALE } from '../i18n/locales';

export const LOCALE_STORAGE_KEY = 'mise.locale';

function readStoredLocale(): string | null {
  try {
    return localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function createLocaleActor(options: { inspect: (inspection: InspectionEvent) => void; withAreas: boolean }) {
  const logic = supplyAll(localeMachine, {
    actors: { loadCatalogue: fromPromise<Catalogue, CatalogueRequest>(({ input }) => loadCatalogue(input)) },
    actions: {
      persistLocale: (_, { locale }) => {
        try {
          localStorage.setItem(LOCALE_STORAGE_KEY, locale);
        } catch {
          // Not kept across reloads; the page still shows the choice.
        }
      },
      applyDocument: (_, { locale, dir }) => {
        document.documentElement.lang = locale;
        document.documentElement.dir = dir;
      },
      notify: notifyAction({ notify }),
    },
  });
  const actor = createActor(logic, {
    input: { stored: readStoredLocale(), defaultLocale: DEFAULT_LOCALE, withAreas: options.withAreas },
    inspect: options.inspect,
  });
  actor.start();
  return actor;
}
