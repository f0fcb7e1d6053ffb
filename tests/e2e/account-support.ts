/**
 * What the account journeys need from the running product besides the browser: its outbox
 * (DATA_DIR/outbox, where the OTP mail lands) and, for the set-password link, its database (the
 * embedded PostgreSQL of DATA_DIR, reached with the password it keeps there), so a test can add
 * an admin without a password and seal a link for them the way the server does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createSetPasswordLink, setPasswordUrl } from '../../server/auth/set-password-link';
import { EMBEDDED_DATABASE } from '../../server/db/embedded';
import { adminRoles, admins, appSecrets } from '../../server/db/schema';
import { readOutbox, type ReceivedMail } from '../support/outbox';

export async function waitForOtp(dataDir: string, to: string, seen: ReadonlySet<string>, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(join(dataDir, 'outbox'))).find((item: ReceivedMail) => item.to.includes(to) && !seen.has(item.file));
    const otp = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (otp) return otp;
    if (Date.now() > deadline) throw new Error(`no OTP mailed to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const outboxFiles = async (dataDir: string) => new Set((await readOutbox(join(dataDir, 'outbox'))).map((mail) => mail.file));

function connectionString(dataDir: string): string {
  const password = readFileSync(join(dataDir, '.postgres-password'), 'utf8').trim();
  // postmaster.pid: pid, data folder, start time, port, …
  const port = readFileSync(join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[3]!.trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}

/** Adds an admin who has no password yet and answers the address of their set-password link. */
export async function invitedAdminLink(
  server: { dataDir: string; url: string },
  admin: { email: string; firstName: string; lastName: string },
): Promise<string> {
  const pool = new pg.Pool({ connectionString: connectionString(server.dataDir), max: 1 });
  try {
    const db = drizzle(pool);
    const [role] = await db.select({ id: adminRoles.id }).from(adminRoles).where(eq(adminRoles.role, 'Support'));
    const [created] = await db
      .insert(admins)
      .values({ ...admin, adminRoleId: role!.id, passwordHash: null })
      .returning({ id: admins.id, passwordHash: admins.passwordHash });
    const [secret] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, 'link-key'));
    const link = createSetPasswordLink(Buffer.from(secret!.value, 'base64'), created!, new Date());
    return setPasswordUrl(server.url, link);
  } finally {
    await pool.end();
  }
}
