/**
 * Boot: the app's actors and client (boot.ts), the providers, the router, the toast host;
 * `?debug` adds the flow-journal panel, `?inspect` (development builds) the Stately inspector.
 */
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
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

async function start() {
  const params = new URLSearchParams(window.location.search);
  let extraInspect: Inspect | undefined;
  if (import.meta.env.DEV && params.has('inspect')) {
    const { connectStatelyInspector } = await import('./app/stately-inspector');
    extraInspect = connectStatelyInspector();
  }
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
  applyStoredRootTheme(document.documentElement);

  createRoot(document.getElementById('root')!).render(
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
  );
  // Signed out: the login page fetches the signed-in shell while idle, so a sign-in shows it at once.
  if (!app.sessionActor.getSnapshot().matches('signedIn')) preloadSignedInWhenIdle(() => app.localeActor.getSnapshot().context.locale);
}

void start();
