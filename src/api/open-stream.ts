/**
 * The API client's part for streams the server keeps open (the live changes, issue #33 item 3):
 * loaded with the first screen that follows changes, so the login page's script stays as small.
 */
import { hearAnswer } from './answers-heard';

/** What a stream needs of the client's options (client.ts hands its own). */
export type StreamOptions = {
  baseURL: string;
  getToken: () => string | undefined;
  onUnauthorized: (message: string) => void;
  onServerBuild?: (buildId: string | null) => void;
};
export type StreamInit = { headers?: Record<string, string>; signal?: AbortSignal };

/** The answer as it comes, its body to read as it arrives. A 401 ends the session as a call's does. */
export async function openStream(options: StreamOptions, path: string, init: StreamInit): Promise<Response> {
  const token = options.getToken();
  const response = await fetch(`${options.baseURL}${path}`, {
    headers: { ...init.headers, Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal: init.signal,
    cache: 'no-store',
    // Below the page's own requests, which a stream that never ends must not hold up (a browser's
    // and a measurer's "loaded" wait on the high-priority ones).
    priority: 'low',
  });
  options.onServerBuild?.(response.headers.get('x-build-id'));
  if (response.status === 401 && token !== undefined) {
    const body: unknown = await response.clone().json().catch(() => undefined);
    hearAnswer(body);
    const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : response.statusText;
    options.onUnauthorized(message);
  }
  return response;
}

/**
 * A name for the session the client calls with, which reveals nothing of its token (a digest):
 * what the tabs of one session share, such as the one live stream (src/app/live-changes.ts).
 */
export async function sessionKey(options: Pick<StreamOptions, 'getToken'>): Promise<string | null> {
  const token = options.getToken();
  if (!token || !globalThis.crypto?.subtle) return null;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return Array.from(digest.slice(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
