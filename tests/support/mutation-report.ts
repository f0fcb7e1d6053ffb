/**
 * After `stryker run` (npm run test:mutation): prints the mutation score per machine file and
 * writes it into reports/paths.md under the path coverage, so QA read one report. Exits non-zero
 * when a file is below the budget.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { MUTATION_BUDGET, MUTATION_REPORT, mutationSection, overallScore, readMutationScores } from './mutation-scores';

const PATHS_REPORT = 'reports/paths.md';
const scores = readMutationScores();
if (!scores) {
  console.error(`No ${MUTATION_REPORT}: run \`npm run test:mutation\`.`);
  process.exit(2);
}
const section = mutationSection(scores, statSync(MUTATION_REPORT).mtime.toISOString());
const before = existsSync(PATHS_REPORT) ? readFileSync(PATHS_REPORT, 'utf8') : '# Model-based path coverage\n\nRun `npm run test:paths` for the path table.\n\n';
const kept = before.split('## Mutation score')[0]!.trimEnd();
writeFileSync(PATHS_REPORT, `${kept}\n\n${section}`);

for (const entry of scores) console.log(`${entry.score.toFixed(1).padStart(6)} %  ${entry.file}  (${entry.killed} killed, ${entry.survived} survived, ${entry.noCoverage} never run)`);
console.log(`${overallScore(scores).toFixed(1).padStart(6)} %  all of src/machines\nWritten to ${PATHS_REPORT}`);
process.exit(scores.some((entry) => entry.score < MUTATION_BUDGET) ? 1 : 0);
