/**
 * The unsaved-changes guard with its real effects: the browser's history and unload, and the
 * router's own navigate for the move once it is allowed.
 */
import { fromCallback } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { leaveGuardMachine, type HistoryWatchEvent, type LeaveGuardEvent } from '../../machines/leave-guard.machine';
import { supplyAll } from '../../machines/supplied';
import { onHistoryFirst } from './history-first';
import { isUnloadPlanned } from './planned-unload';

type HeldPage = { path: string; url: string; state: unknown };
const pathOf = (location: Location) => location.pathname + location.search;

export const liveLeaveGuard = () => {
  // How the hold and release actions reach the history watcher: plain effects, journalled by their
  // names as the machine gives them (a replay runs the same names, issue #35 item 4).
  let tellWatcher: ((event: HistoryWatchEvent) => void) | null = null;
  return supplyAll(leaveGuardMachine, {
    actors: {
      // Started with the guard, before the router listens: it hears Back first.
      watchHistory: fromCallback<HistoryWatchEvent>(({ sendBack }) => {
        let held: HeldPage | null = null;
        tellWatcher = (event) => {
          held = event.type === 'history.hold' ? { path: pathOf(window.location), url: window.location.href, state: window.history.state as unknown } : null;
        };
        // Back or Forward has already moved the address: put the page back before the router sees
        // it, then ask. Leaving after all steps back from there, to the entry the admin chose.
        const onMove = (event: PopStateEvent) => {
          // A link to a part of the page (the skip link) moves only the fragment: nothing is left.
          if (held === null || held.path === pathOf(window.location)) return;
          event.stopImmediatePropagation();
          window.history.pushState(held.state, '', held.url);
          sendBack({ type: 'leave.request', leave: { kind: 'history' } } satisfies LeaveGuardEvent);
        };
        // Through boot's own listener, added before the router's (history-first.ts).
        const stopHearing = onHistoryFirst(onMove);
        return () => {
          tellWatcher = null;
          stopHearing();
        };
      }),
      holdUnload: fromCallback<LeaveGuardEvent>(() => {
        // A reload into a new version keeps the drafts first: it need not ask (planned-unload.ts).
        const hold = (event: BeforeUnloadEvent) => {
          if (!isUnloadPlanned()) event.preventDefault();
        };
        window.addEventListener('beforeunload', hold);
        return () => window.removeEventListener('beforeunload', hold);
      }),
    },
    actions: {
      holdHistory: () => tellWatcher?.({ type: 'history.hold' }),
      releaseHistory: () => tellWatcher?.({ type: 'history.release' }),
      go: (_, leave) => (leave.kind === 'history' ? window.history.back() : navigate(leave.to, { replace: leave.replace ?? false, state: leave.state ?? null })),
    },
  });
};
