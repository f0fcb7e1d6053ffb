/**
 * Issue #13 item 3: the admin rows whose switch and Delete the server always refuses (the
 * signed-in admin's own, the super admin's) are locked with a reason; every other row is not.
 */
import { describe, expect, it } from 'vitest';
import type { AdminRow } from '../../areas/admins/admin-contract';
import { adminListArea } from '../../areas/admins/admin-list-area';

const admin = (id: number, userType: AdminRow['user_type']): AdminRow => ({
  id,
  first_name: 'Ada',
  last_name: 'Lovelace',
  version: 1,
  email: `ada${id}@mise.test`,
  profile_image: null,
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  admin_role: { id: 2, role: 'Content Manager' },
  user_type: userType,
});

describe('locked admin rows', () => {
  const reasonFor = adminListArea.lockedReason!;

  it('locks the signed-in admin’s own row', () => {
    expect(reasonFor(admin(7, 'sub_admin'), 7)).toBe('admins.locked.self');
  });

  it('locks the super admin’s row for a sub-admin', () => {
    expect(reasonFor(admin(1, 'super_admin'), 7)).toBe('admins.locked.superAdmin');
  });

  it('leaves every other row alone', () => {
    expect(reasonFor(admin(8, 'sub_admin'), 7)).toBeUndefined();
  });
});
