/**
 * react-hot-toast's host, loaded after the page: nothing on the login page toasts before the user
 * acts, so the library stays out of the /login first load (DESIGN.md section 7). Toasts asked
 * for before the host has mounted wait in the library's store and show when it does.
 */
export const loadToastLibrary = () => import('react-hot-toast');

/** Resolves once the page has loaded: the host is not worth a request of the first load. */
export const afterPageLoad = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
