/** Meal types (spec section 7 "Meal icons"). */
import { mealTrash } from './meal-trash';
import { callAddress, callFolder } from '../../../server/auth/call-address';
import { mealAnswers, mealCalls, mealListRequest, mealPaths, mealRow } from '../meal-contract';
import { findMeal, listMeals, toMealRow } from './meal-records';
import { exported } from '../../../server/lists/exported';
import { deleteMeal, mealRoutes, setMealStatus } from './meal-routes';
import { mealIcons } from './tables';
import { labelsFrom } from '../../../server/bulk/row-labels';
import type { ServerArea } from '../../../server/areas/server-area';
import { NO_DETAIL, shownAs } from '../../../server/search/search-source';

export const serverArea: ServerArea = {
  name: 'Meal types',
  calls: mealCalls,
  answers: mealAnswers,
  routes: mealRoutes,
  access: [
    { prefix: callFolder(mealPaths.list), modules: ['meal'] },
    // The class form picks its meal type.
    { prefix: callAddress(mealPaths.lookup), modules: ['meal', 'class'] },
  ],
  export: exported({ path: mealPaths.export, name: 'meal-types', request: mealListRequest, row: mealRow, list: listMeals }),
  bulk: { bulkStatus: mealPaths.bulkStatus, setStatus: setMealStatus, bulkDelete: mealPaths.bulkDelete, remove: deleteMeal, labels: labelsFrom(mealIcons, mealIcons.id, mealIcons.mealType) },
  history: { path: mealPaths.history, area: 'meal', version: async (db, id) => toMealRow(await findMeal(db, id)) },
  search: { area: 'meal', table: mealIcons, id: mealIcons.id, label: shownAs(mealIcons.mealType), detail: NO_DETAIL, searchText: mealIcons.searchText, listPath: mealPaths.list },
  trash: mealTrash,
};
