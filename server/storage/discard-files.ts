/**
 * Deleting stored files nothing names any more (a record removed for good, its earlier images, a
 * replaced image no version names), always after the change that let go of them has committed. A
 * failure only leaves an orphan in storage, never a record without its file, so it is logged, not
 * thrown.
 */
import type { AppDeps } from '../deps';
import { describeError } from '../logger';

export async function discardFiles(deps: Pick<AppDeps, 'storage' | 'logger'>, keys: readonly (string | null | undefined)[]): Promise<void> {
  for (const key of new Set(keys)) {
    if (!key) continue;
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.logger.warn(`Could not delete the file ${key}, which nothing names any more: ${describeError(error)}`);
    }
  }
}
