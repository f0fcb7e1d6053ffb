/**
 * The session kept in the tab (spec section 3), read back by hand rather than with valibot so the
 * /login first load does without it (issue #37): only a whole, well-formed session comes back.
 */
import { describe, expect, it } from 'vitest';
import { sessionFromStored, storedForm } from '../../src/app/session-storage';
import { adaSession } from '../machines/fixtures';

describe('sessionFromStored', () => {
  it('reads back what was stored, and nothing stored beside it', () => {
    expect(sessionFromStored(JSON.parse(JSON.stringify(storedForm(adaSession))))).toEqual(adaSession);
    expect(sessionFromStored({ ...storedForm(adaSession), extra: 1 })).toEqual(adaSession);
    expect(sessionFromStored({ ...storedForm(adaSession), profileImage: 'a.png' })?.profileImage).toBe('a.png');
  });

  // Issue #32 item 1: a reload does not free a session bound to setting up its role's second factor.
  it('keeps a session bound to the second factor’s set-up bound, and only for a true flag', () => {
    expect(sessionFromStored(storedForm({ ...adaSession, secondFactorSetup: true }))).toEqual({ ...adaSession, secondFactorSetup: true });
    expect(sessionFromStored({ ...storedForm(adaSession), secondFactorSetup: 'yes' })).toEqual(adaSession);
    expect(sessionFromStored(storedForm({ ...adaSession, secondFactorSetup: false }))).toEqual(adaSession);
  });

  it.each([
    ['nothing', null],
    ['a string', 'mise'],
    ['no login flag', { ...adaSession }],
    ['a false login flag', { ...storedForm(adaSession), isLogin: false }],
    ['an empty token', { ...storedForm(adaSession), accessToken: '' }],
    ['a text id', { ...storedForm(adaSession), id: '7' }],
    ['no first name', { ...storedForm(adaSession), firstName: undefined }],
    ['a numeric e-mail', { ...storedForm(adaSession), email: 5 }],
    ['a missing image', { ...storedForm(adaSession), profileImage: undefined }],
    ['modules that are not texts', { ...storedForm(adaSession), modules: [1] }],
    ['modules that are not a list', { ...storedForm(adaSession), modules: 'users' }],
    ['an unknown admin type', { ...storedForm(adaSession), userType: 'root' }],
  ])('refuses %s', (_, stored) => {
    expect(sessionFromStored(stored)).toBeNull();
  });
});
