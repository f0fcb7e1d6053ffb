/** "Active" in green or "Inactive" in grey, with a dot: a record's active flag at a glance. */
import { useIntl } from 'react-intl';
import { Badge } from '../../ui/badge';

export function ActiveBadge({ active }: { active: boolean }) {
  const intl = useIntl();
  return (
    <Badge tone={active ? 'success' : 'neutral'} dot>
      {intl.formatMessage({ id: active ? 'kit.status.active' : 'kit.status.inactive' })}
    </Badge>
  );
}
