/** The Changed column: each field by its label, with old → new where the row kept values. */
import type { ActivityRow } from '../../api/contract/activity';
import { ActivityChanges } from '../../app/kit/activity-changes';

export function ChangedFields({ row }: { row: ActivityRow }) {
  return <ActivityChanges changed={row.changed} changes={row.changes} />;
}
