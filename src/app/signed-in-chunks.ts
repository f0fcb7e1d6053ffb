/**
 * The chunks the first signed-in screen needs, named once: the router loads them lazily, and
 * while the login page is idle their files are fetched ahead, so a sign-in shows the shell at
 * once (issue 11). Fetched, not run (issue #37): the build lists them in the page
 * (build/signed-in-prefetch.ts, the modules of vite.config.ts's SIGNED_IN_MODULES) and the login
 * page prefetches them into the HTTP cache; running the shell, the kit and react-intl there made
 * tasks of 15–40 ms after its first paint. The API client's few kilobytes run ahead: a sign-in
 * calls it at once.
 */
import { preloadApiClient } from '../api/client';
import type { Locale } from '../i18n/locales';
import { eachWhenIdleAfterLoad } from './each-when-idle';

export const loadSignedInShell = () => import('./layout/signed-in-shell');
export const loadPrivateSwitch = () => import('./private-switch');

/**
 * After the page's load event, when the browser is idle: the login page's own first load stays as
 * small. One file per idle period (see `eachWhenIdle`): a request is a few milliseconds of the
 * page's thread, but on two busy cores each stretched to 5–25 ms, and twenty at once were a task
 * of 40–100 ms at Lighthouse's 4× CPU slowdown. The shell's files first, then the screens'
 * texts in the admin's language (a small module, run so its parsing is done too). Not the
 * toast library: evaluating it inserts its style sheet, which restyles the login page (Lighthouse
 * counted a 65 ms task on /login); it loads with the first notice, after the sign-in answer.
 */
export function preloadSignedInWhenIdle(currentLocale: () => Locale): void {
  eachWhenIdleAfterLoad([
    preloadApiClient,
    ...signedInFiles().map((file) => () => prefetch(file)),
    () => void import('../i18n/area-loaders').then((module) => module.areaParts[currentLocale()]()),
  ]);
}

/** The build's list (build/signed-in-prefetch.ts); none in development, where nothing is bundled. */
const signedInFiles = (): string[] =>
  document.querySelector<HTMLMetaElement>('meta[name="mise-signed-in-files"]')?.content.split(' ').filter(Boolean) ?? [];

/** Into the HTTP cache, at the lowest priority, not run. */
function prefetch(file: string) {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = file.endsWith('.css') ? 'style' : 'script';
  link.href = file;
  document.head.append(link);
}
