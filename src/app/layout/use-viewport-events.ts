/**
 * Tells the appearance actor when the window crosses one of the shell's breakpoints
 * (src/theme/viewport.ts). Media queries fire only on a crossing, not on every pixel of a
 * resize; the machine decides what a crossing changes.
 */
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { appearanceMachine } from '../../machines/appearance.machine';
import { DRAWER_SIDEBAR_BELOW_PX, MINI_SIDEBAR_BELOW_PX, type Viewport } from '../../theme/viewport';

export function useViewportEvents(appearance: ActorRefFrom<typeof appearanceMachine>) {
  useEffect(() => {
    const [mini, drawer] = [MINI_SIDEBAR_BELOW_PX, DRAWER_SIDEBAR_BELOW_PX].map((px) => window.matchMedia(`(max-width: ${px - 0.02}px)`)) as [MediaQueryList, MediaQueryList];
    const send = () => appearance.send({ type: 'viewport.resize', width: window.innerWidth });
    for (const query of [mini, drawer]) query.addEventListener('change', send);
    // The window may have changed between the first render and now. Asked of the media queries:
    // reading innerWidth here, in the commit of the first screen, made Chromium lay the whole
    // page out inside this effect (20–45 ms of a signed-in load's longest task).
    const now: Viewport = drawer.matches ? 'phone' : mini.matches ? 'narrow' : 'wide';
    if (now !== appearance.getSnapshot().context.viewport) send();
    return () => {
      for (const query of [mini, drawer]) query.removeEventListener('change', send);
    };
  }, [appearance]);
}
