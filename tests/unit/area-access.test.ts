/**
 * The SPA side of the role modules (DESIGN.md section 5): the sidebar shows only the areas the
 * role opens, every area route belongs to its module, and only the dashboard and account screens
 * are open to every role.
 */
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../src/api/contract/modules';
import { isSuperAdminOnly, mayOpen, moduleOfPath, type AreaAccess } from '../../src/app/area-access';
import { sidebarEntries, sidebarLinks } from '../../src/app/layout/sidebar-entries';
import { visibleEntries } from '../../src/app/layout/visible-entries';
import { privateRoutes } from '../../src/app/private-routes';

const support: AreaAccess = { userType: 'sub_admin', modules: ['user', 'subscription', 'subscription-details'] };
const superAdmin: AreaAccess = { userType: 'super_admin', modules: [] };
const hrefs = (access: AreaAccess) =>
  visibleEntries(sidebarEntries, (path) => mayOpen(access, path)).flatMap((entry) => (entry.kind === 'link' ? [entry.href] : entry.children.map((child) => child.href)));

describe('area access in the SPA', () => {
  it('shows a Support sub-admin only the dashboard and its three areas', () => {
    expect(hrefs(support)).toEqual(['/dashboard', '/user', '/subscription', '/subscription-details']);
  });

  it('drops a group none of whose children the role opens', () => {
    const groups = visibleEntries(sidebarEntries, (path) => mayOpen({ userType: 'sub_admin', modules: ['chef'] }, path));
    expect(groups.map((entry) => (entry.kind === 'link' ? entry.href : entry.id))).toEqual(['/dashboard', '/chef']);
  });

  it('shows the super admin every area, whatever their role lists', () => {
    expect(hrefs(superAdmin)).toEqual(sidebarLinks.map((link) => link.href));
  });

  it.each([
    ['/admin', false],
    ['/admin/edit/4', false],
    ['/class/add', false],
    ['/user/edit/9', true],
    ['/subscription-details', true],
    ['/dashboard', true],
    ['/edit-profile', true],
    ['/change-Password', true],
  ])('lets a Support sub-admin open %s: %s', (path, allowed) => {
    expect(mayOpen(support, path)).toBe(allowed);
  });

  it('gives every module a sidebar link, and every sidebar link but the dashboard and the activity log a module', () => {
    expect(sidebarLinks.map((link) => moduleOfPath(link.href)).filter(Boolean).sort()).toEqual([...MODULES].sort());
    expect(sidebarLinks.filter((link) => !moduleOfPath(link.href)).map((link) => link.href)).toEqual(['/dashboard', '/activity']);
  });

  it('opens the activity log to the super admin alone, not to a role that lists every module', () => {
    const everyModule: AreaAccess = { userType: 'sub_admin', modules: [...MODULES] };
    expect(mayOpen(everyModule, '/activity')).toBe(false);
    expect(hrefs(everyModule)).not.toContain('/activity');
    expect(mayOpen(superAdmin, '/activity')).toBe(true);
    expect(mayOpen(null, '/activity')).toBe(false);
  });

  it('leaves only the dashboard and the account screens open to every role', () => {
    const open = privateRoutes
      .filter((route) => moduleOfPath(route.path) === undefined && !isSuperAdminOnly(route.path))
      .map((route) => route.path);
    expect(open).toEqual(['/dashboard', '/edit-profile', '/change-password', '/change-Password']);
  });
});
