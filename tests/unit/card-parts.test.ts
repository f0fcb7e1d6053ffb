import { describe, expect, it } from 'vitest';
import { cardPartsOf, cardsBelowOf } from '../../src/ui/card-parts';

describe('a row as a card', () => {
  it('puts the first plain column as the title and the pinned one as the actions', () => {
    expect(cardPartsOf([{ card: 'select' }, { card: 'picture' }, {}, {}, { card: 'status' }, { pinned: true }])).toEqual([
      'select',
      'picture',
      'title',
      'field',
      'status',
      'actions',
    ]);
  });

  it('keeps a title a column names, and makes no other', () => {
    expect(cardPartsOf([{}, { card: 'title' }, {}])).toEqual(['field', 'title', 'field']);
  });

  it('shows a list of few columns as cards on a phone only, and a list of many beside the sidebar too', () => {
    expect(cardsBelowOf([{}, { width: '124px' }, { width: '128px', pinned: true }])).toBe('phone');
    const people = [{ width: '44px' }, { width: '64px' }, {}, {}, {}, { width: '124px' }, { width: '136px' }, { width: '128px' }];
    expect(cardsBelowOf(people)).toBe('narrowDesktop');
    expect(cardsBelowOf([...people, { width: '400px' }])).toBe('desktop');
  });
});
