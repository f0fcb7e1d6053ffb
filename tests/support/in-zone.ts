/**
 * Runs `check` with this process's local clock in `zone` (Node re-reads TZ when it is set), then
 * puts the zone back: the product converts with Date's local clock, the browser's zone, so a
 * test chooses the zone the way a machine does.
 */
export function inZone<T>(zone: string, check: () => T): T {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    return check();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}
