/**
 * A collapsible group of sidebar links. It starts open when the current route is one of its
 * children; the sidebar re-mounts it (by key) when that changes, so it opens by itself.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChevronDown } from 'lucide-react';
import { cx } from '../../ui/cx';
import { isActiveRoute } from './active-route';
import type { SidebarGroup as Group } from './sidebar-entries';
import { SidebarItem } from './sidebar-item';
import * as itemStyles from './sidebar-item.css';
import * as styles from './sidebar-group.css';

type SidebarGroupProps = { group: Group; location: string; containsActive: boolean };

export function SidebarGroup({ group, location, containsActive }: SidebarGroupProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(containsActive);
  const listId = useId();
  const Icon = group.icon;
  return (
    <li>
      <button
        type="button"
        className={cx(itemStyles.item, containsActive && styles.containsActive)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon size={20} strokeWidth={1.75} className={itemStyles.icon} aria-hidden="true" />
        <span className={itemStyles.label}>{intl.formatMessage({ id: group.labelId })}</span>
        <ChevronDown size={16} className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.children} hidden={!open}>
        {group.children.map((child) => (
          <li key={child.href}>
            <SidebarItem link={child} active={isActiveRoute(location, child.href)} mini={false} nested />
          </li>
        ))}
      </ul>
    </li>
  );
}
