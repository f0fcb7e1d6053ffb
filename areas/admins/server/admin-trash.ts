/**
 * What the trash keeps of a deleted admin (issue #33 item 2): the row, with their second factor,
 * passkeys and saved views, so a restored admin signs in as before; not their sessions or
 * password links, which the delete ended for good. A sub-admin restores only an admin they could
 * have deleted: never one whose role opens more than theirs.
 */
import { eq } from 'drizzle-orm';
import { adminPasskeys, adminRoles, adminTotp, admins, recoveryCodes, savedListViews } from '../../../server/db/schema';
import { assertMayTouch } from '../../../server/people/admin-guards';
import type { Trashable } from '../../../server/trash/trashable';

export const adminTrash: Trashable = {
  area: 'admin',
  table: admins,
  children: [
    { table: adminTotp, column: 'admin_id' },
    { table: recoveryCodes, column: 'admin_id' },
    { table: adminPasskeys, column: 'admin_id' },
    { table: savedListViews, column: 'admin_id' },
  ],
  files: (row) => [row.profile_image],
  assertMayRestore: async (db, actor, row) => {
    const [role] = await db.select({ modules: adminRoles.modules }).from(adminRoles).where(eq(adminRoles.id, Number(row.admin_role_id)));
    assertMayTouch(actor, { userType: row.user_type as 'super_admin' | 'sub_admin', role: { modules: role?.modules ?? [] } } as Parameters<typeof assertMayTouch>[1]);
  },
};
