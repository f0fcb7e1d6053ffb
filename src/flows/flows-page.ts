/** One HTML page of statecharts (`npm run flows`, the QA path report): a contents list, then each drawing under its machine's name. */
import type { FlowGraph } from './machine-graph';
import { allStates } from './machine-graph';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export type Drawing = { graph: FlowGraph; svg: string; /** Anything to show under the chart (the path report's steps). */ after?: string };

export function flowsPage(title: string, drawings: readonly Drawing[], intro = ''): string {
  const contents = drawings
    .map(({ graph }) => `<li><a href="#${escapeHtml(graph.machine)}">${escapeHtml(graph.machine)}</a> <span class="figures">${allStates(graph).length - 1} states, ${graph.transitions.length} transitions</span></li>`)
    .join('\n');
  const sections = drawings
    .map(
      ({ graph, svg, after }) =>
        `<section id="${escapeHtml(graph.machine)}"><h2>${escapeHtml(graph.machine)}</h2><div class="chart">${svg}</div>${after ?? ''}</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font: 14px/1.5 system-ui, sans-serif; color: #0f172a; margin: 0; padding: 24px; background: #f1f5f9; }
h1 { font-size: 22px; margin: 0 0 8px; }
h2 { font-size: 18px; margin: 0 0 12px; }
nav ul { columns: 3 16em; padding-left: 18px; }
.figures { color: #334155; font-size: 12px; }
section { background: #fff; border: 1px solid #e2e8f0; border-radius: 10px; padding: 16px; margin: 16px 0; }
.chart { overflow-x: auto; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${intro}
<nav aria-label="Machines"><ul>
${contents}
</ul></nav>
${sections}
</body>
</html>
`;
}
