/** Chefs (spec section 7 "Chefs"). */
import { chefTrash } from './chef-trash';
import { callAddress, callFolder } from '../../../server/auth/call-address';
import { chefAnswers, chefCalls, chefListRequest, chefPaths, chefRow } from '../chef-contract';
import { findChef, listChefs, toChefRow } from './chef-records';
import { exported } from '../../../server/lists/exported';
import { chefRoutes, deleteChef, setChefStatus } from './chef-routes';
import { chefs } from './tables';
import { labelsFrom } from '../../../server/bulk/row-labels';
import type { ServerArea } from '../../../server/areas/server-area';
import { shownAs } from '../../../server/search/search-source';

export const serverArea: ServerArea = {
  name: 'Chefs',
  calls: chefCalls,
  answers: chefAnswers,
  routes: chefRoutes,
  access: [
    { prefix: callFolder(chefPaths.list), modules: ['chef'] },
    // The class form picks its chef: the look-up opens to the class module too.
    { prefix: callAddress(chefPaths.lookup), modules: ['chef', 'class'] },
  ],
  export: exported({ path: chefPaths.export, name: 'chefs', request: chefListRequest, row: chefRow, list: listChefs }),
  bulk: { bulkStatus: chefPaths.bulkStatus, setStatus: setChefStatus, bulkDelete: chefPaths.bulkDelete, remove: deleteChef, labels: labelsFrom(chefs, chefs.id, chefs.name) },
  history: { path: chefPaths.history, area: 'chef', version: async (db, id) => toChefRow(await findChef(db, id)) },
  search: { area: 'chef', table: chefs, id: chefs.id, label: shownAs(chefs.name), detail: shownAs(chefs.email), searchText: chefs.searchText, listPath: chefPaths.list },
  trash: chefTrash,
};
