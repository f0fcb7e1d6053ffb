/**
 * A page load the app itself starts on purpose, such as the reload into a new version
 * (new-version.ts), with what must survive it already kept (form drafts, issue #31 item 3):
 * the unsaved-changes guard lets it go without the browser's "Leave site?". Only for this page:
 * it is leaving. A close or a reload by the admin still asks.
 */
let planned = false;

export function planUnload(): void {
  planned = true;
}

export const isUnloadPlanned = (): boolean => planned;
