/**
 * The people and sign-in tables: admin roles, admins, their sessions, the sign-in rate limits, the
 * server's secrets and password resets. The app users and the chefs are their areas' own
 * (areas/users, areas/chefs: server/tables.ts); schema.ts gathers the core tables.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { USER_TYPES } from '../../src/api/contract/auth';
import { EMAIL_MAX_LENGTH } from '../../src/api/contract/fields';
import { createdAt, fullName, searchText, updatedAt, version } from './columns';

export const userType = pgEnum('admin_user_type', USER_TYPES);

/** A role groups the sidebar modules its admins may use (spec section 6). */
export const adminRoles = pgTable('admin_roles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  role: varchar('role', { length: 100 }).notNull().unique(),
  modules: text('modules').array().notNull().default(sql`'{}'::text[]`),
  /** The super admin's rule (issue #32 item 1): every admin of this role signs in with a second factor. */
  requireSecondFactor: boolean('require_second_factor').notNull().default(false),
  createdAt: createdAt(),
});

export const admins = pgTable(
  'admins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: EMAIL_MAX_LENGTH }).notNull(),
    /** Null until the admin sets a password from the e-mailed link; such an admin cannot sign in. */
    passwordHash: text('password_hash'),
    /** A storage key, not a URL: the address is built when answering. */
    profileImage: text('profile_image'),
    isActive: boolean('is_active').notNull().default(true),
    adminRoleId: integer('admin_role_id')
      .notNull()
      .references(() => adminRoles.id, { onDelete: 'restrict' }),
    userType: userType('user_type').notNull().default('sub_admin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
    searchText: searchText((): SQL[] => [fullName(admins.firstName, admins.lastName), sql`${admins.email}`]),
  },
  (table) => [
    // Case-insensitive uniqueness, whatever casing a later writer forgets to normalise.
    uniqueIndex('admins_email_lower_unique').on(sql`lower(${table.email})`),
    index('admins_created_at_index').on(table.createdAt),
    index('admins_search_text_index').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);

/** One row per sign-in. The token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where it was signed in from (issue #32 item 3: "Your sessions"); '' on sessions made before. */
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * Signed in without a second factor that the role requires (issue #32 item 1): this session may
     * set one up and nothing else, until it has.
     */
    needsSecondFactor: boolean('needs_second_factor').notNull().default(false),
  },
  (table) => [index('sessions_admin_id_index').on(table.adminId)],
);

/**
 * Fixed-window counters of failed attempts (login now; forgot-password and OTP later). They live
 * in the database so that several server processes share them (DESIGN.md section 1). The key is a
 * hash, so the table never holds what people typed in the e-mail field.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 64 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    /**
     * When the window ends and the row stops counting, so the sweep removes it without knowing
     * every policy. The default is for rows written by a process of the version before it.
     */
    windowEnd: timestamp('window_end', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '1 day'`),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_limits_window_end_index').on(table.windowEnd),
    check('rate_limits_count_not_negative', sql`${table.count} >= 0`),
  ],
);

/**
 * Server secrets made at first start and shared by every server process through the database
 * (the key that seals set-password links, the pepper of OTP hashes). Never answered, never logged.
 */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * A password recovery in progress (DESIGN.md section 5): the OTP mailed to the admin, bound to
 * the otp_token answered by forgot-password. Only hashes are stored. It dies after its expiry,
 * after too many wrong OTPs, or once used to reset the password.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    otpTokenHash: varchar('otp_token_hash', { length: 64 }).notNull().unique(),
    otpHash: varchar('otp_hash', { length: 64 }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_admin_id_index').on(table.adminId)],
);
