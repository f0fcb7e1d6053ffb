/**
 * What the SPA knows of one signed-in area (spec section 2 "Shell"): where it lives, its name and
 * icon in the sidebar, the group it sits in, its screens and its own machines. Each area declares
 * it in its folder (areas/<area>/client-area.ts); the list of areas (src/app/areas.ts) gathers them.
 */
import type { ComponentType } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { LucideIcon } from 'lucide-react';
import type { MessageId } from '../i18n/messages/en-US';
import type { Gate } from './area-access';

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
   * Where its link sits: the sidebar (the default), or the account menu, for what is the admin's
   * own rather than the platform's (their sessions); the command palette lists it either way.
   */
  place?: 'sidebar' | 'account menu';
  /**
   * The machines of this area's own (its form's), loaded on demand: the flow journal's replay and
   * drawings (devtools/known-machines.ts) take them from here, beside the machines every area shares.
   */
  machines?: () => Promise<readonly AnyStateMachine[]>;
};

/** An entity form area's one machine, from its form definition module (no view, so Node can load it too). */
export const formMachine =
  <Form extends { machine: unknown }>(load: () => Promise<Form>) =>
  async () => [(await load()).machine as AnyStateMachine];
