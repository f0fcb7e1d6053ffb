/**
 * Where the activity log links a record it names (issue #31 item 6): its area's edit screen. An
 * account row's record is an admin, shown by the admin area. An area with no edit screen (the
 * subscription details) and a record with no area (a role) have no address: the name shows alone.
 */
import type { ActivityArea } from '../../api/contract/activity';
import { areas } from '../areas';

const EDITABLE = new Set(areas.filter((area) => area.form !== undefined).map((area) => area.path));

export function activityRecordPath(area: ActivityArea | null, id: number): string | undefined {
  if (area === null) return undefined;
  const path = `/${area === 'account' ? 'admin' : area}`;
  return EDITABLE.has(path) ? `${path}/edit/${id}` : undefined;
}
