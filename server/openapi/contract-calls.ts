/**
 * Every call of the contract in the API document's groups: the areas' (server/areas/index.ts, in
 * the sidebar's order) and then the calls that belong to no area (contract/core-calls.ts).
 */
import { coreCalls } from '../../src/api/contract/core-calls';
import { SERVER_AREAS } from '../areas';
import type { CallGroup } from './openapi-document';

export const contractCallGroups = (): CallGroup[] => [
  ...SERVER_AREAS.map(({ name, calls }) => ({ name, calls: calls() })),
  ...Object.entries(coreCalls()).map(([name, calls]) => ({ name, calls })),
];
