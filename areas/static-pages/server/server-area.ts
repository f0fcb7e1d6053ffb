/** Static pages (spec section 7 "Static pages"): listed and edited, never added (DESIGN.md section 6). */
import { callAddress, callFolder } from '../../../server/auth/call-address';
import { pageAnswers, staticPageCalls, staticPageListRequest, staticPagePaths, staticPageRow } from '../static-page-contract';
import { findPage, listPages, toPageRow } from './static-page-records';
import { exported } from '../../../server/lists/exported';
import { staticPageRoutes } from './static-page-routes';
import type { ServerArea } from '../../../server/areas/server-area';

export const serverArea: ServerArea = {
  name: 'Static pages',
  calls: staticPageCalls,
  answers: pageAnswers,
  routes: staticPageRoutes,
  access: [
    { prefix: callFolder(staticPagePaths.list), modules: ['static-page'] },
    { prefix: callAddress(staticPagePaths.view), modules: ['static-page'] },
  ],
  export: exported({ path: staticPagePaths.export, name: 'static-pages', request: staticPageListRequest, row: staticPageRow, list: listPages }),
  history: { path: staticPagePaths.history, area: 'static-page', version: async (db, id) => toPageRow(await findPage(db, id)) },
};
