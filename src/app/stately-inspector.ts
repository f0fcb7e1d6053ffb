/**
 * `?inspect` in a development build connects the Stately inspector, so a developer watches
 * every live flow in the XState visualiser (DESIGN.md section 3). Secrets are masked with
 * the flow journal's redaction before anything leaves the page. Imported lazily: the
 * inspector never ships in the production first load.
 */
import { createBrowserInspector } from '@statelyai/inspect';
import { redact } from '../journal/redact';
import type { Inspect } from '../journal/inspect';

type Serializable = { event?: unknown; snapshot?: { context?: unknown; value?: unknown; output?: unknown } };

function mask<T>(inspection: T): T {
  const item = inspection as Serializable;
  return {
    ...item,
    ...(item.event !== undefined && { event: redact(item.event) }),
    ...(item.snapshot !== undefined && {
      snapshot: { ...item.snapshot, context: redact(item.snapshot.context), output: redact(item.snapshot.output) },
    }),
  } as T;
}

export function connectStatelyInspector(): Inspect {
  const inspector = createBrowserInspector({ serialize: mask });
  return (inspection) => inspector.inspect.next?.(inspection);
}
