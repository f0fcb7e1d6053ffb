/**
 * The activity log read as live changes (src/api/contract/live.ts): a row as the event a browser
 * gets, and the rows after a chain position, for a stream that resumes (`Last-Event-ID`) or a
 * process whose LISTEN connection was lost for a while.
 */
import { asc, desc, gt, isNotNull } from 'drizzle-orm';
import type { ActivityAction, ActivityArea } from '../../src/api/contract/activity';
import type { LiveChange } from '../../src/api/contract/live';
import type { Database } from '../db/client';
import { activity } from '../db/schema';

type ChangeRow = {
  chainSeq: number | null;
  createdAt: Date;
  area: string;
  action: string;
  recordId: number | null;
  recordLabel: string;
  adminId: number | null;
  adminName: string;
  changed: string[];
};

/** A NOTIFY payload is at most 8,000 bytes: a label or a field list beyond these is cut. */
const LABEL_MAX = 200;
const FIELDS_MAX = 60;

export function toLiveChange(row: ChangeRow & { chainSeq: number }): LiveChange {
  return {
    seq: row.chainSeq,
    at: row.createdAt.toISOString(),
    area: row.area as ActivityArea,
    action: row.action as ActivityAction,
    record_id: row.recordId,
    record_label: row.recordLabel.slice(0, LABEL_MAX),
    admin_id: row.adminId,
    admin_name: row.adminName.slice(0, LABEL_MAX),
    changed: row.changed.slice(0, FIELDS_MAX),
  };
}

const changeColumns = {
  chainSeq: activity.chainSeq,
  createdAt: activity.createdAt,
  area: activity.area,
  action: activity.action,
  recordId: activity.recordId,
  recordLabel: activity.recordLabel,
  adminId: activity.adminId,
  adminName: activity.adminName,
  changed: activity.changed,
};

/** The changes after `seq`, oldest first, at most `limit` (by the unique index on chain_seq). */
export async function changesAfter(db: Database, seq: number, limit: number): Promise<LiveChange[]> {
  const rows = await db.select(changeColumns).from(activity).where(gt(activity.chainSeq, seq)).orderBy(asc(activity.chainSeq)).limit(limit);
  return rows.filter((row): row is ChangeRow & { chainSeq: number } => row.chainSeq !== null).map(toLiveChange);
}

/** The newest change's place in the chain (0 when the log is empty). */
export async function newestSeq(db: Database): Promise<number> {
  const [row] = await db.select({ seq: activity.chainSeq }).from(activity).where(isNotNull(activity.chainSeq)).orderBy(desc(activity.chainSeq)).limit(1);
  return row?.seq ?? 0;
}
