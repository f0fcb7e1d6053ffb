/**
 * Registers a model's tests with vitest: one test per generated path, then the two guard
 * tests (every state reached, every transition taken) and the QA figures for
 * `npm run test:paths` (reports/paths/<machine>.json).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { allStateIds, allTransitionKeys, modelPaths, replayPath, type Coverage, type MachineModel, type RecordedStep } from './model';

export const PATHS_REPORT_DIR = 'reports/paths';

/**
 * `npm run test:mutation` only (tests/support/mutation-run.ts sets it for Stryker's run): every
 * n-th path is replayed, so each mutant runs in a fraction of the time. The coverage checks need
 * every path and are left out then. Sound, because a mutant killed by some paths is killed by
 * all, and every survivor is then tried again with every path and every check
 * (mutation-recheck.ts, which does not set it). `npm test` never sets it.
 */
const MUTATION_PATH_SAMPLE = Math.max(1, Number(process.env.MUTATION_PATH_SAMPLE ?? '1') || 1);

export function describeModel<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>) {
  describe(`${model.name} machine, every path`, () => {
    // A machine whose graph cannot even be walked (a mutant, a broken change) must fail a test,
    // not leave a suite with no tests (which a mutation run would count as a survivor).
    let paths: ReturnType<typeof modelPaths> = [];
    let walkError: unknown = null;
    try {
      paths = modelPaths(model);
    } catch (error) {
      walkError = error;
    }
    it('walks the machine into paths', () => {
      expect(walkError).toBeNull();
      expect(paths.length).toBeGreaterThan(0);
    });
    const coverage: Coverage = { reachedStates: new Set(), takenTransitions: new Set() };
    const clock = { advance: async (ms: number) => void (await vi.advanceTimersByTimeAsync(ms)) };

    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    // Each path's steps as it ran, for the QA report (paths-report.ts).
    const recorded: Array<{ title: string; steps: RecordedStep[] }> = [];
    for (const path of paths.filter((_, index) => index % MUTATION_PATH_SAMPLE === 0)) {
      it(path.description, async () => {
        const steps: RecordedStep[] = [];
        await replayPath(model, path, clock, coverage, steps);
        recorded.push({ title: path.description, steps });
      });
    }

    // QA find a failing path by its title: two paths must never share one.
    it('names every path by a title of its own', () => {
      const titles = paths.map((path) => path.description);
      expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
    });

    // A key that names no event of any path would hold assertions that never run.
    it('checks only events its paths take', () => {
      const taken = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
      expect(Object.keys(model.afterEvent ?? {}).filter((type) => !taken.has(type)), 'afterEvent keys no path takes').toEqual([]);
      const reached = (key: string) => paths.some((path) => path.steps.some((step) => step.state.matches(key as never)));
      expect(Object.keys(model.states ?? {}).filter((key) => !reached(key)), 'states keys no path reaches').toEqual([]);
    });

    if (MUTATION_PATH_SAMPLE === 1) {
      it('reaches every state of the machine', () => {
        const missing = allStateIds(model.machine).filter((id) => !coverage.reachedStates.has(id));
        expect(missing, 'states no path reaches').toEqual([]);
      });

      it('takes every transition of the machine', () => {
        const all = allTransitionKeys(model.machine);
        const missing = all.filter((key) => !coverage.takenTransitions.has(key));
        mkdirSync(PATHS_REPORT_DIR, { recursive: true });
        writeFileSync(
          `${PATHS_REPORT_DIR}/${model.name}.json`,
          JSON.stringify({
            machine: model.name,
            states: allStateIds(model.machine).length,
            statesReached: allStateIds(model.machine).filter((id) => coverage.reachedStates.has(id)).length,
            transitions: all.length,
            transitionsCovered: all.length - missing.length,
            paths: paths.length,
          }),
        );
        writeFileSync(
          `${PATHS_REPORT_DIR}/${model.name}.steps.json`,
          JSON.stringify({ machine: model.machine.id, covered: [...coverage.takenTransitions], missing, paths: recorded }),
        );
        expect(missing, 'transitions no path takes').toEqual([]);
      });
    }
  });
}
