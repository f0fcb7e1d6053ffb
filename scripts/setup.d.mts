export const root: string;
export function run(command: string, args: string[], options?: object): void;
export function ensureInstalled(): void;
export function ensureBuilt(): void;
