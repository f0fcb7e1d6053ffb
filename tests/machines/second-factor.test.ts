import { expect } from 'vitest';
import type { SecondFactorStatus } from '../../src/api/contract/second-factor';
import { checkedSecondFactorMachine } from '../../src/app/second-factor-checks.live';
import { describeModel } from '../support/describe-model';

// Issue #32 item 1, "Two-step sign-in" on the profile screen: the state loads on entry; turning
// the app on, off, or making new recovery codes asks for the current password first and sends it
// only when one was typed; turning on shows a secret, sends only a six-digit code back, then shows
// the recovery codes until the admin says they are saved. A refusal says the server's message and
// asks again; nothing is sent twice. What must be sent is kept below from the events alone.
const OFF: SecondFactorStatus = { totp: false, recovery_codes_left: 0 };
const ON: SecondFactorStatus = { totp: true, recovery_codes_left: 7 };
const PASSWORD = 'Saffron#Tide2026';
const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };
const CODES = ['k7m2p-x9q4t', 'a2b3c-d4e5f'];
const SCAN = 'Scan the QR code with your authenticator app';
const TURNED_ON = 'Two-step sign-in is on';
const TURNED_OFF = 'Two-step sign-in is off';
const NEW_CODES = 'New recovery codes made: the old ones no longer work';
const WRONG_PASSWORD = 'The current password is not correct';
const WRONG_CODE = 'This code is not right. Check the time on your phone and type the newest code.';
const LOAD_FAILED = 'Could not reach the server';

/** What the person did, by the test's own account: what they asked for, and what they typed. */
const person = { purpose: '' as '' | 'turnOn' | 'turnOff' | 'newCodes', password: '', code: '' };
const PURPOSE_CALL = { turnOn: 'startSetup', turnOff: 'turnOff', newCodes: 'newCodes' } as const;

describeModel({
  name: 'secondFactor',
  machine: checkedSecondFactorMachine,
  events: {
    'secondFactor.turnOn': [{}],
    'secondFactor.turnOff': [{}],
    'secondFactor.newCodes': [{}],
    'secondFactor.password': [{ password: PASSWORD }, { password: '' }],
    'secondFactor.code': [{ otp: '123456' }, { otp: '12ab' }],
    'secondFactor.submit': [{}],
    'secondFactor.cancel': [{}],
    'secondFactor.saved': [{}],
    'secondFactor.retry': [{}],
  },
  outcomes: {
    loadStatus: { done: [OFF, ON], error: [new Error(LOAD_FAILED)] },
    startSetup: { done: [{ data: SETUP, message: SCAN }], error: [new Error(WRONG_PASSWORD)] },
    confirmSetup: { done: [{ recoveryCodes: CODES, message: TURNED_ON }], error: [new Error(WRONG_CODE)] },
    turnOff: { done: [{ data: null, message: TURNED_OFF }], error: [new Error(WRONG_PASSWORD)] },
    newCodes: { done: [{ recoveryCodes: CODES, message: NEW_CODES }], error: [new Error(WRONG_PASSWORD)] },
  },
  // What tells two moments apart: the step, whether the app is on, what is asked for, what is typed.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      on: snapshot.context.status?.totp ?? null,
      purpose: snapshot.context.purpose,
      password: snapshot.context.password !== '',
      code: snapshot.context.code,
      submitted: snapshot.context.submitted,
      codes: snapshot.context.recoveryCodes.length,
    }),
  expectedEffects: ({ before, event }) => {
    if (before === null) {
      person.purpose = '';
      person.password = '';
      person.code = '';
    }
    const took = (state: string) => before?.matches(state as never) === true;
    switch (event.type) {
      case 'xstate.init':
        return [{ kind: 'call', name: 'loadStatus', input: undefined }];
      case 'secondFactor.turnOn':
      case 'secondFactor.turnOff':
      case 'secondFactor.newCodes': {
        const purpose = event.type.slice('secondFactor.'.length) as 'turnOn' | 'turnOff' | 'newCodes';
        const on = before?.context.status?.totp === true;
        if (took('ready') && (purpose === 'turnOn' ? !on : on)) {
          person.purpose = purpose;
          person.password = '';
        }
        return [];
      }
      case 'secondFactor.password':
        if (took('askingPassword')) person.password = (event as unknown as { password: string }).password;
        return [];
      case 'secondFactor.code':
        if (took('scanning')) person.code = (event as unknown as { otp: string }).otp;
        return [];
      case 'secondFactor.submit':
        if (took('askingPassword') && person.password !== '' && person.purpose !== '') {
          return [{ kind: 'call', name: PURPOSE_CALL[person.purpose], input: { password: person.password } }];
        }
        if (took('scanning') && /^\d{6}$/.test(person.code)) return [{ kind: 'call', name: 'confirmSetup', input: { otp: person.code } }];
        return [];
      case 'secondFactor.retry':
        return took('failed') ? [{ kind: 'call', name: 'loadStatus', input: undefined }] : [];
      case 'secondFactor.saved':
        return took('showingCodes') ? [{ kind: 'call', name: 'loadStatus', input: undefined }] : [];
      case 'secondFactor.cancel':
        if (took('askingPassword') || took('scanning')) {
          person.password = '';
          person.code = '';
        }
        return [];
      case 'xstate.done.actor.startSetup':
        // The password is spent: a new step starts with nothing typed.
        person.password = '';
        person.code = '';
        return [];
      case 'xstate.done.actor.confirmSetup':
        return [{ kind: 'action', name: 'notify', params: { kind: 'success', message: TURNED_ON } }];
      case 'xstate.done.actor.newCodes':
        person.password = '';
        return [{ kind: 'action', name: 'notify', params: { kind: 'success', message: NEW_CODES } }];
      case 'xstate.done.actor.turnOff':
        person.password = '';
        return [{ kind: 'action', name: 'notify', params: { kind: 'success', message: TURNED_OFF } }, { kind: 'call', name: 'loadStatus', input: undefined }];
      case 'xstate.error.actor.startSetup':
      case 'xstate.error.actor.turnOff':
      case 'xstate.error.actor.newCodes':
        // Asked again, from an empty field.
        person.password = '';
        return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: WRONG_PASSWORD } }];
      case 'xstate.error.actor.confirmSetup':
        person.code = '';
        return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: WRONG_CODE } }];
      default:
        return [];
    }
  },
  everyStep: ({ snapshot }) => {
    // The field shows what was typed, by the test's account; the password never outlives its call.
    if (snapshot.matches('askingPassword')) expect(snapshot.context.password).toBe(person.password);
    if (snapshot.matches('scanning')) expect(snapshot.context.code).toBe(person.code);
    if (snapshot.matches('ready') || snapshot.matches('scanning') || snapshot.matches('showingCodes')) expect(snapshot.context.password).toBe('');
  },
  states: {
    failed: ({ snapshot }) => expect(snapshot.context.failure).toBe(LOAD_FAILED),
    scanning: ({ snapshot }) => expect(snapshot.context.setup).toEqual(SETUP),
    showingCodes: ({ snapshot }) => {
      expect(snapshot.context.recoveryCodes).toEqual(CODES);
      // Shown as on, with as many codes left as were just made.
      expect(snapshot.context.status).toEqual({ totp: true, recovery_codes_left: CODES.length });
    },
    ready: ({ snapshot }) => {
      expect(snapshot.context.recoveryCodes).toEqual([]);
      expect(snapshot.context.setup).toBeNull();
    },
  },
  afterEvent: {
    'xstate.error.actor.startSetup': ({ snapshot }) => expect(snapshot.matches('askingPassword')).toBe(true),
    'xstate.error.actor.confirmSetup': ({ snapshot }) => expect(snapshot.matches('scanning')).toBe(true),
    'xstate.done.actor.confirmSetup': ({ snapshot }) => expect(snapshot.matches('showingCodes')).toBe(true),
  },
});
