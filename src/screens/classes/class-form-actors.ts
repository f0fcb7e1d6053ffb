/**
 * The class form machine's calls: the look-ups, the class (read through react-query, so the
 * screen finds the stored image and video in the cache), and the save, which names a new video
 * (spec section 7) for the upload that follows.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { classApi, classViewQuery, toClassValues, type ClassSaveInput } from '../../api/classes';
import type { ApiClient } from '../../api/client';
import type { ClassSaved } from '../../machines/class-form.machine';
import type { ClassValues, Lookups } from '../../machines/class-form.values';

type SaveInput = ClassSaveInput & { lookups: Lookups };
import { buildVideoName } from '../../uploads/video-name';
import { probeVideo } from './probe-video';

export function classFormActors(client: ApiClient, queryClient: QueryClient) {
  const api = classApi(client);
  return {
    loadLookups: fromPromise<Lookups, void>(({ signal }) => api.lookups(signal)),
    // After a conflict the cached class is the stale one: `current` reads it again.
    loadClass: fromPromise<ClassValues, { id: number; current?: boolean }>(async ({ input }) =>
      toClassValues(await queryClient.fetchQuery({ ...classViewQuery(client, input.id), ...(input.current && { staleTime: 0 }) })),
    ),
    probeVideo,
    save: fromPromise<ClassSaved, SaveInput>(({ input, signal }) =>
      api.save(input, input.values.video ? buildVideoName(input.values.video) : null, signal),
    ),
  };
}
