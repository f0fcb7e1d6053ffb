export const root: string;
export function run(command: string, args: string[], options?: object): void;
export function ensureInstalled(): void;
export function isBuildFresh(): boolean;
export function build(): void;
export function ensureBuilt(): void;
