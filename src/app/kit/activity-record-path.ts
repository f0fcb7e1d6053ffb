/**
 * Where the activity log links a record it names (issue #31 item 6): its area's edit screen. An
 * account row's record is an admin, shown by the admin area. An area with no edit screen (the
 * subscription details) and a role (a record with no area, or a role rule's row) have no address:
 * the name shows alone.
 *
 * Spelled out rather than read from src/app/areas.ts: the kit is shared by the shell's chunks, and
 * importing the area list into it made the built app fail at start (React error 130, a component
 * still undefined while chunks that import each other load). tests/unit/activity-record-path.test.ts
 * holds this list to the area list.
 */
import type { ActivityArea } from '../../api/contract/activity';

/** The areas the sidebar lists without an add or edit screen. */
export const AREAS_WITHOUT_EDIT_SCREEN: ReadonlySet<ActivityArea> = new Set(['subscription-details']);

export function activityRecordPath(area: ActivityArea | null, id: number): string | undefined {
  if (area === null || area === 'role') return undefined;
  const shown = area === 'account' ? 'admin' : area;
  return AREAS_WITHOUT_EDIT_SCREEN.has(shown) ? undefined : `/${shown}/edit/${id}`;
}
