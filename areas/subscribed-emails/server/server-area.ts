/** The mailing list (spec section 7; DESIGN.md section 6 "/subscription-details"): listed and exported. */
import { callFolder } from '../../../server/auth/call-address';
import { subscribedEmailCalls, subscribedEmailListRequest, subscribedEmailPaths, subscribedEmailRow, subscriberAnswers } from '../subscribed-email-contract';
import { listSubscribers } from './subscriber-records';
import { exported } from '../../../server/lists/exported';
import { subscribedEmailRoutes } from './subscribed-email-routes';
import type { ServerArea } from '../../../server/areas/server-area';

export const serverArea: ServerArea = {
  name: 'Mailing list',
  calls: subscribedEmailCalls,
  answers: subscriberAnswers,
  routes: subscribedEmailRoutes,
  access: [
    { prefix: callFolder(subscribedEmailPaths.list), modules: ['subscription-details'] },
  ],
  export: exported({ path: subscribedEmailPaths.export, name: 'subscribed-emails', request: subscribedEmailListRequest, row: subscribedEmailRow, list: listSubscribers }),
};
