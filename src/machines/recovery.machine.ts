/**
 * Password recovery (spec sections 2, 4, 5, 7, 9), one flow for the whole chain: the e-mail gets
 * an otp_token, 1 s later the OTP step; a verified OTP, 1 s later the new-password step; a saved
 * password, 0.5 s later the end (the screens then go to /login). The e-mail, otp_token and OTP
 * stay in this flow's context, never in the address bar. Each step validates its own fields,
 * shows errors after a touch or a submit attempt, and sends nothing while invalid; a refused
 * call shows the server's message and the step is usable again.
 * A reload must not drop the flow (issue #13): once the OTP is sent, `rememberStep` hands the
 * e-mail and otp_token to a store the app provides, and a flow started with them (`resume`)
 * opens at the OTP step; once the OTP is verified, the OTP joins them (the reset call needs it)
 * and a resumed flow opens at the new-password step. Never a password. A new flow or the end
 * forgets them; the store also forgets them when the OTP's 10 minutes have passed.
 */
import { assign, setup, type ErrorActorEvent } from 'xstate';
import { suppliedAction, suppliedPromise, withNeeds } from './supplied';
import { forgotPasswordForm, otpForm, resetPasswordForm } from '../api/contract/account';
import { REDIRECT_AFTER_OTP_STEP_MS, REDIRECT_AFTER_PASSWORD_MS } from '../constants';
import { errorMessage } from './error-message';
import { fieldErrors, type FieldErrors } from './form-errors';
import type { Notice } from './notify';
import { isGuessableRefusal, passwordFormErrors } from './password-form-errors';

export type RecoveryField = 'email' | 'otp' | 'newPassword' | 'confirmPassword';

export type RecoveryEvent =
  | { type: 'recovery.change'; field: RecoveryField; value: string }
  | { type: 'recovery.blur'; field: RecoveryField }
  | { type: 'recovery.submit' };

export type RecoveryContext = {
  email: string;
  otp: string;
  otpToken: string;
  newPassword: string;
  confirmPassword: string;
  touched: Partial<Record<RecoveryField, boolean>>;
  /** A submit was attempted in the current step. */
  submitted: boolean;
  /** The new password the server refused as guessable (shown under the field while it is typed). */
  refused?: string;
};

export type OtpClaim = { email: string; otp: string; otpToken: string };
/** What survives a reload: enough to enter the OTP again, nothing secret to the account. */
/** What a reload resumes from: the OTP only once the server verified it. */
export type RecoveryResume = { email: string; otpToken: string; otp?: string };
/** What forgot-password answers: the token the OTP is bound to, and the server's message. */
export type OtpRequested = { otpToken: string; message: string };

export const emailStepErrors = (context: Pick<RecoveryContext, 'email'>) =>
  fieldErrors<'email'>(forgotPasswordForm, { email: context.email });
export const otpStepErrors = (context: Pick<RecoveryContext, 'otp'>) => fieldErrors<'otp'>(otpForm, { otp: context.otp });
export const newPasswordStepErrors = (context: Pick<RecoveryContext, 'newPassword' | 'confirmPassword' | 'refused'>) =>
  passwordFormErrors<'newPassword' | 'confirmPassword'>(
    resetPasswordForm,
    { newPassword: context.newPassword, confirmPassword: context.confirmPassword },
    context.refused,
  );

const valid = (errors: FieldErrors<string>) => Object.keys(errors).length === 0;
const failed = ({ event }: { event: { error: unknown } }): Notice => ({ kind: 'error', message: errorMessage(event.error) });
const succeeded = ({ event }: { event: { output: { message: string } | string } }): Notice => ({
  kind: 'success',
  message: typeof event.output === 'string' ? event.output : event.output.message,
});

const definition = setup({
  // Stryker disable next-line ObjectLiteral: equivalent, the types only guide TypeScript (xstate reads nothing of them)
  types: {
    context: {} as RecoveryContext,
    events: {} as RecoveryEvent,
    /** A flow begun again keeps the e-mail typed last time; a reloaded one resumes its OTP step. */
    input: {} as { email?: string; resume?: RecoveryResume },
  },
  actors: {
    requestOtp: suppliedPromise<OtpRequested, { email: string }>('requestOtp'),
    /** Answers the server's message. */
    verifyOtp: suppliedPromise<string, OtpClaim>('verifyOtp'),
    resetPassword: suppliedPromise<string, OtpClaim & { newPassword: string }>('resetPassword'),
  },
  actions: {
    notify: suppliedAction<Notice>(),
    rememberStep: suppliedAction<RecoveryResume>(),
    forgetStep: suppliedAction(),
    assignField: assign(({ context, event }) =>
      event.type === 'recovery.change' ? { ...context, [event.field]: event.value } : context,
    ),
    touch: assign({
      touched: ({ context, event }) => (event.type === 'recovery.blur' ? { ...context.touched, [event.field]: true } : context.touched),
    }),
    markSubmitted: assign({ submitted: true }),
    startStep: assign({ submitted: false }),
  },
  guards: {
    refusedAsGuessable: isGuessableRefusal,
    isResumed: ({ context }) => context.otpToken !== '',
    isResumedVerified: ({ context }) => context.otpToken !== '' && context.otp !== '',
    isStepField: ({ event }, params: { fields: RecoveryField[] }) =>
      (event.type === 'recovery.change' || event.type === 'recovery.blur') && params.fields.includes(event.field),
    emailValid: ({ context }) => valid(emailStepErrors(context)),
    otpValid: ({ context }) => valid(otpStepErrors(context)),
    newPasswordValid: ({ context }) => valid(newPasswordStepErrors(context)),
  },
  delays: {
    afterOtpStep: REDIRECT_AFTER_OTP_STEP_MS,
    afterPasswordReset: REDIRECT_AFTER_PASSWORD_MS,
  },
}).createMachine({
  id: 'recovery',
  context: ({ input }) => ({
    email: input.resume?.email ?? input.email ?? '',
    otp: input.resume?.otp ?? '',
    otpToken: input.resume?.otpToken ?? '',
    newPassword: '',
    confirmPassword: '',
    touched: {},
    submitted: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isResumedVerified', target: 'newPassword' }, { guard: 'isResumed', target: 'otp' }, { target: 'email' }],
    },
    // A flow at its first step has nothing to resume after a reload.
    email: {
      entry: 'forgetStep',
      on: {
        'recovery.change': { guard: { type: 'isStepField', params: { fields: ['email'] } }, actions: 'assignField' },
        'recovery.blur': { guard: { type: 'isStepField', params: { fields: ['email'] } }, actions: 'touch' },
        'recovery.submit': [{ guard: 'emailValid', target: 'requestingOtp', actions: 'markSubmitted' }, { actions: 'markSubmitted' }],
      },
    },
    requestingOtp: {
      invoke: {
        id: 'requestOtp',
        src: 'requestOtp',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'otpSent',
          actions: [
            assign({ otpToken: ({ event }) => event.output.otpToken }),
            { type: 'rememberStep', params: ({ context, event }) => ({ email: context.email, otpToken: event.output.otpToken }) },
            { type: 'notify', params: succeeded },
          ],
        },
        onError: { target: 'email', actions: { type: 'notify', params: failed } },
      },
    },
    // The success toast is on screen; the spec waits 1 s before the OTP screen.
    otpSent: {
      after: { afterOtpStep: { target: 'otp', actions: 'startStep' } },
    },
    otp: {
      on: {
        'recovery.change': { guard: { type: 'isStepField', params: { fields: ['otp'] } }, actions: 'assignField' },
        'recovery.blur': { guard: { type: 'isStepField', params: { fields: ['otp'] } }, actions: 'touch' },
        'recovery.submit': [{ guard: 'otpValid', target: 'verifyingOtp', actions: 'markSubmitted' }, { actions: 'markSubmitted' }],
      },
    },
    verifyingOtp: {
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context }) => ({ email: context.email, otp: context.otp, otpToken: context.otpToken }),
        onDone: {
          target: 'otpVerified',
          actions: [
            { type: 'rememberStep', params: ({ context }) => ({ email: context.email, otpToken: context.otpToken, otp: context.otp }) },
            { type: 'notify', params: succeeded },
          ],
        },
        onError: { target: 'otp', actions: { type: 'notify', params: failed } },
      },
    },
    // 1 s between a verified OTP and the new-password screen (spec section 9).
    otpVerified: {
      after: { afterOtpStep: { target: 'newPassword', actions: 'startStep' } },
    },
    newPassword: {
      on: {
        'recovery.change': {
          guard: { type: 'isStepField', params: { fields: ['newPassword', 'confirmPassword'] } },
          actions: 'assignField',
        },
        'recovery.blur': { guard: { type: 'isStepField', params: { fields: ['newPassword', 'confirmPassword'] } }, actions: 'touch' },
        'recovery.submit': [
          { guard: 'newPasswordValid', target: 'resetting', actions: 'markSubmitted' },
          { actions: 'markSubmitted' },
        ],
      },
    },
    resetting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          email: context.email,
          otp: context.otp,
          otpToken: context.otpToken,
          newPassword: context.newPassword,
        }),
        onDone: { target: 'passwordReset', actions: { type: 'notify', params: succeeded } },
        onError: [
          // A guessable new password: shown under the field in the person's language; the OTP still works.
          {
            guard: { type: 'refusedAsGuessable', params: ({ event }: { event: ErrorActorEvent }) => event.error },
            target: 'newPassword',
            actions: assign({ refused: ({ context }) => context.newPassword }),
          },
          { target: 'newPassword', actions: { type: 'notify', params: failed } },
        ],
      },
    },
    // 0.5 s between a saved password and /login (spec section 9).
    passwordReset: {
      after: { afterPasswordReset: 'done' },
    },
    done: { type: 'final', entry: 'forgetStep' },
  },
});

/** What the app supplies: see supplied.ts. */
export const recoveryMachine = withNeeds(definition, { actors: ['requestOtp', 'verifyOtp', 'resetPassword'], actions: ['notify', 'rememberStep', 'forgetStep'] });
