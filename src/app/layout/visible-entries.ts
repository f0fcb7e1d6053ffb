/** The sidebar entries a role opens: links it may follow, and groups with any such child. */
import type { Gate } from '../area-access';
import type { SidebarEntry } from './sidebar-entries';

export function visibleEntries(entries: SidebarEntry[], mayOpen: (gate: Gate | undefined) => boolean): SidebarEntry[] {
  return entries.flatMap((entry): SidebarEntry[] => {
    if (entry.kind === 'link') return mayOpen(entry.gate) ? [entry] : [];
    const children = entry.children.filter((child) => mayOpen(child.gate));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
