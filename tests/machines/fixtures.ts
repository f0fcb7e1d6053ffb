/** Realistic values shared by the machine models. */
import type { Session } from '../../src/machines/session';

export const adaSession: Session = {
  accessToken: 'tok_4f9a2c',
  id: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@mise.local',
  profileImage: null,
  modules: ['admin', 'chef'],
  userType: 'super_admin',
};
