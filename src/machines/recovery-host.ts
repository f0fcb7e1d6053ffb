/**
 * Where the one recovery flow of the app lives. Its three screens (/forgot-password, /otp,
 * /reset-password) are separate routes, each mounted anew, so the flow must outlive every one of
 * them; it is not the session's business either (recovery is about neither being signed in nor
 * out). The app creates this holder once (boot.ts); the e-mail screen begins a flow, the other two
 * read the flow in progress and go back to the e-mail screen when there is none. The machine and
 * its calls load with the first flow, so the sign-in page does not carry them. After a reload,
 * a step the flow stored (`stored`) is resumed at once; meanwhile `restoring()` is true, so the
 * screens wait for it instead of going back to the e-mail screen.
 */
import type { Actor } from 'xstate';
import type { recoveryMachine, RecoveryResume } from './recovery.machine';

export type RecoveryActor = Actor<typeof recoveryMachine>;

/** Makes a not-yet-started recovery actor with the app's effects and inspector. */
export type RecoveryFactory = (input: { email?: string; resume?: RecoveryResume }) => RecoveryActor;

export type RecoveryHost = {
  current(): RecoveryActor | null;
  /** A stored step is being resumed (the flow's code is loading). */
  restoring(): boolean;
  /** Stops any flow in progress and starts a new one (keeping its e-mail); answers it. */
  begin(): Promise<RecoveryActor>;
  subscribe(listener: () => void): () => void;
};

export function createRecoveryHost(load: () => Promise<RecoveryFactory>, stored: () => RecoveryResume | null = () => null): RecoveryHost {
  let flow: RecoveryActor | null = null;
  let factory: Promise<RecoveryFactory> | undefined;
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  // A failed load (network) is tried again by the next begin.
  const loadFactory = () =>
    (factory ??= load().catch((error: unknown) => {
      factory = undefined;
      throw error;
    }));

  const resume = stored();
  let restoring = resume !== null;
  if (resume) {
    loadFactory().then(
      (create) => {
        // A flow begun meanwhile (the e-mail screen) wins over the stored step.
        if (!flow) {
          flow = create({ resume });
          flow.start();
        }
        restoring = false;
        changed();
      },
      () => {
        restoring = false;
        changed();
      },
    );
  }

  return {
    current: () => flow,
    restoring: () => restoring,
    async begin() {
      const create = await loadFactory();
      const email = flow?.getSnapshot().context.email;
      flow?.stop();
      flow = create(email ? { email } : {});
      flow.start();
      changed();
      return flow;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
