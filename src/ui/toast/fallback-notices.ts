/**
 * The notices shown while the toast code cannot load (the server is away, or this tab can no
 * longer fetch that chunk): each for as long as a toast would be (spec section 8), in a list
 * of our own that needs nothing but the first load (fallback-notice-list.tsx).
 */
import { TOAST_DURATION_MS } from '../../constants';
import type { Notice } from '../../machines/notify';

export type FallbackNotice = Notice & { key: number };

let shown: readonly FallbackNotice[] = [];
let lastKey = 0;
const listeners = new Set<() => void>();
const told = () => listeners.forEach((listener) => listener());

export function showFallbackNotice(notice: Notice): void {
  const key = ++lastKey;
  shown = [...shown, { ...notice, key }];
  told();
  setTimeout(() => {
    shown = shown.filter((item) => item.key !== key);
    told();
  }, TOAST_DURATION_MS);
}

export const fallbackNotices = (): readonly FallbackNotice[] => shown;

export function onFallbackNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
