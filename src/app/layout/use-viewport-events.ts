/**
 * Tells the appearance actor when the window crosses one of the shell's breakpoints
 * (src/theme/viewport.ts). Media queries fire only on a crossing, not on every pixel of a
 * resize; the machine decides what a crossing changes.
 */
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { appearanceMachine } from '../../machines/appearance.machine';
import { DRAWER_SIDEBAR_BELOW_PX, MINI_SIDEBAR_BELOW_PX } from '../../theme/viewport';

export function useViewportEvents(appearance: ActorRefFrom<typeof appearanceMachine>) {
  useEffect(() => {
    const queries = [MINI_SIDEBAR_BELOW_PX, DRAWER_SIDEBAR_BELOW_PX].map((px) => window.matchMedia(`(max-width: ${px - 0.02}px)`));
    const send = () => appearance.send({ type: 'viewport.resize', width: window.innerWidth });
    for (const query of queries) query.addEventListener('change', send);
    // The window may have changed between the first render and now.
    send();
    return () => {
      for (const query of queries) query.removeEventListener('change', send);
    };
  }, [appearance]);
}
