/** /activity: the generic read-only list over the activity log, with its filters. */
import { ListScreen } from '../../app/kit/list-screen';
import { activityListArea } from './activity-list-area';

export default function ActivityListScreen() {
  return <ListScreen area={activityListArea} />;
}
