/**
 * The chunks the first signed-in screen needs, named once: the router loads them lazily, and
 * while the login page is idle they are fetched ahead, so a sign-in shows the shell at once
 * (issue 11). A module already imported resolves at once when the router asks for it.
 */
import { preloadApiClient } from '../api/client';
import type { Locale } from '../i18n/locales';
import { loadReactIntl } from '../i18n/with-react-intl';
import { eachWhenIdleAfterLoad } from './each-when-idle';

export const loadSignedInShell = () => import('./layout/signed-in-shell');
export const loadPrivateSwitch = () => import('./private-switch');
export const loadDashboardScreen = () => import('../screens/dashboard/dashboard-screen');

/**
 * After the page's load event, when the browser is idle: the login page's own first load stays as
 * small. Each chunk in an idle period of its own (see `eachWhenIdle`), the shell first. Not the
 * toast library: evaluating it inserts its style sheet, which restyles the login page (Lighthouse
 * counted a 65 ms task on /login); it loads with the first notice, after the sign-in answer.
 */
export function preloadSignedInWhenIdle(currentLocale: () => Locale): void {
  eachWhenIdleAfterLoad([
    () => {
      preloadApiClient();
      void loadSignedInShell();
      void loadReactIntl();
    },
    () => void loadPrivateSwitch(),
    () => void loadDashboardScreen(),
    () => void import('../i18n/area-loaders').then((module) => module.areaParts[currentLocale()]()),
  ]);
}
