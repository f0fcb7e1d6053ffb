/** What the router loads for signed-in routes, as one lazy chunk: the areas' texts and the shell. */
import type { ReactNode } from 'react';
import { AreaMessages } from '../../i18n/area-messages';
import { AppShell } from './app-shell';

export function SignedInShell({ children }: { children: ReactNode }) {
  return (
    <AreaMessages>
      <AppShell>{children}</AppShell>
    </AreaMessages>
  );
}
