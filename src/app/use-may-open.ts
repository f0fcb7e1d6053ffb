/** `mayOpen` bound to the signed-in admin's session, for the sidebar and the route table. */
import { useSelector } from '@xstate/react';
import { useSessionActor } from './app-context';
import { mayOpen } from './area-access';

export function useMayOpen(): (path: string) => boolean {
  const session = useSelector(useSessionActor(), (s) => s.context.session);
  return (path) => mayOpen(session, path);
}
