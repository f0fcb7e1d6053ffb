/** The meal-type list (spec section 2): icon, meal type, date, status toggle; view, edit, delete. */
import { mealPaths } from './meal-contract';
import { Salad } from 'lucide-react';
import { mealActors, mealKeys } from './meal-calls';
import type { MealRow } from './meal-contract';
import { dateColumn, thumbnailColumn } from '../../src/app/kit/columns';
import type { ListArea } from '../../src/app/kit/list-area';
import { CellText } from '../../src/ui/cell-text';
import { MealView } from './meal-view';

export const mealListArea: ListArea<MealRow> = {
  path: '/meal',
  exportPath: mealPaths.export,
  bulk: { status: mealPaths.bulkStatus, delete: mealPaths.bulkDelete },
  trash: 'meal',
  text: {
    title: 'meals.title',
    description: 'meals.description',
    count: 'meals.count',
    add: 'meals.add',
    searchLabel: 'meals.search',
    searchPlaceholder: 'meals.searchPlaceholder',
    noMatchBody: 'meals.noMatch',
    empty: 'meals.empty',
    deleteTitle: 'meals.deleteTitle',
  },
  columns: [
    thumbnailColumn('meals.column.icon', (meal) => meal.image),
    { id: 'mealType', header: 'meals.field.mealType', sortKey: 'meal_type', cell: (meal) => <CellText tone="strong">{meal.meal_type}</CellText> },
    dateColumn('content.column.date', (meal) => meal.created_at, 'created_at'),
  ],
  labelOf: (meal) => meal.meal_type,
  status: { isActive: (meal) => meal.is_active, sortKey: 'is_active' },
  actions: ['view', 'edit', 'delete'],
  View: MealView,
  icon: Salad,
  queryKey: mealKeys.all,
  actors: mealActors,
};
