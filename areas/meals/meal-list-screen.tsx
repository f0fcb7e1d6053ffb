/** /meal: the generic list over the meal-type area. */
import { ListScreen } from '../../src/app/kit/list-screen';
import { mealListArea } from './meal-list-area';

export default function MealListScreen() {
  return <ListScreen area={mealListArea} />;
}
