/**
 * The route table and the sidebar are derived from the area list (src/app/areas.ts): the spec's
 * routes (section 2) and the sidebar's order and groups ("Shell") must come out of it exactly.
 */
import { describe, expect, it } from 'vitest';
import { accountMenuAreas, sidebarEntries, sidebarLinks } from '../../src/app/layout/sidebar-entries';
import { privateRoutes } from '../../src/app/private-routes';

describe('the signed-in routes', () => {
  it('are the spec’s: each area’s list, its add and edit screens where it has them, and the account screens', () => {
    expect(privateRoutes.map((route) => route.path)).toEqual([
      '/dashboard',
      '/edit-profile',
      '/change-password',
      '/change-Password',
      '/admin',
      '/admin/add',
      '/admin/edit/:id',
      '/static-page',
      '/static-page/edit/:id',
      '/user',
      '/user/add',
      '/user/edit/:id',
      '/chef',
      '/chef/add',
      '/chef/edit/:id',
      '/meal',
      '/meal/add',
      '/meal/edit/:id',
      '/class',
      '/class/add',
      '/class/edit/:id',
      '/ingredients',
      '/ingredients/add',
      '/ingredients/edit/:id',
      '/subscription',
      '/subscription/add',
      '/subscription/edit/:id',
      '/blok-price',
      '/blok-price/add',
      '/blok-price/edit/:id',
      '/subscription-details',
      '/trash',
      '/sessions',
      '/activity',
    ]);
    expect(new Set(privateRoutes.map((route) => route.access))).toEqual(new Set(['private']));
  });

  it('share one screen between an area’s add and edit routes', () => {
    const screenOf = (path: string) => privateRoutes.find((route) => route.path === path)!.screen;
    expect(screenOf('/chef/add')).toBe(screenOf('/chef/edit/:id'));
    expect(screenOf('/chef/add')).not.toBe(screenOf('/chef'));
  });
});

describe('the sidebar', () => {
  it('lists the areas in the spec’s order, the kitchen and subscription areas folded into their groups', () => {
    const shape = sidebarEntries.map((entry) => (entry.kind === 'link' ? entry.href : { [entry.id]: entry.children.map((child) => child.href) }));
    expect(shape).toEqual([
      '/dashboard',
      '/admin',
      '/static-page',
      '/user',
      '/chef',
      { kitchen: ['/meal', '/class', '/ingredients'] },
      { subscriptions: ['/subscription', '/blok-price', '/subscription-details'] },
      '/trash',
      '/activity',
    ]);
  });

  it('leaves to the account menu the areas that are the admin’s own: their sessions', () => {
    expect(accountMenuAreas.map((area) => area.path)).toEqual(['/sessions']);
    expect(sidebarLinks.map((link) => link.href)).not.toContain('/sessions');
  });
});
