/**
 * The calls that belong to no area (contract/calls.ts): signing in and out, the signed-in
 * admin's account and sessions, the palette's search, the activity log and the video uploads.
 * The areas declare their own beside their schemas (`chefCalls` in chefs.ts, …).
 */
import {
  accountPaths,
  changePasswordRequest,
  changePasswordResponse,
  editProfileRequest,
  editProfileResponse,
  forgotPasswordRequest,
  forgotPasswordResponse,
  resetPasswordRequest,
  resetPasswordResponse,
  setPasswordRequest,
  setPasswordResponse,
  verifyOtpRequest,
  verifyOtpResponse,
} from './account';
import { activityAdminsResponse, activityChainResponse, activityListRequest, activityListResponse, activityPaths } from './activity';
import { loginRequest } from './auth';
import { loginResponse, logoutResponse, sessionResponse, signedInResponse } from './auth-answers';
import { getCall, listAreaCalls, postCall, putCall, type Call } from './calls';
import { authPaths, UPLOAD_API_BASE } from './paths';
import {
  passkeyListResponse,
  passkeyOptionsResponse,
  passkeyPaths,
  passkeyRegisterRequest,
  passkeyRegisterResponse,
  passkeyRemoveRequest,
  passkeyRemoveResponse,
  passkeySecondStepOptionsRequest,
  passkeySecondStepRequest,
  passkeySignInRequest,
} from './passkeys';
import { searchPaths, searchQuery, searchResponse } from './search';
import { liveChange, livePaths } from './live';
import {
  currentPasswordRequest,
  recoveryCodesResponse,
  roleRuleRequest,
  roleRuleResponse,
  roleRulesResponse,
  secondFactorPaths,
  secondFactorRulePaths,
  secondFactorSignInRequest,
  secondFactorStatusResponse,
  totpConfirmRequest,
  totpRemoveResponse,
  totpStartResponse,
} from './second-factor';
import {
  abortUploadRequest,
  abortUploadResponse,
  finalizeUploadRequest,
  finalizeUploadResponse,
  initializeUploadRequest,
  initializeUploadResponse,
  presignUploadRequest,
  presignUploadResponse,
  uploadPaths,
} from './uploads';

const signedOut = true;
const upload = { base: UPLOAD_API_BASE };

/** By the group the API document lists them under. */
export const coreCalls = (): Readonly<Record<string, readonly Call[]>> => ({
  'Signing in': [
    postCall(authPaths.login, 'Sign in: answers the bearer token and the admin', loginResponse, { json: loginRequest, signedOut }),
    postCall(authPaths.logout, 'Sign out: ends this session', logoutResponse),
    getCall(authPaths.session, 'The signed-in admin', sessionResponse),
  ],
  'Password reset and first password': [
    postCall(accountPaths.forgotPassword, 'Mail a one-time code to reset a password', forgotPasswordResponse, { json: forgotPasswordRequest, signedOut }),
    postCall(accountPaths.verifyOtp, 'Check the one-time code', verifyOtpResponse, { json: verifyOtpRequest, signedOut }),
    postCall(accountPaths.resetPassword, 'Set a new password with the checked code', resetPasswordResponse, { json: resetPasswordRequest, signedOut }),
    postCall(accountPaths.setPassword, "Set a new admin's first password from the mailed link", setPasswordResponse, { json: setPasswordRequest, signedOut }),
  ],
  'Your account': [
    putCall(accountPaths.changePassword, "Change the signed-in admin's password", changePasswordResponse, { json: changePasswordRequest }),
    putCall(accountPaths.editProfile, "Edit the signed-in admin's name and photo", editProfileResponse, { form: editProfileRequest }),
  ],
  'Second factor': [
    postCall(secondFactorPaths.signIn, "Finish a sign-in with the authenticator app's code or a recovery code", signedInResponse, { json: secondFactorSignInRequest, signedOut }),
    getCall(secondFactorPaths.status, "Whether the admin's authenticator app is on, and the recovery codes left", secondFactorStatusResponse),
    postCall(secondFactorPaths.totpStart, 'Start setting up an authenticator app (asks for the password)', totpStartResponse, { json: currentPasswordRequest }),
    postCall(secondFactorPaths.totpConfirm, "Turn the authenticator app on with its first code; answers the recovery codes", recoveryCodesResponse, { json: totpConfirmRequest }),
    postCall(secondFactorPaths.totpRemove, 'Turn the authenticator app off (asks for the password)', totpRemoveResponse, { json: currentPasswordRequest }),
    getCall(secondFactorRulePaths.roles, "Each role's rule: whether its admins sign in with a second factor (the super admin's)", roleRulesResponse),
    postCall(secondFactorRulePaths.require, "Set a role's rule (the super admin's)", roleRuleResponse, { json: roleRuleRequest }),
    postCall(secondFactorPaths.recoveryCodes, 'Ten new recovery codes; the old ones stop working (asks for the password)', recoveryCodesResponse, { json: currentPasswordRequest }),
  ],
  Passkeys: [
    postCall(passkeyPaths.signInOptions, 'The options for the browser to sign in with a passkey', passkeyOptionsResponse, { signedOut }),
    postCall(passkeyPaths.signIn, 'Sign in with a passkey: answers the bearer token and the admin', signedInResponse, { json: passkeySignInRequest, signedOut }),
    postCall(passkeyPaths.secondStepOptions, "After the password: the options to prove the sign-in's second step with one of the admin's passkeys", passkeyOptionsResponse, {
      json: passkeySecondStepOptionsRequest,
      signedOut,
    }),
    postCall(passkeyPaths.secondStep, "The sign-in's second step by a passkey: answers the bearer token and the admin", signedInResponse, {
      json: passkeySecondStepRequest,
      signedOut,
    }),
    getCall(passkeyPaths.list, "The signed-in admin's passkeys", passkeyListResponse),
    postCall(passkeyPaths.registerOptions, 'The options for the browser to make a passkey (asks for the password)', passkeyOptionsResponse, { json: currentPasswordRequest }),
    postCall(passkeyPaths.register, 'Add the passkey the browser made, under a name', passkeyRegisterResponse, { json: passkeyRegisterRequest }),
    postCall(passkeyPaths.remove, 'Remove one of your passkeys (asks for the password)', passkeyRemoveResponse, { json: passkeyRemoveRequest }),
  ],
  Search: [
    getCall(searchPaths.find, "The palette's search across the areas the admin may open", searchResponse, { query: searchQuery }),
  ],
  Live: [
    getCall(livePaths.stream, 'The changes committed anywhere, as they happen, of the areas the admin may open (Server-Sent Events; Last-Event-ID resumes)', { events: liveChange }),
  ],
  Activity: [
    ...listAreaCalls('activity entries', activityPaths, activityListRequest, activityListResponse),
    getCall(activityPaths.admins, 'The admins the activity log names, for its filter', activityAdminsResponse),
    getCall(activityPaths.chain, "The activity log's hash chain, checked end to end", activityChainResponse),
  ],
  'Video uploads': [
    postCall(uploadPaths.initialize, 'Start a multipart video upload', initializeUploadResponse, { json: initializeUploadRequest, ...upload }),
    postCall(uploadPaths.presign, "Addresses for the upload's parts", presignUploadResponse, { json: presignUploadRequest, ...upload }),
    postCall(uploadPaths.finalize, 'Finish the upload from its parts', finalizeUploadResponse, { json: finalizeUploadRequest, ...upload }),
    postCall(uploadPaths.abort, 'Abandon the upload', abortUploadResponse, { json: abortUploadRequest, ...upload }),
  ],
});
