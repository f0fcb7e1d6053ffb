/**
 * The meal-type form (spec sections 2, 5): meal type and icon image, with no minimum size. The
 * spec sets no rule on it; the server needs a name and, on add, an icon, so the form asks for
 * them with the standard message instead of sending a call it knows will be refused. A save
 * returns to /meal after 1 s.
 */
import * as v from 'valibot';
import { mealActors, mealKeys, type MealDraft } from './meal-calls';
import { REQUIRED, requiredText } from '../../src/api/contract/fields';
import { mealPaths, type MealRow } from './meal-contract';
import { REDIRECT_AFTER_SAVE_MS } from '../../src/constants';
import { defineFormArea, formTexts } from '../../src/app/kit/define-form-area';

const mealType = requiredText(100);

export const mealForm = defineFormArea<MealDraft, MealRow>({
  id: 'mealForm',
  schema: {
    add: v.object({ meal_type: mealType, image: v.instance(File, REQUIRED) }),
    // On edit the stored icon stays when none is chosen; the picked file is checked by the image field.
    edit: v.object({ meal_type: mealType }),
  },
  empty: { meal_type: '', image: null },
  fromRecord: (meal) => ({ meal_type: meal.meal_type, image: null }),
  listPath: '/meal',
  redirectAfter: { add: REDIRECT_AFTER_SAVE_MS, edit: REDIRECT_AFTER_SAVE_MS },
  text: formTexts('meals'),
  fields: [
    { kind: 'text', name: 'meal_type', label: 'meals.field.mealType', autoComplete: 'off', placeholder: 'meals.mealTypePlaceholder', span: 'full' },
    { kind: 'image', name: 'image', label: 'meals.field.icon', hint: 'meals.iconHint', span: 'full', minSide: null, shape: 'square', currentUrl: (meal) => meal.image },
  ],
  queryKey: mealKeys.all,
  actors: mealActors,
  history: mealPaths.history,
});
