/**
 * Passkeys (issue #32 item 1): WebAuthn credentials, several per admin, each named and removable,
 * and the challenges already spent. The credential's public key is public by nature; its counter
 * guards against a cloned authenticator.
 */
import { bigint, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { admins } from './people-schema';

export const adminPasskeys = pgTable(
  'admin_passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    /** The credential id the authenticator chose, base64url. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser may reach the authenticator (usb, nfc, internal, hybrid…), comma-separated. */
    transports: text('transports').notNull().default(''),
    name: varchar('name', { length: 100 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('admin_passkeys_admin_id_index').on(table.adminId)],
);

/**
 * The challenges already answered: a challenge itself is the server's signed word (nonce, end of
 * life, HMAC; server/auth/passkey-challenge.ts), so handing one out writes nothing, and only its
 * use is kept, until it would have died anyway, so the same answer cannot be used twice.
 */
export const spentPasskeyChallenges = pgTable(
  'spent_passkey_challenges',
  {
    challengeHash: varchar('challenge_hash', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('spent_passkey_challenges_expires_at_index').on(table.expiresAt)],
);
