/**
 * The chunks the first signed-in screen needs, named once: the router loads them lazily, and
 * while the login page is idle they are fetched ahead, so a sign-in shows the shell at once
 * (issue 11). A module already imported resolves at once when the router asks for it.
 */
import { preloadApiClient } from '../api/client';
import type { Locale } from '../i18n/locales';

export const loadSignedInShell = () => import('./layout/signed-in-shell');
export const loadPrivateSwitch = () => import('./private-switch');
export const loadDashboardScreen = () => import('../screens/dashboard/dashboard-screen');

/**
 * After the page's load event, when the browser is idle: the login page's own first load stays as
 * small. Not the toast library: evaluating it inserts its style sheet, which restyles the login
 * page (Lighthouse counted a 65 ms task on /login); it loads with the first notice, after the
 * sign-in answer.
 */
export function preloadSignedInWhenIdle(currentLocale: () => Locale): void {
  const preload = () => {
    preloadApiClient();
    void loadSignedInShell();
    void loadPrivateSwitch();
    void loadDashboardScreen();
    void import('../i18n/area-loaders').then((module) => module.areaParts[currentLocale()]());
  };
  const whenIdle = () => (window.requestIdleCallback ? window.requestIdleCallback(preload, { timeout: 2000 }) : window.setTimeout(preload, 200));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
