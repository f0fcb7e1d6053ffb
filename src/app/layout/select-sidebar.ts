/**
 * How the sidebar is laid out, from the appearance snapshot: the admin's settings on a wide
 * window, mini unless expanded below 1280 px, a drawer below 768 px (src/theme/viewport.ts).
 */
import type { SnapshotFrom } from 'xstate';
import type { appearanceMachine } from '../../machines/appearance.machine';

export type SidebarLayout = 'hidden' | 'full' | 'mini' | 'drawer';

export function selectSidebarLayout({ context }: SnapshotFrom<typeof appearanceMachine>): SidebarLayout {
  if (!context.settings.sidebar) return 'hidden';
  if (context.viewport === 'phone') return 'drawer';
  if (context.viewport === 'narrow') return context.expandedOnNarrow ? 'full' : 'mini';
  return context.settings.miniSidebar ? 'mini' : 'full';
}
