/**
 * "Passkeys" on the profile screen (issue #32 items 1 and 3): the admin's passkeys, loaded on
 * entry, newest first. Adding one asks for a name and the current password (ASVS 5.0 V7.5.1);
 * the server's options then open the browser's dialog, which makes the passkey on this device (or
 * a phone, a security key), and the server checks and keeps it under its name. Removing one asks
 * for the password again. A refusal or a dialog the person closed shows its message and asks
 * again with the name kept; the typed password is forgotten as soon as it has been sent, and
 * nothing is sent twice. Each change is confirmed by the server's message and the list loads
 * again (what the server now holds).
 */
import { and, assign, setup } from 'xstate';
import { PASSKEY_NAME_MAX, type PasskeyCredential, type PasskeyOptions, type PasskeyRow } from '../api/contract/passkeys';
import { errorMessage } from './error-message';
import type { Notice } from './notify';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';

export type PasskeysEvent =
  | { type: 'passkeys.add' }
  | { type: 'passkeys.remove'; id: number }
  | { type: 'passkeys.name'; name: string }
  | { type: 'passkeys.password'; password: string }
  | { type: 'passkeys.submit' }
  | { type: 'passkeys.cancel' }
  | { type: 'passkeys.retry' };

export type PasskeysContext = {
  rows: PasskeyRow[];
  failure: string | null;
  /** The new passkey's name, kept over a refusal. */
  name: string;
  password: string;
  /** A submit was tried on the step shown: its fields' messages may show. */
  submitted: boolean;
  /** The passkey whose removal is asked for. */
  removing: number | null;
  /** The server's options for the browser's dialog, then what the new passkey answered. */
  passkeyOptions: PasskeyOptions | null;
  credential: PasskeyCredential | null;
};

/** The name as the server keeps it: trimmed, at least one character, at most PASSKEY_NAME_MAX. */
export const passkeyNameOk = (name: string) => name.trim() !== '' && name.trim().length <= PASSKEY_NAME_MAX;

const notifyError = { type: 'notify', params: ({ event }: { event: { error: unknown } }): Notice => ({ kind: 'error', message: errorMessage(event.error) }) } as const;
const notifySuccess = { type: 'notify', params: ({ event }: { event: { output: string } }): Notice => ({ kind: 'success', message: event.output }) } as const;

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as PasskeysContext,
    events: {} as PasskeysEvent,
  },
  actors: {
    listPasskeys: suppliedPromise<PasskeyRow[]>('listPasskeys'),
    /** The options for the browser, after the current password. */
    registerOptions: suppliedPromise<PasskeyOptions, { password: string }>('registerOptions'),
    /** The browser's dialog: the new passkey's answer. */
    makePasskey: suppliedPromise<PasskeyCredential, { passkeyOptions: PasskeyOptions }>('makePasskey'),
    /** Answers the server's message. */
    savePasskey: suppliedPromise<string, { name: string; credential: PasskeyCredential }>('savePasskey'),
    /** Answers the server's message. */
    removePasskey: suppliedPromise<string, { id: number; password: string }>('removePasskey'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
    /** Told once a passkey is kept: a session a role bound to setting up a second factor is free then. */
    passkeyAdded: suppliedAction(),
    forgetPassword: assign({ password: '', submitted: false }),
    clearStep: assign({ name: '', password: '', submitted: false, removing: null, passkeyOptions: null, credential: null }),
  },
  guards: {
    nameOk: ({ context }) => passkeyNameOk(context.name),
    passwordGiven: ({ context }) => context.password !== '',
    isListed: ({ context }, { id }: { id: number }) => context.rows.some((row) => row.id === id),
  },
}).createMachine({
  id: 'passkeys',
  context: { rows: [], failure: null, name: '', password: '', submitted: false, removing: null, passkeyOptions: null, credential: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'listPasskeys',
        src: 'listPasskeys',
        onDone: { target: 'ready', actions: assign({ rows: ({ event }) => event.output, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'passkeys.retry': 'loading' } },
    ready: {
      on: {
        'passkeys.add': { target: 'naming', actions: 'clearStep' },
        'passkeys.remove': {
          guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
          target: 'confirmingRemoval',
          actions: ['clearStep', assign({ removing: ({ event }) => event.id })],
        },
      },
    },
    // The new passkey's name and the current password.
    naming: {
      on: {
        'passkeys.name': { actions: assign({ name: ({ event }) => event.name }) },
        'passkeys.password': { actions: assign({ password: ({ event }) => event.password }) },
        'passkeys.submit': [
          { guard: and(['nameOk', 'passwordGiven']), target: 'askingServer', actions: assign({ submitted: true }) },
          { actions: assign({ submitted: true }) },
        ],
        'passkeys.cancel': { target: 'ready', actions: 'clearStep' },
      },
    },
    askingServer: {
      invoke: {
        id: 'registerOptions',
        src: 'registerOptions',
        input: ({ context }) => ({ password: context.password }),
        onDone: { target: 'askingAuthenticator', actions: assign({ passkeyOptions: ({ event }) => event.output, password: '' }) },
        onError: { target: 'naming', actions: ['forgetPassword', notifyError] },
      },
    },
    // The browser's dialog is open: only the person ends it (a new passkey, or Cancel).
    askingAuthenticator: {
      invoke: {
        id: 'makePasskey',
        src: 'makePasskey',
        input: ({ context }) => ({ passkeyOptions: context.passkeyOptions! }),
        onDone: { target: 'saving', actions: assign({ credential: ({ event }) => event.output, passkeyOptions: null }) },
        onError: { target: 'naming', actions: ['forgetPassword', assign({ passkeyOptions: null }), notifyError] },
      },
    },
    saving: {
      invoke: {
        id: 'savePasskey',
        src: 'savePasskey',
        input: ({ context }) => ({ name: context.name.trim(), credential: context.credential! }),
        onDone: { target: 'loading', actions: ['clearStep', notifySuccess, 'passkeyAdded'] },
        onError: { target: 'naming', actions: ['forgetPassword', assign({ credential: null }), notifyError] },
      },
    },
    confirmingRemoval: {
      on: {
        'passkeys.password': { actions: assign({ password: ({ event }) => event.password }) },
        'passkeys.submit': [
          { guard: 'passwordGiven', target: 'removing', actions: assign({ submitted: true }) },
          { actions: assign({ submitted: true }) },
        ],
        'passkeys.cancel': { target: 'ready', actions: 'clearStep' },
      },
    },
    removing: {
      invoke: {
        id: 'removePasskey',
        src: 'removePasskey',
        input: ({ context }) => ({ id: context.removing!, password: context.password }),
        onDone: { target: 'loading', actions: ['clearStep', notifySuccess] },
        onError: { target: 'confirmingRemoval', actions: ['forgetPassword', notifyError] },
      },
    },
  },
});

/** What the app supplies: see supplied.ts. */
export const passkeysMachine = withNeeds(definition, {
  actors: ['listPasskeys', 'registerOptions', 'makePasskey', 'savePasskey', 'removePasskey'],
  actions: ['notify', 'passkeyAdded'],
});
