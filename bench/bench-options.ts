/**
 * The command line of `npm run bench`: with `--page <screen>` (a path of bench/screens.ts such as
 * /chef or /class/add, `/chef/edit` for the edit form, or `palette`) only that screen is measured,
 * Lighthouse and the plain trace, without the list and upload parts, so a change can be judged in
 * under two minutes; `--plain-only` runs only the plain trace, over every screen (or the one named);
 * `--runs <n>` sets how many Lighthouse runs each screen gets (nine by default, the number the
 * budgets are judged on; `--runs 5` with `--page` gives a first look in about a minute).
 */
import { LIGHTHOUSE_RUNS } from './lighthouse-flow';

export type BenchOptions = { page: string | undefined; plainOnly: boolean; runs: number };

export function parseBenchOptions(argv: string[]): BenchOptions {
  const options: BenchOptions = { page: undefined, plainOnly: false, runs: LIGHTHOUSE_RUNS };
  const runs = (text: string | undefined) => {
    const count = Number(text);
    if (!Number.isInteger(count) || count < 1) throw new Error(`--runs takes a whole number of runs, 1 or more, not ${text}`);
    return count;
  };
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    if (argument === '--plain-only') options.plainOnly = true;
    else if (argument === '--page' && argv[index + 1]) options.page = argv[++index];
    else if (argument.startsWith('--page=')) options.page = argument.slice('--page='.length);
    else if (argument === '--runs') options.runs = runs(argv[++index]);
    else if (argument.startsWith('--runs=')) options.runs = runs(argument.slice('--runs='.length));
    else throw new Error(`unknown argument ${argument}: npm run bench [-- --page /chef] [--runs 9] [--plain-only]`);
  }
  return options;
}

/** Only the page budgets: a single screen or the plain trace alone skips the list and upload parts. */
export const pagesOnly = (options: BenchOptions) => options.page !== undefined || options.plainOnly;
