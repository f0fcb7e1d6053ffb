/**
 * The signed-in routes inside the shell: an area the role does not open says so instead of
 * failing on its calls, an unknown path is "not found", and a lazy screen shows a skeleton of
 * the page while its chunk loads. A screen that cannot be loaded says so in its place, with Try
 * again, and comes back by itself (screen-boundary.tsx); the shell around it stays. Above the
 * screens, the notice of a newer build (new-version-notice.tsx). Its own chunk, loaded with the
 * shell (app-router.tsx).
 */
import { Suspense, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { PageSkeleton } from './kit/page-skeleton';
import { lazyScreen } from './lazy-screen';
import { NewVersionNotice } from './new-version-notice';
import { privateRoutes } from './private-routes';
import { ScreenBoundary } from './screen-boundary';
import { useMayOpen } from './use-may-open';

const NotFoundScreen = lazyScreen(() => import('../screens/not-found/not-found-screen'));
const NotAllowedScreen = lazyScreen(() => import('../screens/not-allowed/not-allowed-screen'));

const ShellPage = ({ children }: { children: ReactNode }) => (
  <ScreenBoundary>
    <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
  </ScreenBoundary>
);

export function PrivateSwitch() {
  const mayOpen = useMayOpen();
  return (
    <>
      <NewVersionNotice />
      <Switch>
        {privateRoutes.map((route) => (
          <Route key={route.path} path={route.path}>
            <ShellPage>{mayOpen(route.gate) ? <route.screen /> : <NotAllowedScreen />}</ShellPage>
          </Route>
        ))}
        <Route>
          <ShellPage>
            <NotFoundScreen />
          </ShellPage>
        </Route>
      </Switch>
    </>
  );
}
