/**
 * The one configured API client (DESIGN.md section 4). Every call carries the stored token;
 * every answer is parsed through its contract schema (read-answer.ts, loaded with the first call); `status: false` or an HTTP error
 * becomes an ApiError with the server's message (spec section 8); a 401 on a call that
 * carried a token ends the session, with the server's message for the person. Each answer's code
 * is noted beside its message (answers-heard.ts), so the person reads it in their language. The signal a
 * machine's actor receives is passed to ofetch, so leaving a state cancels its request. ofetch
 * loads with the first call: the login page calls nothing until the user signs in, so it stays
 * out of the /login first load.
 */
import { hearAnswer } from './answers-heard';
import type { StreamInit } from './open-stream';
import type { $Fetch } from 'ofetch';
import type * as v from 'valibot';
import { ApiError } from './api-error';
import { NO_ANSWER } from './answer-messages';
import { loadedOnce } from './when-reachable';

export { NO_ANSWER, UNEXPECTED_ANSWER } from './answer-messages';

export type ApiClientOptions = {
  baseURL: string;
  getToken: () => string | undefined;
  /** A 401 to a call that carried a token; `message` is the server's (or the transport's). */
  onUnauthorized: (message: string) => void;
  /** The build id each answer names (`X-Build-Id`), so the tab learns of a newer build. */
  onServerBuild?: (buildId: string | null) => void;
};

export type CallInit = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Record<string, unknown> | FormData;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
};

type Envelope = { status: boolean; message: string };

type Ofetch = typeof import('ofetch');
// Fetched with the first call (or ahead, while the login page is idle); one that failed, with the
// server away, is asked again by the next call (when-reachable.ts).
const loadOfetch = loadedOnce(() => import('ofetch'));
const loadAnswerReader = loadedOnce(() => import('./read-answer'));

/** Fetches ofetch and the answer reader ahead of the first call (the login page does, while idle). */
export const preloadApiClient = (): void => {
  loadOfetch().catch(() => {});
  loadAnswerReader().catch(() => {});
};

export function createApiClient(options: ApiClientOptions) {
  let fetcher: $Fetch | undefined;
  const createFetcher = (library: Ofetch) =>
    library.ofetch.create({
      baseURL: options.baseURL,
      retry: 0,
      onResponse: ({ response }) => options.onServerBuild?.(response.headers.get('x-build-id')),
    });

  async function call<TSchema extends v.GenericSchema<unknown, Envelope>>(
    schema: TSchema,
    path: string,
    init: CallInit,
  ): Promise<v.InferOutput<TSchema>> {
    const token = options.getToken();
    const [library, reader] = await Promise.all([loadOfetch(), loadAnswerReader()]);
    fetcher ??= createFetcher(library);
    let body: unknown;
    try {
      body = await fetcher(path, {
        method: init.method,
        body: init.body,
        query: init.query,
        signal: init.signal,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    } catch (error) {
      throw toApiError(library, error, token !== undefined, options.onUnauthorized);
    }
    hearAnswer(body);
    return reader.readAnswer(schema, body);
  }

  /**
   * A file the server streams (a CSV export): the body as a Blob and the name from its
   * Content-Disposition. Refusals come back as JSON and become ApiErrors like a call's.
   */
  async function download(path: string, init: CallInit): Promise<{ blob: Blob; fileName: string | null }> {
    const token = options.getToken();
    const library = await loadOfetch();
    fetcher ??= createFetcher(library);
    try {
      const response = await fetcher.raw<Blob, 'blob'>(path, {
        method: init.method,
        body: init.body,
        query: init.query,
        signal: init.signal,
        responseType: 'blob',
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      const disposition = response.headers.get('content-disposition') ?? '';
      return { blob: response._data!, fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
    } catch (error) {
      // A refusal's JSON arrives as a Blob too: read it, so its message reaches the person.
      if (error instanceof library.FetchError && error.data instanceof Blob) {
        const text = await error.data.text().catch(() => '');
        try {
          error.data = JSON.parse(text) as unknown;
        } catch {
          error.data = undefined;
        }
      }
      throw toApiError(library, error, token !== undefined, options.onUnauthorized);
    }
  }

  // The live stream's two needs, loaded with the first screen that follows changes (not the login page's).
  const openStream = async (path: string, init: StreamInit) => (await import('./open-stream')).openStream(options, path, init);
  const sessionKey = async () => (await import('./open-stream')).sessionKey(options);

  return { call, download, openStream, sessionKey };
}

export type ApiClient = ReturnType<typeof createApiClient>;

function toApiError({ FetchError }: Ofetch, error: unknown, hadToken: boolean, onUnauthorized: (message: string) => void): Error {
  if (error instanceof FetchError) {
    if (error.name === 'AbortError' || error.cause instanceof DOMException) return error;
    const status = error.status ?? 0;
    const data: unknown = error.data;
    hearAnswer(data);
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : typeof data === 'string' && data
          ? data
          : status === 0
            ? NO_ANSWER
            : error.statusText || error.message;
    if (status === 401 && hadToken) onUnauthorized(message);
    const code = data && typeof data === 'object' && 'code' in data && typeof data.code === 'string' ? data.code : undefined;
    return new ApiError(message, status, code);
  }
  return error instanceof Error ? error : new ApiError(String(error), 0);
}
