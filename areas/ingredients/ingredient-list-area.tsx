/**
 * The ingredient list (spec section 2): name; edit (the row is handed to the edit page, as
 * there is no view call) and delete. "Add Ingredient" above it.
 */
import { ingredientPaths } from './ingredient-contract';
import { Carrot } from 'lucide-react';
import { ingredientActors, ingredientKeys } from './ingredient-calls';
import type { IngredientRow } from './ingredient-contract';
import type { ListArea } from '../../src/app/kit/list-area';
import { CellText } from '../../src/ui/cell-text';

export const ingredientListArea: ListArea<IngredientRow> = {
  path: '/ingredients',
  exportPath: ingredientPaths.export,
  bulk: { delete: ingredientPaths.bulkDelete },
  trash: 'ingredients',
  text: {
    title: 'ingredients.title',
    description: 'ingredients.description',
    count: 'ingredients.count',
    add: 'ingredients.add',
    searchLabel: 'ingredients.search',
    searchPlaceholder: 'ingredients.searchPlaceholder',
    noMatchBody: 'ingredients.noMatch',
    empty: 'ingredients.empty',
    deleteTitle: 'ingredients.deleteTitle',
  },
  columns: [{ id: 'name', header: 'ingredients.column.name', sortKey: 'name', cell: (row) => <CellText tone="strong">{row.name}</CellText> }],
  labelOf: (row) => row.name,
  actions: ['edit', 'delete'],
  handRowToEdit: true,
  icon: Carrot,
  queryKey: ingredientKeys.all,
  actors: ingredientActors,
};
