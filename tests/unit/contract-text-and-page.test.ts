/**
 * The contract's shared field rules refuse a NUL byte and a page past the last one in the SPA as
 * they do on the server (both validate with these schemas), and the SPA can show the refusal in
 * every locale.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { chefAddRequest, chefListRequest, chefLookupQuery } from '../../areas/chefs/chef-contract';
import { NUL_MESSAGE } from '../../src/api/contract/fields';
import { LIST_MAX_PAGE } from '../../src/api/contract/list';
import { allTexts } from '../support/catalogues';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? 'accepted' : result.issues[0].message;
};

describe('the contract', () => {
  it('refuses a NUL byte in a required text, an optional text, an e-mail and a search', () => {
    expect(firstMessage(chefAddRequest, { name: 'Jul\u0000ia', email: 'julia@mise.test' })).toBe(NUL_MESSAGE);
    expect(firstMessage(chefAddRequest, { name: 'Julia', email: 'julia@mise.test', bio: '\u0000' })).toBe(NUL_MESSAGE);
    expect(firstMessage(chefAddRequest, { name: 'Julia', email: 'julia@mise.test\u0000' })).toBe(NUL_MESSAGE);
    expect(firstMessage(chefListRequest, { search: 'a\u0000' })).toBe(NUL_MESSAGE);
    expect(firstMessage(chefLookupQuery, { search: 'a\u0000' })).toBe(NUL_MESSAGE);
  });

  it('accepts the same texts without the NUL byte', () => {
    expect(firstMessage(chefAddRequest, { name: 'Julia', email: 'julia@mise.test', bio: 'Chef' })).toBe('accepted');
  });

  it('refuses a page past the last one and keeps the last one', () => {
    expect(firstMessage(chefListRequest, { page: LIST_MAX_PAGE + 1 })).toBe(`page must be at most ${LIST_MAX_PAGE}`);
    expect(firstMessage(chefListRequest, { page: 9.3e17 })).toBe(`page must be at most ${LIST_MAX_PAGE}`);
    expect(firstMessage(chefListRequest, { page: LIST_MAX_PAGE })).toBe('accepted');
  });

  it('has the NUL refusal in every catalogue', () => {
    // The contract's message is the catalogue id itself.
    for (const catalogue of Object.values(allTexts)) expect(catalogue[NUL_MESSAGE]).toMatch(/NUL/);
  });
});
