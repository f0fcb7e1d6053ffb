/** What a machine did to the world during a replayed path, as the fakes recorded it. */
export type Effect =
  | { kind: 'call'; name: string; input: unknown }
  | { kind: 'cancel'; name: string }
  | { kind: 'action'; name: string; params: unknown };

export const callsOf = (effects: Effect[], name: string) =>
  effects.filter((effect): effect is Extract<Effect, { kind: 'call' }> => effect.kind === 'call' && effect.name === name);

export const actionsOf = (effects: Effect[], name: string) =>
  effects.filter((effect): effect is Extract<Effect, { kind: 'action' }> => effect.kind === 'action' && effect.name === name);
