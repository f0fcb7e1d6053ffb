/**
 * The login flow's field checks (spec section 5), with valibot under them: the app loads this
 * module just after the login page's first paint (login-checks.ts), so valibot is not in the
 * page's first load (issue #37). The model tests, the replay and the flow viewer run the login
 * flow with these same checks (`checkedLoginMachine`), so they judge what the page judges.
 */
import { loginRequest } from '../api/contract/auth';
import { secondFactorSignInForm } from '../api/contract/second-factor-code';
import { fieldErrors, type FieldErrors } from '../machines/form-errors';
import { loginMachine, type LoginField, type LoginValues } from '../machines/login.machine';
import { withNeeds } from '../machines/supplied';

/** Each field's first message (English id), derived from the values, never stored. */
export const loginErrors = (values: LoginValues): FieldErrors<LoginField> =>
  fieldErrors<LoginField>(loginRequest, { email: values.email, password: values.password });

/** The second step's code (issue #32 item 1): its first message, if any. */
export const codeErrors = (code: string): FieldErrors<'code'> => fieldErrors<'code'>(secondFactorSignInForm, { code });

/** The login flow's guards: nothing is sent while a field is invalid. */
export const loginChecks = {
  isValid: ({ context }: { context: LoginValues }) => Object.keys(loginErrors(context)).length === 0,
  isCodeValid: ({ context }: { context: { code: string } }) => Object.keys(codeErrors(context.code)).length === 0,
};

/** The login flow judged by the real checks; its call and its toast are still the app's to supply. */
export const checkedLoginMachine = withNeeds(loginMachine.provide({ guards: loginChecks }), {
  actors: ['signIn', 'verifySecondFactor', 'passkeySignInOptions', 'askAuthenticator', 'signInWithPasskey'],
  actions: ['notify'],
});
