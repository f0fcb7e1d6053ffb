/**
 * A whole-database fingerprint: every table of the public schema with its row count and an MD5 of
 * all its rows, and the mails queued (pg-boss's job ids: a job's state moves as the queue works,
 * but a new id is a new mail). Two equal fingerprints mean no row was added, changed or removed
 * anywhere and no mail was queued.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { MAIL_QUEUE } from '../../server/mail/mail-job';

export type Fingerprint = Record<string, string>;

export async function databaseFingerprint(db: Database): Promise<Fingerprint> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const fingerprint: Fingerprint = {};
  for (const { name } of tables.rows) {
    const table = sql.identifier(name);
    const [row] = (await db.execute<{ rows: string; digest: string | null }>(
      sql`select count(*)::text as rows, md5(string_agg(t::text, ',' order by t::text)) as digest from ${table} t`,
    )).rows;
    fingerprint[name] = `${row!.rows} ${row!.digest ?? '-'}`;
  }
  const [mails] = (await db.execute<{ rows: string; digest: string | null }>(
    sql`select count(*)::text as rows, md5(string_agg(id::text, ',' order by id)) as digest from pgboss.job where name = ${MAIL_QUEUE}`,
  )).rows;
  fingerprint['pgboss.job (mail)'] = `${mails!.rows} ${mails!.digest ?? '-'}`;
  return fingerprint;
}
