/** The change-password machine with its real effects: the call, toasts, the session ended here as the server ended it everywhere, the move to /login. */
import { changePasswordActor } from '../../../api/account';
import type { AppDependencies } from '../../../app/dependencies';
import { notifyAction } from '../../../app/notify-action';
import type { SessionActor } from '../../../app/session.live';
import { changePasswordMachine } from '../../../machines/change-password.machine';
import { supplyAll } from '../../../machines/supplied';

export const liveChangePassword = (deps: Pick<AppDependencies, 'client' | 'notify' | 'navigate'> & { session: SessionActor }) =>
  supplyAll(changePasswordMachine, {
    actors: { changePassword: changePasswordActor(deps.client) },
    actions: {
      notify: notifyAction(deps),
      endSession: () => deps.session.send({ type: 'session.expired' }),
      navigate: (_, { to }) => deps.navigate(to, { replace: true }),
    },
  });
