/** The passkeys' calls (contract/passkeys.ts, issue #32 item 1) as the sign-in and the profile's flows need them. */
import type { ApiClient } from './client';
import { toSession } from './auth';
import { signedInResponse } from './contract/auth-answers';
import {
  passkeyListResponse,
  passkeyOptionsResponse,
  passkeyPaths,
  passkeyRegisterResponse,
  passkeyRemoveResponse,
  type PasskeyCredential,
  type PasskeyOptions,
  type PasskeyRow,
} from './contract/passkeys';
import type { SignedInOutput } from '../machines/login.machine';

export function passkeysApi(client: ApiClient) {
  return {
    list: async (signal?: AbortSignal): Promise<PasskeyRow[]> => (await client.call(passkeyListResponse, passkeyPaths.list, { method: 'GET', signal })).data.rows,
    /** The options to make one, after the current password. */
    registerOptions: async (password: string, signal?: AbortSignal): Promise<PasskeyOptions> =>
      (await client.call(passkeyOptionsResponse, passkeyPaths.registerOptions, { method: 'POST', body: { current_password: password }, signal })).data
        .options as PasskeyOptions,
    /** Answers the server's message. */
    register: async (name: string, credential: PasskeyCredential, signal?: AbortSignal): Promise<string> =>
      (await client.call(passkeyRegisterResponse, passkeyPaths.register, { method: 'POST', body: { name, credential }, signal })).message,
    /** Answers the server's message. */
    remove: async (id: number, password: string, signal?: AbortSignal): Promise<string> =>
      (await client.call(passkeyRemoveResponse, passkeyPaths.remove, { method: 'POST', body: { id, current_password: password }, signal })).message,
    signInOptions: async (signal?: AbortSignal): Promise<PasskeyOptions> =>
      (await client.call(passkeyOptionsResponse, passkeyPaths.signInOptions, { method: 'POST', signal })).data.options as PasskeyOptions,
    signIn: async (credential: PasskeyCredential, signal?: AbortSignal): Promise<SignedInOutput> => {
      const answer = await client.call(signedInResponse, passkeyPaths.signIn, { method: 'POST', body: { credential }, signal });
      return { session: toSession(answer.data), message: answer.message };
    },
    /** After the password: the options for one of the admin's passkeys, for the challenge auth/login answered. */
    secondStepOptions: async (challenge: string, signal?: AbortSignal): Promise<PasskeyOptions> =>
      (await client.call(passkeyOptionsResponse, passkeyPaths.secondStepOptions, { method: 'POST', body: { challenge }, signal })).data.options as PasskeyOptions,
    secondStep: async (challenge: string, credential: PasskeyCredential, signal?: AbortSignal): Promise<SignedInOutput> => {
      const answer = await client.call(signedInResponse, passkeyPaths.secondStep, { method: 'POST', body: { challenge, credential }, signal });
      return { session: toSession(answer.data), message: answer.message };
    },
  };
}
