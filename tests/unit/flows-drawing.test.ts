/**
 * The statechart viewer (issue #35 item 1) draws every machine whole: each state and each
 * transition XState's own graph of the machine holds (`toDirectedGraph` from xstate/graph, read
 * apart from the viewer's walk of the definition) is named in the SVG, with its event.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { flowSvg, layoutFlow } from '../../src/flows/flow-drawing';
import { machineGraph } from '../../src/flows/machine-graph';
import { loadKnownMachines } from '../../src/devtools/known-machines';
import { areas } from '../../src/app/areas';
import { allTransitionKeys } from '../support/model';

// Top-level await: the areas' own machines load through their lazy entries (src/app/areas.ts).
const knownMachines = await loadKnownMachines(areas);

type Drawn = { states: Set<string>; transitions: Array<Record<string, string>> };

const attributesOf = (tag: string) => Object.fromEntries([...tag.matchAll(/ (data-[a-z]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function readDrawing(svg: string): Drawn {
  const states = new Set([...svg.matchAll(/data-state="([^"]*)"/g)].map((match) => unescape(match[1]!)));
  const transitions = [...svg.matchAll(/<(?:path|text)[^>]* data-transition="[^>]*>/g)].map((match) =>
    Object.fromEntries(Object.entries(attributesOf(match[0])).map(([key, value]) => [key, unescape(value)])),
  );
  return { states, transitions };
}

function expectedOf(machine: AnyStateMachine) {
  const states: string[] = [];
  const edges: Array<{ source: string; target: string; event: string }> = [];
  const walk = (node: DirectedGraphNode) => {
    states.push(node.id);
    for (const edge of node.edges) edges.push({ source: edge.source.id, target: edge.target.id, event: edge.label.text });
    node.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  return { states, edges };
}

const elk = new ELK();

describe('statechart viewer', () => {
  it('knows more than the hand-written machines: the area forms the factory builds are drawn too', () => {
    const ids = knownMachines.map((machine) => machine.id);
    expect(ids).toEqual(expect.arrayContaining(['session', 'login', 'chefForm', 'userForm', 'staticPageForm', 'uploads']));
  });

  it.each(knownMachines.map((machine) => [machine.id, machine] as const))('draws every state and transition of %s', async (_, machine) => {
    const drawn = readDrawing(flowSvg(await layoutFlow(machineGraph(machine), elk)));
    const expected = expectedOf(machine);
    for (const state of expected.states) expect(drawn.states, `state ${state}`).toContain(state);
    for (const edge of expected.edges) {
      const found = drawn.transitions.some(
        (transition) =>
          transition['data-source'] === edge.source &&
          transition['data-event'] === edge.event &&
          // XState's graph shows a transition that stays as a loop back to its state.
          (transition['data-target'] ?? transition['data-source']) === edge.target,
      );
      expect(found, `${edge.source} --${edge.event}--> ${edge.target}`).toBe(true);
    }
  });

  it.each(knownMachines.map((machine) => [machine.id, machine] as const))('names the transitions of %s as the path tests count them', async (_, machine) => {
    const drawn = readDrawing(flowSvg(await layoutFlow(machineGraph(machine), elk)));
    const keys = new Set(drawn.transitions.map((transition) => transition['data-transition']!.split('->')[0]));
    expect([...keys].sort()).toEqual(allTransitionKeys(machine).sort());
  });

  it('draws the transitions no path took apart from the others', async () => {
    const login = knownMachines.find((machine) => machine.id === 'login')!;
    const flow = await layoutFlow(machineGraph(login), elk);
    const svg = flowSvg(flow, { covered: new Set(allTransitionKeys(login).filter((key) => key !== 'login.submitting|xstate.error.actor.signIn|0')) });
    const uncovered = [...svg.matchAll(/<path class="[^"]*edge-uncovered[^"]*" data-transition="([^"]*)"/g)].map((match) => unescape(match[1]!));
    expect(uncovered).toEqual(['login.submitting|xstate.error.actor.signIn|0->login.editing']);
  });

  it('lights the states it is told are active, and only those', async () => {
    const login = knownMachines.find((machine) => machine.id === 'login')!;
    const svg = flowSvg(await layoutFlow(machineGraph(login), elk), { active: new Set(['login.submitting']) });
    const lit = [...svg.matchAll(/<g class="[^"]*state-active[^"]*" data-state="([^"]*)"/g)].map((match) => match[1]);
    expect(lit).toEqual(['login.submitting']);
  });

  it('names the event as a reader says it: a done, an error, a delay, an always', async () => {
    const session = knownMachines.find((machine) => machine.id === 'session')!;
    const svg = flowSvg(await layoutFlow(machineGraph(session), elk));
    for (const label of ['done: revokeSession', 'error: askOtherTabs', 'after otherTabsWait', 'after unknownTabsWait', 'always [hasStoredSession]', 'session.signOut']) {
      expect(svg).toContain(`>${label}</text>`);
    }
  });
});
