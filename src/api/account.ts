/** The account calls (spec section 7 "Authentication and profile") and the actors the account flows invoke. */
import { fromPromise } from 'xstate';
import {
  accountPaths,
  changePasswordResponse,
  editProfileResponse,
  forgotPasswordResponse,
  resetPasswordResponse,
  setPasswordResponse,
  verifyOtpResponse,
} from './contract/account';
import type { ApiClient } from './client';
import type { ProfileSaved, ProfileSaveInput } from '../machines/profile.machine';
import type { OtpClaim, OtpRequested } from '../machines/recovery.machine';
import type { PasswordSave } from '../machines/password-form.machine';

const claimBody = (claim: OtpClaim) => ({ email: claim.email, otp: claim.otp, otp_token: claim.otpToken });

export const recoveryActors = (client: ApiClient) => ({
  requestOtp: fromPromise<OtpRequested, { email: string }>(async ({ input, signal }) => {
    const answer = await client.call(forgotPasswordResponse, accountPaths.forgotPassword, { method: 'POST', body: input, signal });
    return { otpToken: answer.data.otp_token, message: answer.message };
  }),
  verifyOtp: fromPromise<string, OtpClaim>(async ({ input, signal }) => {
    const answer = await client.call(verifyOtpResponse, accountPaths.verifyOtp, { method: 'POST', body: claimBody(input), signal });
    return answer.message;
  }),
  resetPassword: fromPromise<string, OtpClaim & { newPassword: string }>(async ({ input, signal }) => {
    const body = { ...claimBody(input), new_password: input.newPassword };
    return (await client.call(resetPasswordResponse, accountPaths.resetPassword, { method: 'POST', body, signal })).message;
  }),
});

/** The password form's save for set password: the new password with the link's values. */
export const setPasswordActor = (client: ApiClient) =>
  fromPromise<string, PasswordSave>(async ({ input, signal }) => {
    const body = { new_password: input.newPassword, iv: input.iv ?? '', data: input.data ?? '' };
    return (await client.call(setPasswordResponse, accountPaths.setPassword, { method: 'POST', body, signal })).message;
  });

/** The password form's save for change password: the new password with the current one. */
export const changePasswordActor = (client: ApiClient) =>
  fromPromise<string, PasswordSave>(async ({ input, signal }) => {
    const body = { old_password: input.currentPassword ?? '', new_password: input.newPassword };
    return (await client.call(changePasswordResponse, accountPaths.changePassword, { method: 'PUT', body, signal })).message;
  });

/** PUT auth/edit-profile as multipart: the image only when a new one was chosen. */
export const saveProfileActor = (client: ApiClient) =>
  fromPromise<ProfileSaved, ProfileSaveInput>(async ({ input, signal }) => {
    const form = new FormData();
    form.set('first_name', input.firstName);
    form.set('last_name', input.lastName);
    if (input.image) form.set('image', input.image);
    const answer = await client.call(editProfileResponse, accountPaths.editProfile, { method: 'PUT', body: form, signal });
    const { data } = answer;
    return {
      message: answer.message,
      profile: { firstName: data.first_name, lastName: data.last_name, email: data.email, profileImage: data.profile_image },
    };
  });
