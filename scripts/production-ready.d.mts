export function whyNotReady(root: string, env?: Readonly<Record<string, string | undefined>>, cwd?: string): string | undefined;
