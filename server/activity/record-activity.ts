/**
 * Writes one activity row (issue #15 item 1). Called with the transaction of the change it
 * describes, so a change that rolls back leaves no row, and a row never describes a change that
 * did not happen: an edit, a profile save or a status change that changed no field writes none
 * (issue #31 item 6). The record as the change left it is kept beside the row (record-version.ts),
 * and the change is published to the live streams of every process (server/live).
 */
import type { ActivityAction, ActivityArea, StoredActivityChange } from '../../src/api/contract/activity';
import type { Database, Transaction } from '../db/client';
import { activity } from '../db/schema';
import type { ActivityWho } from './activity-who';
import { recordable } from './changed-fields';
import { recordVersion } from './record-version';
import { toLiveChange } from '../live/live-changes';
import { publishChange } from '../live/publish-change';

export type ActivityRecordRef = { id: number; label: string };

export type ActivityEntry = {
  action: ActivityAction;
  area: ActivityArea;
  /** The record changed, by its id and its name as its list shows it (an account row: the admin's own account). */
  record?: ActivityRecordRef;
  /** The contract's field names, or the fields with their old and new values (changed-fields.ts). */
  changed?: readonly (string | StoredActivityChange)[];
};

/** Actions that are only news when a field changed: saving a form as it was, or setting a status it had, is not a change. */
const CHANGES_ONLY: ReadonlySet<ActivityAction> = new Set(['edit', 'profile', 'activate', 'deactivate']);

export async function recordActivity(tx: Transaction | Database, who: ActivityWho, entry: ActivityEntry): Promise<void> {
  const given = entry.changed ?? [];
  const changed = recordable(given.map((change) => (typeof change === 'string' ? change : change.field)));
  const changes = given.filter((change): change is StoredActivityChange => typeof change !== 'string' && recordable([change.field]).length > 0);
  if (CHANGES_ONLY.has(entry.action) && changed.length === 0) return;
  const [written] = await tx.insert(activity).values({
    createdAt: who.at,
    adminId: who.adminId,
    adminName: who.adminName,
    action: entry.action,
    area: entry.area,
    recordId: entry.record?.id ?? null,
    recordLabel: entry.record?.label ?? '',
    // Filtered here too: no caller can put a secret's name into a row by mistake.
    changed,
    changes: changes.length > 0 ? changes : null,
    ip: who.ip,
  }).returning({ id: activity.id, chainSeq: activity.chainSeq, createdAt: activity.createdAt });
  // The record as this change left it, for "Restore this version" (issue #33 item 1).
  if (entry.record) await recordVersion(tx, written!.id, entry.action, entry.area, entry.record.id);
  // To the browsers of every process once this commits (issue #33 item 3). A row written past the
  // chain's trigger has no place in it, so no event id: it is not published.
  if (written!.chainSeq !== null) {
    await publishChange(tx, toLiveChange({ ...written!, chainSeq: written!.chainSeq, area: entry.area, action: entry.action, recordId: entry.record?.id ?? null, recordLabel: entry.record?.label ?? '', adminId: who.adminId, adminName: who.adminName, changed }));
  }
}
