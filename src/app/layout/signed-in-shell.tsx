/** What the router loads for signed-in routes, as one lazy chunk: the areas' texts and the shell. */
import type { ReactNode } from 'react';
import { AreaMessages } from '../area-messages';
import { AppShell } from './app-shell';
import { ShellSkeleton } from './shell-skeleton';

export function SignedInShell({ children }: { children: ReactNode }) {
  return (
    <AreaMessages fallback={<ShellSkeleton />}>
      <AppShell>{children}</AppShell>
    </AreaMessages>
  );
}
