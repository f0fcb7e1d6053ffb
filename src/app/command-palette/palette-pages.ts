/**
 * The pages a command palette offers (issue #15 item 6): every area of the sidebar, every add
 * screen and the account screens, in the admin's language, only those the admin's role opens.
 */
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/messages/en-US';
import type { PaletteItem } from '../../machines/command-palette.machine';
import { sidebarLinks } from '../layout/sidebar-entries';
import { useMayOpen } from '../use-may-open';

/** Add screens, each named as its list's add button. */
const ADD_SCREENS: ReadonlyArray<{ href: string; labelId: MessageId; areaId: MessageId }> = [
  { href: '/admin/add', labelId: 'admins.add', areaId: 'nav.admin' },
  { href: '/user/add', labelId: 'users.add', areaId: 'nav.user' },
  { href: '/chef/add', labelId: 'chefs.add', areaId: 'nav.chef' },
  { href: '/meal/add', labelId: 'meals.add', areaId: 'nav.meal' },
  { href: '/class/add', labelId: 'classes.add', areaId: 'nav.class' },
  { href: '/ingredients/add', labelId: 'ingredients.add', areaId: 'nav.ingredients' },
  { href: '/subscription/add', labelId: 'subscriptions.add', areaId: 'nav.subscription' },
  { href: '/blok-price/add', labelId: 'blockPrices.add', areaId: 'nav.blokPrice' },
];

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
