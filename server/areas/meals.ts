/** Meal types (spec section 7 "Meal icons"). */
import { callAddress, callFolder } from '../auth/call-address';
import { mealCalls, mealListRequest, mealPaths, mealRow } from '../../src/api/contract/meals';
import { listMeals } from '../content/meal-records';
import { exported } from '../lists/exported';
import { deleteMeal, mealRoutes, setMealStatus } from '../routes/meals';
import type { ServerArea } from './server-area';

export const mealArea: ServerArea = {
  name: 'Meal types',
  calls: mealCalls,
  routes: mealRoutes,
  access: [
    { prefix: callFolder(mealPaths.list), modules: ['meal'] },
    // The class form picks its meal type.
    { prefix: callAddress(mealPaths.lookup), modules: ['meal', 'class'] },
  ],
  export: exported({ path: mealPaths.export, name: 'meal-types', request: mealListRequest, row: mealRow, list: listMeals }),
  bulk: { bulkStatus: mealPaths.bulkStatus, setStatus: setMealStatus, bulkDelete: mealPaths.bulkDelete, remove: deleteMeal },
  history: { path: mealPaths.history, area: 'meal' },
};
