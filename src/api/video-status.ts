/**
 * The two calls the video upload runtime makes on a class (spec section 4): its upload's end
 * (`video_status` 2 once the stored video is complete, else 3) and the uploads a reload cut off.
 * Apart from the class area's calls, so the uploads runtime (src/uploads) needs nothing of the area.
 */
import type { ApiClient } from './client';
import { classFailedVideoStatusResponse, classPaths, classStatusResponse } from '../../areas/classes/class-contract';

export function videoStatusCalls(client: ApiClient) {
  return {
    /** Spec section 4: the uploads the page lost on a reload are marked failed on the server. */
    reportFailedVideos: async (signal?: AbortSignal) => {
      await client.call(classFailedVideoStatusResponse, classPaths.failedVideoStatus, { method: 'GET', signal });
    },
    /** The upload's end: 2 once the stored video is complete, else 3. */
    setVideoStatus: async ({ classId, status }: { classId: number; status: number }, signal?: AbortSignal) => {
      await client.call(classStatusResponse, classPaths.videoStatus, { method: 'PUT', body: { id: classId, video_status: status }, signal });
    },
  };
}
