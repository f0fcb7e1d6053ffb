/**
 * The class form machine with its real effects: the look-ups, the class (read through
 * react-query, so the screen finds the stored image and video in the cache), the browser's video
 * probe, the save, which names a new video (spec section 7) for the upload that follows, the
 * hand-over of that video to the app's upload runtime, toasts in the admin's language, and the
 * cached classes invalidated before the move back to the list view the admin came from, and the draft kept in the tab's
 * session storage (form-draft.ts).
 */
import { fromPromise } from 'xstate';
import { classApi, classKeys, classViewQuery, toClassValues, type ClassSaveInput } from './class-calls';
import type { AppDependencies } from '../../src/app/dependencies';
import { classFormMachine, type ClassSaved } from '../../src/machines/class-form.machine';
import type { ClassValues, Lookups } from '../../src/machines/class-form.values';
import { supplyAll } from '../../src/machines/supplied';
import type { FormDraft } from '../../src/app/kit/form-draft';
import type { UploadRequest } from '../../src/uploads/upload-runtime';
import { buildVideoName } from '../../src/uploads/video-name';
import { probeVideo } from './probe-video';
import { serverBackActor } from '../../src/app/server-back';
import { listViewToReturnTo } from '../../src/app/kit/list-address.live';

type SaveInput = ClassSaveInput & { lookups: Lookups };

export type ClassFormScreenNeeds = {
  /** A machine's message in the admin's language. */
  translate: (message: string) => string;
  /** Hands a saved class's new video to the upload runtime: it uploads on after the form has gone. */
  startUpload: (upload: UploadRequest) => void;
  /** Called before the move after a save: the form is saved, nothing is left to guard. */
  beforeLeave: () => void;
  /** Where this form's typed values wait for a reload. */
  draft: FormDraft<ClassValues>;
};

export function liveClassForm({ client, queryClient, notify, navigate, serverBack }: AppDependencies, screen: ClassFormScreenNeeds) {
  const api = classApi(client);
  const actors = {
    loadLookups: fromPromise<Lookups, void>(({ signal }) => api.lookups(signal)),
    // After a conflict the cached class is the stale one: `current` reads it again.
    loadClass: fromPromise<ClassValues, { id: number; current?: boolean }>(async ({ input }) =>
      toClassValues(await queryClient.fetchQuery({ ...classViewQuery(client, input.id), ...(input.current && { staleTime: 0 }) })),
    ),
    probeVideo,
    serverBack: serverBackActor(serverBack),
    save: fromPromise<ClassSaved, SaveInput>(({ input, signal }) =>
      api.save(input, input.values.video ? buildVideoName(input.values.video) : null, signal),
    ),
  };
  return supplyAll(classFormMachine, {
    actors,
    actions: {
      notify: (_, notice) => notify({ ...notice, message: screen.translate(notice.message) }),
      invalidateCache: () => void queryClient.invalidateQueries({ queryKey: classKeys.all }),
      navigate: (_, { to }) => {
        screen.beforeLeave();
        navigate(listViewToReturnTo(to));
        // The form is long; the list it leaves for starts at its top.
        window.scrollTo(0, 0);
      },
      startUpload: (_, upload) => screen.startUpload(upload),
      keepDraft: (_, { values }) => screen.draft.keep(values),
      dropDraft: () => screen.draft.drop(),
    },
  });
}
