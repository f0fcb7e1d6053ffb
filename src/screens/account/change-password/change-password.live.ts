/** The change-password machine with its real effects: the call, toasts, the session ended here as the server ended it everywhere, the move to /login. */
import { fromPromise } from 'xstate';
import { changePasswordActor } from '../../../api/account';
import type { AppDependencies } from '../../../app/dependencies';
import { notifyAction } from '../../../app/notify-action';
import type { SessionActor } from '../../../app/session.live';
import { changePasswordMachine } from '../../../machines/change-password.machine';
import { supplyAll } from '../../../machines/supplied';

export const liveChangePassword = (deps: Pick<AppDependencies, 'client' | 'notify' | 'navigate'> & { session: SessionActor }) =>
  supplyAll(changePasswordMachine, {
    actors: {
      savePassword: changePasswordActor(deps.client),
      // The server has ended every session of the admin: the app forgets its own.
      endSession: fromPromise<void, void>(async () => {
        deps.session.send({ type: 'session.expired' });
      }),
    },
    actions: { notify: notifyAction(deps), navigate: (_, { to }) => deps.navigate(to, { replace: true }) },
  });
