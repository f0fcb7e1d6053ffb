/**
 * The account calls of spec section 7 "Authentication and profile": password recovery by OTP,
 * set password from the e-mailed link, edit profile and change password. The forms' schemas
 * (with the confirm field the server never sees) are built here too, from the same rules.
 */
import * as v from 'valibot';
import { OTP_LENGTH } from '../../constants';
import { adminPaths } from '../../../areas/admins/admin-contract';
import { envelope, messageEnvelope } from './envelope';
import { email, optionalImage, REQUIRED, requiredText } from './fields';
import {
  CHANGE_PASSWORD_RULES,
  existingPassword,
  newPassword,
  newPasswordPairEntries,
  RESET_PASSWORD_RULES,
  SET_PASSWORD_RULES,
} from './passwords';

export const accountPaths = {
  forgotPassword: 'auth/forgot-password',
  verifyOtp: 'auth/verify-otp',
  resetPassword: 'auth/reset-password',
  editProfile: 'auth/edit-profile',
  changePassword: 'auth/change-password',
  setPassword: adminPaths.setPassword,
} as const;

/** A message id (validation-ids.ts). */
export const OTP_FORMAT_MESSAGE = 'account.validation.otpFormat';

/** The OTP field (spec section 5: required), then the form the server mails it in. */
const otp = v.pipe(
  v.string(REQUIRED),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_FORMAT_MESSAGE),
);
/** Opaque to the SPA; the server answers 43 base64url characters. */
const otpToken = v.pipe(v.string('otp_token is required'), v.nonEmpty('otp_token is required'), v.maxLength(200, 'otp_token is not valid'));

/** POST auth/forgot-password. */
export const forgotPasswordRequest = v.object({ email: email() });
export const forgotPasswordResponse = envelope(v.object({ otp_token: v.string() }));

/** POST auth/verify-otp. */
export const verifyOtpRequest = v.object({ otp, email: email(), otp_token: otpToken });
export const verifyOtpResponse = messageEnvelope;

/** POST auth/reset-password. */
export const resetPasswordRequest = v.object({
  new_password: newPassword(RESET_PASSWORD_RULES),
  email: email(),
  otp,
  otp_token: otpToken,
});
export const resetPasswordResponse = messageEnvelope;

/** The link's two halves travel as the route gave them; the server decides whether they open. */
const linkPart = v.pipe(v.string('The link is not valid'), v.nonEmpty('The link is not valid'), v.maxLength(2000, 'The link is not valid'));

/** POST sub-admin/set-password (public: the sealed link is the credential). */
export const setPasswordLink = v.object({ iv: linkPart, data: linkPart });
export const setPasswordRequest = v.object({ new_password: newPassword(SET_PASSWORD_RULES), iv: linkPart, data: linkPart });
export const setPasswordResponse = messageEnvelope;

/** PUT auth/change-password (JSON). */
export const changePasswordRequest = v.object({
  old_password: existingPassword,
  new_password: newPassword(CHANGE_PASSWORD_RULES),
});
export const changePasswordResponse = messageEnvelope;

const NAME_MAX = 100;

/** PUT auth/edit-profile (multipart). The e-mail is read-only (spec section 2). */
export const editProfileRequest = v.object({
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  image: optionalImage,
});
export const profileData = v.object({
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  profile_image: v.nullable(v.string()),
});
export type ProfileData = v.InferOutput<typeof profileData>;
export const editProfileResponse = envelope(profileData);

/** The forms, field by field as the screens name them. */
export const forgotPasswordForm = forgotPasswordRequest;
export const otpForm = v.object({ otp });
export const resetPasswordForm = v.object(newPasswordPairEntries(RESET_PASSWORD_RULES));
export const setPasswordForm = v.object(newPasswordPairEntries(SET_PASSWORD_RULES));
export const changePasswordForm = v.object({ currentPassword: existingPassword, ...newPasswordPairEntries(CHANGE_PASSWORD_RULES) });
export const profileForm = v.object({ firstName: requiredText(NAME_MAX), lastName: requiredText(NAME_MAX) });
