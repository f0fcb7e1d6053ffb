/**
 * The pages a command palette offers (issue #15 item 6): every area of the sidebar, every add
 * screen and the account screens, in the admin's language, only those the admin's role opens.
 */
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en-US';
import type { PaletteItem } from '../../machines/command-palette.machine';
import { areas } from '../areas';
import { sidebarLinks } from '../layout/sidebar-entries';
import { useMayOpen } from '../use-may-open';

/** Add screens, each named as its list's add button. */
const ADD_SCREENS = areas.flatMap(({ path, labelId, form, addLabelId }) => (form && addLabelId ? [{ href: `${path}/add`, labelId: addLabelId, areaId: labelId }] : []));

const ACCOUNT_SCREENS: ReadonlyArray<{ href: string; labelId: MessageId }> = [
  { href: '/edit-profile', labelId: 'shell.account.editProfile' },
  { href: '/change-password', labelId: 'shell.account.changePassword' },
];

/** Builds the list at the moment the palette opens (language and role as they are then). */
export function usePalettePages(): () => PaletteItem[] {
  const intl = useIntl();
  const mayOpen = useMayOpen();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const page = (href: string, label: string, detail: string): PaletteItem => ({ key: href, kind: 'page', href, label, detail });
  return () =>
    [
      ...sidebarLinks.map((link) => page(link.href, text(link.labelId), text('palette.area'))),
      ...ADD_SCREENS.map((screen) => page(screen.href, text(screen.labelId), text(screen.areaId))),
      ...ACCOUNT_SCREENS.map((screen) => page(screen.href, text(screen.labelId), text('palette.account'))),
    ].filter((item) => mayOpen(item.href));
}
