/**
 * "Two-step sign-in" on the profile screen (issue #32 item 1): the admin's authenticator app,
 * loaded on entry. Turning it on, turning it off and making new recovery codes each ask for the
 * current password first (ASVS 5.0 V7.5.1). Turning on shows a secret to scan, waits for its
 * first code, then shows the ten recovery codes once; they stay on screen until the admin says
 * they are saved. A refused password or code shows the server's message and asks again; nothing
 * changes meanwhile. The typed password is forgotten as soon as it has been sent. Events, inputs
 * and outputs name their secrets (`password`, `otp`, `secret`, `qrSvg`, `recoveryCodes`), so the
 * flow journal masks them (journal/redact.ts).
 */
import { and, assign, setup } from 'xstate';
import type { SecondFactorStatus } from '../api/contract/second-factor';
import { errorMessage } from './error-message';
import type { Notice } from './notify';
import { suppliedAction, suppliedGuard, suppliedPromise, withNeeds } from './supplied';

/** What the password is asked for. */
export type SecondFactorPurpose = 'turnOn' | 'turnOff' | 'newCodes';

/** A secret waiting for its first code: the QR code (an SVG) and the same secret as text. */
export type TotpSetup = { secret: string; qrSvg: string };
/** What a call that makes recovery codes answers (the key names them, so the flow journal masks them). */
export type RecoveryCodesAnswer = { recoveryCodes: string[]; message: string };

/** What a call answers: its data and the server's message for the toast. */
export type Answered<T> = { data: T; message: string };

export type SecondFactorEvent =
  | { type: 'secondFactor.turnOn' }
  | { type: 'secondFactor.turnOff' }
  | { type: 'secondFactor.newCodes' }
  | { type: 'secondFactor.password'; password: string }
  | { type: 'secondFactor.code'; otp: string }
  | { type: 'secondFactor.submit' }
  | { type: 'secondFactor.cancel' }
  | { type: 'secondFactor.saved' }
  | { type: 'secondFactor.retry' };

export type SecondFactorContext = {
  status: SecondFactorStatus | null;
  failure: string | null;
  purpose: SecondFactorPurpose | null;
  password: string;
  setup: TotpSetup | null;
  code: string;
  /** A submit was tried on the step shown: its field's message may show. */
  submitted: boolean;
  /** Shown once, after turning on or asking for new ones. */
  recoveryCodes: string[];
};

const notifyError = { type: 'notify', params: ({ event }: { event: { error: unknown } }): Notice => ({ kind: 'error', message: errorMessage(event.error) }) } as const;
const notifySuccess = { type: 'notify', params: ({ event }: { event: { output: { message: string } } }): Notice => ({ kind: 'success', message: event.output.message }) } as const;

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as SecondFactorContext,
    events: {} as SecondFactorEvent,
  },
  actors: {
    loadStatus: suppliedPromise<SecondFactorStatus>('loadStatus'),
    startSetup: suppliedPromise<Answered<TotpSetup>, { password: string }>('startSetup'),
    confirmSetup: suppliedPromise<RecoveryCodesAnswer, { otp: string }>('confirmSetup'),
    turnOff: suppliedPromise<Answered<null>, { password: string }>('turnOff'),
    newCodes: suppliedPromise<RecoveryCodesAnswer, { password: string }>('newCodes'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
    forgetPassword: assign({ password: '' }),
    clearStep: assign({ purpose: null, password: '', setup: null, code: '', submitted: false }),
    // The answer says the factor is on, with these codes: the badge and the count follow at once.
    holdCodes: assign(({ event }) => {
      const { recoveryCodes } = (event as unknown as { output: RecoveryCodesAnswer }).output;
      return { recoveryCodes, status: { totp: true, recovery_codes_left: recoveryCodes.length } };
    }),
  },
  guards: {
    // The app's checks (valibot's): the code is the app's six digits.
    isCodeValid: suppliedGuard<{ context: Pick<SecondFactorContext, 'code'> }>('isCodeValid'),
    isOn: ({ context }) => context.status?.totp === true,
    isOff: ({ context }) => context.status?.totp === false,
    passwordGiven: ({ context }) => context.password !== '',
    purposeIs: ({ context }, purpose: SecondFactorPurpose) => context.purpose === purpose,
  },
}).createMachine({
  id: 'secondFactor',
  context: { status: null, failure: null, purpose: null, password: '', setup: null, code: '', submitted: false, recoveryCodes: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: { target: 'ready', actions: assign({ status: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'secondFactor.retry': 'loading' } },
    ready: {
      on: {
        'secondFactor.turnOn': { guard: 'isOff', target: 'askingPassword', actions: assign({ purpose: 'turnOn', submitted: false }) },
        'secondFactor.turnOff': { guard: 'isOn', target: 'askingPassword', actions: assign({ purpose: 'turnOff', submitted: false }) },
        'secondFactor.newCodes': { guard: 'isOn', target: 'askingPassword', actions: assign({ purpose: 'newCodes', submitted: false }) },
      },
    },
    askingPassword: {
      on: {
        'secondFactor.password': { actions: assign({ password: ({ event }) => event.password }) },
        'secondFactor.submit': [
          { guard: and(['passwordGiven', { type: 'purposeIs', params: 'turnOn' as const }]), target: 'startingSetup', actions: assign({ submitted: true }) },
          { guard: and(['passwordGiven', { type: 'purposeIs', params: 'turnOff' as const }]), target: 'turningOff', actions: assign({ submitted: true }) },
          { guard: and(['passwordGiven', { type: 'purposeIs', params: 'newCodes' as const }]), target: 'makingCodes', actions: assign({ submitted: true }) },
          { actions: assign({ submitted: true }) },
        ],
        'secondFactor.cancel': { target: 'ready', actions: 'clearStep' },
      },
    },
    startingSetup: {
      invoke: {
        id: 'startSetup',
        src: 'startSetup',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'scanning', actions: [assign({ setup: ({ event }) => event.output.data, password: '', code: '', submitted: false })] },
        onError: { target: 'askingPassword', actions: ['forgetPassword', assign({ submitted: false }), notifyError] },
      },
    },
    turningOff: {
      invoke: {
        id: 'turnOff',
        src: 'turnOff',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'loading', actions: ['clearStep', notifySuccess] },
        onError: { target: 'askingPassword', actions: ['forgetPassword', assign({ submitted: false }), notifyError] },
      },
    },
    makingCodes: {
      invoke: {
        id: 'newCodes',
        src: 'newCodes',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'showingCodes', actions: ['clearStep', 'holdCodes', notifySuccess] },
        onError: { target: 'askingPassword', actions: ['forgetPassword', assign({ submitted: false }), notifyError] },
      },
    },
    // The QR code and the secret as text; the app's first code turns the factor on.
    scanning: {
      on: {
        'secondFactor.code': { actions: assign({ code: ({ event }) => event.otp }) },
        'secondFactor.submit': [
          { guard: 'isCodeValid', target: 'confirming', actions: assign({ submitted: true }) },
          { actions: assign({ submitted: true }) },
        ],
        'secondFactor.cancel': { target: 'ready', actions: 'clearStep' },
      },
    },
    confirming: {
      invoke: {
        id: 'confirmSetup',
        src: 'confirmSetup',
        input: ({ context }) => ({ otp: context.code }),
        onDone: { target: 'showingCodes', actions: ['clearStep', 'holdCodes', notifySuccess] },
        onError: { target: 'scanning', actions: [assign({ code: '', submitted: false }), notifyError] },
      },
    },
    // Shown once: the server keeps only their hashes.
    showingCodes: {
      on: { 'secondFactor.saved': { target: 'loading', actions: assign({ recoveryCodes: [] }) } },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const secondFactorMachine = withNeeds(definition, {
  actors: ['loadStatus', 'startSetup', 'confirmSetup', 'turnOff', 'newCodes'],
  actions: ['notify'],
  guards: ['isCodeValid'],
});
