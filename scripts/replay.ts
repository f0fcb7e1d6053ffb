/**
 * `npm run replay FILE`: replays a flow journal exported from the `?debug` panel through this
 * checkout's machines and prints, per run, the recorded and the replayed state. Exits 0 when
 * every run ends where it was recorded, 1 on a difference or a replay that threw, 2 when the
 * file cannot be read as a journal. QA attach the export to a bug report; a developer replays it
 * on a branch to see whether the machines still take the same path.
 */
import { readFileSync } from 'node:fs';
import { loadKnownMachines } from '../src/devtools/known-machines';
import { loadAreas } from '../src/app/load-areas';
import { parseJournal, replayJournal, replayPassed } from '../src/journal/replay';
import { replayReport } from '../src/journal/replay-report';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run replay <journal.json>  (a flow journal exported from the ?debug panel)');
  process.exit(2);
}

let entries;
try {
  entries = parseJournal(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const knownMachines = await loadKnownMachines(await loadAreas());
const known = new Set(knownMachines.map((machine) => machine.id));
const skipped = [...new Set(entries.filter((entry) => entry.kind === 'machine' && !known.has(entry.machine)).map((entry) => entry.machine))];
const results = replayJournal(entries, knownMachines);
console.log(replayReport(results, skipped));
process.exit(replayPassed(results) ? 0 : 1);
