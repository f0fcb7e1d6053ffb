/** The "Two-step sign-in" flow with its real effects: the second factor's calls and toasts. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { SecondFactorStatus } from '../../../api/contract/second-factor';
import { secondFactorApi } from '../../../api/second-factor';
import { checkedSecondFactorMachine } from '../../../app/second-factor-checks.live';
import type { Answered, RecoveryCodesAnswer, TotpSetup } from '../../../machines/second-factor.machine';
import { supplyAll } from '../../../machines/supplied';
import { notify } from '../../../ui/toast/notify';

export function liveSecondFactor(client: ApiClient) {
  const api = secondFactorApi(client);
  return supplyAll(checkedSecondFactorMachine, {
    actors: {
      loadStatus: fromPromise<SecondFactorStatus, void>(({ signal }) => api.status(signal)),
      startSetup: fromPromise<Answered<TotpSetup>, { password: string }>(({ input, signal }) => api.startSetup(input.password, signal)),
      confirmSetup: fromPromise<RecoveryCodesAnswer, { otp: string }>(({ input, signal }) => api.confirmSetup(input.otp, signal)),
      turnOff: fromPromise<Answered<null>, { password: string }>(({ input, signal }) => api.turnOff(input.password, signal)),
      newCodes: fromPromise<RecoveryCodesAnswer, { password: string }>(({ input, signal }) => api.newCodes(input.password, signal)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
}
