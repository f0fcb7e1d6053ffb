/**
 * The command line of `npm run bench`: with `--page <screen>` (a path of bench/screens.ts such as
 * /chef or /class/add, `/chef/edit` for the edit form, or `palette`) only that screen is measured,
 * Lighthouse and the plain trace, without the list and upload parts, so a change can be judged in
 * a minute or two; `--plain-only` runs only the plain trace, over every screen (or the one named).
 */
export type BenchOptions = { page: string | undefined; plainOnly: boolean };

export function parseBenchOptions(argv: string[]): BenchOptions {
  const options: BenchOptions = { page: undefined, plainOnly: false };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    if (argument === '--plain-only') options.plainOnly = true;
    else if (argument === '--page' && argv[index + 1]) options.page = argv[++index];
    else if (argument.startsWith('--page=')) options.page = argument.slice('--page='.length);
    else throw new Error(`unknown argument ${argument}: npm run bench [-- --page /chef] [--plain-only]`);
  }
  return options;
}

/** Only the page budgets: a single screen or the plain trace alone skips the list and upload parts. */
export const pagesOnly = (options: BenchOptions) => options.page !== undefined || options.plainOnly;
