/**
 * The sidebar of spec section 2 "Shell", in the spec's order. Related areas that sit next
 * to each other form collapsible groups; a group opens by itself on any of its routes.
 */
import {
  Carrot,
  ChefHat,
  CookingPot,
  CreditCard,
  FileText,
  History,
  LayoutDashboard,
  MailCheck,
  MonitorPlay,
  Salad,
  ShieldCheck,
  Tags,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { MessageId } from '../../i18n/messages/en-US';

export type SidebarLink = { kind: 'link'; href: string; labelId: MessageId; icon: LucideIcon };
export type SidebarGroup = { kind: 'group'; id: string; labelId: MessageId; icon: LucideIcon; children: SidebarLink[] };
export type SidebarEntry = SidebarLink | SidebarGroup;

const link = (href: string, labelId: MessageId, icon: LucideIcon): SidebarLink => ({ kind: 'link', href, labelId, icon });

export const sidebarEntries: SidebarEntry[] = [
  link('/dashboard', 'nav.dashboard', LayoutDashboard),
  link('/admin', 'nav.admin', ShieldCheck),
  link('/static-page', 'nav.staticPage', FileText),
  link('/user', 'nav.user', Users),
  link('/chef', 'nav.chef', ChefHat),
  {
    kind: 'group',
    id: 'kitchen',
    labelId: 'nav.kitchen',
    icon: CookingPot,
    children: [
      link('/meal', 'nav.meal', Salad),
      link('/class', 'nav.class', MonitorPlay),
      link('/ingredients', 'nav.ingredients', Carrot),
    ],
  },
  {
    kind: 'group',
    id: 'subscriptions',
    labelId: 'nav.subscriptions',
    icon: Wallet,
    children: [
      link('/subscription', 'nav.subscription', CreditCard),
      link('/blok-price', 'nav.blokPrice', Tags),
      link('/subscription-details', 'nav.subscriptionDetails', MailCheck),
    ],
  },
  // Not in the spec's sidebar: the super admin's activity log (issue #15 item 1).
  link('/activity', 'nav.activity', History),
];

/** Every link, groups flattened, in order (the mini sidebar and route tables use it). */
export const sidebarLinks: SidebarLink[] = sidebarEntries.flatMap((entry) =>
  entry.kind === 'link' ? [entry] : entry.children,
);
