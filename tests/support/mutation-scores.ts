/**
 * The mutation scores of src/machines (issue #14 item 3) from StrykerJS's JSON report
 * (reports/mutation/mutation.json, written by `npm run test:mutation`): per file, the share of
 * mutants the machines' tests killed (a timeout counts as killed, as Stryker counts it; a mutant no
 * test runs counts as survived). As a Markdown section for reports/paths.md, beside the paths.
 */
import { existsSync, readFileSync } from 'node:fs';

export const MUTATION_REPORT = 'reports/mutation/mutation.json';
export const MUTATION_BUDGET = 85;

type Mutant = { status: 'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored' | 'Pending' };
type Report = { files: Record<string, { mutants: Mutant[] }> };
export type MutationScore = { file: string; killed: number; survived: number; noCoverage: number; score: number };

export function readMutationScores(path = MUTATION_REPORT): MutationScore[] | null {
  if (!existsSync(path)) return null;
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  return Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const count = (...statuses: Mutant['status'][]) => mutants.filter((mutant) => statuses.includes(mutant.status)).length;
      const killed = count('Killed', 'Timeout');
      const survived = count('Survived');
      const noCoverage = count('NoCoverage');
      const judged = killed + survived + noCoverage;
      return { file: file.replace(/^.*src\/machines\//, ''), killed, survived, noCoverage, score: judged === 0 ? 100 : (100 * killed) / judged };
    })
    .filter((entry) => entry.killed + entry.survived + entry.noCoverage > 0)
    .sort((a, b) => a.file.localeCompare(b.file));
}

export function overallScore(scores: readonly MutationScore[]): number {
  const killed = scores.reduce((sum, entry) => sum + entry.killed, 0);
  const judged = scores.reduce((sum, entry) => sum + entry.killed + entry.survived + entry.noCoverage, 0);
  return judged === 0 ? 100 : (100 * killed) / judged;
}

export function mutationSection(scores: readonly MutationScore[], when: string): string {
  const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`;
  return [
    '## Mutation score',
    '',
    `StrykerJS over src/machines (\`npm run test:mutation\`, report of ${when}). Budget: ${MUTATION_BUDGET} % killed per file. A survivor is a change of the machine no test noticed.`,
    '',
    row(['file', 'killed', 'survived', 'no test ran it', 'score']),
    row(['---', '---', '---', '---', '---']),
    ...scores.map((entry) => row([entry.file, entry.killed, entry.survived, entry.noCoverage, `${entry.score.toFixed(1)} %${entry.score < MUTATION_BUDGET ? ' (below budget)' : ''}`])),
    row(['**all**', '', '', '', `**${overallScore(scores).toFixed(1)} %**`]),
    '',
  ].join('\n');
}
