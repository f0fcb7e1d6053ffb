import { describe, expect, it } from 'vitest';
import { pagerWindow, type PagerItem } from '../../src/ui/pager-window';

const pagesOf = (items: PagerItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

describe('pager window', () => {
  it.each([1, 2, 3, 4, 5, 6])('shows every page when there are %i (fewer than 7)', (total) => {
    for (let current = 1; current <= total; current += 1) {
      expect(pagesOf(pagerWindow(current, total))).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    }
  });

  it('never shows more than 6 buttons below 7 pages, and shows one page for an empty list', () => {
    expect(pagesOf(pagerWindow(1, 0))).toEqual([1]);
    expect(pagerWindow(3, 6).length).toBe(6);
  });

  it.each([
    [1, 7, [1, 2, '…', 7]],
    [2, 7, [1, 2, 3, '…', 7]],
    [3, 7, [1, 2, 3, 4, '…', 7]],
    [4, 10, [1, '…', 3, 4, 5, '…', 10]],
    [9, 10, [1, '…', 8, 9, 10]],
    [10, 10, [1, '…', 9, 10]],
    [5, 20, [1, '…', 4, 5, 6, '…', 20]],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(pagesOf(pagerWindow(current, total))).toEqual(expected);
  });

  // Every page count from 7 to 20 and every current page: first, last, the current page and its
  // neighbours are always there, in order, nothing else but gaps, and gaps only where pages are skipped.
  for (let total = 7; total <= 20; total += 1) {
    it(`keeps the window rules for every page of ${total}`, () => {
      for (let current = 1; current <= total; current += 1) {
        const items = pagerWindow(current, total);
        const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        const expected = [...new Set([1, current - 1, current, current + 1, total])].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
        expect(pages).toEqual(expected);
        items.forEach((item, i) => {
          if (item.kind !== 'gap') return;
          const before = items[i - 1] as { page: number };
          const after = items[i + 1] as { page: number };
          expect(after.page - before.page).toBeGreaterThan(1);
        });
        const gaps = items.length - pages.length;
        expect(gaps).toBe(pages.slice(1).filter((page, i) => page - pages[i]! > 1).length);
      }
    });
  }
});
