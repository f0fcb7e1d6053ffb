/** A screen for an area a later issue builds: the route exists, the notice names the issue. */
import type { ComponentType } from 'react';
import { PendingScreen } from '../screens/pending/pending-screen';

export function pendingArea(area: string, issue: number): ComponentType {
  const Pending = () => <PendingScreen area={area} issue={issue} />;
  Pending.displayName = `Pending(${area})`;
  return Pending;
}
