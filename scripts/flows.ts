/**
 * `npm run flows`: draws every machine of the app, the area forms the factory builds included,
 * into reports/flows/index.html (issue #35 item 1). Offline: ELK lays each chart out here and the
 * page carries its SVGs inline. Open the file in any browser.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ELK from 'elkjs/lib/elk.bundled.js';
import { loadKnownMachines } from '../src/devtools/known-machines';
import { loadAreas } from '../src/app/load-areas';
import { flowsPage } from '../src/flows/flows-page';
import { flowSvg, layoutFlow } from '../src/flows/flow-drawing';
import { machineGraph } from '../src/flows/machine-graph';

const OUT_DIR = join('reports', 'flows');

const elk = new ELK();
const drawings = [];
for (const machine of [...(await loadKnownMachines(await loadAreas()))].sort((a, b) => a.id.localeCompare(b.id))) {
  const graph = machineGraph(machine);
  drawings.push({ graph, svg: flowSvg(await layoutFlow(graph, elk)) });
}
mkdirSync(OUT_DIR, { recursive: true });
const file = join(OUT_DIR, 'index.html');
writeFileSync(file, flowsPage('Flows of the back-office', drawings));
console.log(`Drew ${drawings.length} machines into ${file}`);
