/**
 * The pages a command palette offers (issue #15 item 6): every area of the sidebar, every add
 * screen and the account screens (the account menu's areas among them), in the admin's language, only those the admin's role opens.
 */
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en-US';
import type { PaletteItem } from '../../machines/command-palette.machine';
import type { Gate } from '../area-access';
import { areas } from '../areas';
import { accountMenuAreas, sidebarLinks } from '../layout/sidebar-entries';
import { useMayOpen } from '../use-may-open';

/** A page by its address, its name, the line under the name (a message id), and what opens it. */
export type PalettePage = { href: string; labelId: MessageId; detailId: MessageId; gate?: Gate };

/** The areas (as the sidebar links them), their add screens (named as the list's add button), then the account screens. */
export const PALETTE_PAGES: readonly PalettePage[] = [
  ...sidebarLinks.map(({ href, labelId, gate }): PalettePage => ({ href, labelId, detailId: 'palette.area', ...(gate ? { gate } : {}) })),
  ...areas.flatMap(({ path, labelId, form, addLabelId, gate }): PalettePage[] =>
    form && addLabelId ? [{ href: `${path}/add`, labelId: addLabelId, detailId: labelId, gate }] : [],
  ),
  { href: '/edit-profile', labelId: 'shell.account.editProfile', detailId: 'palette.account' },
  { href: '/change-password', labelId: 'shell.account.changePassword', detailId: 'palette.account' },
  ...accountMenuAreas.map(({ path, labelId, gate }): PalettePage => ({ href: path, labelId, detailId: 'palette.account', gate })),
];

/** Builds the list at the moment the palette opens (language and role as they are then). */
export function usePalettePages(): () => PaletteItem[] {
  const intl = useIntl();
  const mayOpen = useMayOpen();
  return () =>
    PALETTE_PAGES.filter((page) => mayOpen(page.gate)).map(({ href, labelId, detailId }) => ({
      key: href,
      kind: 'page' as const,
      href,
      label: intl.formatMessage({ id: labelId }),
      detail: intl.formatMessage({ id: detailId }),
    }));
}
