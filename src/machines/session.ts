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
};
