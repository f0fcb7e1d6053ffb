/**
 * "Restore this version" with its picture (issue #33 item 1): an edit that names a version of its
 * record (`image_from_version`, src/api/contract/fields.ts) and sends no new image points the
 * record again at the image that version shows. That image is still stored: a replaced image is
 * kept while a version names it (save-with-image.ts), and the edit's own new version names it again.
 */
import { and, eq } from 'drizzle-orm';
import { answer } from '../../src/api/contract/answer-codes';
import type { ActivityArea } from '../../src/api/contract/activity';
import type { Database } from '../db/client';
import { recordVersions } from '../db/schema';
import { HttpError } from '../http/http-error';
import { fileKeysIn } from '../storage/file-url';

/**
 * The stored key of the image a version of the record shows in its view's field `field`, or null
 * when that version had none. Only a version of this record: another record's is not found (404).
 */
export async function imageOfVersion(db: Database, area: ActivityArea, recordId: number, versionId: number, field: string): Promise<string | null> {
  const [version] = await db
    .select({ values: recordVersions.values, files: recordVersions.files })
    .from(recordVersions)
    .where(and(eq(recordVersions.activityId, versionId), eq(recordVersions.area, area), eq(recordVersions.recordId, recordId)));
  if (!version) throw new HttpError(404, answer('history.version_not_found'));
  const [key] = fileKeysIn(version.values[field]);
  // A key the version does not keep could have been deleted since: never point a record at it.
  return key !== undefined && version.files.includes(key) ? key : null;
}

/**
 * What an edit does to a record's picture: a new upload, else the restored version's, else
 * nothing. `replaced` is the image the record leaves (deleted after the commit unless a version
 * still names it), `changes` whether the history says the image changed.
 */
export function pictureOfEdit(uploaded: string | undefined, restored: string | null | undefined, current: string | null) {
  const next = uploaded ?? restored;
  const changes = next !== undefined && next !== current;
  return { changes, next: next ?? null, replaced: changes ? current : null };
}
