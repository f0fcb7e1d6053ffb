/**
 * No silent overwrite (issue #15 item 2): an edit may send the version of the record it was based
 * on; the stored row must still be that version, or the edit is refused with 409 and changes
 * nothing. Every edit adds one to the version in the same UPDATE. The check runs on the row as it
 * is locked for the update (or in the UPDATE's own WHERE), so two saves of one version cannot
 * both pass. An edit without a version (the spec's clients send none) is not checked.
 */
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { STALE_EDIT_CODE, STALE_EDIT_MESSAGE } from '../../src/api/contract/edit-version';
import { HttpError } from './http-error';

export const STALE_EDIT = STALE_EDIT_MESSAGE;
const stale = () => new HttpError(409, STALE_EDIT, {}, STALE_EDIT_CODE);

/** The row's next version, set by the same UPDATE. */
export const nextVersion = (column: AnyColumn): SQL<number> => sql<number>`${column} + 1`;

/** For an edit that locked the row first: 409 unless it was based on the stored version. */
export function assertCurrentVersion(stored: number, sent: number | undefined): void {
  if (sent !== undefined && sent !== stored) throw stale();
}

/** For an edit that is one UPDATE: its WHERE part for the version (none sent, no condition). */
export const basedOn = (column: AnyColumn, sent: number | undefined): SQL | undefined => (sent === undefined ? undefined : eq(column, sent));

/** An UPDATE … WHERE id AND version that changed nothing: 404 when the row is gone, else 409. */
export async function goneOrStale(exists: () => Promise<boolean>, notFound: string): Promise<never> {
  if (await exists()) throw stale();
  throw new HttpError(404, notFound);
}
