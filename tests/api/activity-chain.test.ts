/**
 * Issue #32 item 5: the activity log as a hash chain (migration 0012) and its verifier
 * (server/activity/chain-verify.ts, `npm run audit:verify`). Rows written by the product link up
 * whatever the session's time zone and however many processes write at once; an edit, a removal or
 * an insertion made past the append-only trigger, with the database owner's rights, is named; rows
 * written before the migration are linked by it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeChainReport, linkHash, verifyActivityChain } from '../../server/activity/chain-verify';
import { activityChainResponse } from '../../src/api/contract/activity';
import { openDatabase, type Database } from '../../server/db/client';
import { MIGRATIONS_FOLDER } from '../../server/db/migrate';
import { activity } from '../../server/db/schema';
import { FIXTURE_PASSWORD, fixtureAdmins } from '../support/api-fixtures';
import { call, signedInToken } from '../support/api-requests';
import { cloneTemplate, openTestApp, recordingLogger, type TestApp } from '../support/test-database';
import { insertActivity, type LoggedRow } from './activity-support';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.execute(sql`truncate ${activity}`);
});

const links = () => t.db.select({ id: activity.id, seq: activity.chainSeq, hash: activity.chainHash }).from(activity).orderBy(asc(activity.chainSeq));

/** Runs `work` as the database owner would, past the append-only trigger and the chain's trigger. */
async function pastTheTriggers(db: Database, work: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql.raw(work));
  });
}

const three: LoggedRow[] = [
  { adminName: 'Sam Super', action: 'add', area: 'chef', recordId: 10, recordLabel: 'Ana Roš', changed: ['name'] },
  { adminName: 'Cora Content', action: 'edit', area: 'chef', recordId: 10, recordLabel: 'Ana Roš', changes: [{ field: 'bio', from: 'a', to: 'b' }] },
  { adminName: 'Cora Content', action: 'delete', area: 'meal', recordId: 3, recordLabel: 'Brunch' },
];

describe('the chain as the product writes it', () => {
  it('links each row written by a call, numbered from 1, each hash over the previous one and the row', async () => {
    // A sign-in through the API writes its row; then three more as the log's writer does.
    await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    await insertActivity(t.db, three);

    const written = await links();
    expect(written.map((row) => row.seq)).toEqual([1, 2, 3, 4]);
    // Each hash recomputed here from the row's content text and the previous hash, as written apart.
    const contents = await t.db.execute<{ id: string; content: string }>(sql`select a.id, activity_chain_content(a) as content from activity a order by a.chain_seq`);
    let previous: string | null = null;
    for (const [index, row] of contents.rows.entries()) {
      previous = linkHash(previous, row.content);
      expect(written[index]!.hash).toBe(previous);
    }
    const report = await verifyActivityChain(t.db);
    expect(report).toEqual({ rows: 4, last: { seq: 4, hash: previous }, broken: null });
    expect(describeChainReport(report)).toBe(`The activity log verifies: 4 rows, every link intact. Last link: 4 ${previous}`);
  });

  it('hashes the time in UTC: rows written from sessions in other time zones verify', async () => {
    for (const zone of ['Asia/Riyadh', 'America/Los_Angeles', 'UTC']) {
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local time zone ${sql.raw(`'${zone}'`)}`);
        await tx.insert(activity).values({ adminName: zone, action: 'add', area: 'chef', ip: '127.0.0.1' });
      });
    }
    expect(await verifyActivityChain(t.db)).toMatchObject({ rows: 3, broken: null });
  });

  it('keeps one chain when many transactions write at once, each on its own connection', async () => {
    const { db, pool } = openDatabase(await cloneTemplate(), recordingLogger(), 12);
    try {
      await db.execute(sql`truncate ${activity}`);
      await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          db.transaction(async (tx) => {
            await tx.insert(activity).values({ adminName: `Writer ${index}`, action: 'add', area: 'chef', ip: '127.0.0.1' });
            // Still open after its row: the next writer waits for this link to be committed.
            await tx.execute(sql`select pg_sleep(0.005)`);
          }),
        ),
      );
      const seqs = (await db.select({ seq: activity.chainSeq }).from(activity).orderBy(asc(activity.chainSeq))).map((row) => row.seq);
      expect(seqs).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
      expect(await verifyActivityChain(db)).toMatchObject({ rows: 60, broken: null });
    } finally {
      await pool.end();
    }
  });

  it('encodes what admins typed: a name with line breaks and quotes cannot pass for another row', async () => {
    await insertActivity(t.db, [{ adminName: 'Eve"]\n[2,"2026-01-01T00:00:00.000000Z"', action: 'add', area: 'chef', recordLabel: '\\n', ip: '127.0.0.1' }]);
    const [row] = (await t.db.execute<{ content: string }>(sql`select activity_chain_content(a) as content from activity a`)).rows;
    // One JSON array: the typed text stays inside its string.
    expect(JSON.parse(row!.content)[3]).toBe('Eve"]\n[2,"2026-01-01T00:00:00.000000Z"');
    expect(await verifyActivityChain(t.db)).toMatchObject({ rows: 1, broken: null });
  });
});

describe('what the verifier names', () => {
  beforeEach(async () => {
    await insertActivity(t.db, [...three, { adminName: 'Una', action: 'add', area: 'user' }, { adminName: 'Una', action: 'edit', area: 'user', changed: ['email'] }]);
  });
  const idAt = async (seq: number) => (await links()).find((row) => row.seq === seq)!.id;

  it('a row edited past the append-only trigger, by its id and link', async () => {
    const id = await idAt(3);
    await pastTheTriggers(t.db, `update activity set record_label = 'Brunch (renamed)' where id = ${id}`);
    const report = await verifyActivityChain(t.db);
    expect(report.broken).toMatchObject({ kind: 'edited', row: { id, admin_name: 'Cora Content' }, seq: 3 });
    expect(report.rows).toBe(2);
    expect(describeChainReport(report)).toBe(`The activity log does not verify: row ${id} (link 3) was changed after it was written.`);
  });

  it('a time moved by a second, an address or a changed value: each is an edit', async () => {
    for (const change of [`created_at = created_at + interval '1 second'`, `ip = '10.9.9.9'`, `changes = '[{"field":"bio","from":"a","to":"c"}]'`]) {
      const id = await idAt(2);
      const before = (await t.db.execute<{ created_at: string; ip: string; changes: string }>(sql`select created_at::text, ip, changes::text from activity where id = ${id}`)).rows[0]!;
      await pastTheTriggers(t.db, `update activity set ${change} where id = ${id}`);
      expect((await verifyActivityChain(t.db)).broken, change).toMatchObject({ kind: 'edited', row: { id }, seq: 2 });
      // Put back as it was: the chain verifies again, so the next change is judged alone.
      await pastTheTriggers(
        t.db,
        `update activity set created_at = '${before.created_at}', ip = '${before.ip}', changes = '${before.changes}' where id = ${id}`,
      );
      expect((await verifyActivityChain(t.db)).broken, change).toBeNull();
    }
  });

  it('a row removed, by the missing link and the row after it', async () => {
    const after = await idAt(3);
    await pastTheTriggers(t.db, `delete from activity where chain_seq = 2`);
    const report = await verifyActivityChain(t.db);
    expect(report.broken).toMatchObject({ kind: 'removed', from_seq: 2, to_seq: 2, before: { id: after } });
    expect(describeChainReport(report)).toBe(`The activity log does not verify: link 2 was removed (just before row ${after}).`);

    await pastTheTriggers(t.db, `delete from activity where chain_seq in (3, 4)`);
    const five = await idAt(5);
    expect(describeChainReport(await verifyActivityChain(t.db))).toBe(`The activity log does not verify: links 2 to 4 were removed (just before row ${five}).`);
  });

  it('the first rows removed', async () => {
    await pastTheTriggers(t.db, `delete from activity where chain_seq = 1`);
    expect((await verifyActivityChain(t.db)).broken).toMatchObject({ kind: 'removed', from_seq: 1, to_seq: 1, before: { id: await idAt(2) } });
  });

  it('a row inserted past the chain, with no link or with a link number taken twice', async () => {
    await pastTheTriggers(t.db, `insert into activity (admin_name, action, area, ip) values ('Mallory', 'delete', 'admin', '127.0.0.1')`);
    const [unlinked] = (await t.db.execute<{ id: string }>(sql`select id from activity where chain_seq is null`)).rows;
    const report = await verifyActivityChain(t.db);
    expect(report.broken).toEqual({ kind: 'unlinked', row: { id: Number(unlinked!.id), admin_name: 'Mallory', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) } });
    expect(describeChainReport(report)).toBe(`The activity log does not verify: row ${unlinked!.id} was inserted past the chain (it has no link).`);

    // With the unique index dropped, a forged row takes link 3 with a hash that fits after link 2.
    await pastTheTriggers(t.db, `delete from activity where chain_seq is null`);
    await t.db.execute(sql`drop index activity_chain_seq_index`);
    try {
      const second = (await links()).find((row) => row.seq === 2)!.hash!;
      const forged = await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        const [row] = (
          await tx.execute<{ id: string }>(
            sql`insert into activity (admin_name, action, area, ip, chain_seq, chain_hash) values ('Mallory', 'delete', 'admin', '127.0.0.1', 3, '') returning id`,
          )
        ).rows;
        await tx.execute(sql`update activity a set chain_hash = activity_chain_hash(${second}, activity_chain_content(a)) where id = ${row!.id}`);
        return Number(row!.id);
      });
      const original = await t.db.execute<{ id: string }>(sql`select id from activity where chain_seq = 3 and id <> ${forged}`);
      // The forged row has the larger id: the original link 3 is walked first, the forged one is the second 3.
      expect((await verifyActivityChain(t.db)).broken).toMatchObject({ kind: 'duplicated', row: { id: forged }, seq: 3 });
      expect(Number(original.rows[0]!.id)).toBeLessThan(forged);
      await pastTheTriggers(t.db, `delete from activity where id = ${forged}`);
    } finally {
      await t.db.execute(sql`create unique index activity_chain_seq_index on activity (chain_seq)`);
    }
  });

  it('walks the chain in pages: a break far in is found whatever the page size', async () => {
    const id = await idAt(5);
    await pastTheTriggers(t.db, `update activity set admin_name = 'Someone else' where id = ${id}`);
    for (const batch of [1, 2, 3, 5, 100]) expect((await verifyActivityChain(t.db, { batch })).broken, `batch ${batch}`).toMatchObject({ kind: 'edited', row: { id }, seq: 5 });
  });
});

describe('migration 0012 on a log that has rows', () => {
  it('links the rows written before it, in the order of their ids, and the next row after them', async () => {
    // A database at migration 0011, from the same files with the journal cut there.
    const folder = mkdtempSync(path.join(tmpdir(), 'mise-migrations-'));
    const { db, pool } = openDatabase(await cloneTemplate('template0'), recordingLogger(), 2);
    try {
      cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
      const journalPath = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
      const upTo = journal.entries.findIndex((entry) => entry.tag === '0012_activity_chain');
      expect(upTo).toBeGreaterThan(0);
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
      await migrate(db, { migrationsFolder: folder });
      for (const name of ['First', 'Second', 'Third']) {
        await db.execute(sql`insert into activity (admin_name, action, area, ip, created_at) values (${name}, 'add', 'chef', '127.0.0.1', now() - interval '1 day')`);
      }

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await db.execute(sql`insert into activity (admin_name, action, area, ip) values ('Fourth', 'add', 'chef', '127.0.0.1')`);
      const rows = await db.execute<{ admin_name: string; chain_seq: string }>(sql`select admin_name, chain_seq from activity order by id`);
      expect(rows.rows.map((row) => [row.admin_name, Number(row.chain_seq)])).toEqual([
        ['First', 1],
        ['Second', 2],
        ['Third', 3],
        ['Fourth', 4],
      ]);
      expect(await verifyActivityChain(db)).toMatchObject({ rows: 4, broken: null });
      // And the log is append-only again once linked.
      await expect(db.execute(sql`update activity set admin_name = 'x'`)).rejects.toMatchObject({ cause: { message: 'The activity log is append-only: UPDATE is refused' } });
    } finally {
      await pool.end();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('GET activity/chain', () => {
  it('answers the super admin the report, and refuses any other role', async () => {
    await insertActivity(t.db, three);
    const token = await signedInToken(t.app, fixtureAdmins.superAdmin.email, FIXTURE_PASSWORD);
    const answer = await call(t.app, 'activity/chain', { token });
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.message).toBe('Activity log checked');
    // The three rows and the sign-in just made.
    expect(v.parse(activityChainResponse, answer.body).data).toEqual({ rows: 4, last: { seq: 4, hash: expect.stringMatching(/^[0-9a-f]{64}$/) }, broken: null });

    const id = (await links())[1]!.id;
    await pastTheTriggers(t.db, `update activity set admin_name = 'Not Cora' where id = ${id}`);
    const broken = v.parse(activityChainResponse, (await call(t.app, 'activity/chain', { token })).body).data;
    expect(broken.broken).toEqual({ kind: 'edited', row: { id, created_at: expect.any(String), admin_name: 'Not Cora' }, seq: 2 });

    const content = await signedInToken(t.app, fixtureAdmins.contentManager.email, FIXTURE_PASSWORD);
    const refused = await call(t.app, 'activity/chain', { token: content });
    expect(refused.status).toBe(403);
  });
});

describe('npm run audit:verify', () => {
  it('exits 0 naming the last link, then 1 naming the row changed in SQL, never printing the database address', async () => {
    const url = await cloneTemplate();
    const { db, pool } = openDatabase(url, recordingLogger(), 2);
    try {
      await db.execute(sql`truncate ${activity}`);
      const [first, second] = await insertActivity(db, [...three]);
      const verify = () => {
        const run = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/audit-verify.ts'], { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8', timeout: 60_000 });
        return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
      };
      const good = verify();
      expect(good.status, good.stderr).toBe(0);
      expect(good.stdout).toMatch(/^The activity log verifies: 3 rows, every link intact\. Last link: 3 [0-9a-f]{64}$/);

      await pastTheTriggers(db, `update activity set admin_name = 'Not Cora' where id = ${second!.id}`);
      const bad = verify();
      expect(bad.status).toBe(1);
      expect(bad.stderr).toBe(`The activity log does not verify: row ${second!.id} (link 2) was changed after it was written.`);
      expect(bad.stdout + bad.stderr).not.toContain(url);
      expect(first!.chainSeq).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
