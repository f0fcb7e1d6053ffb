/** The activity entries of the one-row actions every list shares: a status change and a delete. */
import type { ActivityArea } from '../../src/api/contract/activity';
import type { ActivityEntry, ActivityRecordRef } from './record-activity';

/**
 * `wasActive` is the value the row held before the change, read in the change's transaction (not
 * assumed to be the opposite: a bulk call or a second tab may set a row to what it already was).
 * Set to what it was, nothing changed, so recordActivity writes no row.
 */
export const statusEntry = (area: ActivityArea, record: ActivityRecordRef, wasActive: boolean, isActive: boolean): ActivityEntry => ({
  action: isActive ? 'activate' : 'deactivate',
  area,
  record,
  changed: wasActive === isActive ? [] : [{ field: 'is_active', from: wasActive, to: isActive }],
});

export const deleteEntry = (area: ActivityArea, record: ActivityRecordRef): ActivityEntry => ({ action: 'delete', area, record });
