/**
 * The name the first super admin is created with (spec section 3). Its own module because the
 * configuration checks ADMIN_PASSWORD against it (a password made of the admin's name is
 * guessable) before the database, and with it the seed, is anything but a setting.
 */
export const SUPER_ADMIN_NAME = { firstName: 'Super', lastName: 'Admin' } as const;
