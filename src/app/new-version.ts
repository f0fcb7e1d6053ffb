/**
 * Whether the server now serves a newer build than the one this tab runs (DESIGN.md section 8).
 * The tab's own build id is the `mise-build` meta of its page (build/build-id.ts); the server's
 * arrives on every API answer (`X-Build-Id`, server/http/build-id.ts). Once they differ the
 * shell says "A new version is available" and the tab reloads on the next navigation or on
 * the admin's click, always through `reloadForNewVersion`, so what must survive a reload (form
 * drafts) can hook in before it with `beforeVersionReload`. A development page has no id and
 * never compares.
 */
import { planUnload } from './leave-guard/planned-unload';
import { serverBuildHeard } from './server-build-heard';

type Listener = () => void;

let newer = false;
const listeners = new Set<Listener>();
const beforeReload = new Set<() => void>();

export const BUILD_ID_HEADER = 'x-build-id';

export function ownBuildId(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="mise-build"]')?.content || undefined;
}

/** Called with the id of each server answer. */
export function noteServerBuild(serverId: string | null | undefined): void {
  const own = ownBuildId();
  if (newer || !serverId || !own || serverId === own) return;
  newer = true;
  for (const listener of listeners) listener();
}

// Loaded with the signed-in code: from then on, every answer's id is compared here (the ones
// before, of the sign-in itself, were of the build this page was just loaded from).
serverBuildHeard.hear = noteServerBuild;

export const isNewVersionAvailable = (): boolean => newer;

/** For `useSyncExternalStore`. */
export function subscribeNewVersion(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `hook` right before the tab reloads for a new version (e.g. to store form drafts). */
export function beforeVersionReload(hook: () => void): () => void {
  beforeReload.add(hook);
  return () => beforeReload.delete(hook);
}

/**
 * Loads `href` (by default the address the tab is on) as a full page, so the new build runs. The
 * drafts are kept by then, so a form with unsaved changes lets it go without "Leave site?".
 */
export function reloadForNewVersion(href: string = window.location.href): void {
  for (const hook of beforeReload) {
    try {
      hook();
    } catch {
      // A hook that fails must not keep the tab on a build whose chunks are gone.
    }
  }
  planUnload();
  window.location.assign(href);
}
