/**
 * The activity log's links to records (src/app/kit/activity-record-path.ts): every area with an
 * edit screen, by its edit route; an account row's admin; none for an area without a form, a role,
 * or a record without an area. The list of areas without a form is held to src/app/areas.ts here.
 */
import { describe, expect, it } from 'vitest';
import { ACTIVITY_AREAS } from '../../src/api/contract/activity';
import { areas } from '../../src/app/areas';
import { activityRecordPath, AREAS_WITHOUT_EDIT_SCREEN } from '../../src/app/kit/activity-record-path';

describe('activityRecordPath', () => {
  it('names the areas the area list gives no form, and no other', () => {
    const withoutForm = areas.filter((area) => area.form === undefined && area.path !== '/activity' && area.path !== '/trash' && area.path !== '/sessions').map((area) => area.path.slice(1));
    expect([...AREAS_WITHOUT_EDIT_SCREEN]).toEqual(withoutForm);
    for (const area of ACTIVITY_AREAS) if (area !== 'account' && area !== 'role') expect(areas.some((defined) => defined.path === `/${area}`), area).toBe(true);
  });

  it('links a record to its edit screen, an account to its admin, and nothing else', () => {
    expect(activityRecordPath('chef', 7)).toBe('/chef/edit/7');
    expect(activityRecordPath('blok-price', 3)).toBe('/blok-price/edit/3');
    expect(activityRecordPath('account', 2)).toBe('/admin/edit/2');
    expect(activityRecordPath('subscription-details', 4)).toBeUndefined();
    expect(activityRecordPath(null, 1)).toBeUndefined();
    // A role has no screen of its own (its second-factor rule is on the super admin's profile).
    expect(activityRecordPath('role', 1)).toBeUndefined();
  });
});
