/**
 * Base addresses of DESIGN.md section 4 and the call paths. The SPA and the server both read
 * them from here, so a path cannot drift between the two.
 */
export const ADMIN_API_BASE = '/api/v1/admin/';
export const UPLOAD_API_BASE = '/api/v1/';

export const authPaths = {
  login: 'auth/login',
  logout: 'auth/logout',
  session: 'auth/session',
} as const;
