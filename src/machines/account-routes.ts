/** Where the account flows lead (spec section 2 routes); the screens and the flows share them. */
export const accountRoutes = {
  login: '/login',
  dashboard: '/dashboard',
  forgotPassword: '/forgot-password',
  otp: '/otp',
  /** The new-password step of the recovery: the spec names the screen, not its route. */
  resetPassword: '/reset-password',
} as const;
