/** Ingredients (spec section 7 "Ingredients"). */
import { callAddress, callFolder } from '../auth/call-address';
import { ingredientCalls, ingredientListRequest, ingredientPaths, ingredientRow } from '../../src/api/contract/ingredients';
import { listIngredients } from '../content/ingredient-records';
import { exported } from '../lists/exported';
import { deleteIngredient, ingredientRoutes } from '../routes/ingredients';
import type { ServerArea } from './server-area';

export const ingredientArea: ServerArea = {
  name: 'Ingredients',
  calls: ingredientCalls,
  routes: ingredientRoutes,
  access: [
    { prefix: callFolder(ingredientPaths.list), modules: ['ingredients'] },
    // The class form picks its ingredients.
    { prefix: callAddress(ingredientPaths.all), modules: ['ingredients', 'class'] },
  ],
  export: exported({ path: ingredientPaths.export, name: 'ingredients', request: ingredientListRequest, row: ingredientRow, list: listIngredients }),
  bulk: { bulkDelete: ingredientPaths.bulkDelete, remove: deleteIngredient },
};
