/**
 * A call on many rows (a bulk action, the trash's restore and removal: server/bulk/row-by-row.ts)
 * on a bad day: a refused row is named with its reason and the rest goes on; a row that fails for
 * an unknown reason is named as a server error, logged, and the rest goes on; a database that
 * stops answering ends the call at once, with the error the 503 is made of, instead of every
 * following row waiting out the same outage.
 */
import { describe, expect, it } from 'vitest';
import { answer, type Answer } from '../../src/api/contract/answer-codes';
import { adminAnswer } from '../../areas/admins/admin-contract';
import { rowByRow } from '../../server/bulk/row-by-row';
import { isDatabaseUnavailable } from '../../server/db/database-unavailable';
import { HttpError } from '../../server/http/http-error';

const refusedRow = (id: number, why: Answer) => ({ id, status: false, ...why });
/** node-postgres' error for a server that went away mid-call (PostgreSQL stopped with -m fast). */
const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

function logger() {
  const lines: string[] = [];
  return { lines, error: (message: string) => void lines.push(message) };
}

describe('a call on many rows', () => {
  it('names a refused row with its reason and goes on to the next', async () => {
    const log = logger();
    const rows = await rowByRow(log, [1, 2, 3], async (id) => {
      if (id === 2) throw new HttpError(409, adminAnswer('admin.cannot_delete_self'));
      return { id, status: true, code: 'chef.deleted', message: 'Chef deleted' };
    }, refusedRow);
    expect(rows.map((row) => [row.id, row.status, row.code])).toEqual([
      [1, true, 'chef.deleted'],
      [2, false, 'admin.cannot_delete_self'],
      [3, true, 'chef.deleted'],
    ]);
    expect(log.lines).toEqual([]);
  });

  it('names a row that failed for no known reason as a server error, logs it with its id, and goes on', async () => {
    const log = logger();
    const rows = await rowByRow(log, [7, 8], async (id) => {
      if (id === 7) throw new TypeError('undefined is not a function');
      return { id, status: true, code: 'chef.deleted', message: 'Chef deleted' };
    }, refusedRow);
    expect(rows).toEqual([{ id: 7, status: false, ...answer('server.error') }, { id: 8, status: true, code: 'chef.deleted', message: 'Chef deleted' }]);
    expect(log.lines).toEqual(['Row 7 of a call on many rows failed:']);
  });

  it('stops at the first row the database cannot answer, with that error, and runs no row after it', async () => {
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    const tried: number[] = [];
    const call = rowByRow(logger(), [1, 2, 3, 4], async (id) => {
      tried.push(id);
      if (id >= 2) throw new Error('Failed query: delete from "chefs"', { cause: shutdown });
      return { id, status: true, message: 'Chef deleted' };
    }, refusedRow);
    await expect(call).rejects.toSatisfy(isDatabaseUnavailable);
    expect(tried).toEqual([1, 2]);
  });
});
