/**
 * The sidebar of spec section 2 "Shell", in the spec's order: the dashboard, then the areas of
 * areas.ts. Related areas that sit next to each other form collapsible groups; a group opens by
 * itself on any of its routes.
 */
import { LayoutDashboard, type LucideIcon } from 'lucide-react';
import type { MessageId } from '../../i18n/messages/en-US';
import type { Gate } from '../area-access';
import type { AreaDef } from '../area-def';
import { areas } from '../areas';

/** `gate`: what opens the link's area (none: the dashboard, open to every admin). */
export type SidebarLink = { kind: 'link'; href: string; labelId: MessageId; icon: LucideIcon; gate?: Gate };
export type SidebarGroup = { kind: 'group'; id: string; labelId: MessageId; icon: LucideIcon; children: SidebarLink[] };
export type SidebarEntry = SidebarLink | SidebarGroup;

const link = (href: string, labelId: MessageId, icon: LucideIcon, gate?: Gate): SidebarLink => ({ kind: 'link', href, labelId, icon, ...(gate ? { gate } : {}) });

/** The areas in their order, neighbours of one group folded into it. */
function areaEntries(list: readonly AreaDef[]): SidebarEntry[] {
  const entries: SidebarEntry[] = [];
  for (const area of list) {
    const entry = link(area.path, area.labelId, area.icon, area.gate);
    const last = entries[entries.length - 1];
    if (!area.group) entries.push(entry);
    else if (last?.kind === 'group' && last.id === area.group.id) last.children.push(entry);
    else entries.push({ kind: 'group', ...area.group, children: [entry] });
  }
  return entries;
}

export const sidebarEntries: SidebarEntry[] = [
  link('/dashboard', 'nav.dashboard', LayoutDashboard),
  ...areaEntries(areas.filter((area) => (area.place ?? 'sidebar') === 'sidebar')),
];

/** The areas whose link is in the account menu (the admin's sessions), in their order. */
export const accountMenuAreas: readonly AreaDef[] = areas.filter((area) => area.place === 'account menu');

/** Every link, groups flattened, in order (the mini sidebar and route tables use it). */
export const sidebarLinks: SidebarLink[] = sidebarEntries.flatMap((entry) =>
  entry.kind === 'link' ? [entry] : entry.children,
);
