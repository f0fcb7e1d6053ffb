/**
 * Whether the toast host is wanted yet: from the first notice on (notify.ts). Drawing the host
 * makes react-hot-toast insert its style sheet, which restyles the whole page: on /class/add that
 * was a 20 ms task after the page had drawn (Lighthouse's blocking time), spent while no toast was
 * on screen. Toasts asked for before the host has mounted wait in the library's store and show
 * when it does.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToastHost(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export const toastHostWanted = () => wanted;

export function onToastHostWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
