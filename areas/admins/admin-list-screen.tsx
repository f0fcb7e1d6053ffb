/** /admin: the generic list over the admin area. */
import { ListScreen } from '../../src/app/kit/list-screen';
import { adminListArea } from './admin-list-area';

export default function AdminListScreen() {
  return <ListScreen area={adminListArea} />;
}
