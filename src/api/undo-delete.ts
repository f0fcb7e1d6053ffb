/**
 * A delete's Undo (issue #33 item 2), which every list offers: the records just deleted, named by
 * their area and their own ids (the delete's answer is the spec's and carries no trash id), back
 * from the trash. An entry the server refused (a value taken since, a record gone) comes back as
 * an error with the server's words, so the delete machine tells it like any refused call.
 */
import { ApiError } from './api-error';
import type { ApiClient } from './client';
import type { Module } from './contract/modules';
import { trashEntriesResponse, trashPaths } from '../../areas/trash/trash-contract';

/** The server's message, or an error with it when any was refused (one record: its reason; several: the counts, "2 done, 1 refused"). */
export async function restoreDeleted(client: ApiClient, area: Module, ids: number[], signal?: AbortSignal): Promise<string> {
  const answer = await client.call(trashEntriesResponse, trashPaths.restore, { method: 'POST', body: { area, record_ids: ids }, signal });
  const refused = answer.data.rows.find((row) => !row.status);
  if (refused) throw new ApiError(answer.message, 409, answer.data.rows.length === 1 ? refused.code : undefined);
  return answer.message;
}
