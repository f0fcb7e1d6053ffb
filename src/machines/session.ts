/** The signed-in admin as the SPA keeps it (spec section 3 "Session"). */
export type Session = {
  accessToken: string;
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  profileImage: string | null;
  modules: string[];
  userType: 'super_admin' | 'sub_admin';
  /** True while the role requires a second factor not yet set up: the session may only set it up (issue #32 item 1). */
  secondFactorSetup?: boolean;
};
