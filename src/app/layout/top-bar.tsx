/**
 * The header: brand (links to /), the mini-sidebar toggle, and at the inline end the language
 * picker, the theme settings button and the profile menu. Below 768 px the toggle is the menu
 * button that opens and shuts the sidebar's drawer (aria-expanded says which).
 */
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { ChefHat } from 'lucide';
import { Palette, Search } from 'lucide-react';
import { DataIcon } from '../../ui/data-icon';
import { Link } from 'wouter';
import { visuallyHidden } from '../../theme/utilities.css';
import { LanguagePicker } from '../language-picker/language-picker';
import { ProfileMenu } from './profile-menu';
import type { SidebarLayout } from './select-sidebar';
import { SidebarToggle } from './sidebar-toggle';
import { THEME_PANEL_ID } from '../theme-panel/panel-id';
import { useProductName } from './use-product-name';
import * as styles from './top-bar.css';

type TopBarProps = {
  /** Without a sidebar there is nothing to make mini: the toggle goes. */
  sidebar: SidebarLayout;
  drawerOpen: boolean;
  /** The toggle, so that shutting the drawer can give it focus back. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onToggleSidebar: () => void;
  panelOpen: boolean;
  onOpenSettings: () => void;
  /** Opens the command palette (also Ctrl+K / Cmd+K). */
  onOpenPalette: () => void;
};

/** The palette's shortcut as this keyboard writes it. */
const shortcutText = () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘K' : 'Ctrl K');

export function TopBar({ sidebar, drawerOpen, menuButtonRef, onToggleSidebar, panelOpen, onOpenSettings, onOpenPalette }: TopBarProps) {
  const intl = useIntl();
  const productName = useProductName();
  const settingsLabel = intl.formatMessage({ id: 'appearance.open' });
  return (
    <header className={styles.topBar}>
      <div className={styles.brandArea}>
        <Link href="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            {/* From the icon data the sign-in page draws its logo with: lucide-react's newer hat differs. */}
            <DataIcon icon={ChefHat} size={20} />
          </span>
          <span className={sidebar === 'mini' ? visuallyHidden : styles.brandName}>{productName}</span>
        </Link>
      </div>
      <div className={styles.bar}>
        {sidebar !== 'hidden' && (
          <SidebarToggle layout={sidebar} drawerOpen={drawerOpen} buttonRef={menuButtonRef} onToggle={onToggleSidebar} />
        )}
        <button type="button" className={styles.paletteButton} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K" onClick={onOpenPalette}>
          <Search size={16} aria-hidden="true" />
          <span className={styles.paletteLabel}>{intl.formatMessage({ id: 'palette.open' })}</span>
          <kbd className={styles.paletteKey} aria-hidden="true">
            {shortcutText()}
          </kbd>
        </button>
        <div className={styles.spacer} />
        <div className={styles.actions}>
          <LanguagePicker />
          <button
            type="button"
            className={styles.toolButton}
            aria-haspopup="dialog"
            aria-expanded={panelOpen}
            aria-controls={panelOpen ? THEME_PANEL_ID : undefined}
            aria-label={settingsLabel}
            title={settingsLabel}
            onClick={onOpenSettings}
          >
            <Palette size={20} strokeWidth={1.75} aria-hidden="true" />
          </button>
          <ProfileMenu />
        </div>
      </div>
    </header>
  );
}
