/**
 * What every actor the app starts is inspected with: the flow journal's front, and the Stately
 * inspector when it is open (boot.ts). A type of its own so that the modules boot.ts starts can
 * name it without importing boot.ts back.
 */
import type { InspectionEvent } from 'xstate';

export type Inspect = (inspection: InspectionEvent) => void;
