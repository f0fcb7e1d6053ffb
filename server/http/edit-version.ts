/**
 * No silent overwrite (issue #15 item 2): an edit may send the version of the record it was based
 * on; the stored row must still be that version, or the edit is refused with 409 and changes
 * nothing. Every edit adds one to the version in the same UPDATE. The check runs on the row as it
 * is locked for the update, so two saves of one version cannot both pass (and the activity log
 * compares the edit with the very row it replaced). An edit without a version (the spec's
 * clients send none) is not checked.
 */
import { answer } from '../../src/api/contract/answer-codes';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { HttpError } from './http-error';

export const STALE_EDIT = answer('edit.stale');
const stale = () => new HttpError(409, STALE_EDIT);

/** The row's next version, set by the same UPDATE. */
export const nextVersion = (column: AnyColumn): SQL<number> => sql<number>`${column} + 1`;

/** For an edit that locked the row first: 409 unless it was based on the stored version. */
export function assertCurrentVersion(stored: number, sent: number | undefined): void {
  if (sent !== undefined && sent !== stored) throw stale();
}
