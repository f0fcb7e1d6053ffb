/** The sidebar entries a role opens: links it may follow, and groups with any such child. */
import type { SidebarEntry } from './sidebar-entries';

export function visibleEntries(entries: SidebarEntry[], mayOpen: (path: string) => boolean): SidebarEntry[] {
  return entries.flatMap((entry): SidebarEntry[] => {
    if (entry.kind === 'link') return mayOpen(entry.href) ? [entry] : [];
    const children = entry.children.filter((child) => mayOpen(child.href));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}
