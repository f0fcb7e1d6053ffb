/**
 * The class form's `probeVideo` actor: a hidden <video> element reads the chosen file's metadata
 * (frame size and duration) without playing it. A file the browser cannot read is refused with
 * the spec's message (section 5), like a video of the wrong size.
 */
import { fromPromise } from 'xstate';
import { VIDEO_SIZE_MESSAGE } from '../../src/machines/class-form.values';

export type VideoProbe = { width: number; height: number; duration: number };

export const probeVideo = fromPromise<VideoProbe, File>(
  ({ input, signal }) =>
    new Promise((resolve, reject) => {
      const url = URL.createObjectURL(input);
      const video = document.createElement('video');
      const finish = () => {
        video.onloadedmetadata = null;
        video.onerror = null;
        video.removeAttribute('src');
        video.load();
        URL.revokeObjectURL(url);
      };
      video.onloadedmetadata = () => {
        const probe = { width: video.videoWidth, height: video.videoHeight, duration: video.duration };
        finish();
        // A stream without a known length cannot bound the end times.
        if (Number.isFinite(probe.duration)) resolve(probe);
        else reject(new Error(VIDEO_SIZE_MESSAGE));
      };
      video.onerror = () => {
        finish();
        reject(new Error(VIDEO_SIZE_MESSAGE));
      };
      signal.addEventListener('abort', () => {
        finish();
        reject(signal.reason);
      });
      video.preload = 'metadata';
      video.muted = true;
      video.src = url;
    }),
);
