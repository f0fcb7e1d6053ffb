/**
 * The "Two-step sign-in" flow's code check (valibot's, from the contract): the profile screen,
 * the model tests, the replay and the flow viewer all judge the set-up code with it.
 */
import { totpConfirmForm } from '../api/contract/second-factor';
import { fieldErrors, type FieldErrors } from '../machines/form-errors';
import { secondFactorMachine } from '../machines/second-factor.machine';
import { withNeeds } from '../machines/supplied';

/** The code field's first message (an id), if any. */
export const setupCodeErrors = (code: string): FieldErrors<'code'> => fieldErrors<'code'>(totpConfirmForm, { code });

export const secondFactorChecks = {
  isCodeValid: ({ context }: { context: { code: string } }) => Object.keys(setupCodeErrors(context.code)).length === 0,
};

/** The flow judged by the real check; its calls and toasts are still the app's to supply. */
export const checkedSecondFactorMachine = withNeeds(secondFactorMachine.provide({ guards: secondFactorChecks }), {
  actors: ['loadStatus', 'startSetup', 'confirmSetup', 'turnOff', 'newCodes'],
  actions: ['notify'],
});
