/** The chain check with its real effect: `GET activity/chain` (issue #32 item 5). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/client';
import { activityChainResponse, activityPaths, type ActivityChainReport } from '../../api/contract/activity';
import { chainCheckMachine } from '../../machines/chain-check.machine';
import { supplyAll } from '../../machines/supplied';

export const liveChainCheck = (client: ApiClient) =>
  supplyAll(chainCheckMachine, {
    actors: {
      verifyChain: fromPromise<ActivityChainReport, void>(async ({ signal }) => (await client.call(activityChainResponse, activityPaths.chain, { method: 'GET', signal })).data),
    },
  });
