/**
 * Issue #31 item 2: sign-in returns to the address a signed-out visit asked for, and only to a
 * path of this origin: never to another site through `next` (an open redirect).
 */
import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom } from '../../src/app/return-path';

/** /login's query as the browser holds it, with `next` encoded as a link would carry it. */
const searchWith = (next: string) => `next=${encodeURIComponent(next)}`;

describe('returnPathFrom', () => {
  it.each(['/chef/edit/16', '/dashboard', '/chef?page=2&sort=name', '/class/edit/3#media', '/', '/user/edit/5?q=a%2Fb'])('follows the own path %s', (path) => {
    expect(returnPathFrom(searchWith(path))).toBe(path);
  });

  it('reads the path carried by loginPathFor', () => {
    expect(returnPathFrom(new URL(loginPathFor('/login', '/chef/edit/16?tab=2'), 'https://mise.example').search)).toBe('/chef/edit/16?tab=2');
  });

  it.each([
    '//evil.example',
    '//evil.example/chef',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    '/\u0000/evil.example',
    '/ /evil.example',
    '/\u2028/evil.example',
    '/chef\\..\\..\\evil',
    '/%E0%A4%A',
    '',
  ])('refuses %j', (next) => {
    expect(returnPathFrom(searchWith(next))).toBeNull();
  });

  it('refuses a doubly encoded "//" and an absent or repeated-but-hostile parameter', () => {
    expect(returnPathFrom('next=%252F%252Fevil.example')).toBeNull();
    expect(returnPathFrom('')).toBeNull();
    expect(returnPathFrom('other=/chef')).toBeNull();
    // The first `next` is the one read.
    expect(returnPathFrom('next=%2F%2Fevil.example&next=%2Fchef')).toBeNull();
  });
});
