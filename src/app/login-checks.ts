/**
 * Where the login page finds its field checks (login-checks.live.ts, valibot under them), which
 * are not in its first load (issue #37): they are asked for when the page is idle after its load
 * event, and at once on the first input, and a submit made before they have arrived waits for
 * them. Nothing is lost meanwhile: the flow keeps each value, each field left and the submit
 * attempt, and the messages they call for show as soon as the checks are here.
 */
import { useSyncExternalStore } from 'react';
import { createDeferredPart } from './deferred-part';
import { retryImport } from './retry-import';

export type LoginChecks = typeof import('./login-checks.live');

// Loaded once; a failed load is tried again at the next ask.
const checks = createDeferredPart<LoginChecks>(() => retryImport(() => import('./login-checks.live')));

/** The checks, loaded once (a failed load is tried again at the next ask). */
export const loadLoginChecks = (): Promise<LoginChecks> => checks.load();

/** Asks for the checks without waiting for them. */
export const askLoginChecks = () => {
  if (!checks.current()) checks.load().catch(() => {});
};

/** The checks if they have arrived. */
export const loginChecksNow = () => checks.current();

/** The checks in a component, which renders again when they arrive. */
export const useLoginChecks = () => useSyncExternalStore(checks.subscribe, loginChecksNow, loginChecksNow);

/** Runs `submit` now if the checks are here, else once they arrive. */
export function whenLoginChecked(submit: () => void): void {
  if (checks.current()) submit();
  else checks.load().then(submit, () => {});
}
