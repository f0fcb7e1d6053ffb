/** The set-password machine with its real effects: the call, signing out whoever is signed in here, toasts, the move to /login. */
import { setPasswordActor } from '../../../api/account';
import type { AppDependencies } from '../../../app/dependencies';
import { notifyAction } from '../../../app/notify-action';
import type { SessionActor } from '../../../app/session.live';
import { setPasswordMachine } from '../../../machines/set-password.machine';
import { supplyAll } from '../../../machines/supplied';
import { signOutActor } from '../shared/end-session-actor';

export const liveSetPassword = (deps: Pick<AppDependencies, 'client' | 'notify' | 'navigate'> & { session: SessionActor }) =>
  supplyAll(setPasswordMachine, {
    actors: { savePassword: setPasswordActor(deps.client), endSession: signOutActor(deps.session) },
    actions: { notify: notifyAction(deps), navigate: (_, { to }) => deps.navigate(to, { replace: true }) },
  });
