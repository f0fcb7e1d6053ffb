/** The ids of the states a state value names (`{ editing: 'idle' }` → `form.editing`, `form.editing.idle`), the root left out. */
import type { AnyStateMachine } from 'xstate';

type Node = { id: string; states: Record<string, Node> };

export function activeStateIds(machine: AnyStateMachine, value: unknown): Set<string> {
  const ids = new Set<string>();
  const walk = (node: Node, part: unknown) => {
    const keys = typeof part === 'string' ? [[part, undefined] as const] : part && typeof part === 'object' ? Object.entries(part) : [];
    for (const [key, inner] of keys) {
      const child = node.states[key];
      if (!child) continue;
      ids.add(child.id);
      walk(child, inner);
    }
  };
  walk(machine.root as unknown as Node, value);
  return ids;
}
