/**
 * Where a form returns to (issue #31 item 4): the list view the admin came from in this tab
 * (search, sort, page, filters), the bare list when they came from elsewhere, and never an
 * address that is not the list's own.
 */
import { describe, expect, it } from 'vitest';
import { forgetListView, LIST_RETURN_KEY, listReturnAddress, rememberListView } from '../../src/app/kit/list-return';
import { tabStorage } from '../support/tab-storage';


describe('the list view a form returns to', () => {
  it('is forgotten when the admin signs out, so the next admin of the tab starts from the bare list', () => {
    const storage = tabStorage();
    rememberListView(storage, '/chef', '?search=ada');
    forgetListView(storage);
    expect(listReturnAddress(storage, '/chef')).toBe('/chef');
  });

  it('is the view last shown by that list in this tab', () => {
    const storage = tabStorage();
    rememberListView(storage, '/chef', '?search=ada&sort_by=name&order=ASC');
    expect(listReturnAddress(storage, '/chef')).toBe('/chef?search=ada&sort_by=name&order=ASC');
  });

  it('follows the view as the admin changes it, back to the untouched list', () => {
    const storage = tabStorage();
    rememberListView(storage, '/chef', '?page=3');
    rememberListView(storage, '/chef', '');
    expect(listReturnAddress(storage, '/chef')).toBe('/chef');
  });

  it('is the bare list when the admin came from another list, or from no list at all', () => {
    const storage = tabStorage();
    expect(listReturnAddress(storage, '/chef')).toBe('/chef');
    rememberListView(storage, '/chef', '?search=ada');
    rememberListView(storage, '/user', '?page=2');
    expect(listReturnAddress(storage, '/chef')).toBe('/chef');
    expect(listReturnAddress(storage, '/user')).toBe('/user?page=2');
  });

  it('never leads to another address, whatever the storage holds', () => {
    const storage = tabStorage();
    for (const search of ['//evil.example', '?a#frag', '? x', '?a\\b', 42, null]) {
      storage.setItem(LIST_RETURN_KEY, JSON.stringify({ path: '/chef', search }));
      expect(listReturnAddress(storage, '/chef')).toBe('/chef');
    }
    storage.setItem(LIST_RETURN_KEY, '{not json');
    expect(listReturnAddress(storage, '/chef')).toBe('/chef');
  });

  it('is the bare list when the storage refuses', () => {
    const refusing = { setItem: () => { throw new Error('QuotaExceededError'); }, getItem: () => { throw new Error('SecurityError'); } };
    expect(() => rememberListView(refusing, '/chef', '?page=2')).not.toThrow();
    expect(listReturnAddress(refusing, '/chef')).toBe('/chef');
  });
});
