/** The "Passkeys" flow with its real effects: the passkeys' calls, the browser's dialog (its library loaded once the server answered the first add) and toasts. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { PasskeyCredential, PasskeyOptions, PasskeyRow } from '../../../api/contract/passkeys';
import { loadPasskeyCeremony } from '../../../api/when-reachable';
import { passkeysApi } from '../../../api/passkeys';
import { passkeysMachine } from '../../../machines/passkeys.machine';
import { supplyAll } from '../../../machines/supplied';
import { notify } from '../../../ui/toast/notify';

/** `onAdded`: a passkey was kept (the second-factor gate lets its session go on then). */
export function livePasskeys(client: ApiClient, onAdded: () => void = () => {}) {
  const api = passkeysApi(client);
  return supplyAll(passkeysMachine, {
    actors: {
      listPasskeys: fromPromise<PasskeyRow[], void>(({ signal }) => api.list(signal)),
      registerOptions: fromPromise<PasskeyOptions, { password: string }>(async ({ input, signal }) => {
        const options = await api.registerOptions(input.password, signal);
        await loadPasskeyCeremony();
        return options;
      }),
      makePasskey: fromPromise<PasskeyCredential, { passkeyOptions: PasskeyOptions }>(async ({ input, signal }) =>
        (await loadPasskeyCeremony()).makePasskey(input.passkeyOptions, signal),
      ),
      savePasskey: fromPromise<string, { name: string; credential: PasskeyCredential }>(({ input, signal }) => api.register(input.name, input.credential, signal)),
      removePasskey: fromPromise<string, { id: number; password: string }>(({ input, signal }) => api.remove(input.id, input.password, signal)),
    },
    actions: { notify: (_, notice) => notify(notice), passkeyAdded: () => onAdded() },
  });
}
