/**
 * The main navigation (spec section 2 "Shell"): 270 px with labels and collapsible groups,
 * or 80 px with icons only (groups flattened behind a divider) and a tooltip naming the icon
 * under the pointer or the keyboard focus. The current route's entry is highlighted, child
 * routes included, in the active-link style the appearance settings chose; a transparent
 * sidebar shows the shell's picture through it. Below 768 px it is a drawer (issue #13 item 4),
 * with labels: opening it moves focus onto its first link; Escape or following a link shuts it.
 */
import { Fragment, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import type { LinkStyle } from '../../theme/appearance-settings';
import { cx } from '../../ui/cx';
import { isActiveGroup, isActiveRoute } from './active-route';
import type { SidebarLayout } from './select-sidebar';
import { sidebarEntries } from './sidebar-entries';
import { useMayOpen } from '../use-may-open';
import { visibleEntries } from './visible-entries';
import { SidebarGroup } from './sidebar-group';
import { SidebarItem } from './sidebar-item';
import * as styles from './sidebar.css';

export const SIDEBAR_ID = 'app-sidebar';

type SidebarProps = {
  layout: Exclude<SidebarLayout, 'hidden'>;
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  linkStyle: LinkStyle;
  transparent: boolean;
};
type Tooltip = { label: string; top: number } | null;

export function Sidebar({ layout, drawerOpen, onCloseDrawer, linkStyle, transparent }: SidebarProps) {
  const intl = useIntl();
  const [location] = useLocation();
  const [tooltip, setTooltip] = useState<Tooltip>(null);
  // Only the areas the role opens (DESIGN.md section 5).
  const entries = visibleEntries(sidebarEntries, useMayOpen());
  const element = useRef<HTMLElement>(null);
  const mini = layout === 'mini';
  const drawer = layout === 'drawer';

  useEffect(() => {
    if (drawerOpen) element.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [drawerOpen]);

  // One handler for every link: the link under the pointer or focus says what to show.
  const showTooltip = (event: SyntheticEvent) => {
    const link = mini ? (event.target as Element).closest?.<HTMLElement>('[data-tooltip]') : null;
    if (!link) return setTooltip(null);
    const box = link.getBoundingClientRect();
    setTooltip({ label: link.dataset.tooltip ?? '', top: box.top + box.height / 2 });
  };
  const hideTooltip = () => setTooltip(null);

  return (
    <aside
      ref={element}
      id={SIDEBAR_ID}
      data-link-style={linkStyle}
      data-open={drawer ? drawerOpen : undefined}
      className={cx(styles.sidebar, transparent && styles.transparent, drawer && styles.drawer)}
      onScroll={hideTooltip}
      onKeyDown={(event) => drawerOpen && event.key === 'Escape' && onCloseDrawer()}
      onClick={(event) => drawerOpen && (event.target as Element).closest('a') && onCloseDrawer()}
    >
      <nav
        className={styles.nav}
        aria-label={intl.formatMessage({ id: 'shell.nav.label' })}
        onPointerOver={showTooltip}
        onPointerLeave={hideTooltip}
        onFocus={showTooltip}
        onBlur={hideTooltip}
        onKeyDown={(event) => event.key === 'Escape' && hideTooltip()}
      >
        <ul className={styles.list}>
          {entries.map((entry) => {
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
      {mini && tooltip && (
        // The link already carries its name; the tooltip repeats it for the eyes only.
        <span className={styles.tooltip} style={{ insetBlockStart: tooltip.top }} aria-hidden="true">
          {tooltip.label}
        </span>
      )}
    </aside>
  );
}
