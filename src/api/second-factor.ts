/** The second factor's calls (contract/second-factor.ts, issue #32 item 1) as the profile screen's flow needs them. */
import type { ApiClient } from './client';
import {
  recoveryCodesResponse,
  roleRuleResponse,
  roleRulesResponse,
  secondFactorRulePaths,
  type RoleRuleRow,
  secondFactorPaths,
  secondFactorStatusResponse,
  totpRemoveResponse,
  totpStartResponse,
  type SecondFactorStatus,
} from './contract/second-factor';
import type { Answered, RecoveryCodesAnswer, TotpSetup } from '../machines/second-factor.machine';

export function secondFactorApi(client: ApiClient) {
  return {
    status: async (signal?: AbortSignal): Promise<SecondFactorStatus> =>
      (await client.call(secondFactorStatusResponse, secondFactorPaths.status, { method: 'GET', signal })).data,
    startSetup: async (password: string, signal?: AbortSignal): Promise<Answered<TotpSetup>> => {
      const answer = await client.call(totpStartResponse, secondFactorPaths.totpStart, { method: 'POST', body: { current_password: password }, signal });
      return { data: { secret: answer.data.secret, qrSvg: answer.data.qr_svg }, message: answer.message };
    },
    confirmSetup: async (code: string, signal?: AbortSignal): Promise<RecoveryCodesAnswer> => {
      const answer = await client.call(recoveryCodesResponse, secondFactorPaths.totpConfirm, { method: 'POST', body: { code }, signal });
      return { recoveryCodes: answer.data.recovery_codes, message: answer.message };
    },
    turnOff: async (password: string, signal?: AbortSignal): Promise<Answered<null>> => {
      const answer = await client.call(totpRemoveResponse, secondFactorPaths.totpRemove, { method: 'POST', body: { current_password: password }, signal });
      return { data: null, message: answer.message };
    },
    /** The super admin's: each role's rule. */
    roleRules: async (signal?: AbortSignal): Promise<RoleRuleRow[]> => (await client.call(roleRulesResponse, secondFactorRulePaths.roles, { method: 'GET', signal })).data.rows,
    setRoleRule: async (id: number, required: boolean, signal?: AbortSignal): Promise<{ row: RoleRuleRow; message: string }> => {
      const answer = await client.call(roleRuleResponse, secondFactorRulePaths.require, { method: 'POST', body: { id, required }, signal });
      return { row: answer.data, message: answer.message };
    },
    newCodes: async (password: string, signal?: AbortSignal): Promise<RecoveryCodesAnswer> => {
      const answer = await client.call(recoveryCodesResponse, secondFactorPaths.recoveryCodes, { method: 'POST', body: { current_password: password }, signal });
      return { recoveryCodes: answer.data.recovery_codes, message: answer.message };
    },
  };
}
