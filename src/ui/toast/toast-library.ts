/**
 * react-hot-toast, loaded with the first notice: nothing toasts before the user acts, so the
 * library stays out of every first load (DESIGN.md section 7).
 */
export const loadToastLibrary = () => import('react-hot-toast');
