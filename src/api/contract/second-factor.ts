/**
 * The second factor (issue #32 item 1, ASVS 5.0 V6.3.3): a TOTP authenticator app (RFC 6238) with
 * ten single-use recovery codes. A sign-in whose password is right but whose admin has a second
 * factor answers a challenge instead of a token; the code, sent with the challenge, finishes it.
 * Turning the factor on or off, and new recovery codes, ask for the current password again
 * (V7.5.1). Under auth/, so every role manages its own.
 */
import * as v from 'valibot';
import { envelope, messageEnvelope } from './envelope';
import { idField } from './fields';
import { existingPassword } from './passwords';
import { secondFactorCode, secondFactorSignInForm, totpCode } from './second-factor-code';
import { TOTP_DIGITS } from '../../constants';

export const secondFactorPaths = {
  /** POST { challenge, code }, public: the sign-in's second step. Answers as auth/login does. */
  signIn: 'auth/second-factor',
  /** GET: whether the admin's authenticator is on, and how many recovery codes are left. */
  status: 'auth/second-factor/status',
  /** POST { current_password }: a new secret to scan, not yet in force. */
  totpStart: 'auth/second-factor/totp/start',
  /** POST { code }: the first code from the app; turns the factor on and answers the recovery codes. */
  totpConfirm: 'auth/second-factor/totp/confirm',
  /** POST { current_password }: turns the factor off and drops the recovery codes. */
  totpRemove: 'auth/second-factor/totp/remove',
  /** POST { current_password }: ten new recovery codes; the old ones stop working. */
  recoveryCodes: 'auth/second-factor/recovery-codes',
} as const;

/** The super admin's rule per role (issue #32 item 1): which roles sign in only with a second factor. */
export const secondFactorRulePaths = {
  /** GET: each role, whether it requires a second factor, and how many of its admins have none yet. */
  roles: 'auth/second-factor/roles',
  /** POST { id, required }: sets a role's rule; its admins without one set it up at their next sign-in. */
  require: 'auth/second-factor/roles/require',
} as const;

export const roleRuleRow = v.object({ id: v.number(), role: v.string(), required: v.boolean(), admins: v.number(), admins_without: v.number() });
export type RoleRuleRow = v.InferOutput<typeof roleRuleRow>;
export const roleRulesResponse = envelope(v.object({ rows: v.array(roleRuleRow) }));
export const roleRuleRequest = v.object({ id: idField, required: v.boolean('required must be true or false') });
export const roleRuleResponse = envelope(roleRuleRow);

export { TOTP_DIGITS };
export const RECOVERY_CODE_COUNT = 10;
export { RECOVERY_CODE_PATTERN, SECOND_FACTOR_CODE_FORMAT, TOTP_CODE_FORMAT } from './second-factor-code';

/** Opaque to the SPA; the server answers 43 base64url characters. */
/** The challenge auth/login answered after the right password. */
export const signInChallenge = v.pipe(v.string('challenge is required'), v.nonEmpty('challenge is required'), v.maxLength(200, 'challenge is not valid'));

export const secondFactorSignInRequest = v.object({ challenge: signInChallenge, code: secondFactorCode });
export const currentPasswordRequest = v.object({ current_password: existingPassword });
export const totpConfirmRequest = v.object({ code: totpCode });

/** How a sign-in's second step can be proved: the app's code, a recovery code, one of the admin's passkeys. */
export const SECOND_STEP_METHODS = ['totp', 'recovery_code', 'passkey'] as const;
export type SecondStepMethod = (typeof SECOND_STEP_METHODS)[number];

/** What auth/login answers instead of a token when the admin has a second factor. */
export const secondFactorStep = v.object({
  second_factor: v.object({ challenge: v.string(), methods: v.array(v.picklist(SECOND_STEP_METHODS)) }),
});
export type SecondFactorStep = v.InferOutput<typeof secondFactorStep>;

export const secondFactorStatus = v.object({ totp: v.boolean(), recovery_codes_left: v.number() });
export type SecondFactorStatus = v.InferOutput<typeof secondFactorStatus>;
export const secondFactorStatusResponse = envelope(secondFactorStatus);

/** The secret twice: as the otpauth:// address (the QR code, an SVG drawn by the server) and as text to type. */
export const totpStartResponse = envelope(v.object({ secret: v.string(), uri: v.string(), qr_svg: v.string() }));
export const recoveryCodesResponse = envelope(v.object({ recovery_codes: v.array(v.string()) }));
export const totpRemoveResponse = messageEnvelope;

/** The forms, field by field as the screens name them. */
export { secondFactorSignInForm };
export const totpConfirmForm = v.object({ code: totpCode });
export const currentPasswordForm = v.object({ currentPassword: existingPassword });
