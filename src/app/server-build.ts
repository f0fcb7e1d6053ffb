/**
 * Asks the server which build it serves, through the health probe (it touches nothing, so it
 * answers even while the database is away): when a screen's chunk will not load, a newer build
 * on the server means the chunk is gone for good and the page must reload, not try again.
 */
import { BUILD_ID_HEADER, noteServerBuild } from './new-version';

const HEALTH_PATH = '/api/v1/health';

/** Notes the server's build id; resolves false when the server did not answer. */
export async function checkServerBuild(): Promise<boolean> {
  try {
    const answer = await fetch(HEALTH_PATH, { cache: 'no-store' });
    noteServerBuild(answer.headers.get(BUILD_ID_HEADER));
    return answer.ok;
  } catch {
    return false;
  }
}
