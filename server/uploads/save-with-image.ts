/**
 * A record's new image around the database change that points the record at it. The image is
 * stored first, so a committed row never names a missing object; if the change fails the image is
 * deleted again, so a refused call leaves no file; the image the change replaced is deleted only
 * after the change has committed, so a failed change keeps the record's image, and only when no
 * kept version of a record names it (issue #33 item 1), so an earlier version can still show it.
 */
import { keptByAVersion } from '../activity/record-version';
import type { AppDeps } from '../deps';
import { describeError } from '../logger';
import { discardFiles } from '../storage/discard-files';
import type { AcceptedImage } from './accept-image';
import { newImageKey } from './image-key';

type Deps = Pick<AppDeps, 'storage' | 'logger'>;

/** Deleting an image nothing points at any more (server/storage/discard-files.ts). */
export const discardImage = (deps: Deps, key: string | null | undefined): Promise<void> => discardFiles(deps, [key]);

/**
 * `change` gets the new key (undefined when there is no new image) and returns the key of the
 * image it replaced, if any.
 */
export async function saveWithImage(
  deps: Deps & Pick<AppDeps, 'db'>,
  image: AcceptedImage | undefined,
  change: (key: string | undefined) => Promise<string | null | undefined>,
): Promise<void> {
  if (!image) {
    await change(undefined);
    return;
  }
  const key = newImageKey(image.extension);
  await deps.storage.put(key, image.bytes, image.contentType);
  let replaced: string | null | undefined;
  try {
    replaced = await change(key);
  } catch (error) {
    await discardImage(deps, key);
    throw error;
  }
  if (replaced && replaced !== key && !(await mayStillBeNamed(deps, replaced))) await discardImage(deps, replaced);
}

/** Whether a version names the image; when the database cannot say, the image stays (an orphan at worst). */
async function mayStillBeNamed(deps: Deps & Pick<AppDeps, 'db'>, key: string): Promise<boolean> {
  try {
    return await keptByAVersion(deps.db, key);
  } catch (error) {
    deps.logger.warn(`Kept the replaced image ${key}: whether a version names it could not be read: ${describeError(error)}`);
    return true;
  }
}
