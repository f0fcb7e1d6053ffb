/** Any route the table does not know: a way back to the dashboard. */
import { Compass } from 'lucide-react';
import { StatusPage } from '../../ui/status-page';

export default function NotFoundScreen() {
  return <StatusPage messages="notFound" icon={<Compass size={28} />} />;
}
