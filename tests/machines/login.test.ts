import { expect } from 'vitest';
import { LOGIN_EMAIL_REQUIRED, LOGIN_PASSWORD_REQUIRED } from '../../src/api/contract/auth';
import { INVALID_EMAIL } from '../../src/api/contract/fields';
import type { LoginContext } from '../../src/machines/login.machine';
// The flow judged by the page's own field checks, which the app supplies (issue #37).
import { checkedLoginMachine as loginMachine, loginErrors } from '../../src/app/login-checks.live';
import { visibleErrors } from '../../src/machines/form-errors';
import { describeModel } from '../support/describe-model';
import { errorVisibility, typedValues } from '../support/shown-errors';
import { ApiError } from '../../src/api/api-error';
import { adaSession } from './fixtures';

const shown = (context: LoginContext) => visibleErrors(loginErrors(context), context.touched, context.submitted);
/** Which messages must show, by the test's own account of what was left and submitted. */
/** What the person typed, by the test's own account. */
const typed = typedValues({ email: '', password: '' }, { change: 'login.change', takenIn: 'editing' });
const visibility = errorVisibility({ blur: 'login.blur', submit: 'login.submit', takenIn: 'editing' });

// Issue #32 item 1: an admin with a second factor gets a challenge for the password, then a code
// finishes the sign-in. The code typed and the challenge are kept here from the events alone.
const CHALLENGE = 'Zq3x_challenge_of_the_server_answered_once0';
const WRONG_CODE = 'This code is not right. Try the newest code, or a recovery code.';
const EXPIRED = 'This sign-in has expired. Please sign in again.';
/** What a code may be, by the issue: six digits, or ten letters and digits (a dash between the fives allowed), spaces aside. */
const sendableCode = (code: string) => /^\d{6}$|^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.replace(/\s+/g, ''));
const step = { code: '', challenge: null as string | null, methods: [] as string[] };
const APP_ONLY = ['totp', 'recovery_code'] as const;
const APP_AND_PASSKEY = ['totp', 'recovery_code', 'passkey'] as const;

// "Sign in with a passkey": the server's options, the browser's dialog, then the server checks
// what the passkey signed. The options the dialog gets and the answer the server gets are kept
// here from the events alone.
const PASSKEY_OPTIONS = { challenge: 'pk_challenge_from_the_server', rpId: 'localhost', userVerification: 'required' };
const PASSKEY_ANSWER = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: { signature: 'c2lnbmVk' } };
const CANCELLED = 'No passkey was used: the request was cancelled or timed out';
const PASSKEY_REFUSED = 'This passkey could not be checked. Please try again.';
const passkeyStep = { options: null as object | null, answer: null as object | null };

/** Of the values below, the only ones the spec lets through: a well-formed e-mail and any password. */
const fillsTheForm = (context: Pick<LoginContext, 'email' | 'password'>) => context.email === 'ada@mise.local' && context.password !== '';

describeModel({
  name: 'login',
  machine: loginMachine,
  events: {
    'login.change': [
      { field: 'email', value: 'ada@mise.local' },
      { field: 'email', value: 'ada-at-mise' },
      { field: 'email', value: '' },
      { field: 'password', value: 'Saffron#Tide2026' },
      { field: 'password', value: '' },
    ],
    'login.blur': [{ field: 'email' }, { field: 'password' }],
    'login.submit': [{}],
    'login.codeChange': [{ otp: '123 456' }, { otp: 'k7m2p-x9q4t' }, { otp: '12ab' }],
    'login.codeSubmit': [{}],
    'login.back': [{}],
    'login.passkey': [{}],
  },
  outcomes: {
    signIn: {
      done: [
        { session: adaSession, message: 'Signed in successfully' },
        { secondFactor: { challenge: CHALLENGE, methods: APP_ONLY }, message: 'One more step: confirm it is you with your second factor' },
        { secondFactor: { challenge: CHALLENGE, methods: APP_AND_PASSKEY }, message: 'One more step: confirm it is you with your second factor' },
      ],
      error: [new Error('Invalid email or password')],
    },
    verifySecondFactor: {
      done: [{ session: adaSession, message: 'Signed in successfully' }],
      error: [new ApiError(WRONG_CODE, 400, 'second_factor.sign_in_wrong'), new ApiError(EXPIRED, 401, 'second_factor.sign_in_expired')],
    },
    passkeySignInOptions: { done: [PASSKEY_OPTIONS], error: [new Error('The server could not be reached'), new ApiError(EXPIRED, 401, 'second_factor.sign_in_expired')] },
    askAuthenticator: { done: [PASSKEY_ANSWER], error: [new Error(CANCELLED)] },
    signInWithPasskey: {
      done: [{ session: adaSession, message: 'Signed in' }],
      error: [new ApiError(PASSKEY_REFUSED, 401, 'passkey.not_verified'), new ApiError(EXPIRED, 401, 'second_factor.sign_in_expired')],
    },
  },
  // What a person can tell apart: the state, the messages on screen, and what would be sent.
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      shown: shown(snapshot.context),
      email: snapshot.context.email,
      password: snapshot.context.password !== '',
      code: snapshot.context.code,
      codeSubmitted: snapshot.context.codeSubmitted,
      // After the password or not, and whether a passkey may prove the second step.
      challenge: snapshot.context.challenge !== null,
      passkey: snapshot.context.methods.includes('passkey'),
    }),
  // Spec sections 2 "Login" and 8: the call only for a filled form, the server's message as a toast either way.
  expectedEffects: ({ before, event }) => {
    if (before === null) {
      step.code = '';
      step.challenge = null;
      step.methods = [];
      passkeyStep.options = null;
      passkeyStep.answer = null;
    }
    switch (event.type) {
      case 'login.passkey':
        // From the form (no field is needed), or after the password when the admin has a passkey; nothing is asked twice.
        if (before!.matches('editing')) return [{ kind: 'call', name: 'passkeySignInOptions', input: { challenge: null } }];
        if (before!.matches({ secondFactor: 'editing' }) && step.methods.includes('passkey')) {
          return [{ kind: 'call', name: 'passkeySignInOptions', input: { challenge: CHALLENGE } }];
        }
        return [];
      case 'xstate.done.actor.passkeySignInOptions':
        passkeyStep.options = PASSKEY_OPTIONS;
        return [{ kind: 'call', name: 'askAuthenticator', input: { passkeyOptions: PASSKEY_OPTIONS } }];
      case 'xstate.done.actor.askAuthenticator':
        passkeyStep.answer = PASSKEY_ANSWER;
        return [{ kind: 'call', name: 'signInWithPasskey', input: { credential: PASSKEY_ANSWER, challenge: step.challenge } }];
      case 'xstate.done.actor.signInWithPasskey':
        passkeyStep.options = null;
        passkeyStep.answer = null;
        return [{ kind: 'action', name: 'notify', params: { kind: 'success', message: 'Signed in' } }];
      case 'xstate.error.actor.passkeySignInOptions':
      case 'xstate.error.actor.askAuthenticator':
      case 'xstate.error.actor.signInWithPasskey':
        // Back where it was asked from with the reason (the password, once that step is over); what the ceremony held is gone.
        passkeyStep.options = null;
        passkeyStep.answer = null;
        if ((event as unknown as { error: Error }).error.message === EXPIRED) {
          step.challenge = null;
          step.methods = [];
          step.code = '';
        }
        return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: (event as unknown as { error: Error }).error.message } }];
      case 'login.codeChange':
        if (before!.matches({ secondFactor: 'editing' })) step.code = (event as unknown as { otp: string }).otp;
        return [];
      case 'login.codeSubmit':
        return before!.matches({ secondFactor: 'editing' }) && sendableCode(step.code)
          ? [{ kind: 'call', name: 'verifySecondFactor', input: { challenge: CHALLENGE, otp: step.code } }]
          : [];
      case 'login.back':
        if (before!.matches({ secondFactor: 'editing' })) {
          step.challenge = null;
          step.methods = [];
        }
        return [];
      case 'xstate.done.actor.verifySecondFactor':
        return [{ kind: 'action', name: 'notify', params: { kind: 'success', message: 'Signed in successfully' } }];
      case 'xstate.error.actor.verifySecondFactor': {
        const message = (event as unknown as { error: Error }).error.message;
        // A wrong code empties the field; an expired sign-in goes back to the password.
        step.code = '';
        if (message === EXPIRED) {
          step.challenge = null;
          step.methods = [];
        }
        return [{ kind: 'action', name: 'notify', params: { kind: 'error', message } }];
      }
      case 'login.submit':
        return before!.matches('editing') && fillsTheForm(typed.current)
          ? [{ kind: 'call', name: 'signIn', input: { email: typed.current.email, password: typed.current.password } }]
          : [];
      case 'xstate.done.actor.signIn':
        // The second step asks for its code on screen, with no toast.
        if ('secondFactor' in (event as unknown as { output: object }).output) {
          step.challenge = CHALLENGE;
          step.methods = [...(event as unknown as { output: { secondFactor: { methods: string[] } } }).output.secondFactor.methods];
          step.code = '';
          return [];
        }
        return [{ kind: 'action', name: 'notify', params: { kind: 'success', message: 'Signed in successfully' } }];
      case 'xstate.error.actor.signIn':
        return [{ kind: 'action', name: 'notify', params: { kind: 'error', message: 'Invalid email or password' } }];
      default:
        return [];
    }
  },
  // A field's message once it was left, every one once a submit was tried (spec section 5).
  everyStep: (check) => {
    typed.hold(check);
    visibility.hold(check, shown(check.snapshot.context), loginErrors(check.snapshot.context));
  },
  states: {
    // A passkey sign-in holds what its steps gave so far, by the test's account, and never a password's step.
    passkey: ({ snapshot }) => {
      expect(snapshot.context.passkeyOptions).toEqual(passkeyStep.options);
      expect(snapshot.context.credential).toEqual(passkeyStep.answer);
      // After the password, the sign-in's challenge goes with the passkey; on its own, none.
      expect(snapshot.context.challenge).toBe(step.challenge);
    },
    // The second step holds the server's challenge and the code as typed, by the test's account.
    secondFactor: ({ snapshot }) => {
      expect(snapshot.context.challenge).toBe(CHALLENGE);
      expect(step.challenge).toBe(CHALLENGE);
      expect(snapshot.context.code).toBe(step.code);
    },
    'secondFactor.verifying': ({ snapshot }) => expect(sendableCode(snapshot.context.code)).toBe(true),
    // Nothing is sent while either field is invalid (spec section 5).
    submitting: ({ snapshot }) => expect(loginErrors(snapshot.context)).toEqual({}),
    editing: ({ snapshot }) => {
      // Nothing of a passkey ceremony or of a second step outlives it.
      expect(snapshot.context.challenge).toBeNull();
      expect(snapshot.context.methods).toEqual([]);
      expect(snapshot.context.passkeyOptions).toBeNull();
      expect(snapshot.context.credential).toBeNull();
      const errors = shown(snapshot.context);
      const allowed = [LOGIN_EMAIL_REQUIRED, INVALID_EMAIL, LOGIN_PASSWORD_REQUIRED, undefined];
      expect(allowed).toContain(errors.email);
      expect([LOGIN_PASSWORD_REQUIRED, undefined]).toContain(errors.password);
    },
  },
  afterEvent: {
    'login.submit': ({ before, snapshot }) => {
      // Sent exactly when both fields are valid; every message shows once a submit was tried.
      expect(snapshot.matches('submitting')).toBe(fillsTheForm(typed.current));
      expect(shown(snapshot.context)).toEqual(loginErrors(snapshot.context));
    },
    'xstate.error.actor.signIn': ({ snapshot }) => expect(snapshot.matches('editing')).toBe(true),
    'xstate.done.actor.signIn': ({ event, snapshot }) => {
      const asked = 'secondFactor' in (event as unknown as { output: object }).output;
      expect(snapshot.matches(asked ? 'secondFactor' : 'succeeded')).toBe(true);
      expect(snapshot.status).toBe('active');
    },
    'xstate.done.actor.verifySecondFactor': ({ snapshot }) => expect(snapshot.matches('succeeded')).toBe(true),
    'xstate.error.actor.verifySecondFactor': ({ event, snapshot }) => {
      const expired = (event as unknown as { error: Error }).error.message === EXPIRED;
      expect(snapshot.matches(expired ? 'editing' : { secondFactor: 'editing' })).toBe(true);
      expect(snapshot.context.challenge).toBe(expired ? null : CHALLENGE);
    },
    'login.passkey': ({ before, snapshot }) => {
      // The form's values stay as typed: a passkey sign-in that fails leaves them for the password.
      if (before!.matches('editing')) expect(snapshot.matches({ passkey: 'askingServer' })).toBe(true);
      // After the password, only an admin with a passkey is offered one.
      if (before!.matches({ secondFactor: 'editing' })) expect(snapshot.matches({ passkey: 'askingServer' })).toBe(step.methods.includes('passkey'));
      expect(snapshot.context.email).toBe(before!.context.email);
    },
    'xstate.error.actor.askAuthenticator': ({ snapshot }) => expect(snapshot.matches(step.challenge ? { secondFactor: 'editing' } : 'editing')).toBe(true),
    'xstate.error.actor.passkeySignInOptions': ({ snapshot }) => expect(snapshot.matches(step.challenge ? { secondFactor: 'editing' } : 'editing')).toBe(true),
    'xstate.error.actor.signInWithPasskey': ({ snapshot }) => expect(snapshot.matches(step.challenge ? { secondFactor: 'editing' } : 'editing')).toBe(true),
    'xstate.done.actor.signInWithPasskey': ({ snapshot }) => {
      expect(snapshot.matches('succeeded')).toBe(true);
      expect(snapshot.context.session).toEqual(adaSession);
    },
    'login.back': ({ before, snapshot }) => {
      if (before!.matches({ secondFactor: 'editing' })) {
        expect(snapshot.matches('editing')).toBe(true);
        expect(snapshot.context.challenge).toBeNull();
      }
    },
    'xstate.after.redirectAfterLogin.login.succeeded': ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual(adaSession);
    },
  },
});
