/**
 * The uploads running in this page, one upload actor per class (spec section 4; issue #6). The
 * class form hands over a saved class's new video and goes away; the upload goes on here, across
 * routes, until it ends. The registry tells the upload tracker of each upload's start, progress
 * and end, and keeps the refresh marker set while any upload runs (so a reload can tell that
 * uploads were cut off) or while uploads cut off by an earlier reload are still to be reported.
 * Each upload holds its class's upload lock while it runs, so that other tabs can tell it is not
 * cut off (upload-locks.ts).
 *
 * A new video for a class whose upload still runs replaces it: the old one is cancelled, and it
 * neither reports to the tracker nor writes the class's video status any more.
 */
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import { uploadProgress, type uploadMachine, type UploadedFile } from '../machines/upload.machine';
import type { uploadTrackerMachine } from '../machines/upload-tracker.machine';
import type { Inspect } from '../app/boot';
import type { RefreshMarker } from './tracker-storage';
import type { UploadLocks } from './upload-locks';

export type UploadRequest = { classId: number; file: File; videoName: string };
/** `cancelling`: the person asked to stop; the parts are being dropped on the server. */
export type RunningUpload = { classId: number; fileName: string; phase: 'uploading' | 'cancelling' };

type UploadLogic = typeof uploadMachine;
type UploadActor = Actor<UploadLogic>;
type TrackerActor = Actor<typeof uploadTrackerMachine>;

export type UploadRegistryOptions = {
  tracker: TrackerActor;
  /** The upload machine with its effects; `isCurrent` is false once a newer upload replaced it. */
  uploadLogic: (upload: { isCurrent: () => boolean }) => UploadLogic;
  marker: RefreshMarker;
  locks: Pick<UploadLocks, 'hold'>;
  parallel: number;
  inspect?: Inspect;
};

type Entry = {
  classId: number;
  fileName: string;
  phase: RunningUpload['phase'];
  current: boolean;
  permille: number;
  actor?: UploadActor;
  releaseLock: () => Promise<void>;
};

/** Progress goes to the tracker in steps of 0.1 %, not on every byte count. */
const permilleOf = (snapshot: SnapshotFrom<UploadLogic>) => Math.floor(uploadProgress(snapshot.context) * 1000);

const CANCELLING_STATES = ['aborting', 'markingAborted'] as const;

/** The video under its stored name: the upload initializes with the name, and reads the bytes from the file. */
export const storedAs = (file: File, videoName: string): UploadedFile => ({
  name: videoName,
  size: file.size,
  slice: (start?: number, end?: number, contentType?: string) => file.slice(start, end, contentType),
});

export function createUploadRegistry({ tracker, uploadLogic, marker, locks, parallel, inspect }: UploadRegistryOptions) {
  const running = new Map<number, Entry>();
  const listeners = new Set<() => void>();
  let published: readonly RunningUpload[] = [];

  const publish = () => {
    published = [...running.values()].map(({ classId, fileName, phase }) => ({ classId, fileName, phase }));
    listeners.forEach((listener) => listener());
  };

  const settleMarker = () => {
    if (running.size === 0 && tracker.getSnapshot().context.interrupted.length === 0) marker.clear();
  };

  const end = (entry: Entry, outcome: 'completed' | 'failed') => {
    if (entry.current) {
      entry.current = false;
      running.delete(entry.classId);
      tracker.send({ type: outcome === 'completed' ? 'tracker.completed' : 'tracker.failed', classId: entry.classId });
      publish();
    }
    // Once the lock is free: the marker asks whether any tab still sends an upload, not this one.
    void entry.releaseLock().then(settleMarker);
  };

  const observe = (entry: Entry, snapshot: SnapshotFrom<UploadLogic>) => {
    if (snapshot.status === 'done') return end(entry, snapshot.value === 'done' ? 'completed' : 'failed');
    if (snapshot.status !== 'active' || !entry.current) return;
    const permille = permilleOf(snapshot);
    if (permille !== entry.permille) {
      entry.permille = permille;
      tracker.send({ type: 'tracker.progress', classId: entry.classId, progress: permille / 1000 });
    }
    const phase = CANCELLING_STATES.some((state) => snapshot.matches(state)) ? 'cancelling' : 'uploading';
    if (phase !== entry.phase) {
      entry.phase = phase;
      publish();
    }
  };

  return {
    start({ classId, file, videoName }: UploadRequest) {
      const previous = running.get(classId);
      if (previous) {
        previous.current = false;
        previous.actor?.send({ type: 'upload.cancel' });
      }
      const entry: Entry = { classId, fileName: videoName, phase: 'uploading', current: true, permille: 0, releaseLock: locks.hold(classId) };
      running.set(classId, entry);
      marker.set();
      tracker.send({ type: 'tracker.started', classId, fileName: videoName });
      const actor = createActor(uploadLogic({ isCurrent: () => entry.current }), {
        input: { file: storedAs(file, videoName), classId, parallel },
        inspect,
      });
      entry.actor = actor;
      actor.subscribe({
        next: (snapshot) => observe(entry, snapshot),
        // A fault of the machine itself (not a failed call): the upload is over and failed.
        error: (error) => {
          console.error('Video upload stopped', error);
          end(entry, 'failed');
        },
      });
      publish();
      actor.start();
    },
    cancel(classId: number) {
      running.get(classId)?.actor?.send({ type: 'upload.cancel' });
    },
    /** Nothing runs: the tracker may drop the marker once it has reported what an earlier page lost. */
    isIdle: () => running.size === 0,
    running: () => published,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type UploadRegistry = ReturnType<typeof createUploadRegistry>;
