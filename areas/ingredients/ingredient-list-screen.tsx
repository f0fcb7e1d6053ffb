/** /ingredients: the generic list over the ingredient area. */
import { ListScreen } from '../../src/app/kit/list-screen';
import { ingredientListArea } from './ingredient-list-area';

export default function IngredientListScreen() {
  return <ListScreen area={ingredientListArea} />;
}
