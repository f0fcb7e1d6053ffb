/** /static-page: the generic list over the static-page area. */
import { ListScreen } from '../../src/app/kit/list-screen';
import { staticPageListArea } from './static-page-list-area';

export default function StaticPageListScreen() {
  return <ListScreen area={staticPageListArea} />;
}
