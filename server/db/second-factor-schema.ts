/**
 * The second factor's tables (issue #32 item 1): each admin's authenticator secret (sealed, never
 * stored in the clear), their recovery codes (hashed) and the sign-ins waiting for a code.
 */
import { bigint, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { admins } from './people-schema';

/**
 * An admin's TOTP secret, AES-256-GCM under the server's TOTP key. Unconfirmed (confirmed_at null)
 * while being set up: it asks for no code at sign-in until its first code was typed back.
 */
export const adminTotp = pgTable('admin_totp', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last 30-second step whose code signed in: a code seen once is refused after (RFC 6238 section 5.2). */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** Ten per admin while the factor is on; each HMAC-SHA256 under the server's pepper, spent once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_admin_id_index').on(table.adminId)],
);

/**
 * A sign-in whose password was right, waiting for its second factor. Found by the hash of the
 * challenge answered to the browser; used once, and dead after a few minutes.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    challengeHash: varchar('challenge_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sign_in_challenges_expires_at_index').on(table.expiresAt), index('sign_in_challenges_admin_id_index').on(table.adminId)],
);
