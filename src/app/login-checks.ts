/**
 * Where the login page finds its field checks (login-checks.live.ts, valibot under them), which
 * are not in its first load (issue #37): they are asked for when the page is idle after its load
 * event, and at once on the first input, and a submit made before they have arrived waits for
 * them. Nothing is lost meanwhile: the flow keeps each value, each field left and the submit
 * attempt, and the messages they call for show as soon as the checks are here.
 */
import { useSyncExternalStore } from 'react';
import { retryImport } from './retry-import';

export type LoginChecks = typeof import('./login-checks.live');

let checks: LoginChecks | null = null;
let loading: Promise<LoginChecks> | null = null;
const listeners = new Set<() => void>();

/** The checks, loaded once (a failed load is tried again at the next ask). */
export function loadLoginChecks(): Promise<LoginChecks> {
  loading ??= retryImport(() => import('./login-checks.live')).then(
    (module) => {
      checks = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Asks for the checks without waiting for them. */
export const askLoginChecks = () => {
  if (!checks) loadLoginChecks().catch(() => {});
};

/** The checks if they have arrived. */
export const loginChecksNow = () => checks;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The checks in a component, which renders again when they arrive. */
export const useLoginChecks = () => useSyncExternalStore(subscribe, loginChecksNow, loginChecksNow);

/** Runs `submit` now if the checks are here, else once they arrive. */
export function whenLoginChecked(submit: () => void): void {
  if (checks) submit();
  else loadLoginChecks().then(submit, () => {});
}
