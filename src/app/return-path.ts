/**
 * Where sign-in returns to (issue #31 item 2): a signed-out visit to a private address goes to
 * /login with the address in `next`, and sign-in goes back there. Only a path of this origin
 * is followed, never another site (an open redirect): it starts with one "/" (not "//" or "/\",
 * which browsers read as another host) and has no backslash, no control character and no space
 * (which URL parsing drops or turns into "/"), also once percent-decoded.
 */
export const NEXT_PARAM = 'next';

const isOwnPath = (path: string) => /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]*$/.test(path);

/** The path to go back to after sign-in, from /login's query; null when absent or not safely ours. */
export function returnPathFrom(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT_PARAM) ?? '';
  try {
    return isOwnPath(next) && isOwnPath(decodeURIComponent(next)) ? next : null;
  } catch {
    return null; // a broken percent-encoding
  }
}

/** /login carrying the address a signed-out visit asked for. */
export const loginPathFor = (loginPath: string, target: string) => `${loginPath}?${NEXT_PARAM}=${encodeURIComponent(target)}`;
