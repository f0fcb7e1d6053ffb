/** The actors the session and login machines invoke for signing in and out; the calls load with the first. */
import { fromPromise } from 'xstate';
import type { ApiClient } from './client';
import type { LoginRequest } from './contract/auth';
import type { SecondFactorInput, SignedInOutput, SignInOutput } from '../machines/login.machine';

const loadAuth = () => import('./auth');

export const authActors = (client: ApiClient) => ({
  signIn: fromPromise<SignInOutput, LoginRequest>(async ({ input, signal }) => (await loadAuth()).signIn(client, input, signal)),
  verifySecondFactor: fromPromise<SignedInOutput, SecondFactorInput>(async ({ input, signal }) => (await loadAuth()).verifySecondFactor(client, input, signal)),
  revokeSession: fromPromise<void, { accessToken: string }>(async ({ signal }) => (await loadAuth()).revokeSession(client, signal)),
});
