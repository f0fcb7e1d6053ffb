/** `mayOpen` bound to the signed-in admin's session, for the sidebar, the palette and the route table. */
import { useSelector } from '@xstate/react';
import { useSessionActor } from './app-context';
import { mayOpen, type Gate } from './area-access';

export function useMayOpen(): (gate: Gate | undefined) => boolean {
  const session = useSelector(useSessionActor(), (s) => s.context.session);
  return (gate) => mayOpen(session, gate);
}
