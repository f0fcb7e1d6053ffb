/** Any route the table does not know: a way back to the dashboard. */
import { Compass } from 'lucide-react';
import { StatusPage } from '../../ui/status-page';

export default function NotFoundScreen() {
  return (
    <StatusPage
      id="not-found"
      icon={<Compass size={28} />}
      codeId="notFound.code"
      titleId="notFound.title"
      bodyId="notFound.body"
      action={{ href: '/dashboard', labelId: 'notFound.action' }}
    />
  );
}
