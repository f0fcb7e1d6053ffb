/**
 * The rows of a call that acts on many (a bulk action, the trash's restore and removal), one after
 * the other, each in a transaction of its own that `run` opens. A refusal (an HttpError: your own
 * account, a chef a class uses, a row gone) names its row and the others go on; so does a failure
 * of one row (logged as a server error). A database that stops answering ends the call instead:
 * every row after would wait as long for the same outage, so the call answers 503 at once
 * (server/http/errors.ts), and the rows done before stay done, each committed with its activity
 * row, as the list shows after a reload.
 */
import { answer, type Answer } from '../../src/api/contract/answer-codes';
import type { BulkRowResult } from '../../src/api/contract/bulk';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { HttpError } from '../http/http-error';
import type { Logger } from '../logger';

export async function rowByRow<Item>(
  logger: Pick<Logger, 'error'>,
  items: readonly Item[],
  run: (item: Item) => Promise<BulkRowResult>,
  refused: (item: Item, why: Answer) => BulkRowResult,
): Promise<BulkRowResult[]> {
  const rows: BulkRowResult[] = [];
  for (const item of items) {
    try {
      rows.push(await run(item));
    } catch (error) {
      if (error instanceof HttpError) {
        rows.push(refused(item, error.answer));
      } else if (isDatabaseUnavailable(error)) {
        throw error;
      } else {
        const row = refused(item, answer('server.error'));
        logger.error(`Row ${row.id} of a call on many rows failed:`, error);
        rows.push(row);
      }
    }
  }
  return rows;
}
