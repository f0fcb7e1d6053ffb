/** The activity entries of the one-row actions every list shares: a status change and a delete. */
import type { ActivityArea } from '../../src/api/contract/activity';
import type { ActivityEntry, ActivityRecordRef } from './record-activity';

export const statusEntry = (area: ActivityArea, record: ActivityRecordRef, isActive: boolean): ActivityEntry => ({
  action: isActive ? 'activate' : 'deactivate',
  area,
  record,
  changed: [{ field: 'is_active', from: !isActive, to: isActive }],
});

export const deleteEntry = (area: ActivityArea, record: ActivityRecordRef): ActivityEntry => ({ action: 'delete', area, record });
