/** The "Two-step sign-in by role" flow with its real effects: the role-rule calls and toasts. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { RoleRuleRow } from '../../../api/contract/second-factor';
import { secondFactorApi } from '../../../api/second-factor';
import { roleRulesMachine } from '../../../machines/role-rules.machine';
import { supplyAll } from '../../../machines/supplied';
import { notify } from '../../../ui/toast/notify';

export function liveRoleRules(client: ApiClient) {
  const api = secondFactorApi(client);
  return supplyAll(roleRulesMachine, {
    actors: {
      listRoleRules: fromPromise<RoleRuleRow[], void>(({ signal }) => api.roleRules(signal)),
      setRoleRule: fromPromise<{ row: RoleRuleRow; message: string }, { id: number; required: boolean }>(({ input, signal }) => api.setRoleRule(input.id, input.required, signal)),
    },
    actions: { notify: (_, notice) => notify(notice) },
  });
}
