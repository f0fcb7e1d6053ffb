/**
 * "Restore this version" (issue #33 item 1) opens the record's edit form with the version in its
 * address (`/chef/edit/7?version=123`), so a reload or a link sent to a colleague opens the same
 * restore. Anything but a positive whole number there is no version: the form edits the current values.
 */
const VERSION_PARAM = 'version';

export const restoreVersionHref = (editHref: string, versionId: number) => `${editHref}?${VERSION_PARAM}=${versionId}`;

export function versionToRestore(search: string): number | null {
  const value = new URLSearchParams(search).get(VERSION_PARAM);
  return value !== null && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
}
