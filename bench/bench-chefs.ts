/**
 * The chefs the list bench searches: names built from fixed lists so that every search of the
 * bench matches a known share of the rows at any table size.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';

/**
 * What an admin types and clicks: a surname (about 0.8 % of the rows), a first name (2.5 %), a
 * fragment of an e-mail and the start of a full name, each with a sort on another column.
 */
export const BENCH_QUERIES = [
  { search: 'rossi', sort_by: 'name', order: 'ASC' },
  { search: 'marco', sort_by: 'created_at', order: 'DESC' },
  { search: 'chef123', sort_by: 'email', order: 'ASC' },
  { search: 'anna bian', sort_by: 'name', order: 'DESC' },
] as const;

/**
 * A few chefs with names of their own among the generated ones, present at every table size. A
 * trigram index costs a search the posting lists of its rarest trigrams: a distinctive surname
 * has rare ones, as real surnames do, so this is the budget's "selective search" (one row).
 */
export const GUEST_CHEFS = ['Dominique Crenn', 'Massimo Bottura', 'Gaggan Anand', 'Elena Arzak', 'Virgilio Martínez', 'Pía León'];
export const SELECTIVE_QUERY = { search: 'crenn', sort_by: 'name', order: 'ASC' } as const;
/**
 * One row at every size too, but every trigram of it is common in the generated e-mails
 * ("chef…@bench.test"; its rarest, "42@", is in 1 % of them): shown beside the budget, since its
 * cost grows with the table.
 */
export const EMAIL_FRAGMENT_QUERY = { search: 'chef4242@', sort_by: 'name', order: 'ASC' } as const;
/** A first name: 2.5 % of the rows, so its matches grow with the table (shown beside it). */
export const BROAD_QUERY = BENCH_QUERIES[1];

export async function insertGuestChefs(db: Database) {
  const names = sql.join(GUEST_CHEFS.map((name, i) => sql`(${name}, ${`guest${i + 1}@bench.test`}, '', 'Guest chef')`), sql`, `);
  await db.execute(sql`insert into chefs (name, email, phone_number, bio) values ${names}`);
}

const FIRST = [
  'Marco', 'Anna', 'Luca', 'Sofia', 'Hiro', 'Aiko', 'Pierre', 'Chloe', 'Diego', 'Lucia',
  'Omar', 'Leila', 'Ivan', 'Olga', 'Kwame', 'Ama', 'Liam', 'Emma', 'Noah', 'Mia',
  'Mateo', 'Elena', 'Yuki', 'Kenji', 'Fatima', 'Youssef', 'Ingrid', 'Lars', 'Priya', 'Arjun',
  'Zara', 'Tomas', 'Nadia', 'Pablo', 'Greta', 'Felix', 'Amara', 'Tariq', 'Rosa', 'Hugo',
];
/** Surnames from a start and an ending: 120 of them, "Rossi" among them. */
const SURNAME_STARTS = ['Ros', 'Bian', 'Tana', 'Mor', 'Fer', 'Gal', 'Ric', 'Lom', 'Mar', 'Col'];
const SURNAME_ENDS = ['si', 'chi', 'ka', 'etti', 'ari', 'li', 'ardi', 'bardi', 'ini', 'oni', 'elli', 'ucci'];

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/** Chefs number `from` to `to` in one statement, created one every five minutes back in time. */
export async function insertBenchChefs(db: Database, to: number, from = 1) {
  const first = FIRST.length;
  const starts = SURNAME_STARTS.length;
  await db.execute(sql`
    insert into chefs (name, email, phone_number, bio, is_active, created_at)
    select (${textArray(FIRST)})[1 + i % ${first}]
             || ' ' || (${textArray(SURNAME_STARTS)})[1 + (i / ${first}) % ${starts}]
             || (${textArray(SURNAME_ENDS)})[1 + (i / ${first * starts}) % ${SURNAME_ENDS.length}],
           'chef' || i || '@bench.test',
           '+39 06 ' || (1000000 + i),
           'Chef number ' || i,
           i % 10 <> 0,
           now() - i * interval '5 minutes'
    from generate_series(${from}::int, ${to}::int) as i`);
  // A table that grew over a year has been vacuumed along the way: its trigram index has no
  // pending entries and its statistics are current. A bulk load must catch up first.
  await db.execute(sql`vacuum analyze chefs`);
}
