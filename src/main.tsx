/**
 * Boot: the app's actors and client (boot.ts), the providers, the router, the toast host;
 * `?debug` adds the flow-journal panel, `?inspect` (development builds) the Stately inspector.
 */
import { StrictMode, Suspense, startTransition } from 'react';
import { loadReactDomClient } from 'virtual:react-dom-client';
import { Router } from 'wouter';
import './theme/global.css';
import { applyStoredRootTheme } from './theme/root-theme';
import { AppContext } from './app/app-context';
import { AppRouter } from './app/app-router';
import { bootApp } from './app/boot';
import type { Inspect } from './journal/inspect';
import { preloadSignedInWhenIdle } from './app/signed-in-chunks';
import { eachWhenIdleAfterLoad } from './app/each-when-idle';
import { I18nProvider } from './i18n/i18n-provider';
import { lazyWithReactIntl } from './i18n/with-react-intl';
import { ToastHost } from './ui/toast/toast-host';
import { nextTask } from './app/next-task';

async function start() {
  const params = new URLSearchParams(window.location.search);
  let extraInspect: Inspect | undefined;
  if (import.meta.env.DEV && params.has('inspect')) {
    const { connectStatelyInspector } = await import('./app/stately-inspector');
    extraInspect = connectStatelyInspector();
  }
  // Before the first paint, as before the render was a task of its own.
  applyStoredRootTheme(document.documentElement);
  // Four tasks rather than one (issue #37): the modules' evaluation, the app's actors, react-dom's
  // setup, React's first render (a transition, so it yields every few milliseconds too).
  await nextTask();
  const app = bootApp({ extraInspect });
  // The journal panel of `?debug`, with the journal it shows; without it, the journal loads while idle.
  const JournalPanel = lazyWithReactIntl(async () => {
    const [panel, journal] = await Promise.all([import('./devtools/journal-panel'), app.journal.open()]);
    return () => <panel.default journal={journal} />;
  });
  // The server-back watcher's code too (a screen that finds no server can no longer fetch it), and
  // the unsaved-changes guard's.
  eachWhenIdleAfterLoad([
    ...(params.has('debug') ? [] : [() => void app.journal.open().catch(() => {})]),
    app.serverBack.preload,
    () => void app.leaveGuard.load().catch(() => {}),
  ]);

  // react-dom's client sets itself up in a task of its own (build/react-dom-client-on-demand.ts).
  await nextTask();
  const { createRoot } = loadReactDomClient();
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(
    <StrictMode>
      <AppContext.Provider value={app}>
        <I18nProvider localeActor={app.localeActor}>
          {/* Every navigation of the app passes the unsaved-changes guard, which makes the move. */}
          <Router
            aroundNav={(navigate, to, options) => {
              // Before the guard's code has come (it loads after the first page) no form holds changes.
              const guard = app.leaveGuard.current();
              if (guard) guard.send({ type: 'leave.request', leave: { kind: 'path', to, ...options } });
              else navigate(to, options);
            }}
          >
            <AppRouter />
          </Router>
          <ToastHost />
          {params.has('debug') && (
            <Suspense fallback={null}>
              <JournalPanel />
            </Suspense>
          )}
        </I18nProvider>
      </AppContext.Provider>
    </StrictMode>,
  ));
  // Signed out: the login page fetches the signed-in shell while idle, so a sign-in shows it at once.
  if (!app.sessionActor.getSnapshot().matches('signedIn')) preloadSignedInWhenIdle(() => app.localeActor.getSnapshot().context.locale);
}

void start();
