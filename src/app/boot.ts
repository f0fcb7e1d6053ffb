/**
 * Builds the running app outside React: the flow journal's front (the inspector of every actor), the
 * API clients, the session actor with its real effects, and the holders of the flows that
 * outlive their screens (password recovery, video uploads). The client needs the session's
 * token and the session's actors need the client: the client reads the token per call.
 */
import { createActor } from 'xstate';
import { createApiClient } from '../api/client';
import { ADMIN_API_BASE, UPLOAD_API_BASE } from '../api/contract/paths';
import { createLocaleActor } from './locale.live';
import { createJournalFront } from '../journal/journal-front';
import { readStoredSession } from './session-storage';
import { liveSession } from './session.live';
import { notify } from '../ui/toast/notify';
import { createLazyHolder } from './lazy-holder';
import { serverBuildHeard } from './server-build-heard';
import type { RecoveryHostActor } from './recovery-host.live';
import type { UploadRuntime } from '../uploads/upload-runtime';
import { createDeferredPart } from './deferred-part';
import { listenToHistoryFirst } from './leave-guard/history-first';
import { deferredServerBack } from './server-back-deferred';
import type { Inspect } from '../journal/inspect';

export function bootApp(options: { extraInspect?: Inspect } = {}) {
  const journal = createJournalFront();
  const inspect: Inspect = (inspection) => {
    journal.inspect(inspection);
    options.extraInspect?.(inspection);
  };

  // The clients read the session's token, and tell it of a 401, when a call is made: by then the
  // session actor below exists (a call is only made once it runs).
  const fromSession = {
    getToken: () => sessionActor.getSnapshot().context.session?.accessToken,
    onUnauthorized: (message: string) => sessionActor.send({ type: 'session.unauthorized', message }),
    onServerBuild: (buildId: string | null) => serverBuildHeard.hear?.(buildId),
  };
  const client = createApiClient({ baseURL: ADMIN_API_BASE, ...fromSession });
  // The upload calls have a client of their own (spec section 7), with the same token.
  const uploadClient = createApiClient({ baseURL: UPLOAD_API_BASE, ...fromSession });
  const sessionActor = createActor(liveSession({ client, notify, storage: sessionStorage }), {
    input: { stored: readStoredSession(sessionStorage) },
    inspect,
  });
  sessionActor.start();

  // The interface language; a restored session shows the shell at once, so its texts load too.
  const localeActor = createLocaleActor({ inspect, withAreas: sessionActor.getSnapshot().matches('signedIn') });

  // The password recovery outlives each of its three screens and a reload; the upload tracker and
  // the uploads outlive every route. Their screens create them (lazy-holder.ts), so that their
  // code is not the sign-in page's.
  const recovery = createLazyHolder<RecoveryHostActor>();
  const uploads = createLazyHolder<UploadRuntime>();

  // Every move of the router asks it first: a form with unsaved changes holds them (issue #15 item 5).
  // Its code is not the first page's (issue #37: no public screen holds changes): it loads at once
  // for a restored session, else while the page is idle (main.tsx); until then the router moves
  // itself. Back and Forward reach it before the router all the same (history-first.ts).
  listenToHistoryFirst();
  const leaveGuard = createDeferredPart(() =>
    import('./leave-guard/leave-guard.live').then(({ liveLeaveGuard }) => createActor(liveLeaveGuard(), { inspect }).start()),
  );
  if (sessionActor.getSnapshot().matches('signedIn')) leaveGuard.load().catch(() => {});

  // One watcher for the tab: every screen that found no server waits on it (issue #31 item 1).
  // The probe notes the server's build too (server-build.ts): that comes with the signed-in code,
  // already loaded whenever a screen waits, and stays out of the sign-in page's. The watcher's own
  // code loads while the first page is idle (server-back-deferred.ts).
  const serverBack = deferredServerBack(() =>
    import('./server-back').then((module) =>
      module.createServerBackWatcher({ probe: () => import('./server-build').then((build) => build.checkServerBuild()), events: window }),
    ),
  );

  return { journal, inspect, client, uploadClient, sessionActor, localeActor, recovery, uploads, leaveGuard, serverBack };
}

export type BootedApp = ReturnType<typeof bootApp>;
