/**
 * The text report of a replay, as `npm run replay` prints it: one line per run with the
 * recorded and the replayed state, or the first step whose state, context or effects differ,
 * then a summary line. Kept apart from the command so it
 * can be tested without a process.
 */
import type { ReplayResult } from './replay';

const stateText = (state: unknown) => (state === null || state === undefined ? '—' : typeof state === 'string' ? state : JSON.stringify(state));
const LONGEST = 240;
const shortText = (value: unknown) => {
  const text = stateText(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text;
};

const MARK: Record<ReplayResult['outcome'], string> = {
  same: 'same     ',
  different: 'DIFFERENT',
  incomplete: 'incomplete',
  failed: 'FAILED   ',
};

export function replayReport(results: readonly ReplayResult[], skippedMachines: readonly string[]): string {
  const lines = results.map((result) => {
    const detail =
      result.outcome === 'incomplete'
        ? `recorded ${stateText(result.recorded)} (the journal lost this run's start: not replayed)`
        : result.outcome === 'failed'
          ? `recorded ${stateText(result.recorded)}, replay threw: ${result.error}`
          : result.difference
            ? `first differs at step ${result.difference.step} (#${result.difference.seq} ${result.difference.event}), in its ${result.difference.part}: recorded ${shortText(result.difference.recorded)}, replayed ${shortText(result.difference.replayed)}`
            : `recorded ${stateText(result.recorded)}, replayed ${stateText(result.replayed)}`;
    return `${MARK[result.outcome]}  ${result.machine} (${result.sessionId}, ${result.events} events): ${detail}`;
  });
  const count = (outcome: ReplayResult['outcome']) => results.filter((result) => result.outcome === outcome).length;
  lines.push(
    `${results.length} runs: ${count('same')} same, ${count('different')} different, ${count('failed')} failed, ${count('incomplete')} incomplete`,
  );
  if (skippedMachines.length > 0) lines.push(`Not machines of this app (not replayed): ${skippedMachines.join(', ')}`);
  return lines.join('\n');
}
