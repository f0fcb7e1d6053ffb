import { expect } from 'vitest';
import { shellLayoutMachine } from '../../src/machines/shell-layout.machine';
import { describeModel } from '../support/describe-model';

describeModel({
  name: 'shellLayout',
  machine: shellLayoutMachine,
  events: { 'sidebar.toggle': [{}] },
  states: {
    // Spec section 2: 270 px expanded, 80 px mini; each toggle flips between the two.
    expanded: ({ snapshot }) => expect(snapshot.value).toBe('expanded'),
    mini: ({ snapshot }) => expect(snapshot.value).toBe('mini'),
  },
  afterEvent: {
    'sidebar.toggle': ({ snapshot }) => expect(['expanded', 'mini']).toContain(snapshot.value),
  },
});
