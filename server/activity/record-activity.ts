/**
 * Writes one activity row (issue #15 item 1). Called with the transaction of the change it
 * describes, so a change that rolls back leaves no row, and a row never describes a change that
 * did not happen.
 */
import type { ActivityAction, ActivityArea } from '../../src/api/contract/activity';
import type { Database, Transaction } from '../db/client';
import { activity } from '../db/schema';
import type { ActivityWho } from './activity-who';
import { recordable } from './changed-fields';

export type ActivityRecordRef = { id: number; label: string };

export type ActivityEntry = {
  action: ActivityAction;
  area: ActivityArea;
  /** The record changed, by its id and its name as its list shows it; none for a sign-in or sign-out. */
  record?: ActivityRecordRef;
  /** The contract's field names (changed-fields.ts). */
  changed?: readonly string[];
};

export async function recordActivity(tx: Transaction | Database, who: ActivityWho, entry: ActivityEntry): Promise<void> {
  await tx.insert(activity).values({
    createdAt: who.at,
    adminId: who.adminId,
    adminName: who.adminName,
    action: entry.action,
    area: entry.area,
    recordId: entry.record?.id ?? null,
    recordLabel: entry.record?.label ?? '',
    // Filtered here too: no caller can put a secret's name into a row by mistake.
    changed: recordable(entry.changed ?? []),
    ip: who.ip,
  });
}
