/** /user: the generic list over the user area. */
import { ListScreen } from '../../src/app/kit/list-screen';
import { userListArea } from './user-list-area';

export default function UserListScreen() {
  return <ListScreen area={userListArea} />;
}
