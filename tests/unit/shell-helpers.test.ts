import { describe, expect, it } from 'vitest';
import { isActiveRoute } from '../../src/app/layout/active-route';
import { DEFAULT_PRODUCT_NAME, readProductName } from '../../src/app/layout/product-name';
import { initialsOf } from '../../src/ui/avatar';

describe('sidebar active route', () => {
  it.each([
    ['/chef', '/chef', true],
    ['/chef/add', '/chef', true],
    ['/chef/edit/3', '/chef', true],
    ['/subscription-details', '/subscription', false],
    ['/subscription/edit/2', '/subscription', true],
    ['/chefs', '/chef', false],
    ['/dashboard', '/admin', false],
  ])('%s belongs to %s: %s', (location, href, active) => {
    expect(isActiveRoute(location, href)).toBe(active);
  });
});

describe('avatar initials', () => {
  it('takes the first letter of first and last name, upper-cased', () => {
    expect(initialsOf('ada', 'lovelace')).toBe('AL');
    expect(initialsOf('Super', 'Admin')).toBe('SA');
  });
});

describe('product name', () => {
  const docWith = (content: string | null) => ({
    querySelector: () => (content === null ? null : ({ content } as HTMLMetaElement)),
  });

  it('reads the name the server wrote into the page', () => {
    expect(readProductName(docWith('Mise Kitchen') as never)).toBe('Mise Kitchen');
  });

  it('falls back to the default when the page has none or an empty one', () => {
    expect(readProductName(docWith(null) as never)).toBe(DEFAULT_PRODUCT_NAME);
    expect(readProductName(docWith('   ') as never)).toBe(DEFAULT_PRODUCT_NAME);
  });
});
