/** The header: brand (links to /), the mini-sidebar toggle and the profile menu. */
import { useIntl } from 'react-intl';
import { ChefHat, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Link } from 'wouter';
import { visuallyHidden } from '../../theme/utilities.css';
import { cx } from '../../ui/cx';
import { ProfileMenu } from './profile-menu';
import { SIDEBAR_ID } from './sidebar';
import { useProductName } from './use-product-name';
import * as styles from './top-bar.css';

type TopBarProps = { mini: boolean; onToggleSidebar: () => void };

export function TopBar({ mini, onToggleSidebar }: TopBarProps) {
  const intl = useIntl();
  const productName = useProductName();
  const ToggleIcon = mini ? PanelLeftOpen : PanelLeftClose;
  return (
    <header className={styles.topBar}>
      <div className={cx(styles.brandArea, mini && styles.brandAreaMini)}>
        <Link href="/" className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            <ChefHat size={20} strokeWidth={2} />
          </span>
          <span className={mini ? visuallyHidden : styles.brandName}>{productName}</span>
        </Link>
      </div>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.toggle}
          aria-controls={SIDEBAR_ID}
          aria-label={intl.formatMessage({ id: mini ? 'shell.sidebar.expand' : 'shell.sidebar.collapse' })}
          title={intl.formatMessage({ id: mini ? 'shell.sidebar.expand' : 'shell.sidebar.collapse' })}
          onClick={onToggleSidebar}
        >
          <ToggleIcon size={20} strokeWidth={1.75} className={styles.toggleIcon} aria-hidden="true" />
        </button>
        <div className={styles.spacer} />
        <ProfileMenu />
      </div>
    </header>
  );
}
