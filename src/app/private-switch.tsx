/**
 * The signed-in routes inside the shell: an area the role does not open says so instead of
 * failing on its calls, an unknown path is "not found", and a lazy screen shows a skeleton of
 * the page while its chunk loads. Its own chunk, loaded with the shell (app-router.tsx).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { PageSkeleton } from './kit/page-skeleton';
import { privateRoutes } from './private-routes';
import { useMayOpen } from './use-may-open';

const NotFoundScreen = lazy(() => import('../screens/not-found/not-found-screen'));
const NotAllowedScreen = lazy(() => import('../screens/not-allowed/not-allowed-screen'));

const ShellPage = ({ children }: { children: ReactNode }) => <Suspense fallback={<PageSkeleton />}>{children}</Suspense>;

export function PrivateSwitch() {
  const mayOpen = useMayOpen();
  return (
    <Switch>
      {privateRoutes.map((route) => (
        <Route key={route.path} path={route.path}>
          <ShellPage>{mayOpen(route.path) ? <route.screen /> : <NotAllowedScreen />}</ShellPage>
        </Route>
      ))}
      <Route>
        <ShellPage>
          <NotFoundScreen />
        </ShellPage>
      </Route>
    </Switch>
  );
}
