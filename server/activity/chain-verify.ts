/**
 * Walks the activity log's hash chain (issue #32 item 5, migration 0012) and names the first row
 * that breaks it: a row edited after it was written (its content no longer gives its hash), links
 * removed (a gap in the numbering), or a row inserted past the chain (no link, or a number taken
 * twice). The content text comes from the database's own `activity_chain_content`, the one the
 * trigger hashed; the hashes are recomputed here, apart from the database.
 *
 * What a chain cannot show on its own: the last rows removed, or the whole chain rewritten by
 * someone who recomputes every hash after theirs. Comparing the reported last link with one noted
 * earlier (a log line, a backup) shows both.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ActivityChainReport, ActivityChainRow } from '../../src/api/contract/activity';
import type { Database } from '../db/client';

export type { ActivityChainReport as ChainReport };

/** The hash a link must carry: the trigger's `activity_chain_hash`, recomputed apart from it. */
export function linkHash(previous: string | null, content: string): string {
  return createHash('sha256')
    .update(`${previous ?? ''}\n${content}`, 'utf8')
    .digest('hex');
}

type StoredRow = { id: string; created_at: Date; admin_name: string };
type LinkRow = StoredRow & { chain_seq: string; chain_hash: string; content: string };

const named = (row: StoredRow): ActivityChainRow => ({ id: Number(row.id), created_at: new Date(row.created_at).toISOString(), admin_name: row.admin_name });

const BATCH = 5_000;

export async function verifyActivityChain(db: Database, options: { batch?: number } = {}): Promise<ActivityChainReport> {
  const batch = options.batch ?? BATCH;
  const unlinked = await db.execute<StoredRow>(sql`select id, created_at, admin_name from activity where chain_seq is null or chain_hash is null order by id limit 1`);
  if (unlinked.rows[0]) return { rows: 0, last: null, broken: { kind: 'unlinked', row: named(unlinked.rows[0]) } };

  let rows = 0;
  let last: ActivityChainReport['last'] = null;
  // Keyset over (chain_seq, id): a number taken twice (once its unique index is dropped) is seen, not skipped.
  let after = { seq: 0, id: 0 };
  for (;;) {
    const page = await db.execute<LinkRow>(sql`
      select a.id, a.created_at, a.admin_name, a.chain_seq, a.chain_hash, activity_chain_content(a) as content from activity a
       where (a.chain_seq, a.id) > (${after.seq}, ${after.id})
       order by a.chain_seq, a.id
       limit ${batch}`);
    for (const row of page.rows) {
      const seq = Number(row.chain_seq);
      const expected: number = (last?.seq ?? 0) + 1;
      if (last && seq === last.seq) return { rows, last, broken: { kind: 'duplicated', row: named(row), seq } };
      if (seq !== expected) return { rows, last, broken: { kind: 'removed', from_seq: expected, to_seq: seq - 1, before: named(row) } };
      if (linkHash(last?.hash ?? null, row.content) !== row.chain_hash) return { rows, last, broken: { kind: 'edited', row: named(row), seq } };
      rows += 1;
      last = { seq, hash: row.chain_hash };
      after = { seq, id: Number(row.id) };
    }
    if (page.rows.length < batch) return { rows, last, broken: null };
  }
}

/** The report in one line, as `npm run audit:verify` prints it. */
export function describeChainReport(report: ActivityChainReport): string {
  const { broken, rows, last } = report;
  if (!broken) {
    return last
      ? `The activity log verifies: ${rows} rows, every link intact. Last link: ${last.seq} ${last.hash}`
      : 'The activity log verifies: it has no rows yet.';
  }
  switch (broken.kind) {
    case 'edited':
      return `The activity log does not verify: row ${broken.row.id} (link ${broken.seq}) was changed after it was written.`;
    case 'removed':
      return broken.from_seq === broken.to_seq
        ? `The activity log does not verify: link ${broken.from_seq} was removed (just before row ${broken.before.id}).`
        : `The activity log does not verify: links ${broken.from_seq} to ${broken.to_seq} were removed (just before row ${broken.before.id}).`;
    case 'unlinked':
      return `The activity log does not verify: row ${broken.row.id} was inserted past the chain (it has no link).`;
    case 'duplicated':
      return `The activity log does not verify: row ${broken.row.id} was inserted out of order (link ${broken.seq} is taken twice).`;
  }
}
