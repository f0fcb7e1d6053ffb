/** The register machine with its one effect: the move after the form (spec section 2 "Register"). */
import type { AppDependencies } from '../../../app/dependencies';
import { registerMachine } from '../../../machines/register.machine';
import { supplyAll } from '../../../machines/supplied';

export const liveRegister = (deps: Pick<AppDependencies, 'navigate'>) =>
  supplyAll(registerMachine, { actions: { navigate: (_, { to }) => deps.navigate(to) } });
