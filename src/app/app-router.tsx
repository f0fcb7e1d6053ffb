/**
 * Renders the route table with the access rules of spec section 2: `/` goes to /dashboard;
 * guest routes (/login) send a signed-in visitor to /dashboard (or to its `next` path); public
 * routes are open; every other route needs a session and renders inside ONE shell that stays
 * mounted across navigation, so its state (mini sidebar, open groups) survives a route change.
 * The shell is its own chunk: the login screen does not pay for it, but fetches it while idle
 * (signed-in-chunks.ts). While a chunk loads, a skeleton of the shell or of the page holds its
 * place, so a sign-in or a reload never shows a blank page.
 * A signed-out visit to a private address goes to /login carrying it, and sign-in returns there
 * (return-path.ts); a session that ends in this tab goes to plain /login (then /dashboard).
 */
import { Suspense, useRef, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { lazyWithReactIntl } from '../i18n/with-react-intl';
import { useSessionActor } from './app-context';
import { ShellSkeleton } from './layout/shell-skeleton';
import { loginPathFor, returnPathFrom } from './return-path';
import { HOME_PATH, LOGIN_PATH, loadSecondFactorGate, openRoutes } from './routes';
import { loadPrivateSwitch, loadSignedInShell } from './signed-in-chunks';

// The shell and the table of signed-in routes, fetched together (both ahead while /login idles),
// with react-intl, which every screen but the login page uses (i18n/with-react-intl.tsx).
const SignedInArea = lazyWithReactIntl(() =>
  Promise.all([loadSignedInShell(), loadPrivateSwitch()]).then(([{ SignedInShell }, { PrivateSwitch }]) => () => (
    <SignedInShell>
      <PrivateSwitch />
    </SignedInShell>
  )),
);
// Every screen but the login page waits for the catalogue's second part (app/area-messages.tsx).
const AreaMessages = lazyWithReactIntl(() => import('./area-messages').then((module) => module.AreaMessages));
// A session whose role requires a second factor not yet set up sees only its set-up (issue #32 item 1).
const SecondFactorGate = lazyWithReactIntl(() =>
  Promise.all([import('./area-messages'), loadSecondFactorGate()]).then(([{ AreaMessages: Texts }, { SecondFactorGate: Gate }]) => () => (
    <Texts>
      <Gate />
    </Texts>
  )),
);

function useSecondFactorSetup(): boolean {
  return useSelector(useSessionActor(), (s) => s.context.session?.secondFactorSetup === true);
}

function useSignedIn(): boolean {
  return useSelector(useSessionActor(), (s) => s.matches('signedIn') || s.matches('signingOut'));
}

/** Signed out, and not still asking the other tabs for a session. */
function useSignedOut(): boolean {
  return useSelector(useSessionActor(), (s) => s.matches('signedOut'));
}

const Page = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

function GuestOnly({ children }: { children: ReactNode }) {
  const returnPath = returnPathFrom(useSearch());
  return useSignedIn() ? <Redirect to={returnPath ?? HOME_PATH} replace /> : <Page>{children}</Page>;
}

function PrivateArea() {
  const [path] = useLocation();
  const search = useSearch();
  const signedIn = useSignedIn();
  const signedOut = useSignedOut();
  const setupOnly = useSecondFactorSetup();
  // A session that ended while this page showed it (sign-out, a 401) does not come back here.
  const wasSignedIn = useRef(false);
  if (signedIn) wasSignedIn.current = true;
  if (signedOut) {
    const target = path + (search ? `?${search}` : '');
    return <Redirect to={wasSignedIn.current || target === HOME_PATH ? LOGIN_PATH : loginPathFor(LOGIN_PATH, target)} replace />;
  }
  // A new tab asking the other tabs for their session (a moment): the shell's outline meanwhile.
  if (!signedIn) return <ShellSkeleton />;
  if (setupOnly) {
    return (
      <Suspense fallback={null}>
        <SecondFactorGate />
      </Suspense>
    );
  }
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
