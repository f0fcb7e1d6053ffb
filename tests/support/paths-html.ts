/**
 * The QA path report (issue #35 item 2), as HTML a QA engineer reads without the code: per machine
 * its statechart coloured by what the paths took, the transitions none took, and every generated
 * path as numbered steps (what is done → the state reached → the effects the spec's table
 * expects: calls with their bodies, toasts, moves, stored values). Any path can be performed by
 * hand in the browser and checked step by step. Written by `npm run test:paths` from what the
 * model tests recorded (describe-model.ts); the mutation survivors come from Stryker's report.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ELK from 'elkjs/lib/elk.bundled.js';
import { flowSvg, layoutFlow } from '../../src/flows/flow-drawing';
import { flowsPage } from '../../src/flows/flows-page';
import { eventLabel, machineGraph } from '../../src/flows/machine-graph';
import { loadKnownMachines } from '../../src/devtools/known-machines';
import { loadAreas } from '../../src/app/load-areas';
import { EMPTY_PATH_TITLE, TITLE_JOIN, type RecordedStep } from './model';
import { MUTATION_REPORT } from './mutation-scores';

export type RecordedMachine = { machine: string; covered: string[]; missing: string[]; paths: Array<{ title: string; steps: RecordedStep[] }> };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const json = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

/** What is done at a step, as a person does or waits for it. */
export function stepAction(event: unknown, index: number): string {
  const { type, ...data } = (event ?? {}) as { type?: string; [key: string]: unknown };
  const payload = Object.keys(data).length > 0 ? ` ${code(json(data))}` : '';
  if (index === 0) return `Start${data.input === undefined ? '' : ` with ${code(json(data.input))}`}`;
  if (!type) return 'Nothing';
  if (type.startsWith('xstate.done.actor.')) return `The call ${code(type.slice('xstate.done.actor.'.length))} answers ${code(json(data.output ?? null))}`;
  if (type.startsWith('xstate.error.actor.')) return `The call ${code(type.slice('xstate.error.actor.'.length))} fails with ${code(json(data.error ?? null))}`;
  if (type.startsWith('xstate.after.')) return `Wait (${escapeHtml(eventLabel(type))})`;
  return `Do ${code(type)}${payload}`;
}

/** The effects a step must have, in the order the table lists them. */
export function stepEffects(effects: readonly unknown[]): string {
  if (effects.length === 0) return 'nothing';
  return effects
    .map((effect) => {
      const { kind, name, input, params } = effect as { kind: string; name: string; input?: unknown; params?: unknown };
      if (kind === 'call') return `call ${code(name)}${input === undefined ? '' : ` with ${code(json(input))}`}`;
      if (kind === 'cancel') return `drop the request ${code(name)}`;
      return `${code(name)}${params === undefined ? '' : ` ${code(json(params))}`}`;
    })
    .join('; ');
}

/**
 * Paths share their first steps (each is the shortest way to a state, then one more event), so
 * the page carries each distinct step once and each path as the end of a chain of steps: a few
 * hundred kilobytes where the paths written out whole weighed 66 MB for the class form.
 */
export type CompactPaths = {
  steps: string[];
  /** Each step's part of a path's title. */
  labels: string[];
  nodes: Array<[parent: number, step: number]>;
  /** The start's name before the title (`add: `), and the path's last step. */
  paths: Array<[prefix: string, last: number]>;
  join: string;
  empty: string;
};

export function compactPaths(recorded: RecordedMachine): CompactPaths {
  const steps: string[] = [];
  const labels: string[] = [];
  const stepIndex = new Map<string, number>();
  const nodes: Array<[number, number]> = [];
  const nodeIndex = new Map<string, number>();
  const paths = recorded.paths.map(({ title, steps: pathSteps }): [string, number] => {
    let parent = -1;
    pathSteps.forEach((step, index) => {
      const html = `<span class="do">${stepAction(step.event, index)}</span> → state ${code(json(step.state))}<br><span class="expect">Expect: ${stepEffects(step.effects)}</span>`;
      let stepId = stepIndex.get(html);
      if (stepId === undefined) {
        stepIndex.set(html, (stepId = steps.push(html) - 1));
        labels.push(step.label);
      }
      const key = `${parent}:${stepId}`;
      let node = nodeIndex.get(key);
      if (node === undefined) nodeIndex.set(key, (node = nodes.push([parent, stepId]) - 1));
      parent = node;
    });
    // The page rebuilds the title from the steps' labels, so it need not carry 7 MB of titles.
    const chain = pathSteps.slice(1).map((step) => step.label).join(TITLE_JOIN) || EMPTY_PATH_TITLE;
    if (!title.endsWith(chain)) throw new Error(`the steps of "${title}" do not spell its title`);
    return [title.slice(0, title.length - chain.length), parent];
  });
  return { steps, labels, nodes, paths, join: TITLE_JOIN, empty: EMPTY_PATH_TITLE };
}

/** Draws each path's steps when it is opened (the page would be too long to draw them all at once). */
const PATHS_SCRIPT = `
const data = JSON.parse(document.getElementById('paths-data').textContent);
const list = document.getElementById('paths');
const chainOf = (last) => { const out = []; for (let node = last; node >= 0; node = data.nodes[node][0]) out.unshift(data.nodes[node][1]); return out; };
const stepsOf = (last) => chainOf(last).map((step) => data.steps[step]);
const titleOf = (prefix, last) => prefix + (chainOf(last).slice(1).map((step) => data.labels[step]).join(data.join) || data.empty);
const items = data.paths.map(([prefix, last], index) => {
  const title = titleOf(prefix, last);
  const item = document.createElement('li');
  item.id = 'path-' + (index + 1);
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = 'Path ' + (index + 1) + ' · ' + title;
  details.append(summary);
  details.addEventListener('toggle', () => {
    if (!details.open || details.querySelector('ol')) return;
    const steps = document.createElement('ol');
    steps.className = 'steps';
    steps.innerHTML = stepsOf(last).map((step) => '<li>' + step + '</li>').join('');
    details.append(steps);
  }, { once: false });
  item.append(details);
  return item;
});
list.append(...items);
const wanted = document.getElementById(location.hash.slice(1));
if (wanted) { wanted.querySelector('details').open = true; wanted.scrollIntoView(); }
`;

function pathsSection(recorded: RecordedMachine): string {
  const missing =
    recorded.missing.length === 0
      ? '<p>Transitions no path takes: none.</p>'
      : `<p class="missing">Transitions no path takes (drawn red and dashed):</p><ul>${recorded.missing.map((key) => `<li>${code(key)}</li>`).join('')}</ul>`;
  // `<` escaped so that no text in the data can close the script element.
  const data = JSON.stringify(compactPaths(recorded)).replace(/</g, '\\u003c');
  return `${missing}<h3>${recorded.paths.length} paths</h3><p>Open a path for its steps: perform each in the browser and check the state and what is expected.</p><ol class="paths" id="paths"></ol><script type="application/json" id="paths-data">${data}</script><script>${PATHS_SCRIPT}</script>`;
}

type StrykerMutant = { status: string; mutatorName: string; replacement?: string; statusReason?: string; location: { start: { line: number; column: number } } };

/**
 * Every mutant Stryker's last run left alive, with where it is and what it changed, and every
 * mutant judged equivalent in the source (a `// Stryker disable next-line <mutator>: why` comment,
 * which Stryker reports as Ignored with that reason), so a reader sees each judgement beside the rest.
 */
export function survivorsSection(reportFile = MUTATION_REPORT): string {
  if (!existsSync(reportFile)) return '<p>No mutation run on record: <code>npm run test:mutation</code> writes one.</p>';
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { files: Record<string, { mutants: StrykerMutant[] }> };
  const judged = (mutant: StrykerMutant) => {
    if (mutant.status === 'NoCoverage') return 'left: no test runs it';
    if (mutant.status === 'Survived') return 'left: no path notices it yet';
    // The comment's reason, as Stryker reports it (each says why the change cannot be seen).
    return escapeHtml(mutant.statusReason ?? 'judged in the source');
  };
  const rows = Object.entries(report.files).flatMap(([file, { mutants }]) =>
    mutants
      .filter((mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage' || mutant.status === 'Ignored')
      .map(
        (mutant) =>
          `<tr><td>${code(file.replace(/^.*?src\//, 'src/'))}</td><td>${mutant.location.start.line}</td><td>${escapeHtml(mutant.mutatorName)}</td><td>${code(mutant.replacement ?? '')}</td><td>${judged(mutant)}</td></tr>`,
      ),
  );
  if (rows.length === 0) return '<p>Every mutant of the last run was killed.</p>';
  return `<table><thead><tr><th>file</th><th>line</th><th>mutator</th><th>the change</th><th>judged</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

const PAGE_STYLE = `<style>
.paths { padding-left: 0; list-style: none; }
.paths > li { border-top: 1px solid #e2e8f0; padding: 6px 0; }
.title { color: #64748b; font-size: 12px; overflow-wrap: anywhere; }
.steps li { margin: 4px 0; }
.expect { color: #334155; }
code { background: #f1f5f9; padding: 0 3px; border-radius: 3px; overflow-wrap: anywhere; }
.missing { color: #b91c1c; font-weight: 600; }
table { border-collapse: collapse; } td, th { border: 1px solid #e2e8f0; padding: 4px 8px; text-align: left; vertical-align: top; }
</style>`;

/** Writes one page per machine and an index into `dir`; returns the index's path. */
export async function writePathsHtml(dir: string, machines: readonly RecordedMachine[]): Promise<string> {
  const elk = new ELK();
  const knownMachines = await loadKnownMachines(await loadAreas());
  const drawings = [];
  for (const recorded of machines) {
    const machine = knownMachines.find((candidate) => candidate.id === recorded.machine);
    if (!machine) continue;
    const graph = machineGraph(machine);
    const svg = flowSvg(await layoutFlow(graph, elk), { covered: new Set(recorded.covered) });
    const page = flowsPage(`Paths of ${graph.machine}`, [{ graph, svg, after: pathsSection(recorded) }], `${PAGE_STYLE}<p><a href="index.html">All machines</a></p>`);
    writeFileSync(join(dir, `${graph.machine}.html`), page);
    drawings.push({ graph, svg, after: `<p><a href="${escapeHtml(graph.machine)}.html">${recorded.paths.length} paths as steps</a> · ${recorded.missing.length} transitions no path takes</p>` });
  }
  const intro = `${PAGE_STYLE}<p>Generated by <code>npm run test:paths</code> on ${new Date().toISOString()}. Each chart is coloured by the model tests' paths: a transition none took is red and dashed. Open a machine's page for its paths, each as numbered steps to perform by hand.</p><h2>Mutants left alive</h2>${survivorsSection()}`;
  const index = join(dir, 'index.html');
  writeFileSync(index, flowsPage('Model-based paths for QA', drawings, intro));
  return index;
}
