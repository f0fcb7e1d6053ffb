/**
 * The app's upload runtime for a class screen: made the first time one needs it (with the app's
 * clients, inspector and local storage), then the same one everywhere (app/lazy-holder.ts). Also the
 * class's upload running in this page, read from the uploads machine.
 */
import { useSelector } from '@xstate/react';
import { useApp } from '../app/app-context';
import { createUploadRuntime, type RunningUpload, type UploadRuntime } from './upload-runtime';

export function useUploadRuntime(): UploadRuntime {
  const { uploads, client, uploadClient, inspect } = useApp();
  return uploads.ensure(() => createUploadRuntime({ client, uploadClient, inspect, storage: window.localStorage }));
}

const samePhase = (a: RunningUpload | undefined, b: RunningUpload | undefined) => a?.fileName === b?.fileName && a?.phase === b?.phase;

/** The class's upload running in this page, if any (re-rendered when its phase changes, not its bytes). */
export function useRunningUpload(runtime: UploadRuntime, classId: number): RunningUpload | undefined {
  return useSelector(runtime.uploads, (s) => s.context.running[classId], samePhase);
}
