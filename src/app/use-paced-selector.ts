/**
 * A value selected from an actor's snapshot, drawn at most once per `intervalMs`: a change is
 * drawn at once when the last draw is older than that, otherwise at the end of the interval with
 * the value then current, so the last value is always drawn. For a figure that can change many
 * times a second (an upload's percent) where each draw costs a frame: on a two-core machine the
 * list's progress redrawn at every percent of a 1 GiB upload took about 0.5 s of CPU from the
 * upload itself (issue #11 item 6). Values equal by `Object.is` draw nothing, as with useSelector.
 */
import { useEffect, useRef, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export type PaceClock = {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const browserClock: PaceClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function usePacedSelector<Actor extends AnyActorRef, Selected>(
  actor: Actor,
  selector: (snapshot: SnapshotFrom<Actor>) => Selected,
  intervalMs: number,
  clock: PaceClock = browserClock,
): Selected {
  const select = useRef(selector);
  select.current = selector;
  const [drawn, setDrawn] = useState(() => selector(actor.getSnapshot()));

  useEffect(() => {
    let pending: unknown = null;
    let drawnAt = Number.NEGATIVE_INFINITY;
    const draw = () => {
      pending = null;
      drawnAt = clock.now();
      setDrawn(select.current(actor.getSnapshot()));
    };
    const changed = () => {
      if (pending !== null) return; // the draw already due takes the value current then
      const wait = drawnAt + intervalMs - clock.now();
      if (wait <= 0) draw();
      else pending = clock.setTimeout(draw, wait);
    };
    // What changed between the first render and this subscription.
    setDrawn(select.current(actor.getSnapshot()));
    const subscription = actor.subscribe(changed);
    return () => {
      subscription.unsubscribe();
      if (pending !== null) clock.clearTimeout(pending);
    };
  }, [actor, intervalMs, clock]);

  return drawn;
}
