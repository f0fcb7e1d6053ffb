/** The profile machine with its real effects: the save call, toasts, the session's name and image updated at once, the move to /dashboard. */
import { saveProfileActor } from '../../../api/account';
import type { AppDependencies } from '../../../app/dependencies';
import { notifyAction } from '../../../app/notify-action';
import type { SessionActor } from '../../../app/session.live';
import { profileMachine } from '../../../machines/profile.machine';
import { supplyAll } from '../../../machines/supplied';

export const liveProfile = (deps: Pick<AppDependencies, 'client' | 'notify' | 'navigate'> & { session: SessionActor }) =>
  supplyAll(profileMachine, {
    actors: { saveProfile: saveProfileActor(deps.client) },
    actions: {
      notify: notifyAction(deps),
      updateSession: (_, profile) => deps.session.send({ type: 'session.profileUpdated', ...profile }),
      navigate: (_, { to }) => deps.navigate(to),
    },
  });
