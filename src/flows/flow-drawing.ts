/**
 * Draws a machine's statechart (machine-graph.ts) as SVG, laid out by ELK's layered algorithm
 * (issue #35 item 1): no network, the same drawing on the command line (`npm run flows`) and in
 * the `?debug` panel. Layout is the slow part and is done once; `flowSvg` draws it again with
 * other states lit. Every state and transition carries a data attribute naming it, so tests and
 * the live panel find them without reading pixels.
 */
import type { ELK, ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api';
import type { FlowGraph, FlowState, FlowTransition } from './machine-graph';

/** Monospace text keeps measuring exact without a browser: 12 px type, 0.6 em per character. */
const FONT_SIZE = 12;
const CHAR_WIDTH = 7.3;
const LINE_HEIGHT = 16;
const PAD = 10;
const HEADER = 24;
const START_SIZE = 10;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type LaidOutFlow = { graph: FlowGraph; layout: ElkNode };

const stateLines = (state: FlowState) => [
  ...state.invokes.map((actor) => `invoke ${actor}`),
  ...state.internal.map((transition) => transitionText(transition)),
];

export const transitionText = (transition: Pick<FlowTransition, 'label' | 'guard'>) =>
  transition.guard ? `${transition.label} [${transition.guard}]` : transition.label;

/** What names a transition in the drawing: its id, source, target (none for one that stays) and raw event. */
const transitionAttributes = (transition: FlowTransition) =>
  [
    `data-transition="${escapeXml(transition.id)}"`,
    `data-source="${escapeXml(transition.source)}"`,
    transition.target === null ? '' : `data-target="${escapeXml(transition.target)}"`,
    `data-event="${escapeXml(transition.event)}"`,
  ]
    .filter(Boolean)
    .join(' ');

const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH);
const startId = (state: FlowState) => `${state.id}.__start`;

function elkNode(state: FlowState, isRoot: boolean): ElkNode {
  const lines = stateLines(state);
  const title = isRoot ? state.id : state.key;
  const width = Math.max(textWidth(title) + 2 * PAD, ...lines.map((line) => textWidth(line) + 2 * PAD), 80);
  const top = HEADER + lines.length * LINE_HEIGHT;
  if (state.children.length === 0) {
    return { id: state.id, width, height: top + PAD / 2 };
  }
  const children = state.children.map((child) => elkNode(child, false));
  if (state.initial) children.unshift({ id: startId(state), width: START_SIZE, height: START_SIZE });
  return {
    id: state.id,
    children,
    layoutOptions: {
      'elk.padding': `[top=${top + PAD},left=${PAD * 2},bottom=${PAD * 2},right=${PAD * 2}]`,
      'elk.nodeSize.minimum': `(${width}, ${top + PAD})`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    },
  };
}

function collectStarts(state: FlowState, out: ElkExtendedEdge[]) {
  if (state.initial) out.push({ id: `${startId(state)}->${state.initial}`, sources: [startId(state)], targets: [state.initial] });
  state.children.forEach((child) => collectStarts(child, out));
}

/** Lays the graph out; the one slow step. */
export async function layoutFlow(graph: FlowGraph, elk: ELK): Promise<LaidOutFlow> {
  const root = elkNode(graph.root, true);
  const edges: ElkExtendedEdge[] = graph.transitions.map((transition) => {
    const text = transitionText(transition);
    const label: ElkLabel = { id: `${transition.id}:label`, text, width: textWidth(text), height: LINE_HEIGHT };
    return { id: transition.id, sources: [transition.source], targets: [transition.target!], labels: [label] };
  });
  collectStarts(graph.root, edges);
  const layout = await elk.layout({
    id: '__canvas',
    children: [root],
    edges,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
  });
  return { graph, layout };
}

function indexNodes(node: ElkNode, out: Map<string, ElkNode>) {
  out.set(node.id, node);
  node.children?.forEach((child) => indexNodes(child, out));
  return out;
}

function indexStates(state: FlowState, parent: FlowState | null, out: Map<string, { state: FlowState; parent: FlowState | null }>) {
  out.set(state.id, { state, parent });
  state.children.forEach((child) => indexStates(child, state, out));
  return out;
}

/**
 * The SVG of a laid-out flow. `active`: state ids to light (the live panel's current state);
 * `covered`: the transition keys a path took, the others drawn as not covered (the QA report).
 */
export function flowSvg(
  flow: LaidOutFlow,
  options: { active?: ReadonlySet<string>; covered?: ReadonlySet<string>; /** The drawing's accessible name. */ label?: string } = {},
): string {
  const boxes = indexNodes(flow.layout, new Map());
  const states = indexStates(flow.graph.root, null, new Map());
  const parts: string[] = [];
  const width = Math.ceil(flow.layout.width ?? 0);
  const height = Math.ceil(flow.layout.height ?? 0);

  // States, outer first so inner ones paint above.
  for (const [id, { state, parent }] of states) {
    const box = boxes.get(id);
    if (!box) continue;
    const { x = 0, y = 0, width: w = 0, height: h = 0 } = box;
    const lit = options.active?.has(id) ?? false;
    const classes = ['state', `state-${state.kind}`, parent?.kind === 'parallel' ? 'state-region' : '', lit ? 'state-active' : ''].filter(Boolean).join(' ');
    const title = parent === null ? state.id : state.key;
    parts.push(`<g class="${classes}" data-state="${escapeXml(id)}">`);
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" />`);
    if (state.kind === 'final') parts.push(`<rect class="final-inner" x="${x + 3}" y="${y + 3}" width="${w - 6}" height="${h - 6}" rx="6" />`);
    parts.push(`<text class="state-name" x="${x + PAD}" y="${y + 17}">${escapeXml(state.kind === 'history' ? `${title} (H)` : title)}</text>`);
    stateLines(state).forEach((line, index) => {
      const transition = state.internal[index - state.invokes.length];
      const attribute = transition ? ` ${transitionAttributes(transition)}` : ' data-invoke=""';
      const uncovered = transition && options.covered && !options.covered.has(transition.key) ? ' edge-uncovered' : '';
      parts.push(`<text class="state-line${uncovered}"${attribute} x="${x + PAD}" y="${y + HEADER + 12 + index * LINE_HEIGHT}">${escapeXml(line)}</text>`);
    });
    parts.push('</g>');
  }

  const transitions = new Map(flow.graph.transitions.map((transition) => [transition.id, transition]));
  for (const edge of (flow.layout.edges ?? []) as ElkExtendedEdge[]) {
    const transition = transitions.get(edge.id);
    const isStart = transition === undefined;
    const covered = options.covered === undefined || transition === undefined || options.covered.has(transition.key);
    for (const section of edge.sections ?? []) {
      const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint];
      const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
      const classes = ['edge', isStart ? 'edge-start' : '', covered ? '' : 'edge-uncovered'].filter(Boolean).join(' ');
      parts.push(`<path class="${classes}"${transition ? ` ${transitionAttributes(transition)}` : ''} d="${path}" marker-end="url(#arrow)" />`);
    }
    for (const label of edge.labels ?? []) {
      parts.push(
        `<text class="edge-label${covered ? '' : ' edge-uncovered'}" x="${label.x ?? 0}" y="${(label.y ?? 0) + 12}">${escapeXml(label.text ?? '')}</text>`,
      );
    }
  }
  for (const [id, { state }] of states) {
    if (!state.initial) continue;
    const dot = boxes.get(`${id}.__start`);
    if (dot) parts.push(`<circle class="start" cx="${(dot.x ?? 0) + START_SIZE / 2}" cy="${(dot.y ?? 0) + START_SIZE / 2}" r="${START_SIZE / 2}" />`);
  }

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="flow" data-machine="${escapeXml(flow.graph.machine)}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(options.label ?? `Statechart of ${flow.graph.machine}`)}">`,
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" /></marker></defs>`,
    `<style>${FLOW_STYLE}</style>`,
    ...parts,
    '</svg>',
  ].join('\n');
}

/** The drawing's own look, inside the SVG so a saved file shows the same. */
const FLOW_STYLE = `
.flow { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: ${FONT_SIZE}px; }
.flow .state rect { fill: #ffffff; stroke: #64748b; stroke-width: 1.2; }
.flow .state-compound > rect, .flow .state-parallel > rect { fill: #f8fafc; }
.flow .state-region > rect { stroke-dasharray: 5 4; }
.flow .state-final rect.final-inner { fill: none; }
.flow .state-active > rect { fill: #fef3c7; stroke: #b45309; stroke-width: 2.5; }
.flow .state-compound.state-active > rect, .flow .state-parallel.state-active > rect { fill: #fffbeb; }
.flow .state-name { font-weight: 700; fill: #0f172a; }
.flow .state-line { fill: #334155; }
.flow .edge { fill: none; stroke: #334155; stroke-width: 1.2; }
.flow .edge-start { stroke: #0f172a; }
.flow marker path { fill: #334155; }
.flow .edge-label { fill: #1e3a8a; }
.flow path.edge-uncovered { stroke: #dc2626; stroke-dasharray: 4 3; }
.flow text.edge-uncovered { fill: #991b1b; }
.flow .start { fill: #0f172a; }
`;
