/**
 * The signed-in areas, in the sidebar's order (spec section 2 "Shell"): where each lives, its name
 * and icon in the sidebar, the group it sits in, and its screens. The route table
 * (private-routes.ts) and the sidebar (layout/sidebar-entries.ts) are both derived from this list,
 * so a new area is one entry here (README "How to add an area"). Loaded with the signed-in shell,
 * never with the login page: each screen is its own chunk.
 */
import type { ComponentType } from 'react';
import type { AnyStateMachine } from 'xstate';
import { Carrot, ChefHat, CookingPot, CreditCard, FileText, History, MailCheck, MonitorPlay, Salad, ShieldCheck, Tags, Users, Wallet, type LucideIcon } from 'lucide-react';
import type { MessageId } from '../i18n/messages/en-US';
import type { Gate } from './area-access';
import { lazyScreen } from './lazy-screen';

export type AreaGroup = { id: string; labelId: MessageId; icon: LucideIcon };

export type AreaDef = {
  /** The list's path; the form's are `<path>/add` and `<path>/edit/:id`. */
  path: string;
  /** The role module that opens the area's screens (the server's guard opens its calls by its own table). */
  gate: Gate;
  labelId: MessageId;
  icon: LucideIcon;
  list: ComponentType;
  /** The add and edit screen; none for an area that is only listed. */
  form?: ComponentType;
  /**
   * The list's add button text, which names the add screen in the command palette. None for an
   * area whose records are only edited (static pages are seeded, DESIGN.md section 6): no add route.
   */
  addLabelId?: MessageId;
  /** Neighbouring areas of one group fold together in the sidebar. */
  group?: AreaGroup;
  /**
   * The machines of this area's own (its form's), loaded on demand: the flow journal's replay and
   * drawings (devtools/known-machines.ts) take them from here, beside the machines every area shares.
   */
  machines?: () => Promise<readonly AnyStateMachine[]>;
};

/** An entity form area's one machine, from its form definition module (no view, so Node can load it too). */
const formMachine = <Form extends { machine: unknown }>(load: () => Promise<Form>) => async () => [(await load()).machine as AnyStateMachine];

const kitchen: AreaGroup = { id: 'kitchen', labelId: 'nav.kitchen', icon: CookingPot };
const subscriptions: AreaGroup = { id: 'subscriptions', labelId: 'nav.subscriptions', icon: Wallet };

export const areas: readonly AreaDef[] = [
  {
    path: '/admin',
    gate: 'admin',
    labelId: 'nav.admin',
    icon: ShieldCheck,
    list: lazyScreen(() => import('../../areas/admins/admin-list-screen')),
    form: lazyScreen(() => import('../../areas/admins/admin-form-screen')),
    machines: formMachine(() => import('../../areas/admins/admin-form').then((module) => module.adminForm)),
    addLabelId: 'admins.add',
  },
  {
    path: '/static-page',
    gate: 'static-page',
    labelId: 'nav.staticPage',
    icon: FileText,
    list: lazyScreen(() => import('../../areas/static-pages/static-page-list-screen')),
    // Its rich-text editor is a chunk of its own again. It is the screen's largest paint, so its
    // fetch starts beside the screen's own, not once the form has opened (issue #37).
    form: lazyScreen(() => {
      import('../ui/rich-text/rich-text-editor').catch(() => {});
      return import('../../areas/static-pages/static-page-form-screen');
    }),
    machines: formMachine(() => import('../../areas/static-pages/static-page-form').then((module) => module.staticPageForm)),
  },
  {
    path: '/user',
    gate: 'user',
    labelId: 'nav.user',
    icon: Users,
    list: lazyScreen(() => import('../../areas/users/user-list-screen')),
    form: lazyScreen(() => import('../../areas/users/user-form-screen')),
    machines: formMachine(() => import('../../areas/users/user-form').then((module) => module.userForm)),
    addLabelId: 'users.add',
  },
  {
    path: '/chef',
    gate: 'chef',
    labelId: 'nav.chef',
    icon: ChefHat,
    list: lazyScreen(() => import('../../areas/chefs/chef-list-screen')),
    form: lazyScreen(() => import('../../areas/chefs/chef-form-screen')),
    machines: formMachine(() => import('../../areas/chefs/chef-form').then((module) => module.chefForm)),
    addLabelId: 'chefs.add',
  },
  {
    path: '/meal',
    gate: 'meal',
    labelId: 'nav.meal',
    icon: Salad,
    group: kitchen,
    list: lazyScreen(() => import('../../areas/meals/meal-list-screen')),
    form: lazyScreen(() => import('../../areas/meals/meal-form-screen')),
    machines: formMachine(() => import('../../areas/meals/meal-form').then((module) => module.mealForm)),
    addLabelId: 'meals.add',
  },
  {
    path: '/class',
    gate: 'class',
    labelId: 'nav.class',
    icon: MonitorPlay,
    group: kitchen,
    list: lazyScreen(() => import('../../areas/classes/class-list-screen')),
    // The form's rich-text editor and the view modal's video player are chunks of their own again.
    form: lazyScreen(() => import('../../areas/classes/class-form-screen')),
    machines: () => import('../machines/class-form.machine').then(({ classFormMachine }) => [classFormMachine as AnyStateMachine]),
    addLabelId: 'classes.add',
  },
  {
    path: '/ingredients',
    gate: 'ingredients',
    labelId: 'nav.ingredients',
    icon: Carrot,
    group: kitchen,
    list: lazyScreen(() => import('../../areas/ingredients/ingredient-list-screen')),
    form: lazyScreen(() => import('../../areas/ingredients/ingredient-form-screen')),
    machines: formMachine(() => import('../../areas/ingredients/ingredient-form').then((module) => module.ingredientForm)),
    addLabelId: 'ingredients.add',
  },
  {
    path: '/subscription',
    gate: 'subscription',
    labelId: 'nav.subscription',
    icon: CreditCard,
    group: subscriptions,
    list: lazyScreen(() => import('../../areas/subscriptions/subscription-list-screen')),
    form: lazyScreen(() => import('../../areas/subscriptions/subscription-form-screen')),
    machines: formMachine(() => import('../../areas/subscriptions/subscription-form').then((module) => module.subscriptionForm)),
    addLabelId: 'subscriptions.add',
  },
  {
    path: '/blok-price',
    gate: 'blok-price',
    labelId: 'nav.blokPrice',
    icon: Tags,
    group: subscriptions,
    list: lazyScreen(() => import('../../areas/block-prices/block-price-list-screen')),
    form: lazyScreen(() => import('../../areas/block-prices/block-price-form-screen')),
    machines: formMachine(() => import('../../areas/block-prices/block-price-form').then((module) => module.blockPriceForm)),
    addLabelId: 'blockPrices.add',
  },
  {
    path: '/subscription-details',
    gate: 'subscription-details',
    labelId: 'nav.subscriptionDetails',
    icon: MailCheck,
    group: subscriptions,
    list: lazyScreen(() => import('../../areas/subscribed-emails/subscribed-email-list-screen')),
  },
  // Not in the spec's sidebar: the super admin's activity log (issue #15 item 1).
  {
    path: '/activity',
    gate: 'super_admin',
    labelId: 'nav.activity',
    icon: History,
    list: lazyScreen(() => import('../screens/activity/activity-list-screen')),
  },
];
