/** Ingredients (spec section 7 "Ingredients"). */
import { ingredientTrash } from './ingredient-trash';
import { callAddress, callFolder } from '../../../server/auth/call-address';
import { ingredientAnswers, ingredientCalls, ingredientListRequest, ingredientPaths, ingredientRow } from '../ingredient-contract';
import { listIngredients } from './ingredient-records';
import { exported } from '../../../server/lists/exported';
import { deleteIngredient, ingredientRoutes } from './ingredient-routes';
import { ingredients } from './tables';
import { labelsFrom } from '../../../server/bulk/row-labels';
import type { ServerArea } from '../../../server/areas/server-area';
import { NO_DETAIL, shownAs } from '../../../server/search/search-source';

export const serverArea: ServerArea = {
  name: 'Ingredients',
  calls: ingredientCalls,
  answers: ingredientAnswers,
  routes: ingredientRoutes,
  access: [
    { prefix: callFolder(ingredientPaths.list), modules: ['ingredients'] },
    // The class form picks its ingredients.
    { prefix: callAddress(ingredientPaths.all), modules: ['ingredients', 'class'] },
  ],
  export: exported({ path: ingredientPaths.export, name: 'ingredients', request: ingredientListRequest, row: ingredientRow, list: listIngredients }),
  bulk: { bulkDelete: ingredientPaths.bulkDelete, remove: deleteIngredient, labels: labelsFrom(ingredients, ingredients.id, ingredients.name) },
  search: { area: 'ingredients', table: ingredients, id: ingredients.id, label: shownAs(ingredients.name), detail: NO_DETAIL, searchText: ingredients.searchText, listPath: ingredientPaths.list },
  trash: ingredientTrash,
};
