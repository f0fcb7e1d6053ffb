/**
 * The ingredient form (spec sections 2, 5): one Name field, required and trimmed, shown with a
 * capital first letter as it is typed; the call sends it trimmed with its first letter
 * upper-cased (ingredient-calls.ts). Enter submits (a form's own behaviour). A save returns to
 * /ingredients after 1 s.
 */
import { ingredientActors, ingredientKeys, type IngredientDraft, type IngredientRecord } from './ingredient-calls';
import { ingredientAddRequest } from './ingredient-contract';
import { REDIRECT_AFTER_SAVE_MS } from '../../src/constants';
import { defineFormArea, formTexts } from '../../src/app/kit/define-form-area';

/** The first letter upper-cased as it is typed; blanks before it are left for the save to trim. */
export const capitaliseTyped = (typed: string) => typed.replace(/^(\s*)(\p{Ll})/u, (_, blanks: string, letter: string) => blanks + letter.toUpperCase());

export const ingredientForm = defineFormArea<IngredientDraft, IngredientRecord>({
  id: 'ingredientForm',
  schema: { add: ingredientAddRequest, edit: ingredientAddRequest },
  empty: { name: '' },
  fromRecord: (ingredient) => ({ name: ingredient.name }),
  listPath: '/ingredients',
  redirectAfter: { add: REDIRECT_AFTER_SAVE_MS, edit: REDIRECT_AFTER_SAVE_MS },
  text: formTexts('ingredients'),
  fields: [
    {
      kind: 'text',
      name: 'name',
      label: 'ingredients.field.name',
      autoComplete: 'off',
      placeholder: 'ingredients.namePlaceholder',
      hint: 'ingredients.nameHint',
      normalise: capitaliseTyped,
      span: 'full',
    },
  ],
  queryKey: ingredientKeys.all,
  actors: ingredientActors,
});
