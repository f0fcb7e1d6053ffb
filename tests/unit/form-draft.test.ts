/** What a form draft keeps (issue #31 item 3): never a password or a file; offered only when it changes the form. */
import { describe, expect, it } from 'vitest';
import { draftPath, keptValues } from '../../src/app/kit/form-draft';
import { draftToOffer } from '../../src/machines/entity-form.machine';

describe('form drafts', () => {
  it('leaves out the secret fields and files', () => {
    const photo = new File(['x'], 'photo.png', { type: 'image/png' });
    expect(keptValues({ name: 'Dominique', password: 'Saffron#Tide2026', image: photo, roles: ['a'] }, new Set(['password']))).toEqual({
      name: 'Dominique',
      roles: ['a'],
    });
  });

  it('offers a draft only when it would change the fields', () => {
    const loaded = { name: 'Massimo', email: 'm@osteria.it' };
    expect(draftToOffer({ values: { name: 'Massimo' }, version: 2 }, loaded)).toBeNull();
    expect(draftToOffer(null, loaded)).toBeNull();
    expect(draftToOffer({ values: { name: 'Dominique' }, version: 2 }, loaded)).toEqual({ values: { name: 'Dominique' }, version: 2 });
  });

  it('names a draft by the form path', () => {
    expect(draftPath('/chef', 16)).toBe('/chef/edit/16');
    expect(draftPath('/admin', null)).toBe('/admin/add');
  });
});
