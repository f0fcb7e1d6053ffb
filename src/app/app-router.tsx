/**
 * Renders the route table with the access rules of spec section 2: `/` goes to /dashboard;
 * guest routes (/login) send a signed-in visitor to /dashboard; public routes are open;
 * every other route needs a session (a signed-out visitor goes to /login) and renders inside
 * ONE shell that stays mounted across navigation, so its state (mini sidebar, open groups)
 * survives a route change. The shell is its own chunk: the login screen does not pay for it,
 * but fetches it while idle (signed-in-chunks.ts). While a chunk loads, a skeleton of the shell
 * or of the page holds its place, so a sign-in or a reload never shows a blank page.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect, Route, Switch } from 'wouter';
import { useSessionActor } from './app-context';
import { PageSkeleton } from './kit/page-skeleton';
import { ShellSkeleton } from './layout/shell-skeleton';
import { HOME_PATH, LOGIN_PATH, routes } from './routes';
import { loadSignedInShell } from './signed-in-chunks';
import { useMayOpen } from './use-may-open';

const SignedInShell = lazy(() => loadSignedInShell().then((module) => ({ default: module.SignedInShell })));
const NotFoundScreen = lazy(() => import('../screens/not-found/not-found-screen'));
const NotAllowedScreen = lazy(() => import('../screens/not-allowed/not-allowed-screen'));
// Every screen but the login page waits for the catalogue's second part (app/area-messages.tsx).
const AreaMessages = lazy(() => import('./area-messages').then((module) => ({ default: module.AreaMessages })));

const openRoutes = routes.filter((route) => route.access !== 'private');
const privateRoutes = routes.filter((route) => route.access === 'private');

function useSignedIn(): boolean {
  return useSelector(useSessionActor(), (s) => s.matches('signedIn') || s.matches('signingOut'));
}

const Page = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;
const ShellPage = ({ children }: { children: ReactNode }) => <Suspense fallback={<PageSkeleton />}>{children}</Suspense>;

function GuestOnly({ children }: { children: ReactNode }) {
  return useSignedIn() ? <Redirect to={HOME_PATH} replace /> : <Page>{children}</Page>;
}

function PrivateArea() {
  const mayOpen = useMayOpen();
  if (!useSignedIn()) return <Redirect to={LOGIN_PATH} replace />;
  return (
    <Suspense fallback={<ShellSkeleton />}>
      <SignedInShell>
        <Switch>
          {privateRoutes.map((route) => (
            <Route key={route.path} path={route.path}>
              {/* An area the role does not open says so, instead of failing on its calls. */}
              <ShellPage>{mayOpen(route.path) ? <route.screen /> : <NotAllowedScreen />}</ShellPage>
            </Route>
          ))}
          <Route>
            <ShellPage>
              <NotFoundScreen />
            </ShellPage>
          </Route>
        </Switch>
      </SignedInShell>
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to={HOME_PATH} replace />
      </Route>
      {openRoutes.map((route) => (
        <Route key={route.path} path={route.path}>
          {route.access === 'guest' ? (
            <GuestOnly>
              <route.screen />
            </GuestOnly>
          ) : (
            <Page>
              <AreaMessages>
                <route.screen />
              </AreaMessages>
            </Page>
          )}
        </Route>
      ))}
      <Route>
        <PrivateArea />
      </Route>
    </Switch>
  );
}
