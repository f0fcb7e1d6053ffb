/**
 * The app's upload runtime for a class screen: made the first time one needs it (with the app's
 * clients, inspector and local storage), then the same one everywhere (app/lazy-holder.ts). Also the
 * class's upload running in this page, read from the uploads machine.
 */
import { useSelector } from '@xstate/react';
import { useApp } from './app-context';
import type { BootedApp } from './boot';
import { createUploadRuntime, type RunningUpload, type UploadRuntime } from '../uploads/upload-runtime';

type AppParts = Pick<BootedApp, 'uploads' | 'client' | 'uploadClient' | 'inspect'>;

const ensureRuntime = ({ uploads, client, uploadClient, inspect }: AppParts) =>
  uploads.ensure(() => createUploadRuntime({ client, uploadClient, inspect, storage: window.localStorage }));

export function useUploadRuntime(): UploadRuntime {
  return ensureRuntime(useApp());
}

/**
 * The runtime, made only when called: for a screen that only hands uploads over (the class form,
 * at a save with a video). Making it while drawing cost the form's first draw about 1 ms (issue
 * #11, /class/add) for a runtime most visits never use.
 */
export function useUploadRuntimeWhenNeeded(): () => UploadRuntime {
  const app = useApp();
  return () => ensureRuntime(app);
}

const samePhase = (a: RunningUpload | undefined, b: RunningUpload | undefined) => a?.fileName === b?.fileName && a?.phase === b?.phase;

/** The class's upload running in this page, if any (re-rendered when its phase changes, not its bytes). */
export function useRunningUpload(runtime: UploadRuntime, classId: number): RunningUpload | undefined {
  return useSelector(runtime.uploads, (s) => s.context.running[classId], samePhase);
}
