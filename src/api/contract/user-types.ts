/**
 * The admin types. Apart from auth.ts, so the session kept in the tab (app/session-storage.ts),
 * which the /login first load reads, does not bring valibot with it (issue #37).
 */
export const USER_TYPES = ['super_admin', 'sub_admin'] as const;
export type UserType = (typeof USER_TYPES)[number];
