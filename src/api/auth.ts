/**
 * The sign-in and sign-out calls. Loaded with the first of them (auth-actors.ts): the answers'
 * schemas stay out of the login page's first load (issue #37).
 */
import { loginResponse, logoutResponse, signedInResponse, type LoginData } from './contract/auth-answers';
import { secondFactorPaths } from './contract/second-factor';
import type { LoginRequest } from './contract/auth';
import { authPaths } from './contract/paths';
import type { ApiClient } from './client';
import type { SecondFactorInput, SignedInOutput, SignInOutput } from '../machines/login.machine';
import type { Session } from '../machines/session';

export const toSession = (data: LoginData): Session => ({
  accessToken: data.token,
  id: data.id,
  firstName: data.first_name,
  lastName: data.last_name,
  email: data.email,
  profileImage: data.profile_image,
  modules: data.modules,
  userType: data.userType,
  ...(data.second_factor_setup_required ? { secondFactorSetup: true } : {}),
});

export async function signIn(client: ApiClient, input: LoginRequest, signal: AbortSignal): Promise<SignInOutput> {
  const answer = await client.call(loginResponse, authPaths.login, { method: 'POST', body: input, signal });
  // An admin with a second factor: the challenge its code finishes (issue #32 item 1).
  if ('second_factor' in answer.data) {
    const { challenge, methods } = answer.data.second_factor;
    return { secondFactor: { challenge, methods }, message: answer.message };
  }
  return { session: toSession(answer.data), message: answer.message };
}

/** The sign-in's second step: the challenge and the code typed. */
export async function verifySecondFactor(client: ApiClient, input: SecondFactorInput, signal: AbortSignal): Promise<SignedInOutput> {
  const answer = await client.call(signedInResponse, secondFactorPaths.signIn, { method: 'POST', body: { challenge: input.challenge, code: input.otp }, signal });
  return { session: toSession(answer.data), message: answer.message };
}

export async function revokeSession(client: ApiClient, signal: AbortSignal): Promise<void> {
  await client.call(logoutResponse, authPaths.logout, { method: 'POST', signal });
}
