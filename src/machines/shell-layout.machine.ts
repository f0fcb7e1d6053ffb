/**
 * The shell's layout (spec section 2 "Shell"): the sidebar is expanded (270 px) or mini
 * (80 px, icons only), switched by the top bar's toggle. A later issue grows this into the
 * appearance machine (themes, active-link styles, transparent sidebar), kept across reloads.
 */
import { setup } from 'xstate';

export type ShellLayoutEvent = { type: 'sidebar.toggle' };

export const shellLayoutMachine = setup({
  types: {
    events: {} as ShellLayoutEvent,
  },
}).createMachine({
  id: 'shellLayout',
  initial: 'expanded',
  states: {
    expanded: { on: { 'sidebar.toggle': 'mini' } },
    mini: { on: { 'sidebar.toggle': 'expanded' } },
  },
});
