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
import { ShellSkeleton } from './layout/shell-skeleton';
import { HOME_PATH, LOGIN_PATH, openRoutes } from './routes';
import { loadPrivateSwitch, loadSignedInShell } from './signed-in-chunks';

// The shell and the table of signed-in routes, fetched together (both ahead while /login idles).
const SignedInArea = lazy(() =>
  Promise.all([loadSignedInShell(), loadPrivateSwitch()]).then(([{ SignedInShell }, { PrivateSwitch }]) => ({
    default: () => (
      <SignedInShell>
        <PrivateSwitch />
      </SignedInShell>
    ),
  })),
);
// Every screen but the login page waits for the catalogue's second part (app/area-messages.tsx).
const AreaMessages = lazy(() => import('./area-messages').then((module) => ({ default: module.AreaMessages })));

function useSignedIn(): boolean {
  return useSelector(useSessionActor(), (s) => s.matches('signedIn') || s.matches('signingOut'));
}

const Page = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

function GuestOnly({ children }: { children: ReactNode }) {
  return useSignedIn() ? <Redirect to={HOME_PATH} replace /> : <Page>{children}</Page>;
}

function PrivateArea() {
  if (!useSignedIn()) return <Redirect to={LOGIN_PATH} replace />;
  return (
    <Suspense fallback={<ShellSkeleton />}>
      <SignedInArea />
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
