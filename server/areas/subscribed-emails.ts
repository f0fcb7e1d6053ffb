/** The mailing list (spec section 7; DESIGN.md section 6 "/subscription-details"): listed and exported. */
import { callFolder } from '../auth/call-address';
import { subscribedEmailCalls, subscribedEmailListRequest, subscribedEmailPaths, subscribedEmailRow } from '../../src/api/contract/subscribed-emails';
import { listSubscribers } from '../content/subscriber-records';
import { exported } from '../lists/exported';
import { subscribedEmailRoutes } from '../routes/subscribed-emails';
import type { ServerArea } from './server-area';

export const subscribedEmailArea: ServerArea = {
  name: 'Mailing list',
  calls: subscribedEmailCalls,
  routes: subscribedEmailRoutes,
  access: [
    { prefix: callFolder(subscribedEmailPaths.list), modules: ['subscription-details'] },
  ],
  export: exported({ path: subscribedEmailPaths.export, name: 'subscribed-emails', request: subscribedEmailListRequest, row: subscribedEmailRow, list: listSubscribers }),
};
