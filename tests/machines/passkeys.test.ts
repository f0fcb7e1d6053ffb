import { expect } from 'vitest';
import type { PasskeyRow } from '../../src/api/contract/passkeys';
import { passkeysMachine } from '../../src/machines/passkeys.machine';
import { describeModel } from '../support/describe-model';

// Issue #32 items 1 and 3, "Passkeys" on the profile screen: the list loads on entry; adding one
// asks for a name and the current password and sends them only when both are given (a name of at
// most 100 characters, spaces aside); the server's options go to the browser's dialog, and what
// the new passkey answered goes back under the name; removing one asks for the password again.
// A refusal or a closed dialog says why and asks again with the name kept and the password empty.
// What must be sent is kept below from the events alone.
const LAPTOP: PasskeyRow = { id: 7, name: 'Work laptop', created_at: '2026-11-30T09:00:00.000Z', last_used_at: null };
const PHONE: PasskeyRow = { id: 9, name: 'Phone', created_at: '2026-12-01T08:00:00.000Z', last_used_at: '2026-12-01T08:05:00.000Z' };
const PASSWORD = 'Saffron#Tide2026';
const OPTIONS = { challenge: 'server-challenge', rp: { id: 'localhost', name: 'Mise' }, user: { id: 'dXNlcg', name: 'ada@mise.local' } };
const NEW_KEY = { id: 'bmV3LWtleQ', rawId: 'bmV3LWtleQ', type: 'public-key', response: { attestationObject: 'o2Nm', clientDataJSON: 'eyJ0' } };
const ADDED = 'Passkey added';
const REMOVED = 'Passkey removed';
const WRONG_PASSWORD = 'The current password is not correct';
const CANCELLED = 'No passkey was used: the request was cancelled or timed out';
const NOT_VERIFIED = 'This passkey could not be checked. Please try again.';
const NOT_FOUND = 'This passkey does not exist';
const LOAD_FAILED = 'Could not reach the server';
const TOO_LONG = 'x'.repeat(101);

/** What the person did, by the test's own account. */
const person = { step: '' as '' | 'add' | 'remove', name: '', password: '', removing: null as number | null, rows: [] as PasskeyRow[] };
/** A name the server keeps, by the rule. */
const nameOk = (name: string) => name.trim().length >= 1 && name.trim().length <= 100;
const list = { kind: 'call', name: 'listPasskeys', input: undefined } as const;

describeModel({
  name: 'passkeys',
  machine: passkeysMachine,
  events: {
    'passkeys.add': [{}],
    'passkeys.remove': [{ id: 7 }, { id: 404 }],
    'passkeys.name': [{ name: '  Work laptop ' }, { name: '   ' }, { name: TOO_LONG }],
    'passkeys.password': [{ password: PASSWORD }, { password: '' }],
    'passkeys.submit': [{}],
    'passkeys.cancel': [{}],
    'passkeys.retry': [{}],
  },
  outcomes: {
    listPasskeys: { done: [[PHONE, LAPTOP]], error: [new Error(LOAD_FAILED)] },
    registerOptions: { done: [OPTIONS], error: [new Error(WRONG_PASSWORD)] },
    makePasskey: { done: [NEW_KEY], error: [new Error(CANCELLED)] },
    savePasskey: { done: [ADDED], error: [new Error(NOT_VERIFIED)] },
    removePasskey: { done: [REMOVED], error: [new Error(NOT_FOUND)] },
  },
  // What tells two moments apart: the step, what is typed, what is asked for.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      rows: snapshot.context.rows.length,
      name: snapshot.context.name,
      password: snapshot.context.password !== '',
      submitted: snapshot.context.submitted,
      removing: snapshot.context.removing,
    }),
  expectedEffects: ({ before, event }) => {
    if (before === null) Object.assign(person, { step: '', name: '', password: '', removing: null, rows: [] });
    const took = (state: string) => before?.matches(state as never) === true;
    switch (event.type) {
      case 'xstate.init':
        return [list];
      case 'xstate.done.actor.listPasskeys':
        person.rows = (event as unknown as { output: PasskeyRow[] }).output;
        return [];
      case 'passkeys.add':
        if (took('ready')) Object.assign(person, { step: 'add', name: '', password: '' });
        return [];
      case 'passkeys.remove': {
        const { id } = event as unknown as { id: number };
        if (took('ready') && person.rows.some((row) => row.id === id)) Object.assign(person, { step: 'remove', removing: id, password: '' });
        return [];
      }
      case 'passkeys.name':
        if (took('naming')) person.name = (event as unknown as { name: string }).name;
        return [];
      case 'passkeys.password':
        if (took('naming') || took('confirmingRemoval')) person.password = (event as unknown as { password: string }).password;
        return [];
      case 'passkeys.submit':
        if (took('naming') && nameOk(person.name) && person.password !== '') return [{ kind: 'call', name: 'registerOptions', input: { password: PASSWORD } }];
        if (took('confirmingRemoval') && person.password !== '') return [{ kind: 'call', name: 'removePasskey', input: { id: person.removing, password: PASSWORD } }];
        return [];
      case 'passkeys.cancel':
        if (took('naming') || took('confirmingRemoval')) Object.assign(person, { step: '', name: '', password: '', removing: null });
        return [];
      case 'passkeys.retry':
        return took('failed') ? [list] : [];
      case 'xstate.done.actor.registerOptions':
        // The password is spent once sent; the dialog gets the server's options as they came.
        person.password = '';
        return [{ kind: 'call', name: 'makePasskey', input: { passkeyOptions: OPTIONS } }];
      case 'xstate.done.actor.makePasskey':
        // Kept under the name as the server keeps it: trimmed.
        return [{ kind: 'call', name: 'savePasskey', input: { name: person.name.trim(), credential: NEW_KEY } }];
      case 'xstate.done.actor.savePasskey':
        Object.assign(person, { step: '', name: '', password: '' });
        // Said, and told to whoever waits for a second factor (the set-up a role requires).
        return [{ kind: 'action', name: 'notify', params: { kind: 'success', message: ADDED } }, { kind: 'action', name: 'passkeyAdded', params: undefined }, list];
      case 'xstate.done.actor.removePasskey':
        Object.assign(person, { step: '', password: '', removing: null });
        return [{ kind: 'action', name: 'notify', params: { kind: 'success', message: REMOVED } }, list];
      case 'xstate.error.actor.registerOptions':
      case 'xstate.error.actor.makePasskey':
      case 'xstate.error.actor.savePasskey':
      case 'xstate.error.actor.removePasskey':
        // Asked again, from an empty password; the name stays.
        person.password = '';
        return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: (event as unknown as { error: Error }).error.message } }];
      default:
        return [];
    }
  },
  everyStep: ({ snapshot }) => {
    // The fields show what was typed, by the test's account; the password never outlives its call.
    if (snapshot.matches('naming')) {
      expect(snapshot.context.name).toBe(person.name);
      expect(snapshot.context.password).toBe(person.password);
    }
    if (snapshot.matches('confirmingRemoval')) {
      expect(snapshot.context.password).toBe(person.password);
      expect(snapshot.context.removing).toBe(person.removing);
    }
    for (const state of ['ready', 'askingAuthenticator', 'saving', 'loading', 'failed']) {
      if (snapshot.matches(state as never)) expect(snapshot.context.password).toBe('');
    }
  },
  states: {
    failed: ({ snapshot }) => expect(snapshot.context.failure).toBe(LOAD_FAILED),
    ready: ({ snapshot }) => {
      expect(snapshot.context.rows).toEqual(person.rows);
      expect(snapshot.context.removing).toBeNull();
      expect(snapshot.context.credential).toBeNull();
    },
    askingAuthenticator: ({ snapshot }) => expect(snapshot.context.passkeyOptions).toEqual(OPTIONS),
    saving: ({ snapshot }) => expect(snapshot.context.credential).toEqual(NEW_KEY),
  },
  afterEvent: {
    'passkeys.submit': ({ before, snapshot }) => {
      // A submit shows the fields' messages whether or not it was sent.
      if (before!.matches('naming') || before!.matches('confirmingRemoval')) expect(snapshot.context.submitted).toBe(true);
    },
    'xstate.error.actor.makePasskey': ({ snapshot }) => {
      expect(snapshot.matches('naming')).toBe(true);
      expect(snapshot.context.passkeyOptions).toBeNull();
    },
    'xstate.error.actor.savePasskey': ({ snapshot }) => {
      expect(snapshot.matches('naming')).toBe(true);
      expect(snapshot.context.credential).toBeNull();
    },
    'xstate.error.actor.removePasskey': ({ snapshot }) => expect(snapshot.matches('confirmingRemoval')).toBe(true),
  },
});
