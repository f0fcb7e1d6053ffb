/**
 * The machine the figures came from, printed beside them: its cores, CPU model and load while the
 * bench ran (other work on a 2-core host moves Lighthouse's scores by several points).
 */
import { cpus, loadavg } from 'node:os';

export function describeHost(): string {
  const processors = cpus();
  const model = processors[0]?.model.trim() ?? 'unknown CPU';
  const load = loadavg().map((value) => value.toFixed(2)).join(' / ');
  return `${processors.length} cores, ${model}; load average (1 / 5 / 15 min) ${load}`;
}
