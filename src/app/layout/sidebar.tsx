/**
 * The main navigation (spec section 2 "Shell"): 270 px with labels and collapsible groups,
 * or 80 px with icons only (groups flattened behind a divider). The current route's entry
 * is highlighted, child routes included.
 */
import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { cx } from '../../ui/cx';
import { isActiveGroup, isActiveRoute } from './active-route';
import { sidebarEntries } from './sidebar-entries';
import { SidebarGroup } from './sidebar-group';
import { SidebarItem } from './sidebar-item';
import * as styles from './sidebar.css';

export const SIDEBAR_ID = 'app-sidebar';

export function Sidebar({ mini }: { mini: boolean }) {
  const intl = useIntl();
  const [location] = useLocation();
  return (
    <aside id={SIDEBAR_ID} className={cx(styles.sidebar, mini && styles.mini)}>
      <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>
        <ul className={styles.list}>
          {sidebarEntries.map((entry) => {
            if (entry.kind === 'link') {
              return (
                <li key={entry.href}>
                  <SidebarItem link={entry} active={isActiveRoute(location, entry.href)} mini={mini} />
                </li>
              );
            }
            const containsActive = isActiveGroup(location, entry);
            if (!mini) {
              return (
                <SidebarGroup
                  key={`${entry.id}:${containsActive}`}
                  group={entry}
                  location={location}
                  containsActive={containsActive}
                />
              );
            }
            return (
              <Fragment key={entry.id}>
                {entry.children.map((child, index) => (
                  <li key={child.href} className={index === 0 ? styles.groupStart : undefined}>
                    <SidebarItem link={child} active={isActiveRoute(location, child.href)} mini />
                  </li>
                ))}
              </Fragment>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
