/** Static pages (spec section 7 "Static pages"): listed and edited, never added (DESIGN.md section 6). */
import { callAddress, callFolder } from '../auth/call-address';
import { staticPageCalls, staticPageListRequest, staticPagePaths, staticPageRow } from '../../src/api/contract/static-pages';
import { listPages } from '../content/static-page-records';
import { exported } from '../lists/exported';
import { staticPageRoutes } from '../routes/static-pages';
import type { ServerArea } from './server-area';

export const staticPageArea: ServerArea = {
  name: 'Static pages',
  calls: staticPageCalls,
  routes: staticPageRoutes,
  access: [
    { prefix: callFolder(staticPagePaths.list), modules: ['static-page'] },
    { prefix: callAddress(staticPagePaths.view), modules: ['static-page'] },
  ],
  export: exported({ path: staticPagePaths.export, name: 'static-pages', request: staticPageListRequest, row: staticPageRow, list: listPages }),
  history: { path: staticPagePaths.history, area: 'static-page' },
};
