/**
 * The SPA side of the role modules (DESIGN.md section 5): the sidebar shows only the areas the
 * role opens, every area route belongs to its module, and only the dashboard and account screens
 * are open to every role.
 */
import { describe, expect, it } from 'vitest';
import { MODULES } from '../../src/api/contract/modules';
import { mayOpen, type AreaAccess } from '../../src/app/area-access';
import { PALETTE_PAGES } from '../../src/app/command-palette/palette-pages';
import { sidebarEntries, sidebarLinks } from '../../src/app/layout/sidebar-entries';
import { visibleEntries } from '../../src/app/layout/visible-entries';
import { privateRoutes } from '../../src/app/private-routes';

const support: AreaAccess = { userType: 'sub_admin', modules: ['user', 'subscription', 'subscription-details'] };
const superAdmin: AreaAccess = { userType: 'super_admin', modules: [] };
const hrefs = (access: AreaAccess) =>
  visibleEntries(sidebarEntries, (gate) => mayOpen(access, gate)).flatMap((entry) => (entry.kind === 'link' ? [entry.href] : entry.children.map((child) => child.href)));
/** Whether the role opens the route the path matches, as the route table decides it. */
const opens = (access: AreaAccess | null, path: string) => {
  const route = privateRoutes.find((each) => new RegExp(`^${each.path.replace(/:[a-z]+/g, '[^/]+')}$`).test(path));
  if (!route) throw new Error(`no route for ${path}`);
  return mayOpen(access, route.gate);
};

describe('area access in the SPA', () => {
  it('shows a Support sub-admin only the dashboard, its three areas and the Trash (its users and plans are kept there)', () => {
    expect(hrefs(support)).toEqual(['/dashboard', '/user', '/subscription', '/subscription-details', '/trash']);
  });

  it('drops a group none of whose children the role opens', () => {
    const groups = visibleEntries(sidebarEntries, (gate) => mayOpen({ userType: 'sub_admin', modules: ['chef'] }, gate));
    expect(groups.map((entry) => (entry.kind === 'link' ? entry.href : entry.id))).toEqual(['/dashboard', '/chef', '/trash']);
  });

  it('opens the Trash to a role that opens an area whose deletes it keeps, and not to one whose areas delete nothing', () => {
    const pagesOnly: AreaAccess = { userType: 'sub_admin', modules: ['static-page', 'subscription-details'] };
    expect(opens(pagesOnly, '/trash')).toBe(false);
    expect(hrefs(pagesOnly)).not.toContain('/trash');
    expect(opens({ userType: 'sub_admin', modules: ['ingredients'] }, '/trash')).toBe(true);
    expect(opens(superAdmin, '/trash')).toBe(true);
    expect(opens(null, '/trash')).toBe(false);
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
    expect(opens(support, path)).toBe(allowed);
  });

  it('gives every module a sidebar link, and every sidebar link but the dashboard a gate', () => {
    expect(sidebarLinks.flatMap((link) => (link.gate && link.gate !== 'super_admin' && link.gate !== 'trash' ? [link.gate] : [])).sort()).toEqual([...MODULES].sort());
    expect(sidebarLinks.filter((link) => !link.gate).map((link) => link.href)).toEqual(['/dashboard']);
  });

  it('opens the activity log to the super admin alone, not to a role that lists every module', () => {
    const everyModule: AreaAccess = { userType: 'sub_admin', modules: [...MODULES] };
    expect(opens(everyModule, '/activity')).toBe(false);
    expect(hrefs(everyModule)).not.toContain('/activity');
    expect(opens(superAdmin, '/activity')).toBe(true);
    expect(opens(null, '/activity')).toBe(false);
  });

  it('leaves only the dashboard and the account screens open to every role', () => {
    const open = privateRoutes.filter((route) => route.gate === undefined).map((route) => route.path);
    expect(open).toEqual(['/dashboard', '/edit-profile', '/change-password', '/change-Password']);
  });

  it('offers in the palette only the pages the role opens, each with the gate of its area', () => {
    const offered = PALETTE_PAGES.filter((page) => mayOpen(support, page.gate)).map((page) => page.href);
    expect(offered).toEqual(['/dashboard', '/user', '/subscription', '/subscription-details', '/trash', '/user/add', '/subscription/add', '/edit-profile', '/change-password', '/sessions']);
    expect(PALETTE_PAGES.find((page) => page.href === '/chef/add')?.gate).toBe('chef');
  });
});
