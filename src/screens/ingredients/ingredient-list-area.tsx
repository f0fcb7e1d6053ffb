/**
 * The ingredient list (spec section 2): name; edit (the row is handed to the edit page, as
 * there is no view call) and delete. "Add Ingredient" above it.
 */
import { ingredientPaths } from '../../api/contract/ingredients';
import { Carrot } from 'lucide-react';
import { ingredientActors, ingredientKeys } from '../../api/ingredients';
import type { IngredientRow } from '../../api/contract/ingredients';
import type { ListArea } from '../../app/kit/list-area';
import { CellText } from '../../ui/cell-text';

export const ingredientListArea: ListArea<IngredientRow> = {
  path: '/ingredients',
  exportPath: ingredientPaths.export,
  bulk: { delete: ingredientPaths.bulkDelete },
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
