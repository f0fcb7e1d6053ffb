/** Sign-in and sign-out calls, and the actors the session and login machines invoke. */
import { fromPromise } from 'xstate';
import { loginResponse, logoutResponse, type LoginData, type LoginRequest } from './contract/auth';
import { authPaths } from './contract/paths';
import type { ApiClient } from './client';
import type { SignInOutput } from '../machines/login.machine';
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
});

export const authActors = (client: ApiClient) => ({
  signIn: fromPromise<SignInOutput, LoginRequest>(async ({ input, signal }) => {
    const answer = await client.call(loginResponse, authPaths.login, { method: 'POST', body: input, signal });
    return { session: toSession(answer.data), message: answer.message };
  }),
  revokeSession: fromPromise<void, { accessToken: string }>(async ({ signal }) => {
    await client.call(logoutResponse, authPaths.logout, { method: 'POST', signal });
  }),
});
