/** Time as the server sees it, injected so tests can expire sessions and windows at will. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
