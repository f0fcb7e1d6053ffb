/**
 * The accounts every API test database starts with (cloned from the template the global setup
 * builds). They share one password so its scrypt hash (0.3 s) is computed once per run.
 */
export const FIXTURE_PASSWORD = 'Saffron#Tide2026';

export type FixtureAdmin = {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  userType: 'super_admin' | 'sub_admin';
  isActive: boolean;
  hasPassword: boolean;
};

export const fixtureAdmins = {
  superAdmin: { email: 'super@mise.test', firstName: 'Sam', lastName: 'Super', role: 'Super Admin', userType: 'super_admin', isActive: true, hasPassword: true },
  contentManager: { email: 'content@mise.test', firstName: 'Cora', lastName: 'Content', role: 'Content Manager', userType: 'sub_admin', isActive: true, hasPassword: true },
  deactivated: { email: 'gone@mise.test', firstName: 'Dee', lastName: 'Active', role: 'Support', userType: 'sub_admin', isActive: false, hasPassword: true },
  withoutPassword: { email: 'invited@mise.test', firstName: 'Ivy', lastName: 'Invited', role: 'Support', userType: 'sub_admin', isActive: true, hasPassword: false },
} as const satisfies Record<string, FixtureAdmin>;
