/**
 * Renders the route table with the access rules of spec section 2: `/` goes to /dashboard,
 * private routes need a session and sit inside the shell, guest routes send a signed-in
 * visitor to /dashboard, anything else is the not-found screen.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { Redirect, Route, Switch } from 'wouter';
import { AppShell } from './layout/app-shell';
import { useSessionActor } from './app-context';
import { HOME_PATH, LOGIN_PATH, routes, type RouteDef } from './routes';

const NotFoundScreen = lazy(() => import('../screens/not-found/not-found-screen'));

function useSignedIn(): boolean {
  return useSelector(useSessionActor(), (s) => s.matches('signedIn') || s.matches('signingOut'));
}

function Guard({ route, children }: { route: Pick<RouteDef, 'access'>; children: ReactNode }) {
  const signedIn = useSignedIn();
  if (route.access === 'private' && !signedIn) return <Redirect to={LOGIN_PATH} replace />;
  if (route.access === 'guest' && signedIn) return <Redirect to={HOME_PATH} replace />;
  const page = <Suspense fallback={null}>{children}</Suspense>;
  return route.access === 'private' ? <AppShell>{page}</AppShell> : page;
}

function NotFound() {
  const signedIn = useSignedIn();
  return (
    <Guard route={{ access: signedIn ? 'private' : 'public' }}>
      <NotFoundScreen />
    </Guard>
  );
}

export function AppRouter() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to={HOME_PATH} replace />
      </Route>
      {routes.map((route) => (
        <Route key={route.path} path={route.path}>
          <Guard route={route}>
            <route.screen />
          </Guard>
        </Route>
      ))}
      <Route>
        <NotFound />
      </Route>
    </Switch>
  );
}
