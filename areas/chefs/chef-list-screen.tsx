/** /chef: the generic list over the chef area. */
import { ListScreen } from '../../src/app/kit/list-screen';
import { chefListArea } from './chef-list-area';

export default function ChefListScreen() {
  return <ListScreen area={chefListArea} />;
}
