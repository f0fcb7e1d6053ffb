/**
 * react-hot-toast, loaded with the first notice (or ahead of it while the login page is idle):
 * nothing on the login page toasts before the user acts, so the library stays out of the /login
 * first load (DESIGN.md section 7).
 */
export const loadToastLibrary = () => import('react-hot-toast');
