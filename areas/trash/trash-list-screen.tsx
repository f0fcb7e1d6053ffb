/** /trash: the generic list over the trash, with its area filter, Restore and Remove for good. */
import { ListScreen } from '../../src/app/kit/list-screen';
import { trashListArea } from './trash-list-area';

export default function TrashListScreen() {
  return <ListScreen area={trashListArea} />;
}
