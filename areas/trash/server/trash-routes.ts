/**
 * The trash's calls (trash-contract.ts, issue #33 item 2): its list, restore and removal for good.
 * Open to every admin (server-area.ts), each call answering only the areas the caller's role opens.
 * Each entry is restored or removed in a transaction of its own, with its activity row, one after
 * the other, as a bulk action's rows are (server/bulk/row-by-row.ts).
 */
import { Hono, type Context } from 'hono';
import { answer, type Answer } from '../../../src/api/contract/answer-codes';
import { trashAnswer, trashEntriesRequest, trashListRequest, trashPaths, type TrashEntriesRequest } from '../trash-contract';
import { signedInWho } from '../../../server/activity/activity-who';
import { recordActivity } from '../../../server/activity/record-activity';
import { dropVersionsOf } from '../../../server/activity/record-version';
import type { Database } from '../../../server/db/client';
import type { AppDeps, AppEnv } from '../../../server/deps';
import { jsonBodyLimit } from '../../../server/http/body-limits';
import { ok } from '../../../server/http/envelope';
import { HttpError } from '../../../server/http/http-error';
import { readJson } from '../../../server/http/read-json';
import { discardFiles } from '../../../server/storage/discard-files';
import { trashableOf, trashAreas } from '../../../server/trash/kept-deletes';
import type { Trashable } from '../../../server/trash/trashable';
import { rowByRow } from '../../../server/bulk/row-by-row';
import { restoreFromTrash } from './restore-from-trash';
import { claimEntry, listTrash, namedEntries, type TrashEntry } from './trash-entries';

type EntryAction = (tx: Database, spec: Trashable, entry: TrashEntry) => Promise<Answer>;

/** Each named entry claimed and acted on in its own transaction; answers each one's outcome as a bulk call does. */
async function eachEntry(c: Context<AppEnv>, deps: AppDeps, request: TrashEntriesRequest, act: EntryAction, after?: (entry: TrashEntry) => Promise<void>) {
  const named = await namedEntries(deps.db, c.var.signedIn.admin, trashAreas(), request);
  const rows = await rowByRow(
    deps.logger,
    named,
    async ({ key, entry }) => {
      if (!entry) throw new HttpError(404, trashAnswer('trash.not_found'));
      const claimed = await deps.db.transaction(async (tx) => {
        const taken = await claimEntry(tx as unknown as Database, entry.id);
        if (!taken) throw new HttpError(404, trashAnswer('trash.not_found'));
        return { taken, outcome: await act(tx as unknown as Database, trashableOf(taken.area)!, taken) };
      });
      await after?.(claimed.taken);
      return { id: key, label: entry.label, status: true, ...claimed.outcome };
    },
    ({ key, entry }, why) => ({ id: key, ...(entry ? { label: entry.label } : {}), status: false, ...why }),
  );
  const done = rows.filter((row) => row.status).length;
  const refused = rows.length - done;
  // One entry: its own words ("Restored", or why not); several: the counts, as a bulk action says them.
  const message = rows.length === 1 ? { code: rows[0]!.code!, message: rows[0]!.message, values: rows[0]!.values } : refused === 0 ? answer('bulk.done', { done }) : answer('bulk.done_refused', { done, refused });
  return ok(c, message as Answer, { rows, done, refused });
}

export function trashRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post(`/${trashPaths.list}`, jsonBodyLimit(), async (c) => {
      const query = await readJson(c, trashListRequest);
      return ok(c, trashAnswer('trash.list'), await listTrash(db, c.var.signedIn.admin, trashAreas(), query, deps.config.trashDays));
    })
    .post(`/${trashPaths.restore}`, jsonBodyLimit(), async (c) => {
      const request = await readJson(c, trashEntriesRequest);
      const who = signedInWho(c, deps);
      return eachEntry(c, deps, request, async (tx, spec, entry) => {
        await spec.assertMayRestore?.(tx, c.var.signedIn.admin, entry.snapshot.row);
        return restoreFromTrash(tx, spec, entry, who);
      });
    })
    .post(`/${trashPaths.remove}`, jsonBodyLimit(), async (c) => {
      const request = await readJson(c, trashEntriesRequest);
      const who = signedInWho(c, deps);
      // Each entry's earlier versions go with it, and the files only they named (its earlier images).
      const versionFiles = new Map<number, string[]>();
      return eachEntry(
        c,
        deps,
        request,
        async (tx, spec, entry) => {
          await recordActivity(tx, who, { action: 'remove', area: spec.area, record: { id: entry.recordId, label: entry.label } });
          versionFiles.set(entry.id, await dropVersionsOf(tx, [{ area: spec.area, recordId: entry.recordId }]));
          return trashAnswer('trash.removed');
        },
        // After the commit: a rollback must not leave a record in the trash whose files are gone.
        (entry) => discardFiles(deps, [...entry.files, ...(versionFiles.get(entry.id) ?? [])]),
      );
    });
}
