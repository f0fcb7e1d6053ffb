/**
 * Sign-in (spec sections 2 "Login", 4, 5, 8). The person edits e-mail and password; errors
 * show after a field is touched or a submit is attempted, and nothing is sent while either
 * field is invalid. A failed call shows the server message and the form is usable again.
 * On success the server message shows, and 500 ms later the flow ends with the session as
 * its output (the session machine then signs in and the router moves to /dashboard, or back to
 * the address a signed-out visit asked for: app/return-path.ts).
 *
 * An admin with a second factor (issue #32 item 1) is asked for it after the password: the server
 * answers a challenge instead of a session, and the flow waits in `secondFactor` for the code from
 * the authenticator app (or a recovery code). A wrong code shows the server's message and keeps
 * the step; an expired sign-in goes back to the password; "Back" does so at any time.
 *
 * "Sign in with a passkey" (issue #32 item 1) needs no field: the server's options, then the
 * browser's own ceremony (the person picks a passkey and proves it is theirs: fingerprint, face,
 * PIN), then the server checks what the passkey signed. Cancelling the browser's dialog, a
 * browser without passkeys or a refusal shows its message and the form is usable again.
 *
 * The field checks (`isValid`, `isCodeValid`: valibot's) are the app's to supply, like the calls: they travel
 * after the login page's first paint (issue #37), in app/login-checks.live.ts, which also gives
 * tests, the replay and the flow viewer the same real checks.
 */
import { assign, setup } from 'xstate';
import type { LoginRequest } from '../api/contract/auth';
import type { PasskeyCredential, PasskeyOptions } from '../api/contract/passkeys';
import type { SecondStepMethod } from '../api/contract/second-factor';
import { REDIRECT_AFTER_LOGIN_MS } from '../constants';
import { errorMessage } from './error-message';
import type { Notice } from './notify';
import type { Session } from './session';
import { suppliedAction, suppliedGuard, suppliedPromise, withNeeds } from './supplied';

export type LoginField = 'email' | 'password';

export type LoginEvent =
  | { type: 'login.change'; field: LoginField; value: string }
  | { type: 'login.blur'; field: LoginField }
  | { type: 'login.submit' }
  | { type: 'login.codeChange'; otp: string }
  | { type: 'login.codeSubmit' }
  | { type: 'login.back' }
  | { type: 'login.passkey' };

export type LoginContext = {
  email: string;
  password: string;
  touched: Partial<Record<LoginField, boolean>>;
  submitted: boolean;
  session: Session | null;
  /** The server's challenge while the second factor is asked for, and how it may be proved. */
  challenge: string | null;
  methods: readonly SecondStepMethod[];
  code: string;
  codeSubmitted: boolean;
  /** A passkey sign-in under way: the server's options, then what the passkey signed. */
  passkeyOptions: PasskeyOptions | null;
  credential: PasskeyCredential | null;
};

/** What a whole sign-in answers: the session and the server's message for the toast. */
export type SignedInOutput = { session: Session; message: string };
/** What the signIn actor answers: a whole sign-in, or the challenge of its second step. */
export type SignInOutput = SignedInOutput | { secondFactor: { challenge: string; methods: readonly SecondStepMethod[] }; message: string };
/** `otp`: the code typed (named so that the flow journal masks it, as every one-time code). */
export type SecondFactorInput = { challenge: string; otp: string };

/** The server's name for a second step that can no longer finish (answer-codes.ts). */
export const SIGN_IN_EXPIRED_CODE = 'second_factor.sign_in_expired';

/** What the field checks judge: the values typed. */
export type LoginValues = Pick<LoginContext, LoginField>;

const notifyError = { type: 'notify', params: ({ event }: { event: { error: unknown } }): Notice => ({ kind: 'error', message: errorMessage(event.error) }) } as const;
const notifySuccess = { type: 'notify', params: ({ event }: { event: { output: { message: string } } }): Notice => ({ kind: 'success', message: event.output.message }) } as const;

/** Where a passkey's failure goes: back to the step it was asked from. */
const passkeyCancelled = [
  { guard: 'inSecondStep', target: '#login.secondFactor', actions: notifyError },
  { target: '#login.editing', actions: notifyError },
] as const;
/** A server's refusal does the same, or goes back to the password when that step is over. */
const passkeyFailed = [{ guard: 'signInExpired', target: '#login.editing', actions: ['forgetSecondStep', notifyError] }, ...passkeyCancelled] as const;

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as Session,
  },
  actors: {
    signIn: suppliedPromise<SignInOutput, LoginRequest>('signIn'),
    verifySecondFactor: suppliedPromise<SignedInOutput, SecondFactorInput>('verifySecondFactor'),
    /** The server's options for a passkey sign-in (a challenge of its own). */
    /** `challenge`: the password's, when the passkey proves the second step; null to sign in with it alone. */
    passkeySignInOptions: suppliedPromise<PasskeyOptions, { challenge: string | null }>('passkeySignInOptions'),
    /** The browser's ceremony: the person picks a passkey and unlocks it; what it signed. */
    askAuthenticator: suppliedPromise<PasskeyCredential, { passkeyOptions: PasskeyOptions }>('askAuthenticator'),
    signInWithPasskey: suppliedPromise<SignedInOutput, { credential: PasskeyCredential; challenge: string | null }>('signInWithPasskey'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
    forgetSecondStep: assign({ challenge: null, methods: [], code: '', codeSubmitted: false }),
    forgetPasskey: assign({ passkeyOptions: null, credential: null }),
  },
  guards: {
    // True when the values may be sent (no field error): the app's checks.
    isValid: suppliedGuard<{ context: LoginValues }>('isValid'),
    // True when the code may be sent: six digits or a recovery code.
    isCodeValid: suppliedGuard<{ context: Pick<LoginContext, 'code'> }>('isCodeValid'),
    asksSecondFactor: ({ event }) => 'secondFactor' in (event as unknown as { output: SignInOutput }).output,
    signInExpired: ({ event }) => (event as unknown as { error?: { code?: string } }).error?.code === SIGN_IN_EXPIRED_CODE,
    // After the password: the admin has a passkey to prove the second step with.
    mayUsePasskey: ({ context }) => context.methods.includes('passkey'),
    inSecondStep: ({ context }) => context.challenge !== null,
  },
  delays: {
    redirectAfterLogin: REDIRECT_AFTER_LOGIN_MS,
  },
}).createMachine({
  id: 'login',
  context: {
    email: '',
    password: '',
    touched: {},
    submitted: false,
    session: null,
    challenge: null,
    methods: [],
    code: '',
    codeSubmitted: false,
    passkeyOptions: null,
    credential: null,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'login.change': {
          actions: assign(({ context, event }) => ({ ...context, [event.field]: event.value })),
        },
        'login.blur': {
          actions: assign({ touched: ({ context, event }) => ({ ...context.touched, [event.field]: true }) }),
        },
        'login.submit': [
          { guard: 'isValid', target: 'submitting', actions: assign({ submitted: true }) },
          { actions: assign({ submitted: true }) },
        ],
        'login.passkey': 'passkey',
      },
    },
    submitting: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ email: context.email, password: context.password }),
        onDone: [
          {
            guard: 'asksSecondFactor',
            target: 'secondFactor',
            actions: assign({
              challenge: ({ event }) => ('secondFactor' in event.output ? event.output.secondFactor.challenge : null),
              methods: ({ event }) => ('secondFactor' in event.output ? event.output.secondFactor.methods : []),
              code: '',
              codeSubmitted: false,
            }),
          },
          {
            target: 'succeeded',
            actions: [
              assign({ session: ({ event }) => ('session' in event.output ? event.output.session : null) }),
              { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) },
        },
      },
    },
    // The password was right; the code from the app (or a recovery code) finishes the sign-in.
    secondFactor: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'login.codeChange': { actions: assign({ code: ({ event }) => event.otp }) },
            'login.codeSubmit': [
              { guard: 'isCodeValid', target: 'verifying', actions: assign({ codeSubmitted: true }) },
              { actions: assign({ codeSubmitted: true }) },
            ],
            'login.back': { target: '#login.editing', actions: 'forgetSecondStep' },
            'login.passkey': { guard: 'mayUsePasskey', target: '#login.passkey' },
          },
        },
        verifying: {
          invoke: {
            id: 'verifySecondFactor',
            src: 'verifySecondFactor',
            input: ({ context }) => ({ challenge: context.challenge!, otp: context.code }),
            onDone: {
              target: '#login.succeeded',
              actions: [
                assign({ session: ({ event }) => event.output.session }),
                { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
              ],
            },
            onError: [
              {
                guard: 'signInExpired',
                target: '#login.editing',
                actions: ['forgetSecondStep', { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) }],
              },
              {
                target: 'editing',
                actions: [assign({ code: '', codeSubmitted: false }), { type: 'notify', params: ({ event }) => ({ kind: 'error', message: errorMessage(event.error) }) }],
              },
            ],
          },
        },
      },
    },
    // A passkey: on its own from the form, or as the second step after the password (the
    // challenge kept). A failure goes back where it came from with its reason; a second step
    // that can no longer finish goes back to the password.
    passkey: {
      initial: 'askingServer',
      exit: 'forgetPasskey',
      states: {
        askingServer: {
          invoke: {
            id: 'passkeySignInOptions',
            src: 'passkeySignInOptions',
            input: ({ context }) => ({ challenge: context.challenge }),
            onDone: { target: 'askingAuthenticator', actions: assign({ passkeyOptions: ({ event }) => event.output }) },
            onError: passkeyFailed,
          },
        },
        // The browser's dialog is open: only the person ends it (a passkey, or Cancel).
        askingAuthenticator: {
          invoke: {
            id: 'askAuthenticator',
            src: 'askAuthenticator',
            input: ({ context }) => ({ passkeyOptions: context.passkeyOptions! }),
            onDone: { target: 'verifying', actions: assign({ credential: ({ event }) => event.output }) },
            // The browser's own: the person closed its dialog, or it has no passkey.
            onError: passkeyCancelled,
          },
        },
        verifying: {
          invoke: {
            id: 'signInWithPasskey',
            src: 'signInWithPasskey',
            input: ({ context }) => ({ credential: context.credential!, challenge: context.challenge }),
            onDone: {
              target: '#login.succeeded',
              actions: [assign({ session: ({ event }) => event.output.session }), notifySuccess],
            },
            onError: passkeyFailed,
          },
        },
      },
    },
    // The success toast is on screen; the spec waits 0.5 s before leaving the login screen.
    succeeded: {
      after: { redirectAfterLogin: 'signedIn' },
    },
    signedIn: { type: 'final' },
  },
  output: ({ context }) => context.session!,
});

/** What the app supplies: see supplied.ts. */
export const loginMachine = withNeeds(definition, {
  actors: ['signIn', 'verifySecondFactor', 'passkeySignInOptions', 'askAuthenticator', 'signInWithPasskey'],
  actions: ['notify'],
  guards: ['isValid', 'isCodeValid'],
});
