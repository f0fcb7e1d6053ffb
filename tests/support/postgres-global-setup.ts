/**
 * Global setup of the `api` test project: ONE embedded PostgreSQL for the whole run, in a temporary
 * folder, with a template database migrated and seeded once (roles, fixture admins). Each test file
 * then clones the template (tests/support/test-database.ts), which takes tens of milliseconds.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { startEmbeddedPostgres } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { hashPassword, type ScryptCost } from '../../server/auth/password';
import { adminRoles, admins } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { installMailQueue } from '../../server/mail/mail-queue';
import type { Logger } from '../../server/logger';
import { FIXTURE_PASSWORD, fixtureAdmins } from './api-fixtures';
import './api-provided';

const TEMPLATE = 'mise_template';
const FIXTURE_COST: ScryptCost = { N: 2 ** 12, r: 8, p: 1 };

const quietLogger: Logger = {
  info: () => undefined,
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error),
  request: () => undefined,
};

async function buildTemplate(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE}`;
  const { db, pool } = openDatabase(url.toString(), quietLogger, 1);
  try {
    await runMigrations(db);
    const { superAdmin, ...others } = fixtureAdmins;
    await seed(db, { email: superAdmin.email, password: FIXTURE_PASSWORD });
    // Sign-ins verify against the stored hash at the cost it records: a cheap fixture hash keeps
    // the many sign-ins of the tests fast. Production hashes are exercised by seed.test.ts.
    const passwordHash = await hashPassword(FIXTURE_PASSWORD, FIXTURE_COST);
    await db
      .update(admins)
      .set({ firstName: superAdmin.firstName, lastName: superAdmin.lastName, passwordHash })
      .where(eq(admins.email, superAdmin.email));
    const roles = new Map((await db.select().from(adminRoles)).map((role) => [role.role, role.id]));
    await db.insert(admins).values(
      Object.values(others).map((fixture) => ({
        firstName: fixture.firstName,
        lastName: fixture.lastName,
        email: fixture.email,
        passwordHash: fixture.hasPassword ? passwordHash : null,
        isActive: fixture.isActive,
        userType: fixture.userType,
        adminRoleId: roles.get(fixture.role)!,
      })),
    );
    // pg-boss's schema and the mail queue, once: each clone's app then starts in milliseconds.
    await installMailQueue(pool, quietLogger);
  } finally {
    // CREATE DATABASE … TEMPLATE needs the template to have no connections.
    await pool.end();
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mise-api-tests-'));
  // mkdtemp makes 0700 folders; PostgreSQL runs as the `postgres` user when the tests run as root.
  await chmod(dataDir, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir, logger: quietLogger, ownSignals: false });
  try {
    await buildTemplate(postgres.adminUrl);
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  project.provide('apiDatabase', { adminUrl: postgres.adminUrl, template: TEMPLATE });
  return async () => {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
