/** The address of "Restore this version" (issue #33 item 1): the edit page and the version's id, read back only when it is one. */
import { describe, expect, it } from 'vitest';
import { restoreVersionHref, versionToRestore } from '../../src/app/kit/version-to-restore';

describe('the version in an edit address', () => {
  it('is written after the edit page and read back', () => {
    expect(restoreVersionHref('/chef/edit/7', 123)).toBe('/chef/edit/7?version=123');
    expect(versionToRestore('?version=123')).toBe(123);
    expect(versionToRestore('version=9&view=2')).toBe(9);
  });

  it('is none unless it is a positive whole number', () => {
    for (const search of ['', '?version=', '?version=0', '?version=-4', '?version=1.5', '?version=12abc', '?version=1e3', '?version=99999999999999999', '?other=4']) {
      expect(versionToRestore(search), search).toBeNull();
    }
  });
});
