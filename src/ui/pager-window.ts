/**
 * Which page buttons the pager shows (spec section 2): every page when there are fewer than 7
 * (so at most 6 buttons); otherwise the first page, the neighbours of the current page and the
 * last page, with a gap marker where pages are skipped.
 */
export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

export const ALL_PAGES_BELOW = 7;

export function pagerWindow(current: number, total: number): PagerItem[] {
  const pages = Math.max(1, total);
  if (pages < ALL_PAGES_BELOW) return Array.from({ length: pages }, (_, i) => ({ kind: 'page', page: i + 1 }));
  const shown = [...new Set([1, current - 1, current, current + 1, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b);
  const items: PagerItem[] = [];
  shown.forEach((page, i) => {
    const previous = shown[i - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}-${page}` });
    items.push({ kind: 'page', page });
  });
  return items;
}
