/**
 * The button that changes the sidebar: collapse or expand it, or below 768 px open and shut
 * its drawer (aria-expanded says which). It sits in the top bar, or floats at the window's
 * corner when the toolbar is hidden, so that a phone can always reach the navigation.
 */
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { Menu, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import type { MessageId } from '../../i18n/messages/en-US';
import type { SidebarLayout } from './select-sidebar';
import { SIDEBAR_ID } from './sidebar';
import * as styles from './top-bar.css';

/** The toggle's icon and name for each layout of the sidebar. */
const TOGGLES = {
  full: { icon: PanelLeftClose, label: 'shell.sidebar.collapse' },
  mini: { icon: PanelLeftOpen, label: 'shell.sidebar.expand' },
  drawerShut: { icon: Menu, label: 'shell.sidebar.openMenu' },
  drawerOpen: { icon: X, label: 'shell.sidebar.closeMenu' },
} satisfies Record<string, { icon: typeof Menu; label: MessageId }>;

type SidebarToggleProps = {
  layout: Exclude<SidebarLayout, 'hidden'>;
  drawerOpen: boolean;
  /** So that shutting the drawer can give this button focus back. */
  buttonRef: RefObject<HTMLButtonElement | null>;
  onToggle: () => void;
  className?: string;
};

export function SidebarToggle({ layout, drawerOpen, buttonRef, onToggle, className = styles.toolButton }: SidebarToggleProps) {
  const intl = useIntl();
  const drawer = layout === 'drawer';
  const toggle = TOGGLES[drawer ? (drawerOpen ? 'drawerOpen' : 'drawerShut') : layout];
  const Icon = toggle.icon;
  const label = intl.formatMessage({ id: toggle.label });
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className}
      aria-controls={SIDEBAR_ID}
      aria-expanded={drawer ? drawerOpen : undefined}
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      <Icon size={20} strokeWidth={1.75} className={styles.toggleIcon} aria-hidden="true" />
    </button>
  );
}
